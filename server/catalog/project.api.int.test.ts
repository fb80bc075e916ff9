import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDataSource } from '../data-source';
import { QueryCounter } from '../testing/query-counter';
import { freshDatabase, sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEMO_PROJECT_ID, DEMO_PROJECT_UNITS } from '../demo/listings/demo-project';
import { findProject, listProjects } from './project.service';

interface Unit {
  id: number;
  projectId: number;
  availability: string;
  ribbon: string | null;
  path: string;
  price: { amount: number | null };
}
interface Project {
  id: number;
  name: string;
  description: string;
  city: string;
  path: string;
  paths: Record<'nl' | 'fr' | 'en' | 'de', string>;
  address: { formatted: string; zip: string };
  photos: { url: string; width: number; height: number }[];
  thumbnail: { url: string } | null;
  unitsTotal: number;
  unitsAvailable: number;
  priceRange: { min: number; max: number; formatted: string } | null;
  units: Unit[];
}

const FIELDS = `id name description city path paths { nl fr en de } address { formatted zip }
  photos { url width height } thumbnail { url } unitsTotal unitsAvailable priceRange { min max formatted }
  units { id projectId availability ribbon path price { amount } }`;
const LIST = `query($lang: String) { projects(lang: $lang) { ${FIELDS} } }`;
const ONE = `query($id: Int!, $lang: String) { project(id: $id, lang: $lang) { ${FIELDS} } }`;

let server: TestServer;
const counter = new QueryCounter();

beforeAll(async () => {
  server = await startTestServer(sharedDatabaseUrl(), { logger: counter });
});
afterAll(async () => {
  await server?.close();
});

const get = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${p}`, { redirect: 'manual', headers });

describe('projects', () => {
  it.each([
    ['nl', 'projecten', 'Nieuwbouwresidentie van zes appartementen'],
    ['fr', 'projets', 'Résidence neuve de six appartements'],
    ['en', 'projects', 'A new-build residence of six flats'],
    // No German text: English, as for listings.
    ['de', 'projekte', 'A new-build residence of six flats'],
  ])('lists the demo project in %s, with its texts, path and units', async (lang, segment, description) => {
    const res = await server.gql<{ projects: Project[] }>(LIST, { lang });
    expect(res.errors).toBeUndefined();
    const [project, ...others] = res.data!.projects;
    expect(others).toEqual([]);
    expect(project).toMatchObject({
      id: DEMO_PROJECT_ID,
      name: 'Résidence Jardin Royal',
      city: 'Etterbeek',
      path: `/${lang}/${segment}/etterbeek/residence-jardin-royal/${DEMO_PROJECT_ID}/`,
      address: { formatted: 'Rue des Champs 52, 1040 Etterbeek', zip: '1040' },
    });
    expect(project.description.startsWith(description)).toBe(true);
    expect(project.paths[lang as 'nl']).toBe(project.path);
    expect(project.photos.length).toBeGreaterThan(0);
    expect(project.thumbnail?.url).toBe(project.photos[0].url);
    for (const ph of project.photos) expect([ph.width, ph.height]).toEqual([800, 600]);
  });

  it('counts the units and gives the price range of those on the market, from the database', async () => {
    const [db] = await server.ds.query(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE marquee NOT IN (3, 4)))::int AS available,
              min(price) FILTER (WHERE marquee NOT IN (3, 4))::float AS min, max(price) FILTER (WHERE marquee NOT IN (3, 4))::float AS max
         FROM property WHERE project_id = $1 AND withdrawn_at IS NULL`,
      [DEMO_PROJECT_ID],
    );
    const { project } = (await server.gql<{ project: Project }>(ONE, { id: DEMO_PROJECT_ID, lang: 'nl' }))
      .data!;
    expect(db.total).toBe(DEMO_PROJECT_UNITS);
    expect(project.unitsTotal).toBe(db.total);
    expect(project.unitsAvailable).toBe(db.available);
    expect(project.unitsAvailable).toBeLessThan(project.unitsTotal);
    expect(project.priceRange).toEqual({
      min: db.min,
      max: db.max,
      formatted: '€ 295.000 – € 740.000',
    });
  });

  it('gives the units as listings, on the market first, with their ribbons in the language', async () => {
    const fr = (await server.gql<{ project: Project }>(ONE, { id: DEMO_PROJECT_ID, lang: 'fr' })).data!
      .project;
    expect(fr.units).toHaveLength(DEMO_PROJECT_UNITS);
    for (const u of fr.units) {
      expect(u.projectId).toBe(DEMO_PROJECT_ID);
      expect(u.path).toMatch(new RegExp(`^/fr/a-vendre/etterbeek/[a-z0-9-]+/${u.id}/$`));
    }
    const onMarket = fr.units.map((u) => ['AVAILABLE', 'OPTION'].includes(u.availability));
    expect(onMarket).toEqual([...onMarket].sort((a, b) => Number(b) - Number(a)));
    const ribbons = fr.units.map((u) => u.ribbon).filter(Boolean);
    // "Optie", "Verkocht" and "Uitverkocht" as the French page says them.
    expect(new Set(ribbons)).toEqual(new Set(['Sous option', 'Vendu', 'Complet']));
    const en = (await server.gql<{ project: Project }>(ONE, { id: DEMO_PROJECT_ID, lang: 'en' })).data!
      .project;
    expect(new Set(en.units.map((u) => u.ribbon).filter(Boolean))).toEqual(
      new Set(['Under option', 'Sold', 'Sold out']),
    );
  });

  it('loads the units of every project in a fixed number of queries', async () => {
    counter.reset();
    const res = await server.gql(
      `query($lang: String) { projects(lang: $lang) { id city path units { id title city path thumbnail { url } type { name } } } }`,
      { lang: 'nl' },
    );
    expect(res.errors).toBeUndefined();
    // projects, cities, units, then one per relation of the units: texts, thumbnails, types, cities.
    expect(counter.count).toBeLessThanOrEqual(8);
  });

  it('answers null for an unknown project, and BAD_USER_INPUT for an impossible id or language', async () => {
    const unknown = await server.gql<{ project: Project | null }>(ONE, { id: 999_999, lang: 'nl' });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.project).toBeNull();
    for (const id of [0, -1]) {
      const res = await server.gql(ONE, { id, lang: 'nl' }, { 'accept-language': 'fr' });
      expect(res.errors?.[0]).toMatchObject({
        message: 'Un numéro de projet est un nombre entier de 1 à 2147483647.',
        extensions: { code: 'BAD_USER_INPUT', field: 'id' },
      });
    }
    for (const query of [LIST, ONE]) {
      const res = await server.gql(query, { id: DEMO_PROJECT_ID, lang: 'xx' });
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lang' });
    }
  });

  it('leaves out a project none of whose units is visible: no projects at all', async () => {
    const ds = appDataSource(await freshDatabase(), { poolSize: 2 });
    await ds.initialize();
    try {
      expect((await listProjects(ds)).map((p) => p.project.id)).toEqual([DEMO_PROJECT_ID]);
      await ds.query(`UPDATE property SET withdrawn_at = now() WHERE project_id = $1`, [DEMO_PROJECT_ID]);
      expect(await listProjects(ds)).toEqual([]);
      expect(await findProject(ds, DEMO_PROJECT_ID)).toBeNull();
    } finally {
      await ds.destroy();
    }
  });
});

