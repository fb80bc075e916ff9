import type { EntityManager } from 'typeorm';
import { STATS_TIME_ZONE } from './append-events.service';
import type { EventKind } from './property-event.entity';

/** The kinds an owner's funnel and histories count, in funnel order. */
export const FUNNEL_KINDS = ['impression', 'view', 'enquiry', 'visit', 'offer'] as const;
export type FunnelKind = (typeof FUNNEL_KINDS)[number];

export type KindCounts = Record<FunnelKind | 'media_online', number>;

export interface DailyFigures extends KindCounts {
  /** Brussels day, 'YYYY-MM-DD'. */
  day: string;
}

export interface MonthlyFigures extends KindCounts {
  /** 'YYYY-MM'. */
  month: string;
}

/** What an owner sees of one listing, all read from the daily counters. */
export interface PropertyStatsFigures {
  propertyId: number;
  /** Brussels day the figures are for. */
  today: string;
  /** First day of the series (`days` days ending today). */
  from: string;
  /** Page views (visits of the detail page). Week from Monday, month from the 1st, Brussels days. */
  views: { today: number; week: number; month: number; total: number };
  /** One entry per day from `from` to `today`, zeros included. */
  series: DailyFigures[];
  /** The series summed: list impressions → views → enquiries → visits → offers. */
  window: KindCounts;
  /** Since the first event. */
  allTime: KindCounts;
  /** Page views by source over the series' days, largest first. */
  sources: { source: string; views: number }[];
  /** Every month with events, newest first. */
  months: MonthlyFigures[];
}

/** A fact that is not a page view or impression: communications, visits, media online, changes. */
export interface Milestone {
  kind: Exclude<EventKind, 'view' | 'impression'>;
  occurredAt: Date;
  source: string;
  data: Record<string, unknown> | null;
}

export const MIN_STATS_DAYS = 7;
export const MAX_STATS_DAYS = 366;
export const DEFAULT_STATS_DAYS = 30;

const COUNTED: readonly (FunnelKind | 'media_online')[] = [...FUNNEL_KINDS, 'media_online'];

/**
 * The owner's figures for a listing, from `property_daily_stat` only (never the event log): one
 * statement, one index range (the counters' primary key starts with the property).
 */
export async function readPropertyStats(
  manager: Pick<EntityManager, 'query'>,
  propertyId: number,
  { days = DEFAULT_STATS_DAYS, now = new Date() }: { days?: number; now?: Date } = {},
): Promise<PropertyStatsFigures> {
  const [row]: StatsRow[] = await manager.query(
    `WITH b AS (SELECT ($2::timestamptz AT TIME ZONE '${STATS_TIME_ZONE}')::date AS today),
          s AS MATERIALIZED (SELECT day, kind, source, count FROM property_daily_stat WHERE property_id = $1 AND day <= (SELECT today FROM b))
     SELECT b.today::text AS today,
            (b.today - ($3::int - 1))::text AS "from",
            (SELECT json_build_object(
                      'today', coalesce(sum(count) FILTER (WHERE day = b.today), 0),
                      'week', coalesce(sum(count) FILTER (WHERE day >= date_trunc('week', b.today)::date), 0),
                      'month', coalesce(sum(count) FILTER (WHERE day >= date_trunc('month', b.today)::date), 0),
                      'total', coalesce(sum(count), 0))
               FROM s WHERE kind = 'view') AS views,
            (SELECT coalesce(json_agg(json_build_array(day::text, kind, n)), '[]')
               FROM (SELECT day, kind, sum(count)::int AS n FROM s WHERE day > b.today - $3::int GROUP BY 1, 2) d) AS daily,
            (SELECT coalesce(json_agg(json_build_array(source, n) ORDER BY n DESC, source), '[]')
               FROM (SELECT source, sum(count)::int AS n FROM s WHERE kind = 'view' AND day > b.today - $3::int GROUP BY 1) d) AS sources,
            (SELECT coalesce(json_agg(json_build_array(month, kind, n)), '[]')
               FROM (SELECT to_char(day, 'YYYY-MM') AS month, kind, sum(count)::int AS n FROM s GROUP BY 1, 2) d) AS months
     FROM b`,
    [propertyId, now.toISOString(), days],
  );
  return figuresFromRow(propertyId, row, days);
}

interface StatsRow {
  today: string;
  from: string;
  views: { today: number; week: number; month: number; total: number };
  daily: [string, string, number][];
  sources: [string, number][];
  months: [string, string, number][];
}

