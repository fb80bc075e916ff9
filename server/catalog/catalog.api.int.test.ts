import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCounter } from '../testing/query-counter';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { taxonomyMemory } from './taxonomy.service';

interface Item {
  id: number;
  goal: string;
  availability: string;
  title: string;
  city: string;
  path: string;
  price: { formatted: string; amount: number | null };
  thumbnail: { url: string; width: number } | null;
  photos: { url: string }[];
  manager: { lastName: string } | null;
  type: { id: number; name: string };
}
interface Page {
  properties: { items: Item[]; total: number; page: number; pageSize: number; pageCount: number };
}

const LIST = `query List($filter: PropertyFilter, $page: Int, $pageSize: Int, $lang: String) {
  properties(filter: $filter, page: $page, pageSize: $pageSize, lang: $lang) {
    total page pageSize pageCount
    items { id goal availability title city path price { formatted amount } thumbnail { url width } photos { url } manager { lastName } type { id name } }
  }
}`;

let server: TestServer;
const counter = new QueryCounter();

beforeAll(async () => {
  server = await startTestServer(sharedDatabaseUrl(), { logger: counter });
});
afterAll(async () => {
  await server?.close();
});

async function firstListed(goal: 0 | 1): Promise<{ id: number; city_id: number }> {
  const rows: { id: number; city_id: number }[] = await server.ds.query(
    `SELECT id, city_id FROM property WHERE withdrawn_at IS NULL AND marquee NOT IN (3,4) AND goal ${goal === 0 ? '= 0' : '<> 0'} ORDER BY id LIMIT 1`,
  );
  return rows[0];
}

