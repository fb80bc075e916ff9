import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingChangesOf } from '../catalog/listing-change.service';
import { appDataSource } from '../data-source';
import { freshDatabase } from '../testing/test-database';
import { openVisitSlots } from './visit-slots.service';

/** Two slots of one listing, on a day far from the demo's, as the writer's rows. */
const SLOTS = `SELECT $1::int AS property_id, s AS starts_at, s + interval '3 hours' AS ends_at, 2 AS capacity
                 FROM unnest(ARRAY['2031-05-06T08:00:00Z', '2031-05-06T11:00:00Z']::timestamptz[]) AS s`;

describe('openVisitSlots', () => {
  let ds: DataSource;
  let propertyId: number;
  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 2 });
    await ds.initialize();
    // A listing with no slot left to book (the demo gives sold and rented ones none).
    [{ id: propertyId }] = await ds.query(
      `SELECT id FROM property p
        WHERE NOT EXISTS (SELECT 1 FROM appointment_slot s
                           WHERE s.property_id = p.id AND s.starts_at > now() AND s.booked < s.capacity)
        ORDER BY id LIMIT 1`,
    );
  });
  afterAll(() => ds?.destroy());

  const slotChanges = async () =>
    (await listingChangesOf(ds.manager, propertyId, { kinds: ['slots'] })).length;

  it('opens the slots of a listing that had none to book, and records one change for it', async () => {
    const before = await slotChanges();
    expect(await ds.transaction((m) => openVisitSlots(m, SLOTS, [propertyId]))).toBe(2);
    expect(await slotChanges()).toBe(before + 1);
  });

  it('opens nothing and records nothing when the slots exist', async () => {
    const before = await slotChanges();
    expect(await ds.transaction((m) => openVisitSlots(m, SLOTS, [propertyId]))).toBe(0);
    expect(await slotChanges()).toBe(before);
  });

  it('records no change for more days added to a calendar that still has room', async () => {
    const before = await slotChanges();
    const nextDay = SLOTS.replace('2031-05-06', '2031-05-08').replace('2031-05-06', '2031-05-08');
    expect(await ds.transaction((m) => openVisitSlots(m, nextDay, [propertyId]))).toBe(2);
    expect(await slotChanges()).toBe(before);
  });

  it('writes neither the slots nor the change when the transaction fails', async () => {
    const before = await slotChanges();
    const later = SLOTS.replace('2031-05-06', '2031-05-07').replace('2031-05-06', '2031-05-07');
    await expect(
      ds.transaction(async (m) => {
        await openVisitSlots(m, later, [propertyId]);
        throw new Error('the caller fails after opening');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await slotChanges()).toBe(before);
    expect(
      await ds.query(
        `SELECT count(*)::int AS n FROM appointment_slot WHERE property_id = $1 AND starts_at::date = '2031-05-07'`,
        [propertyId],
      ),
    ).toEqual([{ n: 0 }]);
  });
});
