import { describe, expect, it } from 'vitest';
import {
  barWidth,
  chartMarkers,
  conversion,
  formatCount,
  formatDay,
  formatEuros,
  formatMonth,
  formatShare,
  funnelSteps,
  shortDay,
} from './stats-format';

describe('owner stats formats', () => {
  it.each([
    [0, 'nl', '0'],
    [999, 'nl', '999'],
    [1234, 'nl', '1.234'],
    [1234567, 'fr', '1.234.567'],
    [1234, 'de', '1.234'],
    [1234, 'en', '1,234'],
  ] as const)('formatCount(%i, %s) = %s', (n, lang, text) => expect(formatCount(n, lang)).toBe(text));

  it.each([
    [285000, '€ 285.000'],
    [950, '€ 950'],
  ])('formatEuros(%i) = %s', (n, text) => expect(formatEuros(n)).toBe(text));

  it.each([
    [12.5, 'nl', '12,5'],
    [100, 'nl', '100'],
    [33.3, 'fr', '33,3'],
    [33.3, 'de', '33,3'],
    [33.3, 'en', '33.3'],
    [0, 'en', '0'],
  ] as const)('formatShare(%d, %s) = %s', (n, lang, text) => expect(formatShare(n, lang)).toBe(text));

  it('writes days day-month-year, and the axis without the year', () => {
    expect(formatDay('2026-11-02')).toBe('02-11-2026');
    expect(shortDay('2026-11-02')).toBe('02-11');
  });

  it.each([
    ['nl', 'november 2026'],
    ['fr', 'novembre 2026'],
    ['en', 'November 2026'],
    ['de', 'November 2026'],
  ])('formatMonth in %s', (locale, text) => expect(formatMonth('2026-11', locale)).toBe(text));

  it.each([
    [0, 0, null],
    [0, 5, null],
    [200, 10, 5],
    [3, 1, 33.3],
    [10, 10, 100],
  ])('conversion(%i → %i) = %s %', (from, to, pct) => expect(conversion(from, to)).toBe(pct));

  it.each([
    [0, 10, 0],
    [5, 0, 0],
    [10, 10, 100],
    [1, 1000, 1],
    [250, 1000, 25],
  ])('barWidth(%i of %i) = %i', (v, max, w) => expect(barWidth(v, max)).toBe(w));

  it('keeps price and status changes inside the period, once per day and kind, in day order', () => {
    const markers = chartMarkers(
      [
        { kind: 'STATUS_CHANGE', day: '2026-11-20' },
        { kind: 'PRICE_CHANGE', day: '2026-11-10' },
        { kind: 'PRICE_CHANGE', day: '2026-11-10' },
        { kind: 'ENQUIRY', day: '2026-11-12' },
        { kind: 'PRICE_CHANGE', day: '2026-09-01' },
      ],
      '2026-10-24',
      '2026-11-22',
    );
    expect(markers).toEqual([
      { day: '2026-11-10', kind: 'PRICE_CHANGE' },
      { day: '2026-11-20', kind: 'STATUS_CHANGE' },
    ]);
  });
});

describe('funnelSteps', () => {
  it.each([
    ['SALE', ['impressions', 'views', 'enquiries', 'visits', 'offers']],
    ['RENT', ['impressions', 'views', 'enquiries', 'visits']],
  ])('a %s listing: %j', (goal, steps) => expect(funnelSteps(goal)).toEqual(steps));
});
