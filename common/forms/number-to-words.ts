/**
 * Whole numbers 0 … 999 999 999 in words, in the four interface languages: the offer to buy
 * repeats its amount in words, as a written offer does. Shared by the browser (proposed while the
 * visitor types the figure) and the tests; pure, no Intl (no ICU ships spell-out rules to JS).
 *
 * Choices, each the usual written form for amounts:
 * - nl: Taalunie spelling, one word up to and including "duizend", a space after it and around
 *   "miljoen" ("tweeduizend driehonderdtweeënveertig", "twee miljoen"); the trema where "en" meets
 *   a vowel ("tweeënveertig", "drieëntwintig"); 100 and 1000 without "een" ("honderd",
 *   "duizend"); a lone 1 written "één" to tell it from the article ("één", "duizend één").
 * - fr: Belgian French, as the agency's offers are read in Belgium: septante and nonante (70, 90),
 *   quatre-vingts kept for 80; traditional spelling (hyphens below 100 only, as "nonante-sept
 *   mille"); "et un" for 21 … 91 except 81 ("septante et un", "nonante et un", "quatre-vingt-un"); plural "cents" and "quatre-vingts" only at the end or before "millions" (a noun);
 *   "mille" invariable and never "un mille".
 * - en: British, with "and" before the last part below one hundred ("one hundred and five",
 *   "two thousand and one", "one million and five"); hyphens from 21 to 99.
 * - de: one word below a million ("einhunderteins", "eintausendzweihundert"), "eins" at the end,
 *   "ein" inside, "einhundert"/"eintausend" spelled out; "eine Million", "zwei Millionen".
 */

export type WordsLanguage = 'nl' | 'fr' | 'en' | 'de';

export const MAX_WORDS_NUMBER = 999_999_999;

/** Null outside 0 … 999 999 999 or when not a whole number. */
export function numberToWords(n: number, lang: WordsLanguage): string | null {
  if (!Number.isInteger(n) || n < 0 || n > MAX_WORDS_NUMBER) return null;
  return SPELLERS[lang](n);
}

const SPELLERS: Record<WordsLanguage, (n: number) => string> = {
  nl: dutch,
  fr: french,
  en: english,
  de: german,
};

/** [millions, thousands, units], each 0 … 999. */
function groups(n: number): [number, number, number] {
  return [Math.floor(n / 1_000_000), Math.floor(n / 1000) % 1000, n % 1000];
}

// ---------- Dutch ----------

const NL_UNITS = [
  'nul',
  'een',
  'twee',
  'drie',
  'vier',
  'vijf',
  'zes',
  'zeven',
  'acht',
  'negen',
  'tien',
  'elf',
  'twaalf',
  'dertien',
  'veertien',
  'vijftien',
  'zestien',
  'zeventien',
  'achttien',
  'negentien',
];
const NL_TENS = [
  '',
  '',
  'twintig',
  'dertig',
  'veertig',
  'vijftig',
  'zestig',
  'zeventig',
  'tachtig',
  'negentig',
];

function nlBelowHundred(n: number): string {
  if (n < 20) return NL_UNITS[n];
  const unit = n % 10;
  const tens = NL_TENS[Math.floor(n / 10)];
  if (unit === 0) return tens;
  const u = NL_UNITS[unit];
  // "twee" + "en" → "tweeën": a trema where the unit ends in e (twee, drie).
  return `${u}${u.endsWith('e') ? 'ën' : 'en'}${tens}`;
}

function nlBelowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const hundreds = h === 0 ? '' : h === 1 ? 'honderd' : `${NL_UNITS[h]}honderd`;
  return hundreds + (rest === 0 ? '' : nlBelowHundred(rest));
}

/** A word standing alone that is exactly "een" is written "één". */
const nlAlone = (word: string): string => (word === 'een' ? 'één' : word);

function dutch(n: number): string {
  if (n === 0) return 'nul';
  const [m, t, u] = groups(n);
  const parts: string[] = [];
  if (m) parts.push(`${nlAlone(nlBelowThousand(m))} miljoen`);
  const belowMillion = t * 1000 + u;
  if (belowMillion) {
    if (t === 0) parts.push(nlAlone(nlBelowThousand(u)));
    else {
      const thousands = t === 1 ? 'duizend' : `${nlBelowThousand(t)}duizend`;
      parts.push(thousands);
      if (u) parts.push(nlAlone(nlBelowThousand(u)));
    }
  }
  return parts.join(' ');
}

// ---------- French ----------

const FR_UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const FR_TENS = [
  '',
  '',
  'vingt',
  'trente',
  'quarante',
  'cinquante',
  'soixante',
  'septante',
  'quatre-vingt',
  'nonante',
];