describe('properties', () => {
  it('lists available and option listings of a goal, newest first, with paging figures', async () => {
    const res = await server.gql<Page>(LIST, { filter: { goal: 'SALE' }, pageSize: 24, lang: 'en' });
    expect(res.errors).toBeUndefined();
    const p = res.data!.properties;
    const [{ count }] = await server.ds.query(
      `SELECT count(*)::int AS count FROM property WHERE withdrawn_at IS NULL AND marquee NOT IN (3,4) AND goal = 0`,
    );
    expect(p.total).toBe(count);
    expect(p.pageCount).toBe(Math.max(1, Math.ceil(count / 24)));
    expect(p.items.length).toBe(Math.min(24, count));
    for (const item of p.items) {
      expect(item.goal).toBe('SALE');
      expect(['AVAILABLE', 'OPTION']).toContain(item.availability);
      expect(item.title).not.toBe('');
      expect(item.path).toMatch(new RegExp(`^/en/for-sale/[a-z0-9-]+/[a-z0-9-]+/${item.id}/$`));
      expect(item.price.formatted).toMatch(/^(starting from )?€ [\d.]+(,\d\d)?$|^Price on demand$/);
    }
  });

  it('includes sold and rented listings with status ALL', async () => {
    const all = await server.gql<Page>(LIST, { filter: { goal: 'RENT', status: 'ALL' }, pageSize: 100 });
    const listed = await server.gql<Page>(LIST, { filter: { goal: 'RENT' }, pageSize: 100 });
    expect(all.data!.properties.total).toBeGreaterThan(listed.data!.properties.total);
    expect(all.data!.properties.items.some((i) => i.availability === 'RENTED')).toBe(true);
  });

  it('filters on a city as "name|zip", ignoring accents and case', async () => {
    const [city] = await server.ds.query(
      `SELECT c.zip, c.names->>'fr' AS name, count(*)::int AS n FROM property p JOIN city c ON c.id = p.city_id
        WHERE p.withdrawn_at IS NULL AND p.marquee NOT IN (3,4) GROUP BY c.id ORDER BY count(*) DESC LIMIT 1`,
    );
    const exact = await server.gql<Page>(LIST, {
      filter: { city: `${city.name}|${city.zip}` },
      pageSize: 100,
    });
    const shouted = await server.gql<Page>(LIST, {
      filter: { city: `${String(city.name).toUpperCase()}|${city.zip}` },
      pageSize: 100,
    });
    expect(exact.data!.properties.total).toBe(city.n);
    expect(shouted.data!.properties.total).toBe(city.n);
  });

  it('filters on a web type', async () => {
    const res = await server.gql<Page>(LIST, { filter: { type: 2 }, pageSize: 100 });
    expect(res.data!.properties.items.every((i) => i.type.id === 2)).toBe(true);
  });

  it('runs a fixed, small number of SQL queries whatever the page size (no N+1)', async () => {
    counter.reset();
    const big = await server.gql<Page>(LIST, { filter: { status: 'ALL' }, pageSize: 24 });
    const forBig = counter.count;
    counter.reset();
    const small = await server.gql<Page>(LIST, { filter: { status: 'ALL' }, pageSize: 3 });
    const forSmall = counter.count;
    expect(big.data!.properties.items).toHaveLength(24);
    expect(small.data!.properties.items).toHaveLength(3);
    expect(forBig).toBe(forSmall);
    // page (with the cards' texts, thumbnails, types and cities), count, photos, agents.
    expect(forBig).toBeLessThanOrEqual(4);
  });

  it("reads a card's texts, thumbnail, city and type with the page's own statement, as the loaders do", async () => {
    const q = `query L($id: Int!) {
      properties(filter: { status: ALL }, pageSize: 12) { items { id title typeDescription city path thumbnail { url width height name } type { id name } } }
      property(id: $id) { id title typeDescription city path thumbnail { url width height name } type { id name } }
    }`;
    const first = await server.gql<{ properties: { items: { id: number }[] } }>(
      `{ properties(filter: { status: ALL }, pageSize: 12) { items { id } } }`,
    );
    counter.reset();
    const card = await server.gql<{ properties: { items: { id: number }[] } }>(
      `{ properties(filter: { status: ALL }, pageSize: 12) { items { id title typeDescription city path thumbnail { url } type { name } } } }`,
    );
    expect(card.data!.properties.items).toHaveLength(12);
    expect(counter.count).toBe(2);
    // The same fields of each card as the detail query reads them through the loaders.
    for (const { id } of first.data!.properties.items.slice(0, 4)) {
      const res = await server.gql<{ properties: { items: { id: number }[] }; property: { id: number } }>(q, {
        id,
      });
      expect(res.data!.properties.items.find((i) => i.id === id)).toEqual(res.data!.property);
    }
  });

  it('loads detail groups of list items in one batched query, matching the detail page', async () => {
    const q = `query L($pageSize: Int) { properties(filter: { status: ALL }, pageSize: $pageSize) { items { id energy { band region } documents { name } comfort { heating } } } }`;
    counter.reset();
    const big = await server.gql<{
      properties: { items: { id: number; energy: unknown; documents: unknown; comfort: unknown }[] };
    }>(q, { pageSize: 20 });
    const forBig = counter.count;
    counter.reset();
    await server.gql(q, { pageSize: 2 });
    expect(counter.count).toBe(forBig);
    const item = big.data!.properties.items[7];
    const detail = await server.gql<{ property: unknown }>(
      `query D($id: Int!) { property(id: $id) { id energy { band region } documents { name } comfort { heating } } }`,
      { id: item.id },
    );
    expect(detail.data!.property).toEqual(item);
  });

  it.each([
    [{ pageSize: 101 }, 'pageSize'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ page: 0 }, 'page'],
    [{ page: -3 }, 'page'],
    [{ lang: 'xx' }, 'lang'],
    [{ filter: { city: 'Waterloo' } }, 'filter.city'],
    [{ filter: { city: '|1410' } }, 'filter.city'],
    [{ filter: { type: 0 } }, 'filter.type'],
  ])('rejects %j as BAD_USER_INPUT with a clear message', async (variables, field) => {
    const res = await server.gql<Page>(LIST, variables);
    expect(res.status).toBe(200);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].extensions?.field).toBe(field);
    expect(res.errors?.[0].message.length).toBeGreaterThan(10);
    expect(JSON.stringify(res)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
  });

  it('localizes error messages from Accept-Language or x-lang', async () => {
    const fr = await server.gql<Page>(
      LIST,
      { pageSize: 500 },
      { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.5' },
    );
    expect(fr.errors?.[0].message).toBe('Le nombre par page doit être compris entre 1 et 100.');
    const nl = await server.gql<Page>(LIST, { filter: { city: 'x' } }, { 'x-lang': 'nl' });
    expect(nl.errors?.[0].message).toMatch(/^De gemeentefilter/);
  });

  it('answers a page past the end with no items', async () => {
    const res = await server.gql<Page>(LIST, { page: 9999 });
    expect(res.data!.properties.items).toEqual([]);
    expect(res.data!.properties.page).toBe(9999);
  });
});

