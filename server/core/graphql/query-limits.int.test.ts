import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(sharedDatabaseUrl());
});
afterAll(() => server?.close());

/** Expensive operations are refused before they run, with a clear message in the visitor's language. */
describe('query limits over HTTP', () => {
  it('refuses 60 aliases of a 100-listing page with GRAPHQL_VALIDATION_FAILED, in French', async () => {
    const aliases = Array.from({ length: 60 }, (_, i) => `a${i}: properties(pageSize: 100) { items { id } }`);
    const res = await server.gql(`{ ${aliases.join(' ')} }`, undefined, { 'x-lang': 'fr' });
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual([
      'GRAPHQL_VALIDATION_FAILED',
      'GRAPHQL_VALIDATION_FAILED',
    ]);
    expect(res.errors?.[0].message).toBe("Cette requête utilise trop d'alias (au plus 20).");
  });

  it('counts a page size passed in a variable at its value', async () => {
    const photos = 'query($n: Int!) { properties(pageSize: $n) { items { photos { url width height } } } }';
    const cheap = await server.gql(photos, { n: 5 });
    expect(cheap.status).toBe(200);
    expect(cheap.errors).toBeUndefined();
    const costly = await server.gql(photos, { n: 100 }, { 'x-lang': 'nl' });
    expect(costly.status).toBe(400);
    expect(costly.errors?.[0].extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      messageId: 'error.queryCost',
    });
    expect(costly.errors?.[0].message).toMatch(/^Deze query zou te veel kosten/);
    expect(JSON.stringify(costly.errors)).not.toMatch(/stack|at .*\.ts/);
  });

  it('weighs counts by the filters passed in a variable, text or not, for one document', async () => {
    const counts = `query C($filters: [PropertyFilter!]!) {
      a: propertyCounts(filters: $filters) b: propertyCounts(filters: $filters) c: propertyCounts(filters: $filters) }`;
    const filters = (text?: string) => Array.from({ length: 8 }, () => ({ goal: 'SALE', minPrice: 1, text }));
    const plain = await server.gql<{ a: number[] }>(counts, { filters: filters() });
    expect(plain.errors).toBeUndefined();
    expect(plain.data?.a).toHaveLength(8);
    const text = await server.gql(counts, { filters: filters('a') }, { 'x-lang': 'fr' });
    expect(text.status).toBe(400);
    expect(text.errors?.[0].extensions).toMatchObject({ messageId: 'error.queryCost' });
    expect(text.errors?.[0].message).toMatch(/^Cette requête coûterait trop/);
    // The same document with its cheap filters again: still answered.
    expect((await server.gql(counts, { filters: filters(' ') })).errors).toBeUndefined();
  });

  it.each([
    ['POST', 4000, 'fr', 'Cette requête imbrique ses champs trop profondément (au plus 48 niveaux).'],
    ['GET', 200, 'nl', 'Deze query nest haar velden te diep (hoogstens 48 niveaus).'],
  ])(
    'refuses by %s a document %i levels deep before parsing it, in %s',
    async (method, levels, lang, message) => {
      const query = `${'{a'.repeat(levels)}${'}'.repeat(levels)}`;
      const res =
        method === 'POST'
          ? await fetch(`${server.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-lang': lang },
              body: JSON.stringify({ query }),
            })
          : await fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`, {
              headers: { accept: 'application/json', 'x-lang': lang, 'apollo-require-preflight': 'true' },
            });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors).toEqual([{ message, extensions: { code: 'BAD_REQUEST' } }]);
      // The server still answers.
      expect((await server.gql('{ __typename }')).status).toBe(200);
    },
  );
});
