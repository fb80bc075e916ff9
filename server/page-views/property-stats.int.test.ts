import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/test-database';
import { appDataSource } from '../data-source';
import { appendEvents, type NewEvent } from './append-events.service';
import { writeListingChanges } from '../catalog/listing-change.service';
import { brusselsToday } from '../../common/forms/rent-offer-rules';
import {
  addDays,
  daysBetween,
  readMilestones,
  readPropertyStats,
  readViewCounters,
  statsFromCounters,
  weekStart,
} from './property-stats.service';

describe('daysBetween', () => {
  it.each([
    ['2026-11-01', '2026-11-01', 1],
    ['2026-10-24', '2026-11-22', 30],
    // Across the end of summer time: calendar days, not 24-hour steps in a zone.
    ['2026-10-20', '2026-10-30', 11],
    ['2024-02-27', '2024-03-01', 4],
  ])('%s → %s has %i days', (from, to, n) => {
    const days = daysBetween(from, to);
    expect(days).toHaveLength(n);
    expect(days[0]).toBe(from);
    expect(days.at(-1)).toBe(to);
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2026-11-22', '2026-11-16'], // Sunday → the Monday before
    ['2026-11-16', '2026-11-16'], // Monday → itself
    ['2026-11-18', '2026-11-16'],
    ['2026-01-01', '2025-12-29'], // across a year
    ['2024-03-03', '2024-02-26'], // across a leap February
  ])('the week of %s starts on %s', (day, monday) => expect(weekStart(day)).toBe(monday));

  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-11-22', -29, '2026-10-24'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('%s %i day(s) is %s', (day, delta, expected) => expect(addDays(day, delta)).toBe(expected));

  it.each([
    ['2026-11-21T23:30:00Z', '2026-11-22'], // winter: UTC+1
    ['2026-07-01T22:30:00Z', '2026-07-02'], // summer: UTC+2
    ['2026-07-01T21:30:00Z', '2026-07-01'],
    ['2026-03-29T00:30:00Z', '2026-03-29'], // the night summer time starts
  ])('%s is %s in Brussels', (iso, day) => expect(brusselsToday(new Date(iso))).toBe(day));
});

describe('statsFromCounters', () => {
  const row = (day: string, kind: string, count: number, source = 'direct') => ({ day, kind, source, count });
  it('sums unique visitors per day into visitor-days, and favourites, over every source', () => {
    // Sunday 2026-11-22: the week runs from Monday the 16th.
    const stats = statsFromCounters(
      9,
      [
        row('2026-11-22', 'unique_visitors', 2, 'search'),
        row('2026-11-22', 'unique_visitors', 1, 'direct'),
        row('2026-11-17', 'unique_visitors', 4),
        row('2026-11-02', 'unique_visitors', 5),
        row('2026-10-30', 'unique_visitors', 6),
        row('2026-11-23', 'unique_visitors', 100),
        row('2026-11-22', 'favourite', 1),
        row('2026-11-10', 'favourite', 2),
        row('2026-11-22', 'view', 9),
      ],
      { days: 30, today: '2026-11-22' },
    );
    expect(stats.visitorDays).toEqual({ today: 3, week: 7, month: 12, total: 18 });
    expect(stats.favourites).toEqual({ today: 1, week: 1, month: 3, total: 3 });
    expect(stats.views).toEqual({ today: 9, week: 9, month: 9, total: 9 });
  });

  it('sums counter rows into the owner figures; rows after today and unknown kinds are left out', () => {
    const stats = statsFromCounters(
      9,
      [
        row('2026-11-22', 'view', 2, 'search'),
        row('2026-11-16', 'view', 3, 'portal'),
        row('2026-11-15', 'view', 4),
        row('2026-11-01', 'view', 5),
        row('2026-10-24', 'view', 6),
        row('2026-10-23', 'view', 7),
        row('2026-11-23', 'view', 100),
        row('2026-11-20', 'price_change', 1),
        row('2026-11-20', 'enquiry', 2),
        row('2025-01-05', 'media_online', 1),
      ],
      { days: 30, today: '2026-11-22' },
    );
    expect(stats).toMatchObject({ propertyId: 9, today: '2026-11-22', from: '2026-10-24' });
    expect(stats.views).toEqual({ today: 2, week: 5, month: 14, total: 27 });
    expect(stats.series).toHaveLength(30);
    expect(stats.window).toEqual({
      impression: 0,
      view: 20,
      enquiry: 2,
      visit: 0,
      offer: 0,
      media_online: 0,
    });
    expect(stats.allTime).toEqual({
      impression: 0,
      view: 27,
      enquiry: 2,
      visit: 0,
      offer: 0,
      media_online: 1,
    });
    expect(stats.sources).toEqual([
      { source: 'direct', views: 15 },
      { source: 'portal', views: 3 },
      { source: 'search', views: 2 },
    ]);
    expect(stats.months.map((m) => m.month)).toEqual(['2026-11', '2026-10', '2025-01']);
  });
});