const zeroCounts = (): KindCounts => ({ impression: 0, view: 0, enquiry: 0, visit: 0, offer: 0, media_online: 0 });
const isCounted = (kind: string): kind is keyof KindCounts => (COUNTED as readonly string[]).includes(kind);

/** Turns the statement's compact rows into the figures: every day present, months newest first. */
export function figuresFromRow(propertyId: number, row: StatsRow, days: number): PropertyStatsFigures {
  const byDay = new Map<string, DailyFigures>();
  for (const day of daysBetween(row.from, row.today)) byDay.set(day, { day, ...zeroCounts() });
  const window = zeroCounts();
  for (const [day, kind, n] of row.daily) {
    const entry = byDay.get(day);
    if (!entry || !isCounted(kind)) continue;
    entry[kind] += n;
    window[kind] += n;
  }
  const byMonth = new Map<string, MonthlyFigures>();
  const allTime = zeroCounts();
  for (const [month, kind, n] of row.months) {
    if (!isCounted(kind)) continue;
    let entry = byMonth.get(month);
    if (!entry) byMonth.set(month, (entry = { month, ...zeroCounts() }));
    entry[kind] += n;
    allTime[kind] += n;
  }
  const series = [...byDay.values()];
  if (series.length !== days) throw new Error(`expected ${days} days from ${row.from} to ${row.today}, got ${series.length}`);
  return {
    propertyId,
    today: row.today,
    from: row.from,
    views: { today: Number(row.views.today), week: Number(row.views.week), month: Number(row.views.month), total: Number(row.views.total) },
    series,
    window,
    allTime,
    sources: row.sources.map(([source, views]) => ({ source, views })),
    months: [...byMonth.values()].sort((a, b) => b.month.localeCompare(a.month)),
  };
}

/** Calendar days from `from` to `to` inclusive, both 'YYYY-MM-DD' (no time zone involved). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** Page views today / this week / this month / in total for several listings, in one statement (the owner's list). */
export async function readViewCounters(
  manager: Pick<EntityManager, 'query'>,
  propertyIds: readonly number[],
  now = new Date(),
): Promise<Map<number, PropertyStatsFigures['views']>> {
  const out = new Map<number, PropertyStatsFigures['views']>(propertyIds.map((id) => [id, { today: 0, week: 0, month: 0, total: 0 }]));
  if (propertyIds.length === 0) return out;
  const rows: { property_id: number; today: number; week: number; month: number; total: number }[] = await manager.query(
    `WITH b AS (SELECT ($2::timestamptz AT TIME ZONE '${STATS_TIME_ZONE}')::date AS today)
     SELECT s.property_id,
            coalesce(sum(s.count) FILTER (WHERE s.day = b.today), 0)::int AS today,
            coalesce(sum(s.count) FILTER (WHERE s.day >= date_trunc('week', b.today)::date), 0)::int AS week,
            coalesce(sum(s.count) FILTER (WHERE s.day >= date_trunc('month', b.today)::date), 0)::int AS month,
            coalesce(sum(s.count), 0)::int AS total
     FROM property_daily_stat s, b
     WHERE s.property_id = ANY($1) AND s.kind = 'view' AND s.day <= b.today
     GROUP BY s.property_id`,
    [propertyIds, now.toISOString()],
  );
  for (const r of rows) out.set(r.property_id, { today: r.today, week: r.week, month: r.month, total: r.total });
  return out;
}

/**
 * The newest facts that are not views or impressions (through the partial index of migration
 * …011): up to `limit` communications, visits and offers, and up to `limit` publications and
 * price or status changes, so a busy listing's requests never push its media history out.
 */
export async function readMilestones(manager: Pick<EntityManager, 'query'>, propertyId: number, limit = 100): Promise<Milestone[]> {
  const rows: { kind: Milestone['kind']; occurred_at: Date; source: string; data: Record<string, unknown> | null }[] = await manager.query(
    `(SELECT kind, occurred_at, source, data FROM property_event
       WHERE property_id = $1 AND kind NOT IN ('view', 'impression') AND kind IN ('enquiry', 'visit', 'offer')
       ORDER BY occurred_at DESC LIMIT $2)
     UNION ALL
     (SELECT kind, occurred_at, source, data FROM property_event
       WHERE property_id = $1 AND kind NOT IN ('view', 'impression') AND kind IN ('media_online', 'price_change', 'status_change')
       ORDER BY occurred_at DESC LIMIT $2)
     ORDER BY occurred_at DESC`,
    [propertyId, limit],
  );
  return rows.map((r) => ({ kind: r.kind, occurredAt: r.occurred_at, source: r.source, data: r.data }));
}
