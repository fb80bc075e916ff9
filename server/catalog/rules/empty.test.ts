import { describe, expect, it } from 'vitest';
import { isEmpty } from './empty';

describe('isEmpty', () => {
  it.each<[string, unknown, boolean]>([
    ['null', null, true],
    ['undefined', undefined, true],
    ['empty string', '', true],
    ['spaces', '   ', true],
    ['tabs and newlines', '\t\n \r', true],
    ['non-breaking space', '\u00a0', true],
    ['text', 'a', false],
    ['padded text', '  a  ', false],
    ['zero', 0, false],
    ['NaN', Number.NaN, false],
    ['false', false, false],
    ['true', true, false],
    ['empty array', [], false],
    ['empty object', {}, false],
    ['the string "0"', '0', false],
  ])('%s → %s', (_label, value, expected) => {
    expect(isEmpty(value)).toBe(expected);
  });
});
