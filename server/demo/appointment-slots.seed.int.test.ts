import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { freshDatabase } from '../testing/test-database';
import { appDataSource } from '../data-source';
import { seedAppointmentSlots } from './appointment-slots.seed';

describe('seedAppointmentSlots', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 2 });
    await ds.initialize();
  });
  afterAll(() => ds?.destroy());

  it('gives every listing on the market (and only those) the slots of the opening hours over the next 14 days: 3 each weekday, the morning one on Saturday, none on Sunday; in the test template too', async () => {
    const perListing: { id: number; marquee: number; slots: number }[] = await ds.query(
      `SELECT p.id, p.marquee, count(s.id)::int AS slots FROM property p LEFT JOIN appointment_slot s ON s.property_id = p.id WHERE p.withdrawn_at IS NULL GROUP BY p.id`,
    );
    const [{ weekdays, saturdays }] = await ds.query(
      `SELECT count(*) FILTER (WHERE extract(isodow FROM d) < 6)::int AS weekdays,
              count(*) FILTER (WHERE extract(isodow FROM d) = 6)::int AS saturdays
         FROM generate_series((now() AT TIME ZONE 'Europe/Brussels')::date + 1, (now() AT TIME ZONE 'Europe/Brussels')::date + 14, interval '1 day') d`,
    );
    expect([weekdays, saturdays]).toEqual([10, 2]);
    for (const p of perListing)
      expect([p.id, p.slots]).toEqual([p.id, [3, 4].includes(p.marquee) ? 0 : 3 * weekdays + saturdays]);
    const byDay: { day: number; times: string[] }[] = await ds.query(
      `SELECT extract(isodow FROM starts_at AT TIME ZONE 'Europe/Brussels')::int AS day,
              array_agg(DISTINCT to_char(starts_at AT TIME ZONE 'Europe/Brussels', 'HH24:MI') || '-' || to_char(ends_at AT TIME ZONE 'Europe/Brussels', 'HH24:MI')) AS times
         FROM appointment_slot GROUP BY 1 ORDER BY 1`,
    );
    const all = ['10:00-13:00', '13:00-16:00', '16:00-19:00'];
    expect(byDay).toEqual([
      ...[1, 2, 3, 4, 5].map((day) => ({ day, times: all })),
      { day: 6, times: ['10:00-13:00'] },
    ]);
    const [shape] = await ds.query(
      `SELECT min(capacity) AS min, max(capacity) AS max, sum(booked)::int AS booked FROM appointment_slot`,
    );
    expect(shape).toEqual({ min: 3, max: 3, booked: 0 });
    // One 'slots' change per listing that got slots: their watchers hear of it once.
    const [{ listings, changed }] = await ds.query(
      `SELECT (SELECT count(DISTINCT property_id) FROM appointment_slot)::int AS listings,
              (SELECT count(DISTINCT property_id) FROM listing_change WHERE kind = 'slots')::int AS changed`,
    );
    expect(changed).toBe(listings);
  });

  it('is idempotent and keeps bookings', async () => {
    await ds.query(
      `UPDATE appointment_slot SET booked = 1 WHERE id = (SELECT min(id) FROM appointment_slot)`,
    );
    const [before] = await ds.query(
      `SELECT count(*)::int AS n, sum(booked)::int AS booked FROM appointment_slot`,
    );
    const changes = `SELECT count(*)::int AS n FROM listing_change WHERE kind = 'slots'`;
    const [slotChanges] = await ds.query(changes);
    expect(await seedAppointmentSlots(ds)).toBe(0);
    expect(
      await ds.query(`SELECT count(*)::int AS n, sum(booked)::int AS booked FROM appointment_slot`),
    ).toEqual([before]);
    // Nothing opened, nothing for the watchers.
    expect(await ds.query(changes)).toEqual([slotChanges]);
  });
});
