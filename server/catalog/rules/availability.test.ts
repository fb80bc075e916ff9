import { describe, expect, it } from 'vitest';
import { availabilityOf, goalCode, goalOf, type Availability, type Goal } from './availability';

describe('availabilityOf', () => {
  it.each<[number | null | undefined, Availability]>([
    [0, 'OPTION'],
    [1, 'AVAILABLE'],
    [2, 'OPTION'],
    [3, 'SOLD'],
    [4, 'RENTED'],
    [5, 'AVAILABLE'],
    [-1, 'AVAILABLE'],
    [2.5, 'AVAILABLE'],
    [Number.NaN, 'AVAILABLE'],
    [null, 'AVAILABLE'],
    [undefined, 'AVAILABLE'],
  ])('%s → %s', (marquee, expected) => {
    expect(availabilityOf(marquee)).toBe(expected);
  });
});

describe('goalOf', () => {
  it.each<[number | null | undefined, Goal]>([
    [0, 'SALE'],
    [-0, 'SALE'],
    [1, 'RENT'],
    [2, 'RENT'],
    [-1, 'RENT'],
    [Number.NaN, 'RENT'],
    [null, 'RENT'],
    [undefined, 'RENT'],
  ])('%s → %s', (goal, expected) => {
    expect(goalOf(goal)).toBe(expected);
  });
});

describe('goalCode', () => {
  it.each<[Goal, 0 | 1]>([
    ['SALE', 0],
    ['RENT', 1],
  ])('%s → %i and back', (goal, code) => {
    expect(goalCode(goal)).toBe(code);
    expect(goalOf(goalCode(goal))).toBe(goal);
  });
});
