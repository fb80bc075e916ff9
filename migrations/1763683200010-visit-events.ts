import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owners' statistics, event-sourced. `property_event` is the append-only log (page views,
 * list impressions, enquiries, visits, offers, media online, price and status changes), partitioned
 * by month; `property_daily_stat` holds the counters derived from it, per property, day
 * (Europe/Brussels), kind and source, updated in the same transaction as the events are appended.
 * `npm run stats:rebuild` recomputes the counters from the log.
 */
export class VisitEvents1763683200010 implements MigrationInterface {
  name = 'VisitEvents1763683200010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE property_event (
        id uuid NOT NULL,
        property_id int NOT NULL,
        kind text NOT NULL,
        occurred_at timestamptz NOT NULL,
        source text NOT NULL DEFAULT 'direct',
        lang text,
        device text,
        data jsonb,
        CONSTRAINT property_event_pkey PRIMARY KEY (id, occurred_at),
        CONSTRAINT property_event_kind_check CHECK (kind IN ('impression', 'view', 'enquiry', 'visit', 'offer', 'media_online', 'price_change', 'status_change'))
      ) PARTITION BY RANGE (occurred_at)`);
    await q.query(`CREATE INDEX property_event_property_idx ON property_event (property_id, occurred_at)`);
    // Months before or after the prepared range still have a home.
    await q.query(`CREATE TABLE property_event_default PARTITION OF property_event DEFAULT`);
    await q.query(`
      CREATE FUNCTION ensure_property_event_partitions(first_month date, months int) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE m date;
      BEGIN
        FOR i IN 0 .. months - 1 LOOP
          m := date_trunc('month', first_month)::date + make_interval(months => i);
          EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF property_event FOR VALUES FROM (%L) TO (%L)',
                         'property_event_' || to_char(m, 'YYYY_MM'), m, (m + interval '1 month')::date);
        END LOOP;
      END $$`);
    await q.query(`SELECT ensure_property_event_partitions((now() - interval '24 months')::date, 37)`);

    await q.query(`
      CREATE TABLE property_daily_stat (
        property_id int NOT NULL,
        day date NOT NULL,
        kind text NOT NULL,
        source text NOT NULL,
        count int NOT NULL,
        CONSTRAINT property_daily_stat_pkey PRIMARY KEY (property_id, day, kind, source)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS property_daily_stat`);
    await q.query(`DROP TABLE IF EXISTS property_event`);
    await q.query(`DROP FUNCTION IF EXISTS ensure_property_event_partitions(date, int)`);
  }
}
