import { describe, expect, it } from 'vitest';
import type { ListingChange } from '../catalog/listing-change.service';
import { ALERT_MAIL_MAX_LISTINGS, alertEntries, alertTriggerOf, type PendingAlert } from './alert-rules';

const at = new Date('2027-03-01T10:00:00Z');

describe('alertTriggerOf', () => {
  it.each([
    [{ propertyId: 1, occurredAt: at, kind: 'new' }, 'new'],
    [{ propertyId: 1, occurredAt: at, kind: 'price', fromPrice: 300_000, toPrice: 285_000 }, 'price-drop'],
    [{ propertyId: 1, occurredAt: at, kind: 'price', fromPrice: 285_000, toPrice: 300_000 }, null],
    [
      { propertyId: 1, occurredAt: at, kind: 'status', fromStatus: 'AVAILABLE', toStatus: 'OPTION' },
      'status',
    ],
    [{ propertyId: 1, occurredAt: at, kind: 'status', fromStatus: 'OPTION', toStatus: 'SOLD' }, 'status'],
    [{ propertyId: 1, occurredAt: at, kind: 'back' }, 'status'],
    [{ propertyId: 1, occurredAt: at, kind: 'withdrawn' }, null],
    [{ propertyId: 1, occurredAt: at, kind: 'slots' }, 'visit-slots'],
  ] satisfies [ListingChange, string | null][])('%j → %s', (change, trigger) => {
    expect(alertTriggerOf(change)).toBe(trigger);
  });
});

const minutes = (n: number) => new Date(at.getTime() + n * 60_000);

describe('alertEntries', () => {
  it.each<[string, PendingAlert[], ReturnType<typeof alertEntries>['entries']]>([
    [
      'one listing matched by two searches is one entry',
      [
        { propertyId: 7, trigger: 'new', occurredAt: minutes(0) },
        { propertyId: 7, trigger: 'new', occurredAt: minutes(0) },
      ],
      [{ propertyId: 7, trigger: 'new', oldPrice: null, status: null, latestAt: minutes(0) }],
    ],
    [
      'a new listing whose price then dropped is new',
      [
        {
          propertyId: 7,
          trigger: 'price-drop',
          occurredAt: minutes(5),
          fromPrice: 300_000,
          toPrice: 280_000,
        },
        { propertyId: 7, trigger: 'new', occurredAt: minutes(0) },
      ],
      [{ propertyId: 7, trigger: 'new', oldPrice: null, status: null, latestAt: minutes(5) }],
    ],
    [
      'two drops show the price before the first',
      [
        {
          propertyId: 7,
          trigger: 'price-drop',
          occurredAt: minutes(0),
          fromPrice: 300_000,
          toPrice: 290_000,
        },
        {
          propertyId: 7,
          trigger: 'price-drop',
          occurredAt: minutes(9),
          fromPrice: 290_000,
          toPrice: 275_000,
        },
      ],
      [{ propertyId: 7, trigger: 'price-drop', oldPrice: 300_000, status: null, latestAt: minutes(9) }],
    ],
    [
      'a drop beats a status change, and the last status is kept',
      [
        { propertyId: 7, trigger: 'status', occurredAt: minutes(1), toStatus: 'OPTION' },
        {
          propertyId: 7,
          trigger: 'price-drop',
          occurredAt: minutes(2),
          fromPrice: 300_000,
          toPrice: 290_000,
        },
        { propertyId: 7, trigger: 'status', occurredAt: minutes(3), toStatus: 'AVAILABLE' },
      ],
      [
        {
          propertyId: 7,
          trigger: 'price-drop',
          oldPrice: 300_000,
          status: 'AVAILABLE',
          latestAt: minutes(3),
        },
      ],
    ],
    [
      'newest first, then by listing',
      [
        { propertyId: 3, trigger: 'new', occurredAt: minutes(0) },
        { propertyId: 9, trigger: 'status', occurredAt: minutes(4), toStatus: 'SOLD' },
        { propertyId: 2, trigger: 'new', occurredAt: minutes(4) },
      ],
      [
        { propertyId: 2, trigger: 'new', oldPrice: null, status: null, latestAt: minutes(4) },
        { propertyId: 9, trigger: 'status', oldPrice: null, status: 'SOLD', latestAt: minutes(4) },
        { propertyId: 3, trigger: 'new', oldPrice: null, status: null, latestAt: minutes(0) },
      ],
    ],
  ])('%s', (_, pending, entries) => {
    expect(alertEntries(pending)).toEqual({ entries, total: entries.length });
  });

  it.each<[string, PendingAlert[]]>([
    [
      'a rise, then a smaller cut: still dearer than at the start',
      [
        {
          propertyId: 7,
          trigger: 'price-rise',
          occurredAt: minutes(0),
          fromPrice: 500_000,
          toPrice: 520_000,
        },
        {
          propertyId: 7,
          trigger: 'price-drop',
          occurredAt: minutes(1),
          fromPrice: 520_000,
          toPrice: 510_000,
        },
      ],
    ],
    [
      'a cut, then a rise above the start',
      [
        {
          propertyId: 7,
          trigger: 'price-drop',
          occurredAt: minutes(0),
          fromPrice: 500_000,
          toPrice: 450_000,
        },
        {
          propertyId: 7,
          trigger: 'price-rise',
          occurredAt: minutes(1),
          fromPrice: 450_000,
          toPrice: 520_000,
        },
      ],
    ],
  ])('leaves out a listing whose price ends no lower: %s', (_, pending) => {
    expect(alertEntries(pending)).toEqual({ entries: [], total: 0 });
  });

  it('tells a cut that a rise only partly undid, with the price before both', () => {
    const { entries } = alertEntries([
      { propertyId: 7, trigger: 'price-drop', occurredAt: minutes(0), fromPrice: 500_000, toPrice: 450_000 },
      { propertyId: 7, trigger: 'price-rise', occurredAt: minutes(1), fromPrice: 450_000, toPrice: 480_000 },
    ]);
    expect(entries).toEqual([
      { propertyId: 7, trigger: 'price-drop', oldPrice: 500_000, status: null, latestAt: minutes(1) },
    ]);
  });

  it(`shows at most ${ALERT_MAIL_MAX_LISTINGS} listings and counts them all`, () => {
    const pending = Array.from({ length: 40 }, (_, i): PendingAlert => ({
      propertyId: i + 1,
      trigger: 'new',
      occurredAt: minutes(i),
    }));
    const { entries, total } = alertEntries(pending);
    expect(total).toBe(40);
    expect(entries.map((e) => e.propertyId)).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29]);
  });

  it('has nothing to mail for nothing pending', () => {
    expect(alertEntries([])).toEqual({ entries: [], total: 0 });
  });
});
