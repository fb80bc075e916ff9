import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { appDataSource } from '../data-source';
import { freshDatabase } from '../testing/test-database';
import { MeiliSearchEngine } from './meili.search-engine';

/**
 * Runs against a real Meilisearch only: none can be installed on the development machines here,
 * so these tests are skipped unless MEILI_URL is set (docker compose up meilisearch).
 */
describe.skipIf(!process.env.MEILI_URL)('Meilisearch engine', () => {
  let ds: DataSource;
  let engine: MeiliSearchEngine;
  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 2 });
    await ds.initialize();
    engine = new MeiliSearchEngine(ds, process.env.MEILI_URL!, process.env.MEILI_KEY);
    await engine.reindexAll();
  }, 120_000);
  afterAll(() => ds?.destroy());

  it('finds a city with a typo and a property by title', async () => {
    const hits = await engine.search('watrloo', 'fr', { types: 9, cities: 8, properties: 6 });
    const [waterloo] = await ds.query(`SELECT id FROM city WHERE 'waterloo' = ANY(aliases)`);
    expect(hits.cities.map((c) => c.cityId)).toContain(waterloo.id);
  });

  it('drops a withdrawn listing from the index when synced', async () => {
    const [{ id, title }] = await ds.query(
      `SELECT p.id, t.title FROM property p JOIN property_text t ON t.property_id = p.id AND t.lang = 'en' WHERE p.withdrawn_at IS NULL LIMIT 1`,
    );
    expect(
      (await engine.search(title, 'en', { types: 0, cities: 0, properties: 20 })).properties.map(
        (p) => p.propertyId,
      ),
    ).toContain(id);
    await ds.query(`UPDATE property SET withdrawn_at = now() WHERE id = $1`, [id]);
    await engine.syncProperties([id]);
    expect(
      (await engine.search(title, 'en', { types: 0, cities: 0, properties: 20 })).properties.map(
        (p) => p.propertyId,
      ),
    ).not.toContain(id);
  });
});