describe('ribbons of listings', () => {
  it.each([
    ['nl', 'Over te nemen'],
    ['fr', 'À remettre'],
    ['en', 'For takeover'],
    ['de', 'Zu übernehmen'],
  ])('says the CRM label "Over te nemen" in %s', async (lang, ribbon) => {
    const [row] = await server.ds.query(
      `SELECT id FROM property WHERE marquee_name = 'Over te nemen' AND withdrawn_at IS NULL ORDER BY id LIMIT 1`,
    );
    const res = await server.gql<{ property: { ribbon: string | null } }>(
      `query($id: Int!, $lang: String) { property(id: $id, lang: $lang) { ribbon } }`,
      { id: row.id, lang },
    );
    expect(res.data!.property.ribbon).toBe(ribbon);
  });

  it('is null on a listing the CRM sent no label for, in lists too', async () => {
    const [row] = await server.ds.query(
      `SELECT id FROM property WHERE marquee_name IS NULL AND withdrawn_at IS NULL AND marquee NOT IN (3, 4) ORDER BY id LIMIT 1`,
    );
    const one = await server.gql<{ property: { ribbon: string | null } }>(
      `query($id: Int!) { property(id: $id, lang: "en") { ribbon } }`,
      { id: row.id },
    );
    expect(one.data!.property.ribbon).toBeNull();
    const list = await server.gql<{ properties: { items: { marquee: number; ribbon: string | null }[] } }>(
      `{ properties(filter: { status: ALL }, pageSize: 100, lang: "en") { items { marquee ribbon } } }`,
    );
    const ribbons = new Set(list.data!.properties.items.map((i) => i.ribbon));
    expect(ribbons.has(null)).toBe(true);
    expect(ribbons.has('Sold')).toBe(true);
    expect(ribbons.has('Rented')).toBe(true);
  });
});

describe('project pages over HTTP', () => {
  it('renders the list with the project card on the server', async () => {
    const res = await get('/fr/projets/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Projets neufs</h1>');
    expect(html).toContain(`href="/fr/projets/etterbeek/residence-jardin-royal/${DEMO_PROJECT_ID}/"`);
    expect(html).toMatch(/4 lots disponibles sur 6|\d lots? disponibles? sur \d/);
  });

  it('renders a project with its units, sized photos and a way to contact the agency', async () => {
    const res = await get(`/nl/projecten/etterbeek/residence-jardin-royal/${DEMO_PROJECT_ID}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Résidence Jardin Royal</h1>');
    expect(html).toContain('href="/nl/contact/"');
    expect(html).toContain('hreflang="fr-BE"');
    expect(html).toContain(`/fr/projets/etterbeek/residence-jardin-royal/${DEMO_PROJECT_ID}/`);
    const units = [...html.matchAll(/href="(\/nl\/te-koop\/etterbeek\/[^"]+)"/g)].map((m) => m[1]);
    expect(new Set(units).size).toBe(DEMO_PROJECT_UNITS);
    for (const img of html.match(/<img [^>]*>/g) ?? []) expect(img).toMatch(/width="\d+"[^>]*height="\d+"/);
    expect(html).toContain('Uitverkocht');
  });

  it('leads the German pages, while German is not served, to the same pages in a served language', async () => {
    const id = DEMO_PROJECT_ID;
    const project = await get(`/de/projekte/etterbeek/residence-jardin-royal/${id}/`, {
      'accept-language': 'de-DE,de;q=0.9,fr;q=0.8',
    });
    expect([project.status, project.headers.get('location')]).toEqual([
      302,
      `/fr/projets/etterbeek/residence-jardin-royal/${id}/`,
    ]);
    const list = await get('/de/projekte/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect([list.status, list.headers.get('location')]).toEqual([302, '/en/projects/']);
  });

  it('answers an unknown project with 404', async () => {
    const res = await get('/nl/projecten/x/y/999999/');
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/role="search"/);
  });
});
