import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '../core/config';
import { execContent, seededContentDatabase, type SeededContent } from './content.testing';
import { normalisePath, resolvePath } from './resolve-path.service';
import { ROUTE_SEED } from '../demo/content/route.seed-data';
import { ResolvedPathKind } from './route.types';
import { SiteConfig } from './site-config.entity';
import { SITE_CONFIG_SEED } from '../demo/content/site-config.seed-data';

/** The agency's route table, verbatim: key → [nl, fr, en]. */
const AGENCY_ROUTES: Record<string, [string, string, string]> = {
  home: ['/nl/', '/fr/', '/en/'],
  'for-sale': ['/nl/te-koop/', '/fr/a-vendre/', '/en/for-sale/'],
  'for-rent': ['/nl/te-huur/', '/fr/a-louer/', '/en/for-rent/'],
  services: ['/nl/diensten/', '/fr/services/', '/en/services/'],
  contact: ['/nl/contact/', '/fr/contact/', '/en/contact/'],
  faq: ['/nl/faq/', '/fr/faq/', '/en/faq/'],
  team: ['/nl/team/', '/fr/equipe/', '/en/team/'],
  'keep-me-informed': ['/nl/hou-me-op-de-hoogte/', '/fr/je-recherche/', '/en/keep-me-informed/'],
  'valuation-request': [
    '/nl/schattingsaanvraag/',
    "/fr/rendez-vous-d'estimation/",
    '/en/schattingsaanvraag/',
  ],
  login: ['/nl/login/', '/fr/login/', '/en/login/'],
  disclaimer: ['/nl/disclaimer/', '/fr/disclaimer/', '/en/disclaimer/'],
  'cookie-policy': ['/nl/cookie-policy/', '/fr/cookie-policy/', '/en/cookie-policy/'],
  'privacy-statement': ['/nl/privacy-statement/', '/fr/privacy-statement/', '/en/privacy-statement/'],
};
const THANK_YOU = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  'testing',
];
for (const p of THANK_YOU)
  AGENCY_ROUTES[`thank-you/${p}`] = [`/nl/bedankt/${p}/`, `/fr/merci/${p}/`, `/en/thank-you/${p}/`];

describe('normalisePath', () => {
  it.each([
    ['/nl/te-koop/', '/nl/te-koop/'],
    ['nl/te-koop', '/nl/te-koop/'],
    ['//nl//te-koop', '/nl/te-koop/'],
    ['/NL/te-koop/', '/nl/te-koop/'],
    ['/Fr/rendez-vous-d%27estimation/', "/fr/rendez-vous-d'estimation/"],
    ['/fr/rendez-vous-d’estimation/', "/fr/rendez-vous-d'estimation/"],
    ['/en/for-sale/?page=2#top', '/en/for-sale/'],
    ['https://www.immo-demo.be/en/faq', '/en/faq/'],
    ['', '/'],
    ['/', '/'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePath(input)?.path).toBe(expected);
  });

  it('keeps the case of everything but the language segment', () => {
    expect(normalisePath('/NL/Te-Koop/')?.path).toBe('/nl/Te-Koop/');
  });

  it.each(['/nl/%E0%A4%A/', '/nl/../admin/', '/nl/%00/', `/${'a'.repeat(3000)}/`])('rejects %s', (input) => {
    expect(normalisePath(input)).toBeNull();
  });
});

