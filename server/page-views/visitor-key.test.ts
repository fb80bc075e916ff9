import { describe, expect, it } from 'vitest';
import {
  brusselsDayClock,
  brusselsDayEnd,
  deriveAddressGroupKey,
  deriveVisitorKey,
  VISITOR_KEY_MARGIN_MS,
  viewVerdict,
  visitorKeysExpireAt,
} from './visitor-key';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('brusselsDayEnd', () => {
  it.each([
    ['2026-11-22', '2026-11-22T23:00:00.000Z'], // winter: UTC+1
    ['2026-07-01', '2026-07-01T22:00:00.000Z'], // summer: UTC+2
    ['2026-03-28', '2026-03-28T23:00:00.000Z'], // the night before summer time starts (at 02:00)
    ['2026-03-29', '2026-03-29T22:00:00.000Z'], // the day summer time starts: 23 hours long
    ['2026-10-24', '2026-10-24T22:00:00.000Z'], // the night before summer time ends (at 03:00)
    ['2026-10-25', '2026-10-25T23:00:00.000Z'], // the day summer time ends: 25 hours long
    ['2026-12-31', '2026-12-31T23:00:00.000Z'], // across a year
    ['2028-02-28', '2028-02-28T23:00:00.000Z'], // a leap February
  ])('%s ends at %s', (day, iso) => expect(brusselsDayEnd(day).toISOString()).toBe(iso));

  it('keys of a day expire a margin after its end', () =>
    expect(visitorKeysExpireAt('2026-11-22')).toBe(
      Date.parse('2026-11-22T23:00:00Z') + VISITOR_KEY_MARGIN_MS,
    ));
});

describe('brusselsDayClock', () => {
  const dayOf = brusselsDayClock();
  it.each([
    ['2026-11-22T09:00:00Z', '2026-11-22'],
    ['2026-11-22T22:59:59.999Z', '2026-11-22'], // the last millisecond of the day: the cached day
    ['2026-11-22T23:00:00Z', '2026-11-23'], // midnight in Brussels
    ['2026-07-01T21:59:59.999Z', '2026-07-01'],
    ['2026-07-01T22:00:00Z', '2026-07-02'],
    ['2026-03-29T00:30:00Z', '2026-03-29'],
    ['2026-11-22T12:00:00Z', '2026-11-22'], // back to an earlier day after the cache moved on
  ])('%s is %s', (iso, day) => expect(dayOf(new Date(iso))).toBe(day));
});

describe('deriveVisitorKey', () => {
  const salt = 'salt-of-2026-11-22';
  const key = deriveVisitorKey(salt, '203.0.113.7', CHROME);
  it.each([
    ['another address', deriveVisitorKey(salt, '203.0.113.8', CHROME)],
    ['another browser', deriveVisitorKey(salt, '203.0.113.7', `${CHROME} Edg/120.0`)],
    ['another day (salt)', deriveVisitorKey('salt-of-2026-11-23', '203.0.113.7', CHROME)],
    // The separator keeps address and agent apart: moving a character across them is another visitor.
    ['the same text split elsewhere', deriveVisitorKey(salt, '203.0.113.', `7${CHROME}`)],
  ])('%s is another visitor', (_, other) => expect(other).not.toBe(key));

  it('is stable for one client and day, short, and shows nothing of the address', () => {
    expect(deriveVisitorKey(salt, '203.0.113.7', CHROME)).toBe(key);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain('203');
  });
});

describe('viewVerdict', () => {
  it.each([
    // the visitor's views, its group's counted views (0: not added) → verdict, with caps of 3 and 20
    ['a first view', 1, 1, { counted: true, newVisitor: true }],
    ['a second view', 2, 2, { counted: true, newVisitor: false }],
    ['the last view within the visitor cap', 3, 3, { counted: true, newVisitor: false }],
    ['a view beyond the visitor cap', 4, 0, { counted: false, newVisitor: false }],
    ['the 50th view', 50, 0, { counted: false, newVisitor: false }],
    ['a new visitor of a busy address group', 1, 20, { counted: true, newVisitor: true }],
    ['a new visitor beyond its address group’s cap', 1, 21, { counted: false, newVisitor: false }],
    ['a visitor’s second view beyond its group’s cap', 2, 25, { counted: false, newVisitor: false }],
  ])('%s', (_, visitor, group, verdict) =>
    expect(viewVerdict({ visitor, group }, { visitor: 3, group: 20 })).toEqual(verdict),
  );

  it.each([
    [1, 1, { counted: true, newVisitor: true }],
    [2, 1, { counted: false, newVisitor: false }],
  ])('view %i of the day with a visitor cap of %i', (visitor, cap, verdict) =>
    expect(viewVerdict({ visitor, group: visitor <= cap ? 1 : 0 }, { visitor: cap, group: 20 })).toEqual(
      verdict,
    ),
  );
});

describe('deriveAddressGroupKey', () => {
  it('is salted, apart from the visitor keys, and shows nothing of the address', () => {
    const key = deriveAddressGroupKey('salt-of-2026-11-22', '2001:db8:1:2::/64');
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).toBe(deriveAddressGroupKey('salt-of-2026-11-22', '2001:db8:1:2::/64'));
    expect(key).not.toBe(deriveAddressGroupKey('salt-of-2026-11-23', '2001:db8:1:2::/64'));
    expect(key).not.toBe(deriveAddressGroupKey('salt-of-2026-11-22', '2001:db8:1:3::/64'));
    expect(key).not.toBe(deriveVisitorKey('salt-of-2026-11-22', '2001:db8:1:2::/64', ''));
    expect(key).not.toContain('2001');
  });
});
