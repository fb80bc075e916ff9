import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCounter } from '../testing/query-counter';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { seedReferenceData } from '../demo/listings/reference-data';
import type { FeedPropertyInput } from './feed/feed.schema';
import { emptyCatalog, feedListing, feedOf } from './feed/feed.testing';
import { importFeed } from './feed/import-feed.service';
import { regionOf, regionSql } from './rules';
import { findSimilarProperties } from './similar-properties.service';

/**
 * The lists' filters, orders, map and similar listings against a crafted catalog whose every
 * answer is known: sale apartments (type 2) in Ixelles, Uccle and Etterbeek (Brussels), houses in
 * Waterloo (Wallonia), one apartment in Gent (Flanders) and one in Luxembourg, one rental.
 */
const BRUSSELS_AT = { Latitude: 50.83, Longitude: 4.37 };
type Overrides = Parameters<typeof feedListing>[1];
const apartment = (id: number, o: Overrides): FeedPropertyInput =>
  feedListing(id, { WebID: 2, WebIDs: '2', EnergyPerformance: undefined, ...o });

const OLDER: FeedPropertyInput[] = [
  apartment(101, {
    City: 'ELSENE',
    Zip: '1050',
    Street: 'Rue du Bailli',
    Price: 300_000,
    Rooms: { bedrooms: 2 },
    Surfaces: { living: 90 },
    EnergyPerformance: 50, // Brussels b_plus: B
    ...BRUSSELS_AT,
  }),
  apartment(102, {
    City: 'IXELLES',
    Zip: '1050',
    Street: "Rue de l'Église",
    Price: 320_000,
    PurchaseCosts: { registrationRights: 40_000, notaryFee: 3_100 },
    Rooms: { bedrooms: 3 },
    Surfaces: { living: 110 },
    EnergyPerformance: 140, // c_sub: C
    ...BRUSSELS_AT,
  }),
  apartment(103, {
    City: 'UCCLE',
    Zip: '1180',
    Street: 'Chaussée de Waterloo',
    Price: 280_000,
    Rooms: { bedrooms: 1 },
    Surfaces: { living: 60 },
    EnergyPerformance: 300, // f: F
    PublishAddress: false,
    ...BRUSSELS_AT,
  }),
  apartment(104, {
    City: 'UCCLE',
    Zip: '1180',
    Price: 290_000,
    Costs: { priceOnDemand: true },
    PurchaseCosts: { registrationRights: 36_250, notaryFee: 2_900 },
    Rooms: { bedrooms: 2 },
    Surfaces: { living: 80 },
    EnergyPerformance: 20, // a: A
  }),
  apartment(105, {
    City: 'UKKEL',
    Zip: '1180',
    Price: 310_000,
    PublishPrice: false,
    PurchaseCosts: { registrationRights: 38_750, notaryFee: 3_000, vat: 65_100 },
    Rooms: { bedrooms: 2 },
    Surfaces: { living: 0 },
  }),
];
const NEWER: FeedPropertyInput[] = [
  feedListing(106, {
    Price: 500_000,
    Rooms: { bedrooms: 4 },
    Surfaces: { living: 200 },
    EnergyPerformance: 60, // Wallonia a: A
    Latitude: 50.71,
    Longitude: 4.4,
  }),
  feedListing(107, { Price: 450_000, Marquee: 3, Rooms: { bedrooms: 4 } }),
  apartment(108, {
    City: 'GENT',
    Zip: '9000',
    Street: 'Veldstraat',
    Price: 310_000,
    Rooms: { bedrooms: 2 },
    Surfaces: { living: 95 },
    EnergyPerformance: -5, // Flanders a_plus: A+
  }),
  apartment(109, {
    City: 'IXELLES',
    Zip: '1050',
    Price: 305_000,
    Marquee: 2,
    Rooms: { bedrooms: 2 },
    Surfaces: { living: 70 },
    EnergyPerformance: 400, // g: G
  }),
  apartment(110, {
    City: 'ETTERBEEK',
    Zip: '1040',
    Price: 340_000,
    Rooms: { bedrooms: 2 },
    Surfaces: { living: 85 },
    EnergyPerformance: 90, // b_sub: B
  }),
  apartment(111, {
    City: 'LUXEMBOURG',
    Zip: 'L-1234',
    CountryID: 50,
    Price: 280_000,
    Rooms: { bedrooms: 2 },
    EPCLabelText: 'b',
  }),
  apartment(201, {
    Goal: 1,
    City: 'IXELLES',
    Zip: '1050',
    Price: 1_200,
    Rooms: { bedrooms: 1 },
    Surfaces: { living: 70 },
  }),
];
const SALE_LISTED = [101, 102, 103, 104, 105, 106, 108, 109, 110, 111];

