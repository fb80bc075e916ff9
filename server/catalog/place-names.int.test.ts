import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

/** Place names in the page's language, from the table of official municipality names. */
describe('place names per language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
  });
  afterAll(() => server?.close());

  it('the French list of cities says "Anvers", the Dutch one "Antwerpen", the English one "Antwerp"', async () => {
    const q = `query C($lang: String) { cities(lang: $lang) { name zip } }`;
    const names = async (lang: string) =>
      (await server.gql<{ cities: { name: string; zip: string }[] }>(q, { lang })).data!.cities.map(
        (c) => `${c.zip} ${c.name}`,
      );
    const fr = await names('fr');
    expect(fr).toContain('2000 Anvers');
    expect(fr).not.toContain('2000 Antwerpen');
    const nl = await names('nl');
    expect(nl).toContain('2000 Antwerpen');
    const en = await names('en');
    expect(en).toContain('2000 Antwerp');
  });

  it('a typed French name finds the Flemish city in the search box', async () => {
    const res = await server.gql<{ search: { cities: { name: string; zip: string }[] } }>(
      `{ search(text: "anvers", lang: "fr") { cities { name zip } } }`,
    );
    expect(res.data!.search.cities).toContainEqual({ name: 'Anvers', zip: '2000' });
  });

  it("the agency's address on a French page says Bruxelles, on a Dutch page Brussel", async () => {
    // The contact block's address (the footer's own text names the city per language already).
    const address = async (lang: string) => {
      const html = await (await fetch(`${server.url}/${lang}/contact/`)).text();
      return /<address>([\s\S]*?)<\/address>/.exec(html)?.[1]?.replace(/<!-- -->/g, '') ?? '';
    };
    expect(await address('fr')).toMatch(/1000 Bruxelles/);
    expect(await address('nl')).toMatch(/1000 Brussel</);
    expect(await address('en')).toMatch(/1000 Brussels/);
  });
});
