import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeDocument } from '../../client/generated/graphql';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(sharedDatabaseUrl());
});
afterAll(async () => {
  await server?.close();
});

describe('the home page hero', () => {
  it('has one headline (the h1) and one intro, in every language', async () => {
    for (const lang of ['nl', 'fr', 'en']) {
      const html = await (await fetch(`${server.url}/${lang}/`)).text();
      const hero = html.slice(
        html.indexOf('class="home-banner'),
        html.indexOf('</section>', html.indexOf('class="home-banner')),
      );
      expect(html.match(/<h1[\s>]/g), lang).toHaveLength(1);
      expect(hero.match(/<h1[\s>]/g), lang).toHaveLength(1);
      expect(hero, lang).not.toContain('home-banner-title');
      // One intro: a single paragraph of text between the headline and the search box.
      const intro = hero.slice(hero.indexOf('</h1>'), hero.indexOf('search-box'));
      expect(intro.match(/<p[\s>]/g) ?? [], lang).toHaveLength(1);
    }
  });
});

describe("the home page's latest offers", () => {
  it('are available listings, newest first, before any under option', async () => {
    const res = await server.gql<{ forSale: { items: { id: number }[] } }>(print(HomeDocument), {
      lang: 'en',
    });
    expect(res.errors).toBeUndefined();
    const ids = res.data!.forSale.items.map((p) => p.id);
    expect(ids.length).toBe(4);
    const rows: { id: number; marquee: number }[] = await server.ds.query(
      `SELECT id, marquee FROM property WHERE id = ANY($1)`,
      [ids],
    );
    const option = (id: number) => [0, 2].includes(rows.find((r) => r.id === id)!.marquee);
    const [{ available }] = await server.ds.query(
      `SELECT count(*)::int AS available FROM property WHERE withdrawn_at IS NULL AND goal = 0 AND marquee NOT IN (0, 2, 3, 4)`,
    );
    // The catalog has enough available listings on sale: none under option may show.
    expect(available).toBeGreaterThanOrEqual(4);
    expect(ids.filter(option)).toEqual([]);
    const newest: { id: number }[] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL AND goal = 0 AND marquee NOT IN (0, 2, 3, 4)
        ORDER BY published_at DESC, id DESC LIMIT 4`,
    );
    expect(ids).toEqual(newest.map((r) => r.id));
  });
});