/** `final`: nothing follows, or only a noun (millions): "quatre-vingts", "deux cents" take their s. */
function frBelowHundred(n: number, final: boolean): string {
  if (n < 20) return FR_UNITS[n];
  const t = Math.floor(n / 10);
  const unit = n % 10;
  const tens = FR_TENS[t];
  if (unit === 0) return t === 8 && final ? 'quatre-vingts' : tens;
  if (unit === 1 && t !== 8) return `${tens} et un`;
  return `${tens}-${FR_UNITS[unit]}`;
}

function frBelowThousand(n: number, final: boolean): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  let hundreds = '';
  if (h === 1) hundreds = 'cent';
  else if (h > 1) hundreds = `${FR_UNITS[h]} ${rest === 0 && final ? 'cents' : 'cent'}`;
  if (rest === 0) return hundreds;
  const tail = frBelowHundred(rest, final);
  return hundreds ? `${hundreds} ${tail}` : tail;
}

function french(n: number): string {
  if (n === 0) return 'zéro';
  const [m, t, u] = groups(n);
  const parts: string[] = [];
  if (m) parts.push(`${frBelowThousand(m, true)} ${m === 1 ? 'million' : 'millions'}`);
  // "mille" is an adjective: "deux cent mille", "quatre-vingt mille" (no plural s before it).
  if (t) parts.push(t === 1 ? 'mille' : `${frBelowThousand(t, false)} mille`);
  if (u) parts.push(frBelowThousand(u, true));
  return parts.join(' ');
}

// ---------- English ----------

const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function enBelowHundred(n: number): string {
  if (n < 20) return EN_UNITS[n];
  const unit = n % 10;
  return unit === 0 ? EN_TENS[Math.floor(n / 10)] : `${EN_TENS[Math.floor(n / 10)]}-${EN_UNITS[unit]}`;
}

function enBelowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h === 0) return enBelowHundred(rest);
  return `${EN_UNITS[h]} hundred${rest ? ` and ${enBelowHundred(rest)}` : ''}`;
}

function english(n: number): string {
  if (n === 0) return 'zero';
  const [m, t, u] = groups(n);
  const parts: string[] = [];
  if (m) parts.push(`${enBelowThousand(m)} million`);
  if (t) parts.push(`${enBelowThousand(t)} thousand`);
  if (u) parts.push(parts.length > 0 && u < 100 ? `and ${enBelowHundred(u)}` : enBelowThousand(u));
  return parts.join(' ');
}

// ---------- German ----------

const DE_UNITS = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const DE_TENS = [
  '',
  '',
  'zwanzig',
  'dreißig',
  'vierzig',
  'fünfzig',
  'sechzig',
  'siebzig',
  'achtzig',
  'neunzig',
];
/** "ein" inside compounds: einhundert, einundzwanzig. */
const deUnitPrefix = (u: number): string => (u === 1 ? 'ein' : DE_UNITS[u]);

function deBelowHundred(n: number): string {
  if (n < 20) return DE_UNITS[n];
  const unit = n % 10;
  const tens = DE_TENS[Math.floor(n / 10)];
  return unit === 0 ? tens : `${deUnitPrefix(unit)}und${tens}`;
}

function deBelowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return (h ? `${deUnitPrefix(h)}hundert` : '') + (rest ? deBelowHundred(rest) : '');
}

/** A final "eins" becomes `replacement` before a word that follows (tausend, Million). */
const deBefore = (words: string, replacement: string): string =>
  words.endsWith('eins') ? words.slice(0, -4) + replacement : words;

function german(n: number): string {
  if (n === 0) return 'null';
  const [m, t, u] = groups(n);
  const parts: string[] = [];
  if (m) parts.push(m === 1 ? 'eine Million' : `${deBefore(deBelowThousand(m), 'eine')} Millionen`);
  const belowMillion =
    (t ? `${deBefore(deBelowThousand(t), 'ein')}tausend` : '') + (u ? deBelowThousand(u) : '');
  if (belowMillion) parts.push(belowMillion);
  return parts.join(' ');
}

/**
 * An amount of euros in words, as a written offer states it: "deux cent mille euros", "un million
 * d'euros" (French takes "d'" after a round "million(s)"), "tweehonderdduizend euro", "zweihunderttausend
 * Euro", "two hundred thousand euros".
 */
export function amountInWords(euros: number, lang: WordsLanguage): string | null {
  const words = numberToWords(euros, lang);
  if (words === null) return null;
  switch (lang) {
    case 'nl':
      return `${words} euro`;
    case 'de':
      return `${words} Euro`;
    case 'en':
      return `${words} ${euros === 1 ? 'euro' : 'euros'}`;
    case 'fr':
      if (euros >= 1_000_000 && euros % 1_000_000 === 0) return `${words} d'euros`;
      return `${words} ${euros <= 1 ? 'euro' : 'euros'}`;
  }
}