describe('property', () => {
  const DETAIL = `query D($id: Int!, $lang: String) { property(id: $id, lang: $lang) {
    id title description shortDescription availability path paths { nl fr en de }
    price { formatted amount startingFrom onDemand }
    address { formatted zip city countryName }
    energy { epcValue region band imageUrl }
    rooms { bedrooms } surfaces { living } photos { url width height position } manager { firstName phone }
  } }`;

  it('returns everything the detail page shows, in the language asked', async () => {
    const { id } = await firstListed(0);
    const nl = await server.gql<{
      property: Record<string, unknown> & {
        paths: Record<string, string>;
        photos: unknown[];
        energy: { region: string };
      };
    }>(DETAIL, { id, lang: 'nl' });
    expect(nl.errors).toBeUndefined();
    const p = nl.data!.property;
    expect(p.id).toBe(id);
    expect(p.path).toBe(p.paths.nl);
    expect(p.paths.nl).toMatch(new RegExp(`^/nl/te-koop/.+/${id}/$`));
    expect(p.paths.fr).toMatch(new RegExp(`^/fr/a-vendre/.+/${id}/$`));
    expect(p.photos.length).toBeGreaterThanOrEqual(3);
    expect(['FLANDERS', 'BRUSSELS', 'WALLONIA', 'LUXEMBOURG']).toContain(p.energy.region);
  });

  it('gives NOT_FOUND for an unknown, negative or withdrawn id', async () => {
    for (const id of [999999999, -1, 0]) {
      const res = await server.gql(DETAIL, { id });
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(res.data).toBeNull();
    }
  });

  it('gives BAD_USER_INPUT (not a 500) for an id that is not an Int', async () => {
    const res = await server.gql(DETAIL, { id: 'abc' });
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('types, cities, search', () => {
  it('counts listed properties per type; the sums match the lists', async () => {
    const res = await server.gql<{
      propertyTypes: {
        id: number;
        name: string;
        showOrder: number;
        countSaleProperty: number;
        countRentProperty: number;
      }[];
      s: { total: number };
      r: { total: number };
    }>(
      `{ propertyTypes(lang: "fr") { id name showOrder countSaleProperty countRentProperty }
         s: properties(filter: { goal: SALE }) { total } r: properties(filter: { goal: RENT }) { total } }`,
    );
    const types = res.data!.propertyTypes;
    expect(types).toHaveLength(9);
    expect(types.map((t) => t.showOrder)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(types[0].name).toBe('Maison');
    expect(types.reduce((n, t) => n + t.countSaleProperty, 0)).toBe(res.data!.s.total);
    expect(types.reduce((n, t) => n + t.countRentProperty, 0)).toBe(res.data!.r.total);
  });

  it('names Brussels communes per language', async () => {
    const q = `query C($lang: String) { cities(lang: $lang) { name zip countSale countRent propertyCount filter } }`;
    const fr = await server.gql<{
      cities: {
        name: string;
        zip: string;
        propertyCount: number;
        countSale: number;
        countRent: number;
        filter: string;
      }[];
    }>(q, { lang: 'fr' });
    const nl = await server.gql<{ cities: { name: string; zip: string }[] }>(q, { lang: 'nl' });
    const frNames = fr.data!.cities.map((c) => c.name);
    const nlNames = nl.data!.cities.map((c) => c.name);
    expect(frNames.some((n) => ['Ixelles', 'Uccle', 'Auderghem', 'Forest'].includes(n))).toBe(true);
    expect(nlNames.some((n) => ['Elsene', 'Ukkel', 'Oudergem', 'Vorst'].includes(n))).toBe(true);
    for (const c of fr.data!.cities) {
      expect(c.propertyCount).toBe(c.countSale + c.countRent);
      expect(c.filter).toBe(`${c.name}|${c.zip}`);
    }
  });

  it('finds cities by name prefix, zip and accent-stripped name, and a property by its exact id', async () => {
    type S = {
      search: {
        types: { name: string }[];
        cities: { name: string; zip: string }[];
        properties: { id: number }[];
      };
    };
    const wat = await server.gql<S>(
      `{ search(text: "wat", lang: "fr") { types { name } cities { name zip } properties { id } } }`,
    );
    expect(wat.data!.search.cities.map((c) => c.name)).toContain('Waterloo');
    const zip = await server.gql<S>(`{ search(text: "1410") { cities { name zip } } }`);
    expect(zip.data!.search.cities[0].zip).toBe('1410');
    const { id } = await firstListed(1);
    const byId = await server.gql<S>(`{ search(text: "${id}") { properties { id } } }`);
    expect(byId.data!.search.properties[0].id).toBe(id);
    // A title's fields as the detail query reads them through the loaders.
    const fields = `id title typeDescription city path goal price { formatted amount } thumbnail { url width height }`;
    const both = await server.gql<{ search: { properties: unknown[] }; property: unknown }>(
      `query B($id: Int!, $text: String!) { search(text: $text, lang: "nl") { properties { ${fields} } } property(id: $id, lang: "nl") { ${fields} } }`,
      { id, text: String(id) },
    );
    expect(both.data!.search.properties[0]).toEqual(both.data!.property);
    const types = await server.gql<S>(`{ search(text: "APPART", lang: "fr") { types { name } } }`);
    expect(types.data!.search.types.map((t) => t.name)).toContain('Appartement');
    const empty = await server.gql<S>(
      `{ search(text: "   ") { types { name } cities { name } properties { id } } }`,
    );
    expect(empty.data!.search).toEqual({ types: [], cities: [], properties: [] });
  });

  it('answers the same with the types and cities held in memory, and reads them again after a change', async () => {
    const q = `query S($text: String!, $lang: String) {
      search(text: $text, lang: $lang) { types { id name countSaleProperty countRentProperty iconUrl } cities { id name zip countSale countRent filter } properties { id } }
      propertyTypes(lang: $lang) { id name countSaleProperty countRentProperty }
      cities(lang: $lang) { id name zip propertyCount }
      rent: cities(lang: $lang, goal: RENT) { id name zip countRent }
    }`;
    const texts = ['wat', '1410', 'app', 'bru', 'mai', 'sint', 'elsene'];
    const fromDatabase = [];
    for (const text of texts) fromDatabase.push(await server.gql(q, { text, lang: 'nl' }));
    taxonomyMemory.changed(true);
    try {
      for (const [i, text] of texts.entries())
        expect(await server.gql(q, { text, lang: 'nl' })).toEqual(fromDatabase[i]);
      counter.reset();
      await server.gql(q, { text: 'wat', lang: 'fr' });
      // The search statement and the titles' rows: types, cities and counts come from memory.
      expect(counter.count).toBeLessThanOrEqual(2);
      taxonomyMemory.changed(true);
      counter.reset();
      await server.gql(q, { text: 'wat', lang: 'fr' });
      expect(counter.count).toBeGreaterThan(2);
    } finally {
      taxonomyMemory.changed(false);
    }
  });

  it('refuses a search text over 100 characters', async () => {
    const res = await server.gql(`query S($t: String!) { search(text: $t) { cities { name } } }`, {
      t: 'x'.repeat(101),
    });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('HTTP', () => {
  it('answers a syntax error with 400 and no stack trace', async () => {
    const res = await server.gql(`{ properties( }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(JSON.stringify(res)).not.toContain('stacktrace');
  });

  it('serves health, readiness and the offline explorer', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(await ready.json()).toEqual({
      status: 'ok',
      database: 'up',
      mail: { waiting: expect.any(Number), dead: expect.any(Number) },
    });
    const explorer = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(explorer.status).toBe(200);
    const html = await explorer.text();
    expect(html).toContain('/graphql-explorer/');
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg|jsdelivr)/);
  });
});

describe('argument validation', () => {
  it('turns class-validator failures into a localized BAD_USER_INPUT naming the field, without internals', async () => {
    const res = await server.gql(
      `{ properties(filter: { city: "${'x'.repeat(130)}|1000" }) { total } }`,
      undefined,
      { 'x-lang': 'fr' },
    );
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toBe('Veuillez vérifier ces valeurs : city.');
    expect(JSON.stringify(res.errors)).not.toContain('target');
  });
});

describe('malformed HTTP requests', () => {
  it('answers broken JSON with 400 and a JSON error, no stack trace', async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lang': 'nl' },
      body: '{"query": ',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].message).toMatch(/^De aanvraag kon niet gelezen worden/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\(|node_modules/);
  });

  it('refuses an oversized body early with 413', async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, variables: { x: 'y'.repeat(200_000) } }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});
