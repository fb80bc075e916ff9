import type { EntityManager } from 'typeorm';
import { listingChangesOf } from '../catalog/listing-change.service';
import { brusselsToday } from '../../common/forms/rent-offer-rules';
import type { EventKind } from './property-event.entity';
import { UNIQUE_VISITORS } from './append-events.service';

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
  views: PeriodCounts;
  /**
   * Unique visitors of the detail page per day, summed over the period ("visitor-days"): a visitor
   * is told apart for one Brussels day only (its key lives a day), so a week's figure counts a
   * visitor who came on three days three times.
   */
  visitorDays: PeriodCounts;
  /** Visitors who made the listing a favourite, once per visitor and day, summed like visitorDays. */
  favourites: PeriodCounts;
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

/** A counter today, this week (from Monday), this month (from the 1st) and in total, Brussels days. */
export interface PeriodCounts {
  today: number;
  week: number;
  month: number;
  total: number;
}

/** A fact that is not a page view or impression: communications, visits, media online, changes. */
export interface Milestone {
  /** An event of the log, or a listing change (the catalog's) of price or status. */
  kind: Exclude<EventKind, 'view' | 'impression'> | 'price_change' | 'status_change';
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
 * plain index range (the counters' primary key starts with the property; a listing has a few
 * thousand rows at most), summed here by `statsFromCounters`. Measured with bench:page-views: the same
 * sums as one SQL statement with JSON aggregates spent more time planning than reading.
 */
export async function readPropertyStats(
  manager: Pick<EntityManager, 'query'>,
  propertyId: number,
  { days = DEFAULT_STATS_DAYS, now = new Date() }: { days?: number; now?: Date } = {},
): Promise<PropertyStatsFigures> {
  const rows: CounterRow[] = await manager.query(
    `SELECT day::text AS day, kind, source, count FROM property_daily_stat WHERE property_id = $1`,
    [propertyId],
  );
  return statsFromCounters(propertyId, rows, { days, today: brusselsToday(now) });
}

export interface CounterRow {
  /** 'YYYY-MM-DD' */
  day: string;
  kind: string;
  source: string;
  count: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayString = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** The Monday of the week `day` is in (ISO weeks: Monday to Sunday). */
export const weekStart = (day: string): string => {
  const n = dayNumber(day);
  return dayString(n - ((new Date(n * DAY_MS).getUTCDay() + 6) % 7));
};
export const addDays = (day: string, delta: number): string => dayString(dayNumber(day) + delta);

const zeroCounts = (): KindCounts => ({
  impression: 0,
  view: 0,
  enquiry: 0,
  visit: 0,
  offer: 0,
  media_online: 0,
});
const isCounted = (kind: string): kind is keyof KindCounts => (COUNTED as readonly string[]).includes(kind);

/**
 * The owner's figures from a listing's counter rows: page views today / this week (from Monday) /
 * this month / in total, the series of the last `days` days ending `today` (every day present),
 * its sums, the sources of its page views and every month with events. Rows after `today` (a clock
 * ahead somewhere) are left out, as the statement did.
 */
export function statsFromCounters(
  propertyId: number,
  rows: readonly CounterRow[],
  { days, today }: { days: number; today: string },
): PropertyStatsFigures {
  const from = addDays(today, -(days - 1));
  const byDay = new Map<string, DailyFigures>();
  for (const day of daysBetween(from, today)) byDay.set(day, { day, ...zeroCounts() });
  const window = zeroCounts();
  const allTime = zeroCounts();
  const sources = new Map<string, number>();
  const byMonth = new Map<string, MonthlyFigures>();
  for (const r of rows) {
    if (r.day > today || !isCounted(r.kind)) continue;
    const n = Number(r.count);
    allTime[r.kind] += n;
    const month = r.day.slice(0, 7);
    let m = byMonth.get(month);
    if (!m) byMonth.set(month, (m = { month, ...zeroCounts() }));
    m[r.kind] += n;
    const d = r.day >= from ? byDay.get(r.day) : undefined;
    if (d) {
      d[r.kind] += n;
      window[r.kind] += n;
    }
    if (r.kind === 'view' && d) sources.set(r.source, (sources.get(r.source) ?? 0) + n);
  }
  return {
    propertyId,
    today,
    from,
    views: periodCounts(rows, today, 'view'),
    visitorDays: periodCounts(rows, today, UNIQUE_VISITORS),
    favourites: periodCounts(rows, today, 'favourite'),
    series: [...byDay.values()],
    window,
    allTime,
    sources: [...sources]
      .map(([source, n]) => ({ source, views: n }))
      .sort((a, b) => b.views - a.views || a.source.localeCompare(b.source)),
    months: [...byMonth.values()].sort((a, b) => b.month.localeCompare(a.month)),
  };
}

/** Calendar days from `from` to `to` inclusive, both 'YYYY-MM-DD' (no time zone involved). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * A counter kind (page views, unique visitors, favourites …) today, this week (from Monday), this
 * month and in total, from counter rows summed over their sources (rows after `today` left out).
 */
export function periodCounts(
  rows: readonly Pick<CounterRow, 'day' | 'kind' | 'count'>[],
  today: string,
  kind: string,
): PeriodCounts {
  const monday = weekStart(today);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const views = { today: 0, week: 0, month: 0, total: 0 };
  for (const r of rows) {
    if (r.kind !== kind || r.day > today) continue;
    const n = Number(r.count);
    views.total += n;
    if (r.day >= firstOfMonth) views.month += n;
    if (r.day >= monday) views.week += n;
    if (r.day === today) views.today += n;
  }
  return views;
}

/** The page-view counters of several listings (the owner's list): one index range, the same sums as one listing's. */
export async function readViewCounters(
  manager: Pick<EntityManager, 'query'>,
  propertyIds: readonly number[],
  now = new Date(),
): Promise<Map<number, PeriodCounts>> {
  const rows: (CounterRow & { property_id: number })[] = propertyIds.length
    ? await manager.query(
        `SELECT property_id, day::text AS day, kind, source, count FROM property_daily_stat WHERE property_id = ANY($1) AND kind = 'view'`,
        [propertyIds],
      )
    : [];
  const today = brusselsToday(now);
  return new Map(
    propertyIds.map((id) => [
      id,
      periodCounts(
        rows.filter((r) => r.property_id === id),
        today,
        'view',
      ),
    ]),
  );
}

/**
 * The newest facts that are not views or impressions: up to `limit` communications, visits and
 * offers (through the partial index of migration …011), up to `limit` publications, and up to
 * `limit` price or status changes (the catalog's listing changes), so a busy listing's requests
 * never push its media history out.
 */
export async function readMilestones(
  manager: Pick<EntityManager, 'query'>,
  propertyId: number,
  limit = 100,
): Promise<Milestone[]> {
  const [rows, changes] = await Promise.all([
    manager.query(
      `(SELECT kind, occurred_at, source, data FROM property_event
         WHERE property_id = $1 AND kind NOT IN ('view', 'impression') AND kind IN ('enquiry', 'visit', 'offer')
         ORDER BY occurred_at DESC LIMIT $2)
       UNION ALL
       (SELECT kind, occurred_at, source, data FROM property_event
         WHERE property_id = $1 AND kind NOT IN ('view', 'impression') AND kind = 'media_online'
         ORDER BY occurred_at DESC LIMIT $2)`,
      [propertyId, limit],
    ) as Promise<
      { kind: Milestone['kind']; occurred_at: Date; source: string; data: Record<string, unknown> | null }[]
    >,
    listingChangesOf(manager, propertyId, { kinds: ['price', 'status'], limit }),
  ]);
  const milestones: Milestone[] = rows.map((r) => ({
    kind: r.kind,
    occurredAt: r.occurred_at,
    source: r.source,
    data: r.data,
  }));
  for (const c of changes)
    if (c.kind === 'price')
      milestones.push({
        kind: 'price_change',
        occurredAt: c.occurredAt,
        source: 'other',
        data: { from: c.fromPrice, to: c.toPrice },
      });
    else if (c.kind === 'status')
      milestones.push({
        kind: 'status_change',
        occurredAt: c.occurredAt,
        source: 'other',
        data: { from: c.fromStatus, to: c.toStatus },
      });
  return milestones.sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime());
}
