import { describe, expect, it } from 'vitest';
import { compareRows, type CompareListing } from './compare-rows';

const listing = (over: Partial<CompareListing> = {}): CompareListing => ({
  goal: 'SALE',
  price: { formatted: '€ 300.000', amount: 300_000, onDemand: false },
  surfaces: { living: 100, ground: null },
  rooms: { bedrooms: 2, bathrooms: 1 },
  energy: { letter: 'C', band: 'c', epcValue: 250 },
  risks: { pScore: 'A', gScore: 'A' },
  building: { constructionYear: 1990 },
  costs: { chargesRenter: null },
  ...over,
});

const row = (rows: ReturnType<typeof compareRows>, key: string) => rows.find((r) => r.key === key);

describe('compareRows', () => {
  it('leaves out rows no listing fills, and marks rows whose values differ', () => {
    const rows = compareRows([listing(), listing({ rooms: { bedrooms: 3, bathrooms: 1 } })], 'nl');
    expect(rows.map((r) => r.key)).not.toContain('plotArea');
    expect(rows.map((r) => r.key)).not.toContain('charges');
    expect(row(rows, 'bedrooms')?.differs).toBe(true);
    expect(row(rows, 'bathrooms')?.differs).toBe(false);
  });

  it.each([
    // [row, first listing's change, second's change, best cell index (or none)]
    ['price', { price: { formatted: '€ 250.000', amount: 250_000, onDemand: false } }, {}, 0],
    ['livingArea', {}, { surfaces: { living: 140, ground: null } }, 1],
    ['energy', { energy: { letter: 'B', band: 'b', epcValue: 150 } }, {}, 0],
    ['constructionYear', {}, { building: { constructionYear: 2021 } }, 1],
    ['bathrooms', {}, {}, null],
  ] as const)('%s: the best is cell %s', (key, a, b, best) => {
    const rows = compareRows(
      [listing(a as Partial<CompareListing>), listing(b as Partial<CompareListing>)],
      'nl',
    );
    const cells = row(rows, key)!.cells;
    expect(cells.findIndex((c) => c.best)).toBe(best === null ? -1 : best);
  });

  it('computes the price per m², never from a hidden price', () => {
    const rows = compareRows(
      [
        listing({
          price: { formatted: '€ 320.000', amount: 320_000, onDemand: false },
          surfaces: { living: 80 },
        }),
        listing({ price: { formatted: 'Prijs op aanvraag', amount: 400_000, onDemand: true } }),
      ],
      'nl',
    );
    expect(row(rows, 'pricePerSquareMetre')!.cells.map((c) => c.text)).toEqual(['€ 4.000/m²', null]);
    expect(row(rows, 'price')!.cells.map((c) => c.text)).toEqual(['€ 320.000', 'Prijs op aanvraag']);
    // One known price: nothing to be best against.
    expect(row(rows, 'price')!.cells.some((c) => c.best)).toBe(false);
  });

  it('marks no best across a sale and a rent', () => {
    const rent = listing({ goal: 'RENT', price: { formatted: '€ 1.200', amount: 1_200, onDemand: false } });
    const rows = compareRows([listing(), rent], 'en');
    expect(row(rows, 'price')!.cells.some((c) => c.best)).toBe(false);
    expect(row(rows, 'price')!.differs).toBe(true);
  });

  it('writes the energy label with its value, areas in the page language', () => {
    const rows = compareRows(
      [listing({ surfaces: { living: 1250 }, energy: { band: 'c_sub', letter: 'C', epcValue: 310 } })],
      'en',
    );
    expect(row(rows, 'energy')!.cells[0].text).toBe('C− · 310 kWh/m²');
    expect(row(rows, 'livingArea')!.cells[0].text).toBe('1,250 m²');
  });
});