interface Item {
  id: number;
}
interface Page {
  properties: { items: Item[]; total: number; pageCount: number };
}
const LIST = `query List($filter: PropertyFilter, $sort: PropertySort, $page: Int, $pageSize: Int) {
  properties(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) { total pageCount items { id } }
}`;

let server: TestServer;
const counter = new QueryCounter();

beforeAll(async () => {
  server = await startTestServer(await freshDatabase(), { logger: counter });
  await emptyCatalog(server.ds);
  await seedReferenceData(server.ds);
  await importFeed(server.ds, feedOf(OLDER, false), { now: new Date('2026-10-01T06:00:00Z') });
  await importFeed(server.ds, feedOf(NEWER, false), { now: new Date('2026-11-01T06:00:00Z') });
});
afterAll(async () => {
  await server?.close();
});

async function ids(variables: Record<string, unknown>): Promise<number[]> {
  const res = await server.gql<Page>(LIST, { pageSize: 100, ...variables });
  expect(res.errors).toBeUndefined();
  return res.data!.properties.items.map((i) => i.id);
}
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

describe('properties: filters', () => {
  it.each<[string, Record<string, unknown>, number[]]>([
    ['one city, by any of its names', { cities: ['Elsene|1050'] }, [101, 102, 109]],
    ['two cities', { cities: ['Ixelles|1050', 'Uccle|1180'] }, [101, 102, 103, 104, 105, 109]],
    ['the deprecated city', { city: 'Uccle|1180' }, [103, 104, 105]],
    ['a type', { type: 1 }, [106]],
    ['a price range (published prices only)', { minPrice: 300_000, maxPrice: 320_000 }, [101, 102, 108, 109]],
    ['a minimum price alone', { minPrice: 400_000 }, [106]],
    ['bedrooms', { minBedrooms: 3 }, [102, 106]],
    ['living area (unknown left out)', { minLivingArea: 100 }, [102, 106]],
    ['energy label B or better, across the regions', { maxEnergyLabel: 'B' }, [101, 104, 106, 108, 110, 111]],
    ['energy label A+', { maxEnergyLabel: 'A_PLUS' }, [108]],
    [
      'energy label G keeps every known label',
      { maxEnergyLabel: 'G' },
      [101, 102, 103, 104, 106, 108, 109, 110, 111],
    ],
    ['text: a city name in the other language', { text: 'elsene' }, [101, 102, 109]],
    ['text: accents and case ignored', { text: 'ÉTTERBEEK' }, [110]],
    ['text: a postcode start', { text: '10' }, [101, 102, 109, 110]],
    ['text: a street', { text: 'bailli' }, [101]],
    ['text: words are matched from their start', { text: 'aus' }, []],
    ['text: a word after an apostrophe', { text: 'eglise' }, [102]],
    ['text: the street as typed', { text: "rue de l'eglise" }, [102]],
    ['text: a type name in any language', { text: 'Haus' }, [106]],
    ['text: the reference', { text: '108' }, [108]],
    ['text: every word must match', { text: 'gent veldstraat' }, [108]],
    ['text: nothing matches', { text: 'zzzz' }, []],
    ['text: blank is no filter', { text: '   ' }, SALE_LISTED],
    [
      'everything at once',
      {
        cities: ['Ixelles|1050', 'Uccle|1180'],
        type: 2,
        maxPrice: 310_000,
        minBedrooms: 2,
        maxEnergyLabel: 'G',
      },
      [101, 109],
    ],
  ])('%s', async (_name, filter, expected) => {
    expect(sorted(await ids({ filter: { goal: 'SALE', ...filter } }))).toEqual(expected);
  });

  it('keeps rentals apart and sold listings out unless asked', async () => {
    expect(await ids({ filter: { goal: 'RENT' } })).toEqual([201]);
    expect(sorted(await ids({ filter: { goal: 'SALE', status: 'ALL', type: 1 } }))).toEqual([106, 107]);
  });
});

