/** Pure helpers of the owners' statistics page: numbers, days, conversions, chart markers. */

import type { LanguageCode } from '../../../common/languages';
import { formatFigure } from '../../../common/number-format';

const EUROS = new Intl.NumberFormat('nl-BE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** A count in the page language's way (common/number-format.ts): 1.234, in English 1,234. */
export const formatCount = (n: number, lang: LanguageCode): string =>
  formatFigure(n, lang, { maxDecimals: 0 });

/** A percentage with one decimal at most: 12,5, in English 12.5. */
export const formatShare = (n: number, lang: LanguageCode): string =>
  formatFigure(n, lang, { maxDecimals: 1 });

/** € 285.000, with a normal space (the portal's tables and screen readers read it as one value). */
export const formatEuros = (n: number): string => EUROS.format(n).replace(/\u00a0|\u202f/g, ' ');

/** 'YYYY-MM-DD' → 'DD-MM-YYYY': dates are shown day-month-year, as Belgians write them. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}

/** 'YYYY-MM-DD' → 'DD-MM', the chart's axis. */
export const shortDay = (day: string): string => formatDay(day).slice(0, 5);

/** 'YYYY-MM' → the month's name and year in the interface language. */
export function formatMonth(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : `${locale}-BE`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, 1));
}

/**
 * Share of the previous funnel step that reached this one, in percent with one decimal; null when
 * the previous step is 0 (no share to speak of).
 */
export function conversion(from: number, to: number): number | null {
  if (from <= 0) return null;
  return Math.round((to / from) * 1000) / 10;
}

/** A bar's width in percent of the largest value (0 stays 0; the largest is 100). */
export function barWidth(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(1, Math.round((value / max) * 100));
}

export interface ChartMarker {
  day: string;
  kind: 'PRICE_CHANGE' | 'STATUS_CHANGE';
}

/** Price and status changes inside the series' days, one marker per day and kind (the chart's reference lines). */
export function chartMarkers(
  milestones: readonly { kind: string; day: string }[],
  from: string,
  to: string,
): ChartMarker[] {
  const seen = new Set<string>();
  const out: ChartMarker[] = [];
  for (const m of milestones) {
    if ((m.kind !== 'PRICE_CHANGE' && m.kind !== 'STATUS_CHANGE') || m.day < from || m.day > to) continue;
    const key = `${m.day}|${m.kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ day: m.day, kind: m.kind });
  }
  return out.sort((a, b) => a.day.localeCompare(b.day));
}

/** The funnel's steps, in order, by the statistics' names for them. */
export type FunnelStep = 'impressions' | 'views' | 'enquiries' | 'visits' | 'offers';

const SALE_STEPS: readonly FunnelStep[] = ['impressions', 'views', 'enquiries', 'visits', 'offers'];
const RENT_STEPS: readonly FunnelStep[] = ['impressions', 'views', 'enquiries', 'visits'];

/**
 * A listing's steps from being seen to its goal: a sale ends with the offers to buy; a rental ends
 * with the visits booked, since nobody makes an offer on a rental (a candidate tenant applies, which
 * is a request like the others).
 */
export const funnelSteps = (goal: string): readonly FunnelStep[] =>
  goal === 'SALE' ? SALE_STEPS : RENT_STEPS;
