import { describe, expect, it } from 'vitest';
import { formatSlot, formatSlotDay } from './appointment-time';

// Dates in words: weekdays and months are lower case in Dutch and French (capitals only where the
// language writes them: English names, German nouns). Monday 23 November 2026, 10:00 in Brussels.
const MONDAY = '2026-11-23T09:00:00.000Z';
const SATURDAY_IN_MARCH = '2027-03-06T12:00:00.000Z';

describe('formatSlotDay', () => {
  it.each([
    ['nl', MONDAY, 'maandag 23 november 2026'],
    ['fr', MONDAY, 'lundi 23 novembre 2026'],
    ['en', MONDAY, 'Monday, 23 November 2026'],
    ['de', MONDAY, 'Montag, 23. November 2026'],
    ['nl', SATURDAY_IN_MARCH, 'zaterdag 6 maart 2027'],
    ['fr', SATURDAY_IN_MARCH, 'samedi 6 mars 2027'],
  ])('%s: %s → %s', (lang, at, expected) => {
    expect(formatSlotDay(lang, at)).toBe(expected);
  });

  it.each(['nl', 'fr'])('writes no capital in %s', (lang) => {
    for (let month = 0; month < 12; month++)
      for (let day = 1; day <= 7; day++) {
        const text = formatSlotDay(lang, new Date(Date.UTC(2026, month, day, 12)));
        expect(text, text).toBe(text.toLowerCase());
      }
  });
});

describe('formatSlot', () => {
  it.each([
    ['nl', 'maandag 23 november 2026, 10:00–13:00'],
    ['fr', 'lundi 23 novembre 2026, 10:00–13:00'],
  ])('%s', (lang, expected) => {
    expect(formatSlot(lang, MONDAY, '2026-11-23T12:00:00.000Z')).toBe(expected);
  });
});