describe('properties: orders', () => {
  it('NEWEST (the default): the later import first, then the higher id', async () => {
    expect(await ids({ filter: { goal: 'SALE' } })).toEqual([
      111, 110, 109, 108, 106, 105, 104, 103, 102, 101,
    ]);
  });

  it('PRICE_ASC: cheapest first, equal prices by id, price on demand and hidden prices last', async () => {
    expect(await ids({ filter: { goal: 'SALE' }, sort: 'PRICE_ASC' })).toEqual([
      103, 111, 101, 109, 108, 102, 110, 106, 104, 105,
    ]);
  });

  it('PRICE_DESC: dearest first, price on demand and hidden prices still last', async () => {
    expect(await ids({ filter: { goal: 'SALE' }, sort: 'PRICE_DESC' })).toEqual([
      106, 110, 102, 108, 109, 101, 111, 103, 105, 104,
    ]);
  });

  it('LIVING_AREA_DESC: largest first, unknown areas last', async () => {
    expect(await ids({ filter: { goal: 'SALE' }, sort: 'LIVING_AREA_DESC' })).toEqual([
      106, 102, 108, 101, 110, 104, 109, 103, 111, 105,
    ]);
  });

  it.each(['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'LIVING_AREA_DESC'])(
    '%s pages neither repeat nor skip a listing',
    async (sort) => {
      const all = await ids({ filter: { goal: 'SALE' }, sort });
      const paged: number[] = [];
      for (let page = 1; page <= 4; page++)
        paged.push(...(await ids({ filter: { goal: 'SALE' }, sort, page, pageSize: 3 })));
      expect(paged).toEqual(all);
    },
  );

  it('counts the whole match whatever the page', async () => {
    const res = await server.gql<Page>(LIST, {
      filter: { goal: 'SALE', maxEnergyLabel: 'B' },
      pageSize: 4,
      page: 2,
    });
    expect(res.data!.properties.total).toBe(6);
    expect(res.data!.properties.pageCount).toBe(2);
    expect(res.data!.properties.items).toHaveLength(2);
  });
});

describe('properties: bad input', () => {
  it.each<[Record<string, unknown>, string]>([
    [{ minPrice: -1 }, 'filter.minPrice'],
    [{ maxPrice: 100_000_001 }, 'filter.maxPrice'],
    [{ minPrice: 400_000, maxPrice: 300_000 }, 'filter.minPrice'],
    [{ minBedrooms: 51 }, 'filter.minBedrooms'],
    [{ minLivingArea: 100_001 }, 'filter.minLivingArea'],
    [{ cities: Array.from({ length: 21 }, (_, i) => `Plaats ${i}|${1000 + i}`) }, 'filter.cities'],
    [{ cities: ['Ixelles'] }, 'filter.cities'],
    [{ city: 'Ixelles' }, 'filter.city'],
    [{ text: 'x'.repeat(101) }, 'filter.text'],
  ])('%j → BAD_USER_INPUT on %s, in the asked language', async (filter, field) => {
    const res = await server.gql<Page>(LIST, { filter }, { 'x-lang': 'nl' });
    expect(res.status).toBe(200);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].extensions?.field).toBe(field);
    expect(res.errors?.[0].message).toMatch(/[a-z]{4}/);
    expect(res.errors?.[0].message).not.toMatch(/Error|\.ts:\d+/);
  });
});

