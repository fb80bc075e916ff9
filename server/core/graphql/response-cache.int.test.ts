import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeListener } from '../db/change-listener';
import { freshDatabase, sharedDatabaseUrl } from '../../testing/test-database';
import { heapAfterCollection } from '../../testing/heap';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { PUBLIC_QUERY_FIELDS } from '../../schema';
import { clearOnDataChange, ResponseCache } from './response-cache';

/** The cache against a real database: filled by public queries, emptied by a write's NOTIFY. */
describe('response cache', () => {
  let server: TestServer;
  let cache: ResponseCache;
  let listener: ChangeListener;
  let changes = 0;

  beforeAll(async () => {
    const url = await freshDatabase();
    cache = new ResponseCache({
      publicRootFields: PUBLIC_QUERY_FIELDS,
      ttlMs: 60_000,
      maxEntries: 100,
      maxBytes: 64 * 1024 * 1024,
    });
    server = await startTestServer(url, { responseCache: cache });
    listener = await clearOnDataChange(url, cache, () => (changes += 1));
  });
  afterAll(async () => {
    await listener?.close();
    await server?.close();
  });

  const TOTAL = `{ properties(filter: { goal: SALE }) { total } }`;

  it('answers a repeated public query from the cache, byte for byte as Apollo did', async () => {
    const ask = () =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query: TOTAL }),
      });
    const first = await ask();
    const hits = cache.hits;
    const second = await ask();
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(cache.hits).toBe(hits + 1);
  });

  it('never serves a private or mutating operation from the cache', async () => {
    const size = cache.size;
    await server.gql(`{ properties { total } __schema { queryType { name } } }`);
    await server.gql(`{ properties { total } __schema { queryType { name } } }`);
    expect(cache.size).toBe(size);
  });

  it('forgets everything when the data changes, whoever writes', async () => {
    const before = (await server.gql<{ properties: { total: number } }>(TOTAL)).data!.properties.total;
    const seen = changes;
    await server.ds.query(
      `UPDATE property SET marquee = 3 WHERE id = (SELECT id FROM property WHERE goal = 0 AND marquee = 1 AND withdrawn_at IS NULL LIMIT 1)`,
    );
    for (let i = 0; i < 50 && changes === seen; i++) await new Promise((r) => setTimeout(r, 20));
    expect(changes).toBeGreaterThan(seen);
    const after = (await server.gql<{ properties: { total: number } }>(TOTAL)).data!.properties.total;
    expect(after).toBe(before - 1);
  });

  it('answers broken or oversized bodies like the rest of the API (fast path)', async () => {
    const broken = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lang': 'de' },
      body: '{"query":',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).errors[0].message).toMatch(/^Die Anfrage konnte nicht gelesen werden/);
    const big = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: TOTAL, variables: { x: 'y'.repeat(200_000) } }),
    });
    expect(big.status).toBe(413);
    // A document too deep to parse: the fast path leaves it alone, the API refuses it, in German.
    const query = `${'{a'.repeat(4000)}${'}'.repeat(4000)}`;
    expect(cache.keyOf({ query })).toBeNull();
    const deep = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lang': 'de' },
      body: JSON.stringify({ query }),
    });
    expect(deep.status).toBe(400);
    expect((await deep.json()).errors[0].message).toMatch(/^Diese Abfrage verschachtelt ihre Felder zu tief/);
  });

  it('never keeps errors', async () => {
    const size = cache.size;
    await server.gql(`{ property(id: 1) { id } }`);
    await server.gql(`{ property(id: 1) { id } }`);
    expect(cache.size).toBe(size);
  });
});

/** Whatever anonymous visitors vary, the cache holds no more than its byte budget. */
describe('response cache memory', () => {
  const BUDGET = 1024 * 1024;
  let server: TestServer;
  let cache: ResponseCache;

  beforeAll(async () => {
    cache = new ResponseCache({
      publicRootFields: PUBLIC_QUERY_FIELDS,
      ttlMs: 60_000,
      maxEntries: 5_000,
      maxBytes: BUDGET,
    });
    server = await startTestServer(sharedDatabaseUrl(), { responseCache: cache });
  });
  afterAll(() => server?.close());

  const post = (body: unknown) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('keys by the document: comments and whitespace make no new entries', async () => {
    const before = cache.size;
    for (let i = 0; i < 300; i++) {
      const res = await post({
        query: `# visitor ${i}\n{ properties(filter: { goal: RENT }) {${' '.repeat(i % 7)} total } }`,
      });
      expect(res.status).toBe(200);
    }
    expect(cache.size).toBe(before + 1);
    // Variables the document does not declare are ignored by GraphQL: they make no entries either.
    const query = 'query($goal: Goal) { properties(filter: { goal: $goal }) { total } }';
    for (let i = 0; i < 50; i++) {
      const res = await post({ query, variables: { goal: 'SALE', [`junk${i}`]: i } });
      expect(res.status).toBe(200);
    }
    expect(cache.size).toBe(before + 2);
    // A declared variable sent as null is not the same request as one left out.
    await post({ query, variables: { goal: null } });
    await post({ query });
    expect(cache.size).toBe(before + 4);
  });

  it('never holds more than its budget, however many distinct large answers it is asked for', async () => {
    const heapBefore = heapAfterCollection();
    let largest = 0;
    for (let i = 0; i < 120; i++) {
      // A different alias is a different answer (~30 KB each): 120 of them are 3.5× the budget.
      const res = await post({
        query: `{ a${i}: properties(pageSize: 100, filter: { status: ALL }) { items { id title description city path price { formatted } } } }`,
      });
      largest = Math.max(largest, Number((await res.arrayBuffer()).byteLength));
      expect(cache.bytes).toBeLessThanOrEqual(BUDGET);
    }
    expect(largest * 120).toBeGreaterThan(3 * BUDGET);
    expect(cache.size).toBeLessThan(120);
    // What stays after a collection is the budget and little else: without one, the same requests
    // kept about 20 MB (each answer as an object and as text).
    expect(heapAfterCollection() - heapBefore).toBeLessThan(BUDGET + 4 * 1024 * 1024);
  });
});
