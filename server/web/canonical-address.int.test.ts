import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

/** A page at an address not its own answers 301 with its own address. */
describe('one page, one address, over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sharedDatabaseUrl());
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (p: string) => fetch(`${server.url}${p}`, { redirect: 'manual' });

  /** A published listing of `goal` and its own detail path in `lang`. */
  async function listing(goal: 0 | 1, lang: string): Promise<{ id: number; path: string }> {
    const [row] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND (goal = 0) = $1 ORDER BY id LIMIT 1`,
      [goal === 0],
    );
    expect(row, 'a published demo listing').toBeTruthy();
    const api = await server.gql<{ property: { path: string } }>(
      `query($id: Int!, $lang: String) { property(id: $id, lang: $lang) { path } }`,
      { id: row.id, lang },
    );
    return { id: row.id, path: api.data!.property.path };
  }

  /** The path with its second segment (the goal's) replaced. */
  const withSegment = (path: string, segment: string) => path.replace(/^(\/\w\w\/)[^/]+/, `$1${segment}`);

  it('a sale listing under the rent path moves for good to its own path, with the query', async () => {
    const { path } = await listing(0, 'nl');
    expect(path).toMatch(/^\/nl\/te-koop\//);
    const res = await get(`${withSegment(path, 'te-huur')}?ref=mail`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${path}?ref=mail`);
  });

  it('a rent listing under the sale path moves to its own path', async () => {
    const { path } = await listing(1, 'en');
    expect(path).toMatch(/^\/en\/for-rent\//);
    const res = await get(withSegment(path, 'for-sale'));
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(path);
  });

  it('a Dutch segment under /fr/ moves to the listing’s French path', async () => {
    const { path: nl } = await listing(0, 'nl');
    const { path: fr } = await listing(0, 'fr');
    const res = await get(nl.replace(/^\/nl\//, '/fr/'));
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(fr);
  });

  it('an old city or title slug moves to the listing’s own path', async () => {
    const { id, path } = await listing(0, 'en');
    const res = await get(`/en/for-sale/elsewhere/an-old-title/${id}/`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(path);
  });

  it('the listing’s own path is the page (200), and an unknown listing still a 404', async () => {
    const { path } = await listing(0, 'fr');
    expect((await get(path)).status).toBe(200);
    expect((await get('/fr/a-vendre/x/y/999999999/')).status).toBe(404);
  });

  it.each([
    ['/fr/te-koop/', '/fr/a-vendre/'],
    ['/fr/te-koop/?page=2', '/fr/a-vendre/?page=2'],
    ['/en/te-huur/', '/en/for-rent/'],
    ['/fr/team/', '/fr/equipe/'],
    ['/nl/for-sale/', '/nl/te-koop/'],
  ])('another language’s page path under its language segment: %s moves to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it('a path no language has stays a 404', async () => {
    expect((await get('/fr/nulle-part/')).status).toBe(404);
  });
});