describe('resolvePath', () => {
  let db: SeededContent;
  beforeAll(async () => {
    db = await seededContentDatabase();
  });
  afterAll(() => db?.close());

  const resolve = (path: string, lang: LanguageCode = 'nl') => resolvePath(db.ds, path, lang);

  it("seeds every page of the agency's route table with its exact paths", () => {
    for (const [key, [nl, fr, en]] of Object.entries(AGENCY_ROUTES)) {
      const route = ROUTE_SEED.find((r) => r.key === key);
      expect(route, key).toBeDefined();
      expect(route!.paths, key).toMatchObject({ nl, fr, en });
    }
  });

  it('finds each route-table path in nl, fr and en, with its translations', async () => {
    for (const [key, [nl, fr, en]] of Object.entries(AGENCY_ROUTES)) {
      for (const [lang, path] of [
        ['nl', nl],
        ['fr', fr],
        ['en', en],
      ] as const) {
        const r = await resolve(path);
        expect(r, path).toMatchObject({
          kind: ResolvedPathKind.PAGE,
          key,
          lang,
          path,
          translations: { nl, fr, en, de: null },
        });
      }
    }
  });

  it('gives the type of the page and the menu entry standing for it', async () => {
    expect(await resolve('/fr/a-vendre/')).toMatchObject({ type: 'page', menuId: 2 });
    expect(await resolve('/en/login/')).toMatchObject({ type: 'login', menuId: null });
    expect(await resolve('/nl/bedankt/contact-me/')).toMatchObject({ type: 'feedback' });
    expect(await resolve('/en/cookie-policy/')).toMatchObject({ type: 'article' });
  });

  it('normalises before looking up', async () => {
    expect(await resolve('/FR/rendez-vous-d%27estimation')).toMatchObject({
      key: 'valuation-request',
      lang: 'fr',
      path: "/fr/rendez-vous-d'estimation/",
    });
    expect(await resolve('en/for-sale?page=2')).toMatchObject({ key: 'for-sale', lang: 'en' });
  });

  it('treats / as the home page in the requested language', async () => {
    expect(await resolve('/', 'fr')).toMatchObject({ kind: 'PAGE', key: 'home', lang: 'fr' });
    expect(await resolve('/', 'de')).toMatchObject({ kind: 'PAGE', key: 'home', lang: 'nl' }); // de is not in use
  });

  it('leads a page under a language not in use to the same page in the languages in use', async () => {
    expect(await resolve('/de/zu-verkaufen/')).toMatchObject({
      kind: 'MOVED',
      key: 'for-sale',
      lang: 'de',
      translations: { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/', de: null },
    });
    expect(await resolve('/de/')).toMatchObject({
      kind: 'MOVED',
      key: 'home',
      translations: { nl: '/nl/', fr: '/fr/', en: '/en/', de: null },
    });
    expect(await resolve('/de/zu-vermieten/ixelles/studio/17/')).toMatchObject({
      kind: 'MOVED',
      propertyId: 17,
      translations: null,
    });
    expect(await resolve('/de/nos-services/selling/')).toMatchObject({
      kind: 'MOVED',
      articleId: expect.any(Number),
      translations: { nl: '/nl/nos-services/verkopen/', fr: '/fr/nos-services/vendre/', de: null },
    });
    // A page the site does not have in any language stays a 404.
    expect(await resolve('/de/nirgendwo/')).toBeNull();
    expect(await resolve('/de/zu-verkaufen/x/y/0/')).toBeNull();
  });

  it('finds a service article by its slug in the language of the path', async () => {
    const fr = await resolve('/fr/nos-services/gestion-locative/');
    expect(fr).toMatchObject({ kind: 'SERVICE_ARTICLE', lang: 'fr', articleId: expect.any(Number) });
    expect(fr!.translations).toEqual({
      nl: '/nl/nos-services/rentmeesterschap/',
      fr: '/fr/nos-services/gestion-locative/',
      en: '/en/nos-services/rental-management/',
      de: null,
    });
    expect(await resolve('/nl/nos-services/rentmeesterschap/')).toMatchObject({
      articleId: fr!.articleId,
      lang: 'nl',
    });
    expect(await resolve('/nl/nos-services/gestion-locative/')).toBeNull(); // the French slug under /nl/
    expect(await resolve('/nl/nos-services/unknown/')).toBeNull();
  });

  it('finds published testimonials only', async () => {
    const r = await resolve('/en/testimonials/emma-clarke-ixelles/');
    expect(r).toMatchObject({ kind: 'TESTIMONIAL', lang: 'en', testimonialId: expect.any(Number) });
    expect(r!.translations!.fr).toBe('/fr/testimonials/emma-clarke-ixelles/');
    expect(await resolve('/en/testimonials/pending-review/')).toBeNull();
  });

  it('reads the id of a property detail path without looking it up', async () => {
    db.queries.length = 0;
    expect(await resolve('/nl/te-koop/waterloo/mooie-villa-met-tuin/4242/')).toEqual({
      kind: 'PROPERTY',
      path: '/nl/te-koop/waterloo/mooie-villa-met-tuin/4242/',
      lang: 'nl',
      propertyId: 4242,
      key: null,
      type: null,
      menuId: null,
      articleId: null,
      testimonialId: null,
      projectId: null,
      translations: null,
    });
    expect(db.queries.some((q) => /property/i.test(q))).toBe(false);
    expect(await resolve('/fr/a-louer/ixelles/studio/17/')).toMatchObject({
      kind: 'PROPERTY',
      propertyId: 17,
      lang: 'fr',
    });
    expect(await resolve('/en/for-rent/ixelles/studio/0/')).toBeNull();
    expect(await resolve('/en/for-rent/ixelles/studio/12abc/')).toBeNull();
    expect(await resolve('/en/for-rent/ixelles/studio/99999999999/')).toBeNull();
    expect(await resolve('/en/for-rent/ixelles/17/')).toBeNull();
  });

  it('finds published menu entries and their published children', async () => {
    // A page of its own: an address per language, its segments in that language; the
    // language-less path names it too (the server leads it there).
    const about = { nl: '/nl/over-ons/', fr: '/fr/a-propos/', en: '/en/about-us/', de: null };
    expect(await resolve('/over-ons/', 'en')).toMatchObject({
      kind: 'MENU',
      menuId: 10,
      lang: 'en',
      key: null,
      articleId: null,
      translations: about,
    });
    for (const [path, lang] of [
      ['/nl/over-ons/', 'nl'],
      ['/fr/a-propos/', 'fr'],
      ['/en/about-us/', 'en'],
    ] as const)
      expect(await resolve(path), path).toMatchObject({
        kind: 'MENU',
        menuId: 10,
        lang,
        translations: about,
      });
    expect(await resolve('/fr/a-propos/notre-methode/')).toMatchObject({
      kind: 'MENU',
      menuId: 11,
      lang: 'fr',
    });
    expect(await resolve('/en/about-us/how-we-work/')).toMatchObject({
      kind: 'MENU',
      menuId: 11,
      lang: 'en',
    });
    expect(await resolve('/fr/over-ons/')).toBeNull(); // the Dutch segment is not the French address
    expect(await resolve('/en/team/')).toMatchObject({ kind: 'PAGE', key: 'team' });
    expect(await resolve('/fr/diensten/verkoop/')).toBeNull(); // entries standing for a page: that page's path only
    expect(await resolve('/over-ons/werkwijze/')).toMatchObject({ kind: 'MENU', menuId: 11 });
    expect(await resolve('/diensten/verkoop/')).toMatchObject({ kind: 'MENU', menuId: 5 });
    expect(await resolve('/werkwijze/')).toBeNull(); // a child only under its parent
    expect(await resolve('/diensten/home-staging/')).toBeNull(); // draft child
    expect(await resolve('/projecten/')).toBeNull(); // draft
    expect(await resolve('/projecten/lopende-projecten/')).toBeNull(); // published child of a draft
  });

  it('names the page an entry stands for, where its own path leads', async () => {
    expect(await resolve('/team/', 'fr')).toMatchObject({
      kind: 'MENU',
      menuId: 12,
      lang: 'fr',
      key: 'team',
      type: 'page',
      translations: { nl: '/nl/team/', fr: '/fr/equipe/', en: '/en/team/', de: null },
    });
    expect(await resolve('/diensten/')).toMatchObject({ kind: 'MENU', key: 'services' });
    expect(await resolve('/contact/')).toMatchObject({ kind: 'MENU', key: 'contact' });
    expect(await resolve('/diensten/verkoop/')).toMatchObject({
      kind: 'MENU',
      menuId: 5,
      key: null,
      articleId: expect.any(Number),
      translations: {
        nl: '/nl/nos-services/verkopen/',
        fr: '/fr/nos-services/vendre/',
        en: '/en/nos-services/selling/',
        de: null,
      },
    });
    // A page of its own.
    expect(await resolve('/over-ons/werkwijze/')).toMatchObject({
      key: null,
      articleId: null,
      translations: { nl: '/nl/over-ons/werkwijze/', fr: '/fr/a-propos/notre-methode/' },
    });
  });

  it('serves /contact-demand/ only while the menu flag allows it', async () => {
    expect(await resolve('/contact-demand/', 'fr')).toMatchObject({
      kind: 'PAGE',
      key: 'contact-demand',
      lang: 'fr',
      translations: {
        nl: '/contact-demand/',
        fr: '/contact-demand/?lang=fr',
        en: '/contact-demand/?lang=en',
      },
    });
    const repo = db.ds.getRepository(SiteConfig);
    await repo.update(1, { data: { ...SITE_CONFIG_SEED, menuFlags: { contactDemandEnabled: false } } });
    try {
      expect(await resolve('/contact-demand/')).toBeNull();
    } finally {
      await repo.update(1, { data: SITE_CONFIG_SEED });
    }
  });

  it.each([
    '/nl/bestaat-niet/',
    '/xx/te-koop/',
    '/te-koop/extra/deep/',
    '/nl/nos-services/',
    '/%zz/',
    '/nl/te-koop/gent/x/1/extra/',
    "'; DROP TABLE route; --",
  ])('gives null for %s', async (path) => {
    expect(await resolve(path)).toBeNull();
  });

  it('resolves every translation it hands out', async () => {
    for (const start of [
      '/nl/diensten/',
      '/fr/nos-services/vendre/',
      '/en/testimonials/marc-dubois-uccle/',
    ]) {
      const r = await resolve(start);
      for (const [lang, path] of Object.entries(r!.translations!)) {
        if (path) expect(await resolve(path), path).toMatchObject({ kind: r!.kind, lang });
      }
    }
  });

  it('is served as resolvePath(path)', async () => {
    const res = await execContent<{ resolvePath: unknown }>(
      db.ds,
      `query ($path: String!) { resolvePath(path: $path) { kind key lang type translations { nl fr en de } } }`,
      { path: '/fr/equipe/' },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.resolvePath).toEqual({
      kind: 'PAGE',
      key: 'team',
      lang: 'fr',
      type: 'page',
      translations: { nl: '/nl/team/', fr: '/fr/equipe/', en: '/en/team/', de: null },
    });
    const missing = await execContent<{ resolvePath: unknown }>(
      db.ds,
      `{ resolvePath(path: "/nl/nergens/") { kind } }`,
    );
    expect(missing).toEqual({ data: { resolvePath: null }, errors: undefined });
  });
});
