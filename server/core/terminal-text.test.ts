import { describe, expect, it } from 'vitest';
import { terminalSafe } from './terminal-text';

describe('terminalSafe', () => {
  it.each([
    ['plain text stays', 'Anna Peeters', 'Anna Peeters'],
    ['accents and other scripts stay', 'Élodie Müller — 東京 ✓', 'Élodie Müller — 東京 ✓'],
    ['a window title and a screen clear (OSC, BEL, CSI)', '\x1b]0;pwned\x07\x1b[2JAnna', ']0;pwned[2JAnna'],
    ['colours', '\x1b[31mred\x1b[0m', '[31mred[0m'],
    ['the 8-bit CSI (U+009B) and other C1 controls', '\u009b2J\u0085x\u009d', '2Jx'],
    ['DEL and backspace', 'ab\x7f\x08c', 'abc'],
    ['NUL, BEL, vertical tab, form feed', 'a\x00\x07\x0b\x0cb', 'ab'],
    ['a carriage return cannot overwrite the line', 'Published\rHacked', 'Published Hacked'],
    ['newlines become spaces by default', 'line one\nline two\r\nthree', 'line one line two three'],
    ['tabs become spaces', 'a\tb', 'a b'],
    ['line and paragraph separators become spaces', 'a\u2028b\u2029c', 'a b c'],
    ['bidi overrides and isolates go', 'evil\u202egnp.exe \u2066x\u2069\u200f\u061c', 'evilgnp.exe x'],
    ['an empty text', '', ''],
  ])('%s', (_, input, expected) => {
    expect(terminalSafe(input)).toBe(expected);
  });

  it.each([
    ['newlines kept where the caller allows', 'one\ntwo\r\nthree', 'one\ntwo\nthree'],
    ['a lone carriage return still cannot overwrite', 'one\rtwo', 'one two'],
    ['escapes still go', 'one\n\x1b[2Jtwo', 'one\n[2Jtwo'],
  ])('%s', (_, input, expected) => {
    expect(terminalSafe(input, { newlines: true })).toBe(expected);
  });

  it('leaves no control character of any kind', () => {
    const every = Array.from({ length: 0xa0 }, (_, i) => String.fromCharCode(i)).join('');
    expect(terminalSafe(every)).toMatch(/^[ -~]*$/);
    expect(terminalSafe(every, { newlines: true })).toMatch(/^[\n -~]*$/);
  });
});
