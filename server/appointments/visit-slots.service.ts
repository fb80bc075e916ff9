import type { EntityManager } from 'typeorm';
import { writeListingChanges } from '../catalog/listing-change.service';

type Queryable = Pick<EntityManager, 'query'>;

/**
 * The one writer of visit slots. `rowsSql` is a SELECT of (property_id, starts_at, ends_at,
 * capacity), its parameters `params`; a slot that exists (same listing and start) is left alone
 * with its bookings. Each listing that gets a new slot gets one 'slots' listing change in the same
 * statement's transaction, for its watchers. Run it in a transaction (`m` a transaction's manager)
 * so the slots and their change are written together. Returns how many slots were opened.
 */
export async function openVisitSlots(m: Queryable, rowsSql: string, params: unknown[]): Promise<number> {
  const opened: { property_id: number }[] = await m.query(
    `INSERT INTO appointment_slot (property_id, starts_at, ends_at, capacity)
     SELECT property_id, starts_at, ends_at, capacity FROM (${rowsSql}) AS r
     ON CONFLICT (property_id, starts_at) DO NOTHING
     RETURNING property_id`,
    params,
  );
  const occurredAt = new Date();
  const listings = [...new Set(opened.map((r) => r.property_id))];
  await writeListingChanges(
    m,
    listings.map((propertyId) => ({ propertyId, occurredAt, kind: 'slots' as const })),
  );
  return opened.length;
}
