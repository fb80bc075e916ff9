import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { appDataSource } from '../data-source';
import { freshDatabase } from '../testing/test-database';
import { seedEventHistory } from './event-history.seed';

describe('demo visit history (written by the demo seed)', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 2 });
    await ds.initialize();
  });
  afterAll(() => ds?.destroy());

  it('gives every listing up to 90 days of views, enquiries and media online, with counters equal to the log', async () => {
    const [coverage] = await ds.query(`
      SELECT count(*)::int AS listings,
             count(*) FILTER (WHERE EXISTS (SELECT 1 FROM property_event e WHERE e.property_id = p.id AND e.kind = 'view'))::int AS with_views,
             count(*) FILTER (WHERE EXISTS (SELECT 1 FROM property_event e WHERE e.property_id = p.id AND e.kind = 'media_online'))::int AS online
      FROM property p WHERE p.withdrawn_at IS NULL`);
    expect(coverage.with_views).toBe(coverage.listings);
    expect(coverage.online).toBe(coverage.listings);
    const [span] = await ds.query(
      `SELECT (now()::date - min(occurred_at)::date) AS days FROM property_event WHERE kind = 'view'`,
    );
    expect(span.days).toBeGreaterThanOrEqual(85);
    expect(span.days).toBeLessThanOrEqual(91);
    const [totals] = await ds.query(
      `SELECT (SELECT count(*) FROM property_event)::int AS logged, (SELECT sum(count) FROM property_daily_stat WHERE kind <> 'unique_visitors')::int AS counted,
              (SELECT count(*) FROM property_event WHERE new_visitor)::int AS "newVisitors", (SELECT sum(count) FROM property_daily_stat WHERE kind = 'unique_visitors')::int AS visitors,
              (SELECT count(*) FROM property_event WHERE kind = 'view')::int AS views`,
    );
    expect(totals.counted).toBe(totals.logged);
    // Unique visitors: most views, never more.
    expect(totals.visitors).toBe(totals.newVisitors);
    expect(totals.visitors).toBeGreaterThan(totals.views / 2);
    expect(totals.visitors).toBeLessThan(totals.views);
    expect(
      (await ds.query(`SELECT count(*)::int AS n FROM property_event WHERE kind = 'enquiry'`))[0].n,
    ).toBeGreaterThan(0);
    // Favourites: a few of the visitors.
    const [{ favourites }] = await ds.query(
      `SELECT count(*)::int AS favourites FROM property_event WHERE kind = 'favourite'`,
    );
    expect(favourites).toBeGreaterThan(0);
    expect(favourites).toBeLessThan(totals.visitors / 10);
  });

  it('gives some listings a 5 % price cut and the listings under option, sold or rented their status change', async () => {
    const cuts: { from_price: string; to_price: string }[] = await ds.query(
      `SELECT c.from_price, c.to_price FROM listing_change c WHERE c.kind = 'price'`,
    );
    expect(cuts.length).toBeGreaterThan(0);
    for (const c of cuts) expect(Number(c.to_price) / Number(c.from_price)).toBeCloseTo(0.95, 1);
    const [status] = await ds.query(`
      SELECT count(*) FILTER (WHERE p.marquee IN (0, 2, 3, 4))::int AS closed,
             count(*) FILTER (WHERE c.to_status = CASE p.marquee WHEN 3 THEN 'SOLD' WHEN 4 THEN 'RENTED' ELSE 'OPTION' END)::int AS matching,
             count(c.id)::int AS changes
      FROM property p LEFT JOIN listing_change c ON c.property_id = p.id AND c.kind = 'status'
      WHERE p.withdrawn_at IS NULL`);
    expect(status.changes).toBe(status.closed);
    expect(status.matching).toBe(status.closed);
  });

  it('adds nothing when run again', async () => {
    const before = (await ds.query(`SELECT count(*)::int AS n FROM property_event`))[0].n;
    expect(await seedEventHistory(ds)).toEqual({ events: 0 });
    expect((await ds.query(`SELECT count(*)::int AS n FROM property_event`))[0].n).toBe(before);
  });
});
