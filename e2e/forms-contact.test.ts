import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../server/core/messages';
import type { TestServer } from '../server/testing/test-server';
import type { MailCatcher } from '../server/mail/mail-catcher';
import { mailText } from '../server/mail/mail-texts';
import { hydrated, live } from './hydration';
import { fillContactForm, newVisitor, type Visitor } from './visitor';
import { startMailSite, type MailSite } from './mail-site';

const CONTACT_PATH = { nl: '/nl/contact/', fr: '/fr/contact/', en: '/en/contact/' } as const;
const THANK_YOU_PATH = {
  nl: '/nl/bedankt/site-contact/',
  fr: '/fr/merci/site-contact/',
  en: '/en/thank-you/site-contact/',
} as const;
const THANK_YOU = {
  nl: 'Bedankt voor uw bericht',
  fr: 'Merci pour votre message',
  en: 'Thank you for your message',
} as const;
type Lang = keyof typeof CONTACT_PATH;

/**
 * The contact forms as a visitor uses them in Chromium: typing, the robot check solved in the page,
 * the thank-you page, and both mails through the outbox, the worker and a real SMTP server.
 */
describe('contact forms in Chromium', () => {
  let site: MailSite;
  let server: TestServer;
  let catcher: MailCatcher;
  let browser: Browser;
  beforeAll(async () => {
    site = await startMailSite();
    ({ server, catcher, browser } = site);
  });
  afterAll(async () => {
    await site?.close();
  });

  /**
   * A visitor who has declined tracking (the consent prompt has its own tests), on a hydrated page;
   * errors and the form mutations the page sends (by operation name) are recorded.
   */
  async function visit(path: string): Promise<Visitor & { mutations: string[] }> {
    const visitor = await newVisitor(browser, server.url);
    const { page } = visitor;
    const mutations: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'POST' || new URL(r.url()).pathname !== '/graphql') return;
      const { query } = JSON.parse(r.postData() ?? '{}') as { query?: string };
      const operation = /^\s*mutation\s+(\w+)/.exec(query ?? '')?.[1];
      if (operation) mutations.push(operation);
    });
    await page.goto(`${server.url}${path}`);
    await hydrated(page);
    return { ...visitor, mutations };
  }

  const submissions = async (): Promise<number> =>
    (await server.ds.query(`SELECT count(*)::int AS n FROM form_submission`))[0].n;

  it.each(['nl', 'fr', 'en'] as const)(
    '%s: the site contact form reaches the thank-you page and sends both mails',
    async (lang: Lang) => {
      const { context, page, errors, mutations } = await visit(CONTACT_PATH[lang]);
      try {
        const email = `anna-${lang}-${randomUUID()}@example.be`;
        const form = await fillContactForm(page, email);
        await form.locator('button[type="submit"]').click();
        await page.waitForURL(`**${THANK_YOU_PATH[lang]}`);
        await expect.poll(() => page.textContent('h1')).toBe(THANK_YOU[lang]);
        expect(mutations).toEqual(['SubmitSiteContact']);

        const [row] = await server.ds.query(
          `SELECT form, lang, fields, page_url FROM form_submission WHERE email = $1`,
          [email],
        );
        expect(row).toMatchObject({
          form: 'site-contact',
          lang,
          page_url: `${server.url}${CONTACT_PATH[lang]}`,
        });
        expect(row.fields).toMatchObject({
          title: 'mrs',
          contactPreference: 'phone',
          contactTime: '13:00-16:00',
          privacyConsent: true,
        });

        // The agency reads Dutch (the configured default); the visitor gets their own language.
        const [agency] = await catcher.waitFor((m) => m.replyTo === email);
        expect(agency.subject).toBe(`${mailText('nl', 'subject.site-contact')} – Anna Peeters`);
        const [confirmation] = await catcher.waitFor((m) => m.to.includes(email));
        expect(confirmation.subject).toBe(mailText(lang, 'subject.confirmation'));
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each(['nl', 'fr', 'en'] as const)(
    '%s: an empty form shows every required message in the language and stores nothing',
    async (lang: Lang) => {
      const { context, page, errors, mutations } = await visit(CONTACT_PATH[lang]);
      try {
        const before = await submissions();
        const form = page.locator('main form.kit-form').first();
        await live(form.locator('button[type="submit"]'));
        await form.locator('button[type="submit"]').click();
        await expect.poll(() => form.getByRole('alert').textContent()).toBe(translate(lang, 'form.invalid'));
        for (const name of ['firstName', 'lastName', 'email', 'phone']) {
          const input = form.locator(`[name="${name}"]`);
          expect(await input.getAttribute('aria-invalid')).toBe('true');
          const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
          expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
            translate(lang, 'field.required'),
          );
        }
        const consent = form.locator('[name="privacyConsent"]');
        expect(
          await page.locator(`[id="${await consent.getAttribute('aria-describedby')}"]`).textContent(),
        ).toBe(translate(lang, 'field.consentRequired'));
        // The first field in error has the focus.
        expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
        // The browser refused the form in the submit handler, before any mutation could leave:
        // it asked the server nothing, and so nothing was stored.
        expect(mutations).toEqual([]);
        expect(await submissions()).toBe(before);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('asks for a visit from a detail page whose listing has no visiting times', async () => {
    const [{ id }] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND marquee NOT IN (3, 4) ORDER BY id LIMIT 1`,
    );
    // No times to book: "Book a visit" asks for one by message.
    await server.ds.query(`DELETE FROM appointment_slot WHERE property_id = $1`, [id]);
    const res = await server.gql<{ property: { path: string } }>(
      `query($id: Int!) { property(id: $id, lang: "fr") { path } }`,
      { id },
    );
    const { context, page, errors } = await visit(res.data!.property.path);
    try {
      const email = `visit-${randomUUID()}@example.be`;
      // The contact panel's action (desktop width) opens the dialog with the form.
      const book = page.locator('section.contact-panel button[data-action="visit"]');
      await live(book);
      await book.click();
      await page.locator('dialog.contact-dialog[open] form').waitFor();
      const form = await fillContactForm(page, email);
      await form.locator('button[type="submit"]').click();
      await page.waitForURL('**/fr/merci/contact-appointment/');
      const [row] = await server.ds.query(`SELECT form, property_id FROM form_submission WHERE email = $1`, [
        email,
      ]);
      expect(row).toEqual({ form: 'visit-request', property_id: id });
      const [agency] = await catcher.waitFor((m) => m.replyTo === email);
      expect(agency.subject).toBe(`${mailText('nl', 'subject.visit-request')} – Ref ${id} – Anna Peeters`);
      const [confirmation] = await catcher.waitFor((m) => m.to.includes(email));
      expect(confirmation.subject).toBe(mailText('fr', 'subject.visitRequestConfirmation'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
