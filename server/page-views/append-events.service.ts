import type { EntityManager } from 'typeorm';
import { AGENCY_TIME_ZONE } from '../../common/forms/appointment-time';
import type { EventKind } from './property-event.entity';

export interface NewEvent {
  /** Chosen by the producer, so a batch delivered twice is appended once. */
  id: string;
  propertyId: number;
  kind: EventKind;
  occurredAt: Date;
  source?: string;
  lang?: string | null;
  device?: string | null;
  data?: Record<string, unknown> | null;
  /** A page view that is its anonymous visitor's first of the listing that Brussels day. */
  newVisitor?: boolean;
}

/**
 * The counter kind of unique visitors: per listing, day and the source of the visitor's first view
 * (summed over sources, the listing's visitors that day). Not an event kind: it is derived from the
 * page views marked `new_visitor`, so it is rebuilt from the log like the other counters.
 */
export const UNIQUE_VISITORS = 'unique_visitors';

/** The counter rows of a set of events (`rows`: a relation with property_id, kind, occurred_at, source, new_visitor). */
const counterRows = (rows: string) => `
  SELECT property_id, (occurred_at AT TIME ZONE '${STATS_TIME_ZONE}')::date AS day, kind, source FROM ${rows} e
  UNION ALL
  SELECT property_id, (occurred_at AT TIME ZONE '${STATS_TIME_ZONE}')::date, '${UNIQUE_VISITORS}', source FROM ${rows} e WHERE new_visitor`;

/** Days of the counters are Brussels days: "today" for a Belgian owner. */
export const STATS_TIME_ZONE = AGENCY_TIME_ZONE;

/**
 * Appends events and adds them to the daily counters in ONE statement: only the rows actually
 * inserted (not duplicates of an earlier delivery) are counted, so counters always equal the log.
 * Run it inside the caller's transaction when the event accompanies another write.
 */
export async function appendEvents(manager: EntityManager, events: readonly NewEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const rows: { inserted: number }[] = await manager.query(
    `WITH input AS (
       SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[], $4::timestamptz[], $5::text[], $6::text[], $7::text[], $8::jsonb[], $9::boolean[])
         AS t(id, property_id, kind, occurred_at, source, lang, device, data, new_visitor)
     ), inserted AS (
       INSERT INTO property_event (id, property_id, kind, occurred_at, source, lang, device, data, new_visitor)
       SELECT DISTINCT ON (id, occurred_at) id, property_id, kind, occurred_at, source, lang, device, data, new_visitor FROM input
       ON CONFLICT DO NOTHING
       RETURNING property_id, kind, occurred_at, source, new_visitor
     ), counted AS (
       -- In key order: concurrent batches (the worker runs two) then lock the counter rows they
       -- share in the same order and wait for each other instead of deadlocking (bench:page-views).
       INSERT INTO property_daily_stat AS s (property_id, day, kind, source, count)
       SELECT property_id, day, kind, source, count(*)::int
       FROM (${counterRows('inserted')}) c GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
       ON CONFLICT (property_id, day, kind, source) DO UPDATE SET count = s.count + EXCLUDED.count
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM inserted)::int AS inserted`,
    [
      events.map((e) => e.id),
      events.map((e) => e.propertyId),
      events.map((e) => e.kind),
      events.map((e) => e.occurredAt.toISOString()),
      events.map((e) => e.source ?? 'direct'),
      events.map((e) => e.lang ?? null),
      events.map((e) => e.device ?? null),
      events.map((e) => (e.data ? JSON.stringify(e.data) : null)),
      events.map((e) => e.kind === 'view' && e.newVisitor === true),
    ],
  );
  return rows[0]?.inserted ?? 0;
}

/**
 * Recomputes every counter from the log (`npm run stats:rebuild`), unique visitors included (each
 * visitor's first view of a listing and day is marked in the log; the visitor key itself is never
 * stored). Holds a lock that makes concurrent appends wait, so the result is exact, not a moving
 * target. `events`: the events counted (unique visitors are not events). `days`: only the counters
 * of these Brussels days (bench:page-views puts a day's counters back after removing its load).
 */
export async function rebuildDailyStats(
  manager: EntityManager,
  { days }: { days?: readonly string[] } = {},
): Promise<{ rows: number; events: number }> {
  if (days && days.length === 0) return { rows: 0, events: 0 };
  await manager.query(`LOCK TABLE property_daily_stat IN EXCLUSIVE MODE`);
  // Some days only ('YYYY-MM-DD', Brussels): the log is read from the day before the first (a
  // range the partitions can prune), the days picked out by their Brussels date.
  const onDays = days
    ? `(SELECT * FROM property_event WHERE occurred_at >= $2::date - 1 AND (occurred_at AT TIME ZONE '${STATS_TIME_ZONE}')::date = ANY($1::date[]))`
    : 'property_event';
  const params = days ? [days, [...days].sort()[0]] : [];
  await manager.query(
    days ? `DELETE FROM property_daily_stat WHERE day = ANY($1::date[])` : `DELETE FROM property_daily_stat`,
    days ? [days] : [],
  );
  const [{ rows, events }]: { rows: number; events: number }[] = await manager.query(
    `WITH ins AS (
       INSERT INTO property_daily_stat (property_id, day, kind, source, count)
       SELECT property_id, day, kind, source, count(*)::int
       FROM (${counterRows(onDays)}) c GROUP BY 1, 2, 3, 4
       -- Written listing by listing: an owner's rows then sit side by side on few pages.
       ORDER BY 1, 2, 3, 4
       RETURNING kind, count
     ) SELECT count(*)::int AS rows, coalesce(sum(count) FILTER (WHERE kind <> '${UNIQUE_VISITORS}'), 0)::int AS events FROM ins`,
    params,
  );
  return { rows, events };
}
