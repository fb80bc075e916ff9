import { describe, expect, it } from 'vitest';
import { formatArea, formatDate, formatPrice, type FormatLanguage } from './format';
import { formatEuros } from '../../../common/forms/rent-signing-costs';

describe('formatPrice', () => {
  it.each<[number | null | undefined, string]>([
    [350000, '€ 350.000'],
    [0, '€ 0'],
    [999, '€ 999'],
    [1000, '€ 1.000'],
    [1250000, '€ 1.250.000'],
    [1250.5, '€ 1.250,50'],
    [1250.05, '€ 1.250,05'],
    [1250.456, '€ 1.250,46'],
    [1250.999, '€ 1.251'],
    [1250.001, '€ 1.250'],
    [-5, '€ -5'],
    [null, 'NaN'],
    [undefined, 'NaN'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'NaN'],
  ])('%s → %j', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('uses plain spaces, not the no-break space ICU produces', () => {
    expect(formatPrice(350000)).not.toMatch(/[\u00a0\u202f]/);
  });

  it.each<[FormatLanguage | undefined, string]>([
    ['nl', 'vanaf € 350.000'],
    ['fr', 'à partir de € 350.000'],
    ['en', 'starting from € 350.000'],
    ['de', 'ab € 350.000'],
    [undefined, 'vanaf € 350.000'],
  ])('price unit 7 in %s → %j', (lang, expected) => {
    expect(formatPrice(350000, { priceUnit: 7, ...(lang ? { lang } : {}) })).toBe(expected);
  });

  it.each<[number | null | undefined, FormatLanguage, string]>([
    [1, 'fr', '€ 350.000'],
    [null, 'fr', '€ 350.000'],
    [undefined, 'de', '€ 350.000'],
  ])('price unit %s in %s → %j', (priceUnit, lang, expected) => {
    expect(formatPrice(350000, { priceUnit, lang })).toBe(expected);
  });

  it('gives NaN without a prefix when the amount is missing', () => {
    expect(formatPrice(null, { priceUnit: 7, lang: 'fr' })).toBe('NaN');
  });
});

describe('formatDate', () => {
  it.each<[string, Date | string | null | undefined, string]>([
    ['a winter instant', new Date('2024-01-15T12:00:00Z'), '15-01-2024'],
    [
      'late evening UTC in winter is the next day in Brussels (UTC+1)',
      new Date('2024-01-15T23:30:00Z'),
      '16-01-2024',
    ],
    ['just before midnight Brussels in winter', new Date('2024-01-15T22:59:59Z'), '15-01-2024'],
    [
      'late evening UTC in summer is the next day in Brussels (UTC+2)',
      new Date('2024-07-31T22:30:00Z'),
      '01-08-2024',
    ],
    ['just before midnight Brussels in summer', new Date('2024-07-31T21:59:59Z'), '31-07-2024'],
    ['new year', new Date('2023-12-31T23:00:00Z'), '01-01-2024'],
    ['ISO string with Z', '2024-03-31T22:30:00Z', '01-04-2024'],
    ['ISO string with offset', '2024-03-30T23:30:00+01:00', '30-03-2024'],
    [
      '+01:00 is already the next day once summer time has started',
      '2024-03-31T23:30:00+01:00',
      '01-04-2024',
    ],
    ['date-only string keeps its day', '2024-03-31', '31-03-2024'],
    ['zone-less date-time keeps its day', '2024-03-31 23:30:00', '31-03-2024'],
    ['zone-less ISO date-time keeps its day', '2024-12-31T23:59', '31-12-2024'],
    ['leap day', '2024-02-29', '29-02-2024'],
    ['impossible date', '2023-02-29', ''],
    ['impossible month', '2024-13-01', ''],
    ['padded string', '  2024-05-01  ', '01-05-2024'],
    ['invalid Date', new Date('nonsense'), ''],
    ['unparseable string', 'yesterday', ''],
    ['empty string', '', ''],
    ['blank string', '   ', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
  ])('%s', (_label, value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('formatArea', () => {
  it.each<[number | null | undefined, string]>([
    [120, '120 m²'],
    [0, '0 m²'],
    [1250, '1.250 m²'],
    [12500, '12.500 m²'],
    [85.5, '85,5 m²'],
    [85.456, '85,46 m²'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('%s → %j', (m2, expected) => {
    expect(formatArea(m2)).toBe(expected);
  });
});

describe('formatArea per language: a decimal point in English, a comma in nl, fr and de', () => {
  it.each<[number, FormatLanguage, string]>([
    [85.5, 'nl', '85,5 m²'],
    [85.5, 'fr', '85,5 m²'],
    [85.5, 'de', '85,5 m²'],
    [85.5, 'en', '85.5 m²'],
    [1250, 'fr', '1.250 m²'],
    [1250, 'en', '1,250 m²'],
  ])('%s in %s → %j', (m2, lang, expected) => {
    expect(formatArea(m2, lang)).toBe(expected);
  });
});

describe('formatPrice and the browser’s euros (common/forms/rent-signing-costs.ts)', () => {
  it.each([5225, 4077.5, 3441.37, 0, 125000])('%s reads the same on both sides', (v) => {
    expect(formatEuros(v)).toBe(formatPrice(v));
  });
});