describe('propertyMarkers', () => {
  const MARKERS = `query M($filter: PropertyFilter) { propertyMarkers(filter: $filter) { id latitude longitude price { formatted } thumbnail { url } title path } }`;
  type Markers = { propertyMarkers: { id: number; latitude: number; longitude: number }[] };

  it('gives the listings with a shown position, newest first, under the same filters', async () => {
    const res = await server.gql<Markers>(MARKERS, { filter: { goal: 'SALE' } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.propertyMarkers.map((m) => m.id)).toEqual([106, 102, 101]);
    expect(res.data!.propertyMarkers.every((m) => m.latitude !== null && m.longitude !== null)).toBe(true);
    const cheap = await server.gql<Markers>(MARKERS, { filter: { goal: 'SALE', maxPrice: 310_000 } });
    expect(cheap.data!.propertyMarkers.map((m) => m.id)).toEqual([101]);
  });

  it('runs the same number of statements for one marker as for many', async () => {
    counter.reset();
    await server.gql(MARKERS, { filter: { goal: 'SALE', maxPrice: 310_000 } });
    const forOne = counter.count;
    counter.reset();
    await server.gql(MARKERS, { filter: { goal: 'SALE' } });
    expect(counter.count).toBe(forOne);
  });

  it('refuses bad filters as the list does', async () => {
    const res = await server.gql(MARKERS, { filter: { minBedrooms: -2 } });
    expect(res.errors?.[0].extensions?.field).toBe('filter.minBedrooms');
  });
});

describe('a hidden price', () => {
  it('hides every amount it could be worked back from: duties, fees, VAT', async () => {
    const costs = async (id: number) => {
      const res = await server.gql<{
        property: { price: { onDemand: boolean }; purchaseCosts: Record<string, number | null> };
      }>(
        `query($id: Int!) { property(id: $id) { price { onDemand } purchaseCosts { notaryFee registrationRights vat constructionCost } } }`,
        { id },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.property;
    };
    expect(await costs(102)).toEqual({
      price: { onDemand: false },
      purchaseCosts: { notaryFee: 3_100, registrationRights: 40_000, vat: null, constructionCost: null },
    });
    const hidden = { notaryFee: null, registrationRights: null, vat: null, constructionCost: null };
    // On demand, and not published.
    expect(await costs(104)).toEqual({ price: { onDemand: true }, purchaseCosts: hidden });
    expect(await costs(105)).toEqual({ price: { onDemand: true }, purchaseCosts: hidden });
  });
});

describe('propertyCounts', () => {
  const COUNTS = `query C($filters: [PropertyFilter!]!) { propertyCounts(filters: $filters) }`;
  type Counts = { propertyCounts: number[] };

  it('counts each filter as the list totals it, in order', async () => {
    const filters = [
      { goal: 'SALE' },
      { goal: 'SALE', maxPrice: 310_000 },
      { goal: 'SALE', minBedrooms: 50 },
    ];
    const res = await server.gql<Counts>(COUNTS, { filters });
    expect(res.errors).toBeUndefined();
    const totals = await Promise.all(
      filters.map(async (filter) => (await server.gql<Page>(LIST, { filter })).data!.properties.total),
    );
    expect(res.data!.propertyCounts).toEqual(totals);
    expect(totals[1]).toBeLessThan(totals[0]);
    expect(totals[2]).toBe(0);
  });

  it('refuses more than eight filters, and a bad one with its field', async () => {
    const many = await server.gql(COUNTS, { filters: Array.from({ length: 9 }, () => ({ goal: 'SALE' })) });
    expect(many.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(many.errors?.[0].extensions?.field).toBe('filters');
    const bad = await server.gql(COUNTS, { filters: [{ minPrice: -1 }] });
    expect(bad.errors?.[0].extensions?.field).toBe('filter.minPrice');
  });
});

describe('similar listings', () => {
  it('same goal and type, available, same city first then region, within 25 %, closest price first', async () => {
    const map = await findSimilarProperties(server.ds, [101, 104, 105, 106, 108]);
    // 102 shares Ixelles; 103 (Uccle) and 110 (Etterbeek) share Brussels; 108 (Gent) and 111
    // (Luxembourg) are other regions; 109 is under option; 104 and 105 show no price.
    expect(map.get(101)).toEqual([102, 103, 110]);
    // No shown price: nothing is comparable.
    expect(map.get(104)).toEqual([]);
    expect(map.get(105)).toEqual([]);
    // 107, the only other house, is sold.
    expect(map.get(106)).toEqual([]);
    expect(map.get(108)).toEqual([]);
  });

  it('places a listing in the same region as the postcode rule does', async () => {
    const samples: [string, number][] = [
      ['1000', 10],
      ['1299', 10],
      ['1300', 10],
      ['1499', 10],
      ['1500', 10],
      ['3999', 10],
      ['4000', 10],
      ['7999', 10],
      ['8000', 10],
      ['9999', 10],
      ['10 50', 10],
      ['0999', 10],
      ['12345', 10],
      ['B-1050', 10],
      ['', 10],
      ['1234', 50],
      ['1050', 33],
    ];
    const rows: { region: string | null }[] = await server.ds.query(
      `SELECT ${regionSql('x')} AS region FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS x(zip, country_id, n) ORDER BY n`,
      [samples.map(([zip]) => zip), samples.map(([, country]) => country)],
    );
    expect(rows.map((r) => r.region)).toEqual(samples.map(([zip, country]) => regionOf(zip, country)));
  });

  it('keeps to the limit asked', async () => {
    expect((await findSimilarProperties(server.ds, [101], 2)).get(101)).toEqual([102, 103]);
  });

  it('is exposed as Property.similar, batched for a whole list', async () => {
    const ONE = `query($id: Int!) { property(id: $id, lang: "fr") { similar { id title city price { formatted } } energy { letter band } } }`;
    const res = await server.gql<{
      property: {
        similar: { id: number; title: string; city: string }[];
        energy: { letter: string; band: string };
      };
    }>(ONE, { id: 101 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.property.similar.map((s) => [s.id, s.title, s.city])).toEqual([
      [102, 'Maison 102', 'Ixelles'],
      [103, 'Maison 103', 'Uccle'],
      [110, 'Maison 110', 'Etterbeek'],
    ]);
    expect(res.data!.property.energy).toEqual({ letter: 'B', band: 'b_plus' });

    const Q = `query($pageSize: Int) { properties(filter: { goal: SALE }, pageSize: $pageSize) { items { id similar { id title } } } }`;
    counter.reset();
    await server.gql(Q, { pageSize: 2 });
    const forTwo = counter.count;
    counter.reset();
    await server.gql(Q, { pageSize: 10 });
    // Not more (no query per item); fewer when the similar listings are cards of the same page,
    // whose texts came with the page.
    expect(counter.count).toBeLessThanOrEqual(forTwo);
  });
});

describe('list cards', () => {
  it("show the energy letter from the page's own rows, with no whole row loaded for it", async () => {
    const card = (extra: string) =>
      `query { properties(filter: { goal: SALE }, sort: PRICE_DESC, pageSize: 20) { items { id title ${extra} } } }`;
    counter.reset();
    await server.gql(card(''));
    const without = counter.count;
    counter.reset();
    const res = await server.gql<{
      properties: { items: { id: number; energy: { letter: string | null } }[] };
    }>(card('energy { letter }'));
    expect(counter.count).toBe(without);
    const letters = new Map(res.data!.properties.items.map((i) => [i.id, i.energy.letter]));
    expect([letters.get(101), letters.get(102), letters.get(104), letters.get(106)]).toEqual([
      'B',
      'C',
      'A',
      'A',
    ]);
  });
});

describe('search rows', () => {
  it('by title: listings on the market first, then newest first', async () => {
    const res = await server.gql<{ search: { properties: { id: number }[] } }>(
      `query { search(text: "maison", lang: "fr") { properties { id } } }`,
    );
    const ids = res.data!.search.properties.map((p) => p.id);
    expect(ids).toHaveLength(6);
    const rows: { id: number; sold: boolean; published: Date }[] = await server.ds.query(
      `SELECT id, marquee IN (3, 4) AS sold, published_at AS published FROM property WHERE id = ANY($1)`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = ids.map((id) => byId.get(id)!);
    for (let i = 1; i < ordered.length; i++) {
      const [a, b] = [ordered[i - 1], ordered[i]];
      expect(Number(a.sold) <= Number(b.sold)).toBe(true);
      if (a.sold === b.sold) expect(a.published.getTime()).toBeGreaterThanOrEqual(b.published.getTime());
    }
    // Nothing newer on the market was left out.
    const [{ n }]: { n: number }[] = await server.ds.query(
      `SELECT count(*)::int AS n FROM property p JOIN property_text t ON t.property_id = p.id AND t.lang = 'fr'
        WHERE p.withdrawn_at IS NULL AND p.marquee NOT IN (3, 4) AND t.title_key LIKE '%maison%'
          AND p.published_at > $1 AND NOT p.id = ANY($2)`,
      [ordered[ordered.length - 1].published, ids],
    );
    expect(n).toBe(0);
  });

  it('list the reference once, not again for a title that contains it', async () => {
    const res = await server.gql<{ search: { properties: { id: number }[] } }>(
      `query { search(text: "101", lang: "fr") { properties { id } } }`,
    );
    expect(res.data!.search.properties.map((p) => p.id)).toEqual([101]);
  });

  it('resolve what the dropdown shows in a fixed number of statements', async () => {
    const SEARCH = `query($text: String!) { search(text: $text, lang: "fr") { properties { id title city goal typeDescription price { formatted } thumbnail { url width height } } } }`;
    type Search = { search: { properties: { id: number; title: string; city: string }[] } };
    // Neither text names a type or a city, so only the number of listing rows differs.
    counter.reset();
    const one = await server.gql<Search>(SEARCH, { text: 'maison 111' });
    const forOne = counter.count;
    expect(one.data!.search.properties.map((p) => [p.id, p.title, p.city])).toEqual([
      [111, 'Maison 111', 'Luxembourg'],
    ]);
    counter.reset();
    const many = await server.gql<Search>(SEARCH, { text: 'maison 10' });
    expect(many.data!.search.properties.length).toBeGreaterThan(3);
    expect(counter.count).toBe(forOne);
  });
});
