import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A listing's changes as facts of their own, written by the feed import in the transaction that
 * changes the listing: new, a price change (from, to), a status change (from, to availability),
 * withdrawn, back on the market. Owners' statistics, alerts and the public history read them. The
 * price and status changes the page-view event log held so far move here (and their counters go:
 * nothing counts them per day).
 */
export class ListingChanges1763683200024 implements MigrationInterface {
  name = 'ListingChanges1763683200024';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE listing_change (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        property_id int NOT NULL,
        kind text NOT NULL CONSTRAINT listing_change_kind_check CHECK (kind IN ('new', 'price', 'status', 'withdrawn', 'back')),
        occurred_at timestamptz NOT NULL,
        from_price numeric(12, 2),
        to_price numeric(12, 2),
        from_status text,
        to_status text,
        CONSTRAINT listing_change_property_id_fkey FOREIGN KEY (property_id) REFERENCES property(id) ON DELETE CASCADE,
        CONSTRAINT listing_change_price_check CHECK (kind <> 'price' OR (from_price IS NOT NULL AND to_price IS NOT NULL)),
        CONSTRAINT listing_change_status_check CHECK (kind <> 'status' OR (from_status IS NOT NULL AND to_status IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX listing_change_property_idx ON listing_change (property_id, occurred_at)`);
    await q.query(`CREATE INDEX listing_change_occurred_idx ON listing_change (occurred_at)`);
    await q.query(`
      INSERT INTO listing_change (property_id, kind, occurred_at, from_price, to_price, from_status, to_status)
      SELECT e.property_id, CASE e.kind WHEN 'price_change' THEN 'price' ELSE 'status' END, e.occurred_at,
             CASE WHEN e.kind = 'price_change' THEN (e.data->>'from')::numeric END,
             CASE WHEN e.kind = 'price_change' THEN (e.data->>'to')::numeric END,
             CASE WHEN e.kind = 'status_change' THEN e.data->>'from' END,
             CASE WHEN e.kind = 'status_change' THEN e.data->>'to' END
      FROM property_event e JOIN property p ON p.id = e.property_id
      WHERE e.kind IN ('price_change', 'status_change')
        AND (e.kind = 'status_change' OR (e.data->>'from' IS NOT NULL AND e.data->>'to' IS NOT NULL))
      ORDER BY e.occurred_at`);
    await q.query(`DELETE FROM property_event WHERE kind IN ('price_change', 'status_change')`);
    await q.query(`DELETE FROM property_daily_stat WHERE kind IN ('price_change', 'status_change')`);
    await q.query(`ALTER TABLE property_event DROP CONSTRAINT property_event_kind_check`);
    await q.query(`
      ALTER TABLE property_event ADD CONSTRAINT property_event_kind_check
        CHECK (kind IN ('impression', 'view', 'enquiry', 'visit', 'offer', 'media_online'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE property_event DROP CONSTRAINT property_event_kind_check`);
    await q.query(`
      ALTER TABLE property_event ADD CONSTRAINT property_event_kind_check
        CHECK (kind IN ('impression', 'view', 'enquiry', 'visit', 'offer', 'media_online', 'price_change', 'status_change'))`);
    await q.query(`
      INSERT INTO property_event (id, property_id, kind, occurred_at, source, data)
      SELECT gen_random_uuid(), property_id, CASE kind WHEN 'price' THEN 'price_change' ELSE 'status_change' END,
             occurred_at, 'other',
             CASE kind WHEN 'price' THEN jsonb_build_object('from', from_price, 'to', to_price)
                       ELSE jsonb_build_object('from', from_status, 'to', to_status) END
      FROM listing_change WHERE kind IN ('price', 'status')`);
    await q.query(`DROP TABLE IF EXISTS listing_change`);
  }
}
