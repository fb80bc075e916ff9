import { describe, expect, it } from 'vitest';
import { amountInWords, numberToWords, type WordsLanguage } from './number-to-words';

const table: Record<WordsLanguage, [number, string][]> = {
  nl: [
    [0, 'nul'],
    [1, 'één'],
    [13, 'dertien'],
    [21, 'eenentwintig'],
    [22, 'tweeëntwintig'],
    [23, 'drieëntwintig'],
    [42, 'tweeënveertig'],
    [88, 'achtentachtig'],
    [100, 'honderd'],
    [101, 'honderdeen'],
    [342, 'driehonderdtweeënveertig'],
    [1000, 'duizend'],
    [1001, 'duizend één'],
    [1100, 'duizend honderd'],
    [2342, 'tweeduizend driehonderdtweeënveertig'],
    [101_000, 'honderdeenduizend'],
    [250_000, 'tweehonderdvijftigduizend'],
    [1_000_000, 'één miljoen'],
    [2_500_000, 'twee miljoen vijfhonderdduizend'],
    [3_000_001, 'drie miljoen één'],
    [
      999_999_999,
      'negenhonderdnegenennegentig miljoen negenhonderdnegenennegentigduizend negenhonderdnegenennegentig',
    ],
  ],
  fr: [
    [0, 'zéro'],
    [1, 'un'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [61, 'soixante et un'],
    [70, 'septante'],
    [71, 'septante et un'],
    [72, 'septante-deux'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [91, 'nonante et un'],
    [97, 'nonante-sept'],
    [90, 'nonante'],
    [99, 'nonante-neuf'],
    [100, 'cent'],
    [101, 'cent un'],
    [180, 'cent quatre-vingts'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [1000, 'mille'],
    [1001, 'mille un'],
    [21_000, 'vingt et un mille'],
    [80_000, 'quatre-vingt mille'],
    [97_000, 'nonante-sept mille'],
    [71_000, 'septante et un mille'],
    [200_000, 'deux cent mille'],
    [285_500, 'deux cent quatre-vingt-cinq mille cinq cents'],
    [1_000_000, 'un million'],
    [80_000_000, 'quatre-vingts millions'],
    [200_000_000, 'deux cents millions'],
    [2_000_001, 'deux millions un'],
    [999_999_999, 'neuf cent nonante-neuf millions neuf cent nonante-neuf mille neuf cent nonante-neuf'],
  ],
  en: [
    [0, 'zero'],
    [1, 'one'],
    [15, 'fifteen'],
    [42, 'forty-two'],
    [100, 'one hundred'],
    [105, 'one hundred and five'],
    [1000, 'one thousand'],
    [1005, 'one thousand and five'],
    [1105, 'one thousand one hundred and five'],
    [250_000, 'two hundred and fifty thousand'],
    [1_000_000, 'one million'],
    [1_000_005, 'one million and five'],
    [2_300_040, 'two million three hundred thousand and forty'],
    [
      999_999_999,
      'nine hundred and ninety-nine million nine hundred and ninety-nine thousand nine hundred and ninety-nine',
    ],
  ],
  de: [
    [0, 'null'],
    [1, 'eins'],
    [16, 'sechzehn'],
    [17, 'siebzehn'],
    [21, 'einundzwanzig'],
    [30, 'dreißig'],
    [100, 'einhundert'],
    [101, 'einhunderteins'],
    [111, 'einhundertelf'],
    [1000, 'eintausend'],
    [1001, 'eintausendeins'],
    [21_000, 'einundzwanzigtausend'],
    [101_000, 'einhunderteintausend'],
    [345_678, 'dreihundertfünfundvierzigtausendsechshundertachtundsiebzig'],
    [1_000_000, 'eine Million'],
    [2_000_000, 'zwei Millionen'],
    [101_000_000, 'einhunderteine Millionen'],
    [1_250_000, 'eine Million zweihundertfünfzigtausend'],
    [
      999_999_999,
      'neunhundertneunundneunzig Millionen neunhundertneunundneunzigtausendneunhundertneunundneunzig',
    ],
  ],
};

describe('numberToWords', () => {
  for (const lang of Object.keys(table) as WordsLanguage[]) {
    it.each(table[lang])(`${lang}: %i → %s`, (n, words) => expect(numberToWords(n, lang)).toBe(words));
  }

  it.each([-1, 1.5, 1_000_000_000, Number.NaN, Number.POSITIVE_INFINITY])('%s has no words', (n) => {
    expect(numberToWords(n, 'en')).toBeNull();
  });

  it('never leaves double or edge spaces', () => {
    for (const lang of ['nl', 'fr', 'en', 'de'] as const)
      for (let n = 0; n <= 3_000_000; n += 997) expect(numberToWords(n, lang)).toMatch(/^\S+( \S+)*$/);
  });
});

describe('amountInWords', () => {
  it.each<[WordsLanguage, number, string]>([
    ['nl', 285_500, 'tweehonderdvijfentachtigduizend vijfhonderd euro'],
    ['fr', 1, 'un euro'],
    ['fr', 200_000, 'deux cent mille euros'],
    ['fr', 2_000_000, "deux millions d'euros"],
    ['fr', 2_000_500, 'deux millions cinq cents euros'],
    ['en', 1, 'one euro'],
    ['en', 105, 'one hundred and five euros'],
    ['de', 101, 'einhunderteins Euro'],
  ])('%s: %i → %s', (lang, n, words) => expect(amountInWords(n, lang)).toBe(words));

  it('has none for an amount out of range', () => expect(amountInWords(0.5, 'nl')).toBeNull());
});
