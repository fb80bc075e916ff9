import type { EntityManager } from 'typeorm';
import { writeListingChanges } from '../catalog/listing-change.service';

type Queryable = Pick<EntityManager, 'query'>;

/**
 * The one writer of visit slots. `rowsSql` is a SELECT of (property_id, starts_at, ends_at,
 * capacity), its parameters `params`; a slot that exists (same listing and start) is left alone
 * with its bookings. A listing that had no slot left to book and now has one gets a 'slots' listing
 * change, for its watchers: more days added to a calendar that still has room are no news. Run it
 * in a transaction (`m` a transaction's manager) so the slots and their change are written
 * together. Returns how many slots were opened.
 */
export async function openVisitSlots(m: Queryable, rowsSql: string, params: unknown[]): Promise<number> {
  // The CTEs read the table as it was before the insert: "bookable" is the listings' state before.
  const opened: { property_id: number; was_bookable: boolean; upcoming: boolean }[] = await m.query(
    `WITH wanted AS (${rowsSql}),
     bookable AS (
       SELECT DISTINCT property_id FROM appointment_slot
        WHERE starts_at > now() AND booked < capacity AND property_id IN (SELECT property_id FROM wanted)
     ),
     inserted AS (
       INSERT INTO appointment_slot (property_id, starts_at, ends_at, capacity)
       SELECT property_id, starts_at, ends_at, capacity FROM wanted
       ON CONFLICT (property_id, starts_at) DO NOTHING
       RETURNING property_id, starts_at
     )
     SELECT i.property_id, b.property_id IS NOT NULL AS was_bookable, i.starts_at > now() AS upcoming
       FROM inserted i LEFT JOIN bookable b USING (property_id)`,
    params,
  );
  const occurredAt = new Date();
  const news = new Set(opened.filter((r) => r.upcoming && !r.was_bookable).map((r) => r.property_id));
  await writeListingChanges(
    m,
    [...news].map((propertyId) => ({ propertyId, occurredAt, kind: 'slots' as const })),
  );
  return opened.length;
}
