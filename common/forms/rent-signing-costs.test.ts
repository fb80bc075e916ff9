import { describe, expect, it } from 'vitest';
import {
  formatEuros,
  rentSigningCosts,
  toCents,
  type RentListingAmounts,
  type RentSigningCosts,
} from './rent-signing-costs';

describe('rentSigningCosts', () => {
  it.each<[string, RentListingAmounts, RentSigningCosts | null]>([
    [
      'all amounts',
      { monthlyRent: 1250, charges: 75, inventoryCost: 300 },
      { firstMonthRent: 1250, firstMonthCharges: 75, inventoryShare: 150, deposit: 3750, total: 5225 },
    ],
    [
      'no charges',
      { monthlyRent: 900, charges: null, inventoryCost: 250 },
      { firstMonthRent: 900, firstMonthCharges: 0, inventoryShare: 125, deposit: 2700, total: 3725 },
    ],
    [
      'no inventory cost',
      { monthlyRent: 900, charges: 50, inventoryCost: undefined },
      { firstMonthRent: 900, firstMonthCharges: 50, inventoryShare: 0, deposit: 2700, total: 3650 },
    ],
    [
      'neither',
      { monthlyRent: 700, charges: null, inventoryCost: null },
      { firstMonthRent: 700, firstMonthCharges: 0, inventoryShare: 0, deposit: 2100, total: 2800 },
    ],
    [
      'odd inventory cost: half a euro',
      { monthlyRent: 1000, charges: 0, inventoryCost: 155 },
      { firstMonthRent: 1000, firstMonthCharges: 0, inventoryShare: 77.5, deposit: 3000, total: 4077.5 },
    ],
    [
      'cents: rounded half up',
      { monthlyRent: 850.335, charges: 40.005, inventoryCost: 0.01 },
      {
        firstMonthRent: 850.34,
        firstMonthCharges: 40.01,
        inventoryShare: 0.01,
        deposit: 2551.01,
        total: 3441.37,
      },
    ],
    [
      'binary noise does not leak',
      { monthlyRent: 0.1, charges: 0.2, inventoryCost: 0 },
      { firstMonthRent: 0.1, firstMonthCharges: 0.2, inventoryShare: 0, deposit: 0.3, total: 0.6 },
    ],
    [
      'negative or NaN extras count as none',
      { monthlyRent: 1000, charges: -20, inventoryCost: Number.NaN },
      { firstMonthRent: 1000, firstMonthCharges: 0, inventoryShare: 0, deposit: 3000, total: 4000 },
    ],
    ['rent unknown', { monthlyRent: null, charges: 75, inventoryCost: 300 }, null],
    ['rent zero', { monthlyRent: 0, charges: 75, inventoryCost: 300 }, null],
  ])('%s', (_name, listing, expected) => {
    expect(rentSigningCosts(listing)).toEqual(expected);
  });
});

describe('toCents', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.004, 1],
    [0.1 + 0.2, 0.3],
  ])('%s → %s', (v, expected) => expect(toCents(v)).toBe(expected));
});

describe('formatEuros', () => {
  it.each([
    [5225, '€ 5.225'],
    [4077.5, '€ 4.077,50'],
    [3441.37, '€ 3.441,37'],
    [0, '€ 0'],
    [125000, '€ 125.000'],
  ])('%s → %s', (v, expected) => {
    expect(formatEuros(v)).toBe(expected);
  });
});
