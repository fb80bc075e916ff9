import { describe, expect, it } from 'vitest';
import { formatPhone, internationalPhone, phoneHref } from './phone';

describe('formatPhone', () => {
  it.each<[string | null | undefined, string]>([
    // 10 digits: 4-2-2-2, whatever separators were typed.
    ['0471234567', '0471 23 45 67'],
    ['0471 23 45 67', '0471 23 45 67'],
    ['0471/23.45.67', '0471 23 45 67'],
    ['0471-23-45-67', '0471 23 45 67'],
    ['(0471) 23 45 67', '0471 23 45 67'],
    ['  0471.234.567  ', '0471 23 45 67'],
    // 9 digits: 3-2-2-2, Brussels (02) included.
    ['022345678', '022 34 56 78'],
    ['02 234 56 78', '022 34 56 78'],
    ['023456789', '023 45 67 89'],
    ['02/345.67.89', '023 45 67 89'],
    ['09 123 45 67', '091 23 45 67'],
    // Belgian numbers in international form: the same groups after +32, without the trunk 0.
    ['+32 471 23 45 67', '+32 471 23 45 67'],
    ['  +32471234567 ', '+32 471 23 45 67'],
    ['+32 (0)471 23 45 67', '+32 471 23 45 67'],
    ['0032 471 23 45 67', '+32 471 23 45 67'],
    ['+3222345678', '+32 22 34 56 78'],
    ['+32 2 234 56 78', '+32 22 34 56 78'],
    // Not understood: left as typed (trimmed).
    ['+32 12345', '+32 12345'],
    ['+352 12 34 56', '+352 12 34 56'],
    ['+33 1 23 45 67 89', '+33 1 23 45 67 89'],
    ['12345678', '12345678'],
    ['04712345678', '04712345678'],
    [' 0471 23 45 6x ', '0471 23 45 6x'],
    ['ask at the office', 'ask at the office'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });
});

describe('phoneHref', () => {
  it.each([
    ['0471 23 45 67', 'tel:0471234567'],
    ['022 34 56 78', 'tel:022345678'],
    ['+32 471 23 45 67', 'tel:+32471234567'],
    [' (0471) 23.45.67 ', 'tel:0471234567'],
  ])('%j → %j', (raw, expected) => {
    expect(phoneHref(raw)).toBe(expected);
  });
});

describe('internationalPhone', () => {
  it.each<[string, string]>([
    ['022345678', '+3222345678'],
    ['02 234 56 78', '+3222345678'],
    ['0471 23 45 67', '+32471234567'],
    ['+32 (0)471 23 45 67', '+32471234567'],
    ['0032 2 234 56 78', '+3222345678'],
    ['+352 12 34 56', '+352123456'],
    ['00352 12 34 56', '+352123456'],
    ['12345', '12345'],
  ])('%s → %s', (raw, expected) => {
    expect(internationalPhone(raw)).toBe(expected);
  });
});
