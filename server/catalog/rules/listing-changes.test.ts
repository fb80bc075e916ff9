import { describe, expect, it } from 'vitest';
import { listingChanges, type ListingState } from './listing-changes';

const at = new Date('2026-11-22T10:00:00Z');
const state = (price: number | null, marquee: number): ListingState => ({ price, marquee });

describe('listingChanges', () => {
  it.each([
    ['nothing changed', state(300_000, 1), state(300_000, 1), []],
    [
      'price down',
      state(300_000, 1),
      state(285_000, 1),
      [['price', { fromPrice: 300_000, toPrice: 285_000 }]],
    ],
    ['price up', state(950, 1), state(990, 1), [['price', { fromPrice: 950, toPrice: 990 }]]],
    ['price appears (was on demand)', state(null, 1), state(250_000, 1), []],
    ['price hidden', state(250_000, 1), state(null, 1), []],
    [
      'sold',
      state(300_000, 1),
      state(300_000, 3),
      [['status', { fromStatus: 'AVAILABLE', toStatus: 'SOLD' }]],
    ],
    [
      'option taken',
      state(300_000, 1),
      state(300_000, 2),
      [['status', { fromStatus: 'AVAILABLE', toStatus: 'OPTION' }]],
    ],
    ['option code 0 → 2 is the same availability', state(300_000, 0), state(300_000, 2), []],
    [
      'rented at a new rent',
      state(900, 1),
      state(950, 4),
      [
        ['price', { fromPrice: 900, toPrice: 950 }],
        ['status', { fromStatus: 'AVAILABLE', toStatus: 'RENTED' }],
      ],
    ],
  ] as const)('%s', (_name, before, after, expected) => {
    const changes = listingChanges(7, before, after, at);
    expect(changes.map(({ propertyId: _p, occurredAt: _o, kind, ...values }) => [kind, values])).toEqual(
      expected,
    );
    for (const c of changes) expect(c).toMatchObject({ propertyId: 7, occurredAt: at });
  });
});
