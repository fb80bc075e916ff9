import { describe, expect, it } from 'vitest';
import { quotedText, visitorChoices } from './visitor-content';

describe('what a visitor-addressed mail may repeat', () => {
  it.each<[string, unknown, boolean]>([
    ['a code of a list', 'house', true],
    ['a code with a dash', 'contact-demand', true],
    ['a date', '2026-12-01', true],
    ['a number', 250000, true],
    ['yes or no', true, true],
    ['a list of numbers', [3, 7], true],
    ['a list of codes', ['buy', 'rent'], true],
    ['a sentence', 'Call me tomorrow', false],
    ['a capitalised word (a name)', 'Anna', false],
    ['a link', 'https://evil.example/x', false],
    ['a bare domain', 'evil.example', false],
    ['an e-mail address', 'anna@example.be', false],
    ['a phone number', '0475 12 34 56', false],
    ['a long code', 'a'.repeat(41), false],
    ['a list with a sentence', ['buy', 'free money'], false],
    ['an object (a second person, a file)', { firstName: 'x' }, false],
    ['not a number', Number.NaN, false],
    ['null', null, false],
  ])('%s: kept %s', (_what, value, kept) => {
    expect('v' in visitorChoices({ v: value })).toBe(kept);
  });

  it.each<[string, unknown, string | null]>([
    ['a name', '  Anna Peeters ', 'Anna Peeters'],
    ['a note with markup (escaped later)', 'Look <b>here</b>', 'Look <b>here</b>'],
    ["the sender's address", 'anna@example.be', 'anna@example.be'],
    ['a note with a link', 'see https://evil.example', null],
    ['a note with a bare domain', 'visit evil.com now', null],
    ['a note with a short link', 'bit.ly/x', null],
    ['a note with a phone number', 'call 0475 12 34 56', null],
    ['a note with an address in it', 'write to anna@example.be', null],
    ['an over-long text', 'x'.repeat(501), null],
    ['blank', '   ', null],
    ['not text', 42, null],
  ])('quotes %s as %j', (_what, value, quoted) => {
    expect(quotedText(value)).toBe(quoted);
  });
});