/** The owner's figures against a real database, with events placed on Brussels day edges. */
describe('readPropertyStats', () => {
  let ds: DataSource;
  let id: number;
  let other: number;
  // Sunday 22 November 2026, 10:00 in Brussels (UTC+1).
  const now = new Date('2026-11-22T09:00:00Z');
  const at = (iso: string) => new Date(iso);
  const event = (kind: NewEvent['kind'], iso: string, extra: Partial<NewEvent> = {}): NewEvent => ({
    id: randomUUID(),
    propertyId: id,
    kind,
    occurredAt: at(iso),
    ...extra,
  });

  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 1 });
    await ds.initialize();
    [{ id }, { id: other }] = await ds.query(`SELECT id FROM property ORDER BY id LIMIT 2`);
    await ds.query(`DELETE FROM property_event; DELETE FROM property_daily_stat; DELETE FROM listing_change`);
    // A price change is the catalog's fact, written beside the listing; the owner's timeline shows it.
    await writeListingChanges(ds.manager, [
      {
        propertyId: id,
        kind: 'price',
        occurredAt: at('2026-11-10T09:00:00Z'),
        fromPrice: 300000,
        toPrice: 285000,
      },
    ]);
    await appendEvents(ds.manager, [
      // Today in Brussels (the first one is 23:30 UTC the day before).
      event('view', '2026-11-21T23:30:00Z', { source: 'search' }),
      event('view', '2026-11-22T08:59:00Z', { source: 'search' }),
      // Yesterday (Saturday, 23:59 Brussels): this week (from Monday 16th) and this month.
      event('view', '2026-11-21T22:59:00Z', { source: 'portal' }),
      // Monday 16th 00:10 Brussels = Sunday 15th 23:10 UTC: this week.
      event('view', '2026-11-15T23:10:00Z', { source: 'social' }),
      // Sunday 15th, 23:50 Brussels: last week, this month.
      event('view', '2026-11-15T22:50:00Z', { source: 'direct' }),
      // October 31st, 23:30 Brussels (22:30 UTC): last month, still in the 30-day window.
      event('view', '2026-10-31T22:30:00Z', { source: 'direct' }),
      // Long ago: only in the total and the months.
      event('view', '2026-03-01T12:00:00Z', { source: 'mail' }),
      event('impression', '2026-11-20T10:00:00Z'),
      event('impression', '2026-11-20T10:01:00Z'),
      event('impression', '2026-11-20T10:02:00Z'),
      event('enquiry', '2026-11-20T11:00:00Z', { data: { form: 'more-info' } }),
      event('visit', '2026-11-21T11:00:00Z', { data: { form: 'appointment' } }),
      event('media_online', '2026-03-01T09:00:00Z', { data: { medium: 'Immoweb' } }),
      // Another listing's events never count here.
      { id: randomUUID(), propertyId: other, kind: 'view', occurredAt: at('2026-11-22T08:00:00Z') },
    ]);
  });
  afterAll(() => ds?.destroy());

  it('counts page views today, this week (from Monday), this month and in total, in Brussels days', async () => {
    const stats = await readPropertyStats(ds.manager, id, { now });
    expect(stats.today).toBe('2026-11-22');
    expect(stats.views).toEqual({ today: 2, week: 4, month: 5, total: 7 });
  });

  it('gives a 30-day series with every day, the window funnel and the sources', async () => {
    const stats = await readPropertyStats(ds.manager, id, { now });
    expect(stats.series).toHaveLength(30);
    expect(stats.from).toBe('2026-10-24');
    expect(stats.series.at(-1)).toMatchObject({ day: '2026-11-22', view: 2 });
    expect(stats.series.find((d) => d.day === '2026-11-20')).toMatchObject({
      impression: 3,
      enquiry: 1,
      view: 0,
    });
    expect(stats.series.find((d) => d.day === '2026-10-31')).toMatchObject({ view: 1 });
    expect(stats.window).toEqual({ impression: 3, view: 6, enquiry: 1, visit: 1, offer: 0, media_online: 0 });
    expect(stats.allTime).toEqual({
      impression: 3,
      view: 7,
      enquiry: 1,
      visit: 1,
      offer: 0,
      media_online: 1,
    });
    expect(stats.sources).toEqual([
      { source: 'direct', views: 2 },
      { source: 'search', views: 2 },
      { source: 'portal', views: 1 },
      { source: 'social', views: 1 },
    ]);
    expect(stats.months.map((m) => [m.month, m.view])).toEqual([
      ['2026-11', 5],
      ['2026-10', 1],
      ['2026-03', 1],
    ]);
  });

  it('reads a year as well, and nothing for a listing without events', async () => {
    const year = await readPropertyStats(ds.manager, id, { now, days: 365 });
    expect(year.series).toHaveLength(365);
    expect(year.window.view).toBe(7);
    const [{ id: quiet }] = await ds.query(`SELECT id FROM property WHERE id NOT IN ($1, $2) LIMIT 1`, [
      id,
      other,
    ]);
    const none = await readPropertyStats(ds.manager, quiet, { now });
    expect(none.views).toEqual({ today: 0, week: 0, month: 0, total: 0 });
    expect(none.sources).toEqual([]);
    expect(none.series.every((d) => d.view === 0)).toBe(true);
  });

  it('gives the same counters for several listings at once', async () => {
    const many = await readViewCounters(ds.manager, [id, other, 999_999_999], now);
    expect(many.get(id)).toEqual((await readPropertyStats(ds.manager, id, { now })).views);
    expect(many.get(other)).toEqual({ today: 1, week: 1, month: 1, total: 1 });
    expect(many.get(999_999_999)).toEqual({ today: 0, week: 0, month: 0, total: 0 });
  });

  it('lists the milestones newest first, without views and impressions', async () => {
    const milestones = await readMilestones(ds.manager, id);
    expect(milestones.map((m) => m.kind)).toEqual(['visit', 'enquiry', 'price_change', 'media_online']);
    expect(milestones[2].data).toEqual({ from: 300000, to: 285000 });
  });

  it('keeps the media history when many newer requests come in', async () => {
    const busy = Array.from({ length: 120 }, (_, i) =>
      event('enquiry', new Date(Date.parse('2026-11-01T10:00:00Z') + i * 60_000).toISOString(), {
        data: { form: 'more-info' },
      }),
    );
    await appendEvents(ds.manager, busy);
    const milestones = await readMilestones(ds.manager, id);
    expect(milestones.filter((m) => ['enquiry', 'visit', 'offer'].includes(m.kind))).toHaveLength(100);
    expect(milestones.map((m) => m.kind)).toContain('media_online');
    expect(milestones.map((m) => m.kind)).toContain('price_change');
    expect(milestones.every((m, i) => i === 0 || milestones[i - 1].occurredAt >= m.occurredAt)).toBe(true);
  });
});
