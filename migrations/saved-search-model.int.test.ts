import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDataSource } from '../server/data-source';
import { freshDatabase, undoMigrationsThrough } from '../server/testing/test-database';

/** Upgrading a database with confirmed demand registrations: they become instant saved searches. */
describe('migration SavedSearchModel1763683200026', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 1 });
    await ds.initialize();
  });
  afterAll(() => ds?.destroy());

  it('keeps every choice of a confirmed registration and makes it an instant, unpaused, unnamed search', async () => {
    await undoMigrationsThrough(ds, 'SavedSearchModel1763683200026');
    const email = `before-${randomUUID()}@example.be`;
    const choices = {
      goal: 0,
      type_ids: [1, 2],
      city_ids: [],
      zips: ['1410'],
      price_min: 200000,
      price_max: 450000,
      min_bedrooms: 2,
    };
    await ds.query(
      `INSERT INTO demand_registration (email, first_name, lang, goal, type_ids, city_ids, zips, price_min, price_max,
                                        min_bedrooms, confirmed_at)
       VALUES ($1, 'An', 'fr', $2, $3, $4, $5, $6, $7, $8, '2026-11-01T10:00:00Z')`,
      [email, ...Object.values(choices)],
    );
    await ds.runMigrations();
    const [row] = await ds.query(
      `SELECT goal, type_ids, city_ids, zips, price_min, price_max, min_bedrooms, confirmed_at, active,
              name, frequency, min_living_area, max_energy_rank, paused_at,
              last_change_id = (SELECT max(id) FROM listing_change) AS caught_up
         FROM demand_registration WHERE email = $1`,
      [email],
    );
    expect(row).toEqual({
      ...choices,
      confirmed_at: new Date('2026-11-01T10:00:00Z'),
      active: true,
      name: null,
      frequency: 'instant',
      min_living_area: null,
      max_energy_rank: null,
      paused_at: null,
      caught_up: true,
    });

    // And back: the registration stays, without the new columns.
    await undoMigrationsThrough(ds, 'SavedSearchModel1763683200026');
    expect(await ds.query(`SELECT price_max FROM demand_registration WHERE email = $1`, [email])).toEqual([
      { price_max: 450000 },
    ]);
    await ds.runMigrations();
  });
});
