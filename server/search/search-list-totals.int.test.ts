import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(sharedDatabaseUrl());
});
afterAll(async () => {
  await server?.close();
});

/** The search's totals for a text, and the totals of the sale and rent lists searching that text. */
const TOTALS = `query Totals($text: String!, $lang: String) {
  search(text: $text, lang: $lang) { listTotals { sale rent } }
  sale: properties(filter: { goal: SALE, text: $text }, pageSize: 1, lang: $lang) { total }
  rent: properties(filter: { goal: RENT, text: $text }, pageSize: 1, lang: $lang) { total }
}`;

interface Totals {
  search: { listTotals: { sale: number; rent: number } };
  sale: { total: number };
  rent: { total: number };
}

describe("the search's list totals (the home buttons' counts)", () => {
  it('are the totals of the lists the buttons open, for cities in any spelling or language, streets, references and free text', async () => {
    const [street] = await server.ds.query(
      `SELECT street FROM property WHERE withdrawn_at IS NULL AND marquee NOT IN (3, 4) AND street ~ '^\\D{6,}' ORDER BY id LIMIT 1`,
    );
    const [reference] = await server.ds.query(
      `SELECT id::text AS id FROM property WHERE withdrawn_at IS NULL AND marquee NOT IN (3, 4) ORDER BY id LIMIT 1`,
    );
    const texts = [
      'liege',
      'Liège',
      'LUIK',
      'waterloo',
      'Bruxelles',
      'Brussel appartement',
      String(street.street),
      String(reference.id),
      'appartem',
      'maison 1410',
      'qxqxqzz',
    ];
    const seen: string[] = [];
    for (const text of texts) {
      for (const lang of ['fr', 'nl']) {
        const res = await server.gql<Totals>(TOTALS, { text, lang });
        expect(res.errors, text).toBeUndefined();
        const { search, sale, rent } = res.data!;
        expect([text, lang, search.listTotals], text).toEqual([
          text,
          lang,
          { sale: sale.total, rent: rent.total },
        ]);
        if (sale.total + rent.total > 0) seen.push(text);
      }
    }
    // The texts find listings: the equality is not that of two zeros.
    for (const text of ['waterloo', String(street.street), String(reference.id)])
      expect(seen, text).toContain(text);
  });

  it('counts a city under each of its names, with or without accents, alike', async () => {
    // A listed city with names in several languages (a Brussels commune: Ixelles and Elsene …).
    const [city] = await server.ds.query(
      `SELECT c.names FROM city c
        WHERE array_length(c.aliases, 1) > 1
          AND EXISTS (SELECT 1 FROM property p WHERE p.city_id = c.id AND p.withdrawn_at IS NULL AND p.marquee NOT IN (3, 4))
        ORDER BY c.zip LIMIT 1`,
    );
    const names = [...new Set(Object.values(city.names as Record<string, string>))];
    expect(names.length).toBeGreaterThan(1);
    const spellings = names.flatMap((n) => [n, n.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()]);
    const totals = await Promise.all(
      spellings.map(async (text) => (await server.gql<Totals>(TOTALS, { text })).data!.search.listTotals),
    );
    expect(totals[0]!.sale + totals[0]!.rent).toBeGreaterThan(0);
    expect(totals).toEqual(spellings.map(() => totals[0]));
  });
});
