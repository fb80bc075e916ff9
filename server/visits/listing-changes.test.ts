import { describe, expect, it } from 'vitest';
import { listingChangeEvents, type ListingState } from './listing-changes';

const at = new Date('2026-11-22T10:00:00Z');
const state = (price: number | null, marquee: number): ListingState => ({ price, marquee });

describe('listingChangeEvents', () => {
  it.each([
    ['nothing changed', state(300_000, 1), state(300_000, 1), []],
    ['price down', state(300_000, 1), state(285_000, 1), [['price_change', { from: 300_000, to: 285_000 }]]],
    ['price up', state(950, 1), state(990, 1), [['price_change', { from: 950, to: 990 }]]],
    ['price appears (was on demand)', state(null, 1), state(250_000, 1), []],
    ['price hidden', state(250_000, 1), state(null, 1), []],
    ['sold', state(300_000, 1), state(300_000, 3), [['status_change', { from: 'AVAILABLE', to: 'SOLD' }]]],
    [
      'option taken',
      state(300_000, 1),
      state(300_000, 2),
      [['status_change', { from: 'AVAILABLE', to: 'OPTION' }]],
    ],
    ['option code 0 → 2 is the same availability', state(300_000, 0), state(300_000, 2), []],
    [
      'rented at a new rent',
      state(900, 1),
      state(950, 4),
      [
        ['price_change', { from: 900, to: 950 }],
        ['status_change', { from: 'AVAILABLE', to: 'RENTED' }],
      ],
    ],
  ] as const)('%s', (_name, before, after, expected) => {
    const events = listingChangeEvents(7, before, after, at);
    expect(events.map((e) => [e.kind, e.data])).toEqual(expected);
    for (const e of events) expect(e).toMatchObject({ propertyId: 7, occurredAt: at });
  });
});
