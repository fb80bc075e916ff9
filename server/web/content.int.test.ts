import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_KINDS } from '../../common/forms/form-kinds';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const escaped = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** Content pages rendered on the server (needs `npm run build`), and no tracking script before consent. */
describe('server-rendered content pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
  });
  afterAll(async () => {
    await server?.close();
  });

  const page = async (lang: string, key: string) => {
    const routes = await server.gql<{ routes: { key: string; path: string }[] }>(
      `query($lang: String) { routes(lang: $lang) { key path } }`,
      { lang },
    );
    const path = routes.data!.routes.find((r) => r.key === key)!.path;
    const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    return { status: res.status, html: await res.text(), path };
  };

  const expectNoTracking = (html: string) => {
    expect(html).not.toMatch(/googletagmanager\.com|connect\.facebook\.net|fbevents|gtag\/js|gtm\.js/);
    expect(html).not.toContain('data-consent-script');
  };

  describe.each(['nl', 'fr', 'en'])('%s', (lang) => {
    it('services: the service articles as cards with links', async () => {
      const api = await server.gql<{ serviceArticles: { title: string; path: string }[] }>(
        `query($lang: String) { serviceArticles(lang: $lang) { title path } }`,
        { lang },
      );
      const { status, html } = await page(lang, 'services');
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${lang}">`);
      const articles = api.data!.serviceArticles.slice(0, 12);
      expect(articles.length).toBeGreaterThan(0);
      for (const a of articles) {
        expect(html).toContain(escaped(a.title));
        expect(html).toContain(`href="${escaped(a.path)}"`);
      }
      expectNoTracking(html);
    });

    it('team: every member with phone and e-mail', async () => {
      const api = await server.gql<{ teamMembers: { firstName: string; lastName: string; email: string }[] }>(
        `query($lang: String) { teamMembers(lang: $lang) { firstName lastName email } }`,
        { lang },
      );
      const { status, html } = await page(lang, 'team');
      expect(status).toBe(200);
      for (const m of api.data!.teamMembers) {
        expect(html).toContain(escaped(`${m.firstName} ${m.lastName}`));
        expect(html).toContain(`href="mailto:${m.email}"`);
      }
      expectNoTracking(html);
    });

    it('FAQ: each question in a <details> accordion', async () => {
      const api = await server.gql<{ faq: { question: string }[] }>(
        `query($lang: String) { faq(lang: $lang) { question } }`,
        { lang },
      );
      const { status, html } = await page(lang, 'faq');
      expect(status).toBe(200);
      expect(api.data!.faq.length).toBeGreaterThan(0);
      for (const f of api.data!.faq) expect(html).toContain(`<summary>${escaped(f.question)}</summary>`);
      expectNoTracking(html);
    });

    it('contact: the agency address and the slot for the form', async () => {
      const { status, html } = await page(lang, 'contact');
      expect(status).toBe(200);
      expect(html).toContain('<address');
      expect(html).toContain('href="mailto:info@immo-demo.be"');
      expect(html).toContain('href="tel:022345678"');
      expect(html).toContain('Rue de la Loi 42');
      expect(html).toContain('data-slot="contact-form"');
      expectNoTracking(html);
    });

    it('a thank-you page with a link home', async () => {
      const { status, html } = await page(lang, 'thank-you/contact-me');
      expect(status).toBe(200);
      expect(html).toContain('data-route="thank-you/contact-me"');
      const homeLink = [...html.matchAll(/<a [^>]*>/g)]
        .map((m) => m[0])
        .find((a) => a.includes('button--primary'));
      expect(homeLink).toContain(`href="/${lang}/"`);
      expectNoTracking(html);
    });
  });

  // Each form lands on a page written for it: no "thank you for your appointment" after a rent application.
  it.each([
    ['send-to-friend', 'Your message has been sent', 'Your friend will receive your e-mail'],
    ['offer', 'Thank you for your offer', 'passes your offer on to the owner'],
    ['rent-application', 'Thank you for your rental application', 'studies your application with the owner'],
    ['testimonial', 'Thank you for your testimonial', 'Your testimonial will appear on the site'],
    ['job-contact', 'Thank you for your application', 'read your application carefully'],
  ] as const)('the %s form thanks the visitor for what they sent', async (kind, title, text) => {
    const { status, html } = await page('en', FORM_KINDS[kind].thankYou);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped(title)}</h1>`));
    expect(html).toContain(escaped(text));
    expect(html).not.toContain('will get back to you as soon as possible');
  });

  it('the home page has no tracking script either; its consent prompt is hidden until the page decides', async () => {
    const res = await fetch(`${server.url}/en/`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expectNoTracking(html);
    const prompt = /<[a-z]+ [^>]*class="consent"[^>]*>/.exec(html)?.[0];
    expect(prompt).toMatch(/ hidden(="")?[ >]/);
  });

  it("a legal page (its own catalog) and the owners' login render", async () => {
    const privacy = await page('fr', 'privacy-statement');
    expect(privacy.status).toBe(200);
    expect(privacy.html).toContain('data-route="privacy-statement"');
    expect(privacy.html).toContain('ce comptage ne nécessite pas de consentement');
    const login = await page('fr', 'login');
    expect(login.status).toBe(200);
    expect(login.html).toContain('data-route="login"');
    expect(login.html).toContain('Connexion propriétaires');
    expect(login.html).toContain('Mot de passe oublié ?');
  });
});
