import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execContent, seededContentDatabase, type SeededContent } from './content.testing';

/** The content queries through the schema, errors formatted as the HTTP app formats them. */
describe('content queries', () => {
  let db: SeededContent;
  beforeAll(async () => {
    db = await seededContentDatabase();
  });
  afterAll(() => db?.close());

  const run = <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) =>
    execContent<T>(db.ds, query, variables);

  it('lists the languages with their use flag and the configured default', async () => {
    const res = await run(`{ languages { code use isDefault } }`);
    expect(res.data!.languages).toEqual([
      { code: 'nl', use: true, isDefault: true },
      { code: 'fr', use: true, isDefault: false },
      { code: 'en', use: true, isDefault: false },
      { code: 'de', use: false, isDefault: false },
    ]);
  });

  it.each(['xx', 'english', 'NLD'])('refuses lang %s as BAD_USER_INPUT', async (lang) => {
    for (const field of ['menus', 'routes', 'faq', 'teamMembers', 'serviceArticles']) {
      const res = await run(`query ($lang: String) { ${field}(lang: $lang) { __typename } }`, { lang });
      expect(res.errors?.[0]?.extensions, field).toMatchObject({
        code: 'BAD_USER_INPUT',
        messageId: 'error.unknownLanguage',
      });
    }
  });

  it('accepts the language in any case and defaults to the configured one', async () => {
    const upper = await run(`{ faq(lang: "FR") { question } }`);
    expect((upper.data!.faq as { question: string }[])[0].question).toBe('Combien coûte une estimation ?');
    const fallback = await run(`{ faq { question } }`);
    expect((fallback.data!.faq as { question: string }[])[0].question).toBe('Wat kost een schatting?');
  });

  describe('testimonials', () => {
    it('are the published ones, newest first', async () => {
      const res = await run<{ testimonials: { slug: string; date: string; path: string }[] }>(
        `{ testimonials(lang: "fr") { slug date path } }`,
      );
      const list = res.data!.testimonials;
      expect(list).toHaveLength(8);
      expect(list.map((t) => t.slug)).not.toContain('pending-review');
      expect([...list].sort((a, b) => b.date.localeCompare(a.date))).toEqual(list);
      expect(list[0]).toEqual({
        slug: 'sophie-peeters-waterloo',
        date: '2025-03-14',
        path: '/fr/testimonials/sophie-peeters-waterloo/',
      });
    });

    it('take a limit of 1 to 20', async () => {
      expect(
        (await run<{ testimonials: unknown[] }>(`{ testimonials(limit: 3) { slug } }`)).data!.testimonials,
      ).toHaveLength(3);
      for (const limit of [21, 0, -1]) {
        const res = await run(`query ($limit: Int!) { testimonials(limit: $limit) { slug } }`, { limit });
        expect(res.errors?.[0]?.extensions?.code, String(limit)).toBe('BAD_USER_INPUT');
        expect(res.data).toBeNull();
      }
    });

    it('one by slug; NOT_FOUND when unknown or unpublished', async () => {
      const ok = await run(`{ testimonial(slug: "marc-dubois-uccle") { name lang } }`);
      expect(ok.data!.testimonial).toEqual({ name: 'Marc Dubois', lang: 'fr' });
      for (const slug of ['pending-review', 'nobody']) {
        const res = await run(`query ($slug: String!) { testimonial(slug: $slug) { name } }`, { slug });
        expect(res.errors?.[0]?.extensions).toMatchObject({
          code: 'NOT_FOUND',
          messageId: 'error.articleNotFound',
        });
      }
    });
  });

  describe('service articles', () => {
    it('are the eight topics in order, with paths in the language', async () => {
      const res = await run<{ serviceArticles: { topic: string; path: string; title: string }[] }>(
        `{ serviceArticles(lang: "nl") { topic path title } }`,
      );
      expect(res.data!.serviceArticles.map((a) => a.topic)).toEqual([
        'sale',
        'rental',
        'home-staging',
        'extranet',
        'valuation',
        'solvency',
        'international-market',
        'rental-management',
      ]);
      expect(res.data!.serviceArticles[4]).toEqual({
        topic: 'valuation',
        path: '/nl/nos-services/schatting/',
        title: 'Gratis schatting',
      });
    });

    it('one by slug in the language', async () => {
      const res = await run(
        `{ serviceArticle(slug: "estimation", lang: "fr") { topic title body translations { nl en } } }`,
      );
      expect(res.data!.serviceArticle).toMatchObject({
        topic: 'valuation',
        title: 'Estimation gratuite',
        translations: { nl: '/nl/nos-services/schatting/', en: '/en/nos-services/valuation/' },
      });
      expect((res.data!.serviceArticle as { body: string }).body).toMatch(/^<p>Combien vaut votre bien/);
    });

    it('NOT_FOUND with a message id for an unknown slug', async () => {
      const res = await run(`{ serviceArticle(slug: "does-not-exist", lang: "en") { title } }`);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]).toMatchObject({
        message: 'The requested page does not exist.',
        extensions: { code: 'NOT_FOUND', messageId: 'error.articleNotFound' },
      });
    });
  });

  it('modules: published ones, only the ids asked for and in their order, texts in the language', async () => {
    const res = await run<{
      modules: {
        id: number;
        title: string;
        view: string;
        maxItems: number | null;
        numberItemOfRow: number;
        relations: unknown[];
      }[];
    }>(
      `query ($ids: [Int!]) { modules(lang: "en", ids: $ids) { id title view maxItems numberItemOfRow relations { type id } } }`,
      { ids: [5, 8, 2, 1, 999] },
    );
    expect(res.data!.modules).toEqual([
      {
        id: 5,
        title: 'Our services',
        view: 'news-view',
        maxItems: 12,
        numberItemOfRow: 3,
        relations: [{ type: 'category', id: 'service-articles' }],
      },
      {
        id: 2,
        title: 'What our clients say',
        view: 'slider-view',
        maxItems: 20,
        numberItemOfRow: 1,
        relations: [{ type: 'category', id: 'testimonials' }],
      },
      {
        id: 1,
        title: 'Latest offers',
        view: '',
        maxItems: 4,
        numberItemOfRow: 4,
        relations: [{ type: 'property-list', id: 'latest' }],
      },
    ]);
    const all = await run<{ modules: { id: number }[] }>(`{ modules { id } }`);
    expect(all.data!.modules.map((m) => m.id).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('routes: paths and breadcrumbs in the language', async () => {
    const res = await run<{
      routes: { key: string; path: string; breadcrumbs: { name: string; path: string | null }[] }[];
    }>(`{ routes(lang: "fr") { key path breadcrumbs { name path } } }`);
    const team = res.data!.routes.find((r) => r.key === 'team');
    expect(team).toEqual({
      key: 'team',
      path: '/fr/equipe/',
      breadcrumbs: [
        { name: 'Accueil', path: '/fr/' },
        { name: 'Notre équipe', path: null },
      ],
    });
    expect(res.data!.routes).toHaveLength(32); // fixed pages and a thank-you page per form, leave-testimonial, the owners portal, projects, the buyers' area and its comparison
  });

  it('team members and FAQ in the language', async () => {
    const res = await run<{
      teamMembers: { firstName: string; jobTitle: string }[];
      faq: { question: string; answer: string }[];
    }>(`{ teamMembers(lang: "en") { firstName jobTitle } faq(lang: "en") { question answer } }`);
    expect(res.data!.teamMembers).toHaveLength(6);
    expect(res.data!.teamMembers[0]).toEqual({
      firstName: 'Claire',
      jobTitle: 'Managing director – licensed estate agent',
    });
    expect(res.data!.faq).toHaveLength(8);
    expect(res.data!.faq[4].answer).toContain('10% advance');
  });

  it('siteConfig: resolved for the language, drafts and hidden columns left out', async () => {
    const res = await run<{ siteConfig: Record<string, unknown> }>(`{
      siteConfig(lang: "fr") {
        search { showSearchInput title }
        banner { type gallery title }
        siteInfo { analyticsId tagManagerId }
        topBar { show left { label link newTab } right { label link newTab } }
        header { languageSwitcherPosition hideLogoOnHomeTop }
        footer { columns { title widths { md } } copyright }
        agency { name city }
        marketingStats { yearsOfExperience clients soldWithinTwoWeeksPercent monthlyVisitors }
        menuFlags { contactDemandEnabled }
        defaultItemsPerRow homeLatestMax testimonialsMax servicesMax
        map { tileUrl attribution }
      }
    }`);
    expect(res.errors).toBeUndefined();
    const c = res.data!.siteConfig;
    expect(c).toMatchObject({
      search: { showSearchInput: true, title: 'Trouvez votre nouveau chez-vous à Bruxelles' },
      banner: { type: 'gallery' },
      siteInfo: { analyticsId: 'G-DEMO0000' },
      header: { languageSwitcherPosition: 'right', hideLogoOnHomeTop: true },
      agency: { name: 'Immo Demo', city: 'Bruxelles' },
      marketingStats: {
        yearsOfExperience: 25,
        clients: 4000,
        soldWithinTwoWeeksPercent: 62,
        monthlyVisitors: 30000,
      },
      menuFlags: { contactDemandEnabled: true },
      defaultItemsPerRow: 4,
      homeLatestMax: 4,
      testimonialsMax: 20,
      servicesMax: 12,
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: expect.stringContaining('OpenStreetMap'),
      },
    });
    const topBar = c.topBar as {
      left: { link: string; newTab: boolean }[];
      right: { label: string; newTab: boolean }[];
    };
    expect(topBar.left).toEqual([
      { label: '022 34 56 78', link: 'tel:+3222345678', newTab: true },
      { label: 'info@immo-demo.be', link: 'mailto:info@immo-demo.be', newTab: true },
    ]);
    expect(topBar.right.map((i) => i.label)).toEqual(['Estimation gratuite', 'Connexion propriétaires']);
    // Pages of the route table, typed once ("/nl/login/"), lead to the page in the asked language.
    expect((topBar.right as unknown as { link: string }[]).map((i) => i.link)).toEqual([
      '/contact-demand/?lang=fr',
      '/fr/login/',
    ]);
    expect(topBar.right.every((i) => !i.newTab)).toBe(true);
    expect((c.footer as { columns: unknown[] }).columns).toHaveLength(3);
  });
});
