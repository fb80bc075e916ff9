import type { DataSource, QueryRunner } from 'typeorm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isCatalogImageUrl } from '../catalog/catalog-images.service';
import { isContentImageUrl } from '../content/content-images.service';
import { appDataSource } from '../data-source';
import { sharedDatabaseUrl } from '../testing/test-database';

/** The pictures the site shows, found by their exact URL: the resizer takes no other URL with a query. */
describe('pictures the site shows', () => {
  let ds: DataSource;
  let tx: QueryRunner;
  beforeAll(async () => {
    ds = appDataSource(sharedDatabaseUrl(), { poolSize: 1 });
    await ds.initialize();
  });
  afterAll(() => ds.destroy());
  // Each case writes inside a transaction it rolls back: the shared database stays as seeded.
  beforeEach(async () => {
    tx = ds.createQueryRunner();
    await tx.startTransaction();
  });
  afterEach(async () => {
    await tx.rollbackTransaction();
    await tx.release();
  });

  const URL_SHOWN = 'https://photos.crm.example/listing/1.jpg?v=3';
  const shown = async (url: string) =>
    [await isCatalogImageUrl(tx.manager, url), await isContentImageUrl(tx.manager, url)] as const;

  it('finds a listing photo by its exact URL, query included, and nothing else', async () => {
    const [{ id }] = (await tx.query(`SELECT id FROM property ORDER BY id LIMIT 1`)) as { id: number }[];
    await tx.query(
      `INSERT INTO property_photo (property_id, source_id, position, url, width, height) VALUES ($1, 'linked-test', 99, $2, 800, 600)`,
      [id, URL_SHOWN],
    );
    expect(await shown(URL_SHOWN)).toEqual([true, false]);
    expect(await shown(URL_SHOWN.replace('v=3', 'v=4'))).toEqual([false, false]);
    expect(await shown(`${URL_SHOWN}&bust=1`)).toEqual([false, false]);
  });

  it("finds a project's photo in its list, a module's image in its list, a published testimonial's only", async () => {
    const [{ id: projectId }] = (await tx.query(`SELECT id FROM project ORDER BY id LIMIT 1`)) as {
      id: number;
    }[];
    await tx.query(
      `UPDATE project SET photos = photos || jsonb_build_array(jsonb_build_object('url', $2::text)) WHERE id = $1`,
      [projectId, URL_SHOWN],
    );
    expect(await shown(URL_SHOWN)).toEqual([true, false]);
    const module = 'https://photos.crm.example/banner.jpg?w=1';
    await tx.query(
      `UPDATE module SET images = images || jsonb_build_array($1::text) WHERE id = (SELECT min(id) FROM module)`,
      [module],
    );
    expect(await shown(module)).toEqual([false, true]);
    const portrait = 'https://photos.crm.example/me.jpg?s=2';
    const [{ id: testimonialId }] = (await tx.query(`SELECT min(id) AS id FROM testimonial`)) as {
      id: number;
    }[];
    await tx.query(`UPDATE testimonial SET image_url = $1, published = false WHERE id = $2`, [
      portrait,
      testimonialId,
    ]);
    expect(await shown(portrait)).toEqual([false, false]);
    await tx.query(`UPDATE testimonial SET published = true WHERE id = $1`, [testimonialId]);
    expect(await shown(portrait)).toEqual([false, true]);
  });
});
