import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * What the server renders of the marketing figures, the breadcrumbs, the YouTube facade and the
 * catalogs the browser fetches lazily (needs `npm run build`): all of it is in the first HTML.
 */
describe('server-rendered figures, breadcrumbs, video poster and lazy catalogs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
  });
  afterAll(async () => {
    await server?.close();
  });

  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    return {
      status: res.status,
      html: await res.text(),
      csp: res.headers.get('content-security-policy') ?? '',
    };
  };

  /** The breadcrumb trail of a page: its <nav> element's markup. */
  const trailOf = (html: string) =>
    /<nav aria-label="[^"]*" class="breadcrumbs">[\s\S]*?<\/nav>/.exec(html)?.[0];

  describe('the marketing figures', () => {
    it('are on the Dutch home page, numbers grouped the Belgian way', async () => {
      const { status, html } = await page('/nl/');
      expect(status).toBe(200);
      expect(html).toMatch(/<section class="marketing-figures" aria-label="Onze cijfers">/);
      expect(html).toContain('<strong>25</strong> jaar ervaring');
      expect(html).toContain('<strong>4.000+</strong> klanten');
      expect(html).toContain('<strong>62\u00a0%</strong> verkocht binnen 2 weken');
      expect(html).toContain('<strong>30.000</strong> bezoekers per maand');
      // Between the latest offers and the testimonials.
      const at = (needle: string) => html.indexOf(needle);
      expect(at('id="latest-offers"')).toBeGreaterThan(-1);
      expect(at('class="marketing-figures"')).toBeGreaterThan(at('id="latest-offers"'));
    });

    it.each(['/fr/', '/en/'])('are not on %s', async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).not.toContain('marketing-figures');
    });
  });

  describe('breadcrumbs', () => {
    it('on /nl/diensten/: Home linked, the page itself current', async () => {
      const { status, html } = await page('/nl/diensten/');
      expect(status).toBe(200);
      const trail = trailOf(html);
      expect(trail).toContain('aria-label="Kruimelpad"');
      expect(trail).toMatch(/<li><a href="\/nl\/"[^>]*>Home<\/a><\/li>/);
      expect(trail).toMatch(/<li><span aria-current="page">Diensten<\/span><\/li>/);
    });

    it('on a service article: Home › Diensten › the article, in the page language', async () => {
      const api = await server.gql<{ serviceArticles: { title: string; path: string }[] }>(
        `query { serviceArticles(lang: "nl") { title path } }`,
      );
      const article = api.data!.serviceArticles[0]!;
      const { status, html } = await page(article.path);
      expect(status).toBe(200);
      const trail = trailOf(html)!;
      expect(trail).toMatch(/<a href="\/nl\/"[^>]*>Home<\/a>/);
      expect(trail).toMatch(/<a href="\/nl\/diensten\/"[^>]*>Diensten<\/a>/);
      const title = article.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      expect(trail).toContain(`<span aria-current="page">${title}</span>`);
    });

    it('on the French team page, in French', async () => {
      const { html } = await page('/fr/equipe/');
      const trail = trailOf(html)!;
      expect(trail).toContain('aria-label="Fil d’Ariane"');
      expect(trail).toMatch(/<a href="\/fr\/"[^>]*>Accueil<\/a>/);
    });

    it('not on the home page', async () => {
      const { html } = await page('/nl/');
      expect(trailOf(html)).toBeUndefined();
    });
  });

  describe('catalogs the browser fetches lazily are in the server HTML', () => {
    it('the legal texts (/nl/disclaimer/)', async () => {
      const { status, html } = await page('/nl/disclaimer/');
      expect(status).toBe(200);
      expect(html).toContain('De informatie op deze website wordt met zorg verstrekt');
      expect(html).not.toContain('role="status"');
    });

    it("the owners' texts (/nl/login/)", async () => {
      const { status, html } = await page('/nl/login/');
      expect(status).toBe(200);
      expect(html).toContain('Wachtwoord tonen');
    });
  });

  describe('the YouTube facade', () => {
    it("shows the video's still image in the configured quality, no player, and the policy allows the image", async () => {
      const config = await server.gql<{ siteConfig: { youtubeThumbnailQuality: string } }>(
        `{ siteConfig(lang: "nl") { youtubeThumbnailQuality } }`,
      );
      expect(config.data!.siteConfig.youtubeThumbnailQuality).toBe('high');
      const [row] = await server.ds.query(
        `SELECT id FROM property WHERE withdrawn_at IS NULL AND video_url LIKE 'https://www.youtube.com/watch?v=%' ORDER BY id LIMIT 1`,
      );
      expect(row, 'a demo listing with a YouTube video').toBeTruthy();
      const api = await server.gql<{ property: { path: string; video: { embedId: string } } }>(
        `query($id: Int!) { property(id: $id, lang: "nl") { path video { embedId } } }`,
        { id: row.id },
      );
      const { path, video } = api.data!.property;
      const { status, html, csp } = await page(path);
      expect(status).toBe(200);
      const img = /<img class="video-facade__poster"[^>]*>/.exec(html)?.[0];
      expect(img).toContain(`src="https://img.youtube.com/vi/${video.embedId}/hqdefault.jpg"`);
      expect(img).toContain('width="480"');
      expect(img).toContain('height="360"');
      expect(html).toMatch(
        /<button type="button" class="video-facade__play embed-start" aria-label="Video afspelen: [^"]+"/,
      );
      expect(html).not.toMatch(/<iframe[^>]*youtube/);
      expect(csp).toMatch(/img-src [^;]*https:\/\/img\.youtube\.com/);
    });
  });
});
