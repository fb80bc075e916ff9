import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDataSource } from '../server/data-source';
import { freshDatabase, undoMigrationsThrough } from '../server/testing/test-database';

/**
 * Upgrading a database whose page-view log holds price and status changes: they become listing
 * changes, with their values, and leave the log and its counters; going back restores them.
 */
describe('migration ListingChanges1763683200024', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 1 });
    await ds.initialize();
  });
  afterAll(() => ds?.destroy());

  it('moves the log’s price and status changes into listing_change, and back on undo', async () => {
    await undoMigrationsThrough(ds, 'ListingChanges1763683200024');
    const [{ id }]: { id: number }[] = await ds.query(`SELECT id FROM property ORDER BY id LIMIT 1`);
    await ds.query(`DELETE FROM property_event WHERE property_id = $1`, [id]);
    await ds.query(
      `INSERT INTO property_event (id, property_id, kind, occurred_at, source, data) VALUES
         ($1, $3, 'price_change', '2026-10-01T10:00:00Z', 'other', '{"from": 300000, "to": 285000}'),
         ($2, $3, 'status_change', '2026-10-05T10:00:00Z', 'other', '{"from": "AVAILABLE", "to": "SOLD"}')`,
      [randomUUID(), randomUUID(), id],
    );
    await ds.runMigrations();
    expect(
      await ds.query(
        `SELECT kind, occurred_at, from_price, to_price, from_status, to_status FROM listing_change
         WHERE property_id = $1 AND kind IN ('price', 'status') AND occurred_at < '2026-10-06' ORDER BY occurred_at`,
        [id],
      ),
    ).toEqual([
      {
        kind: 'price',
        occurred_at: new Date('2026-10-01T10:00:00Z'),
        from_price: '300000.00',
        to_price: '285000.00',
        from_status: null,
        to_status: null,
      },
      {
        kind: 'status',
        occurred_at: new Date('2026-10-05T10:00:00Z'),
        from_price: null,
        to_price: null,
        from_status: 'AVAILABLE',
        to_status: 'SOLD',
      },
    ]);
    expect(
      await ds.query(
        `SELECT count(*)::int AS n FROM property_event WHERE kind IN ('price_change', 'status_change')`,
      ),
    ).toEqual([{ n: 0 }]);
    // The log refuses those kinds from now on.
    await expect(
      ds.query(
        `INSERT INTO property_event (id, property_id, kind, occurred_at, source) VALUES ($1, $2, 'price_change', now(), 'other')`,
        [randomUUID(), id],
      ),
    ).rejects.toThrow(/property_event_kind_check/);

    await undoMigrationsThrough(ds, 'ListingChanges1763683200024');
    expect(
      await ds.query(
        `SELECT kind, data FROM property_event WHERE property_id = $1 AND occurred_at < '2026-10-06' ORDER BY occurred_at`,
        [id],
      ),
    ).toEqual([
      { kind: 'price_change', data: { from: 300000, to: 285000 } },
      { kind: 'status_change', data: { from: 'AVAILABLE', to: 'SOLD' } },
    ]);
    await ds.runMigrations();
  });
});
