import type { EntityManager } from 'typeorm';
import type { Availability } from './rules/availability';
import type { ListingChange, ListingChangeKind } from './rules/listing-changes';

export type { ListingChange, ListingChangeKind } from './rules/listing-changes';

type Queryable = Pick<EntityManager, 'query'>;

/** The advisory lock a feed import holds while it writes: one import at a time. */
export const IMPORT_LOCK_KEY = 7_301_914;

/**
 * Waits until no feed import is writing listing changes, and keeps the next one from starting
 * until the caller's transaction ends. An import writes its batches in parallel transactions,
 * whose ids may commit out of order; with imports held, every change up to
 * `newestListingChangeId` is committed, and a reader that stops there skips none.
 */
export async function holdListingChangeWriters(m: Queryable): Promise<void> {
  await m.query('SELECT pg_advisory_xact_lock_shared($1)', [IMPORT_LOCK_KEY]);
}

/** The id of the newest listing change (a bigint, as text); '0' when there is none. */
export async function newestListingChangeId(m: Queryable): Promise<string> {
  const [{ id }]: { id: string }[] = await m.query(
    `SELECT coalesce(max(id), 0)::text AS id FROM listing_change`,
  );
  return id;
}

/** Writes listing changes in the caller's transaction (the feed import's, with the listings themselves). */
export async function writeListingChanges(m: Queryable, changes: readonly ListingChange[]): Promise<void> {
  if (changes.length === 0) return;
  const rows = changes.map((c) => ({
    property_id: c.propertyId,
    kind: c.kind,
    occurred_at: c.occurredAt.toISOString(),
    from_price: c.kind === 'price' ? c.fromPrice : null,
    to_price: c.kind === 'price' ? c.toPrice : null,
    from_status: c.kind === 'status' ? c.fromStatus : null,
    to_status: c.kind === 'status' ? c.toStatus : null,
  }));
  await m.query(
    `INSERT INTO listing_change (property_id, kind, occurred_at, from_price, to_price, from_status, to_status)
     SELECT property_id, kind, occurred_at, from_price, to_price, from_status, to_status
     FROM jsonb_to_recordset($1::jsonb) AS r(property_id int, kind text, occurred_at timestamptz,
       from_price numeric, to_price numeric, from_status text, to_status text)`,
    [JSON.stringify(rows)],
  );
}

/** A row of `listing_change` as SQL reads it (its other features' queries select these columns). */
export interface ListingChangeRow {
  property_id: number;
  kind: ListingChangeKind;
  occurred_at: Date;
  from_price: string | null;
  to_price: string | null;
  from_status: Availability | null;
  to_status: Availability | null;
}

/** The change a row of `listing_change` stands for. */
export function listingChangeOf(r: ListingChangeRow): ListingChange {
  const base = { propertyId: r.property_id, occurredAt: r.occurred_at };
  if (r.kind === 'price')
    return { ...base, kind: 'price', fromPrice: Number(r.from_price), toPrice: Number(r.to_price) };
  if (r.kind === 'status')
    return { ...base, kind: 'status', fromStatus: r.from_status!, toStatus: r.to_status! };
  return { ...base, kind: r.kind };
}

/** A listing's newest changes of the given kinds (all kinds by default), newest first, at most `limit`. */
export async function listingChangesOf(
  m: Queryable,
  propertyId: number,
  { kinds, limit = 100 }: { kinds?: readonly ListingChangeKind[]; limit?: number } = {},
): Promise<ListingChange[]> {
  const rows: ListingChangeRow[] = await m.query(
    `SELECT property_id, kind, occurred_at, from_price, to_price, from_status, to_status
     FROM listing_change
     WHERE property_id = $1 AND ($2::text[] IS NULL OR kind = ANY($2::text[]))
     ORDER BY occurred_at DESC, id DESC LIMIT $3`,
    [propertyId, kinds ?? null, limit],
  );
  return rows.map(listingChangeOf);
}
