import type { LanguageCode } from './languages';

/**
 * How figures other than prices are written in each page language: English with a decimal point
 * and comma grouping ("1,250.5"), Dutch, French and German with a decimal comma and the Belgian
 * point grouping of the site's prices ("1.250,5"). Prices are not figures here: the spec fixes
 * them to nl-BE in every language ("€ 350.000").
 */
const NUMBER_LOCALES: Readonly<Record<LanguageCode, string>> = {
  nl: 'nl-BE',
  fr: 'nl-BE',
  de: 'nl-BE',
  en: 'en-GB',
};

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: LanguageCode, minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${lang}|${minDecimals}|${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[lang] ?? NUMBER_LOCALES.en, {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A figure in the page's language, with up to `maxDecimals` decimals (at least `minDecimals`).
 * ICU's no-break spaces become plain spaces: Node's ICU and the browser's then write the same
 * text, so hydration matches.
 */
export function formatFigure(
  value: number,
  lang: LanguageCode,
  { minDecimals = 0, maxDecimals = 2 }: { minDecimals?: number; maxDecimals?: number } = {},
): string {
  return numberFormat(lang, minDecimals, maxDecimals)
    .format(value)
    .replace(/[\u00a0\u202f]/g, ' ');
}
