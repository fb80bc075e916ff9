import { describe, expect, it } from 'vitest';
import { knownArea, publishedPrice } from './published-price';

describe('publishedPrice', () => {
  it.each<[number | null, boolean, boolean | null | undefined, number | null]>([
    [350_000, true, undefined, 350_000],
    [350_000, true, false, 350_000],
    [350_000, true, null, 350_000],
    [350_000, false, false, null],
    [350_000, true, true, null],
    [null, true, false, null],
    [0, true, false, 0],
    [Number.POSITIVE_INFINITY, true, false, null],
  ])('%s, published %s, on demand %s → %s', (price, published, onDemand, expected) => {
    expect(publishedPrice(price, published, onDemand)).toBe(expected);
  });
});

describe('knownArea', () => {
  it.each<[number | null | undefined, number | null]>([
    [120, 120],
    [45.5, 45.5],
    [0, null],
    [-3, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%s → %s', (area, expected) => {
    expect(knownArea(area)).toBe(expected);
  });
});
