import { formatFigure } from '../../../common/number-format';

/** Languages the site is published in. */
export type FormatLanguage = 'nl' | 'fr' | 'en' | 'de';

/** CRM price unit meaning the price is a minimum ("starting from"), used for new-build projects. */
export const PRICE_UNIT_STARTING_FROM = 7;

const STARTING_FROM: Record<FormatLanguage, string> = {
  nl: 'vanaf',
  fr: 'à partir de',
  en: 'starting from',
  de: 'ab',
};

const WHOLE_EUROS = new Intl.NumberFormat('nl-BE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const EUROS_AND_CENTS = new Intl.NumberFormat('nl-BE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const BRUSSELS_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * ICU puts a no-break space (U+00A0) or narrow no-break space (U+202F) between the symbol and the
 * amount; a plain space keeps output identical across ICU versions and easy to compare.
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * A price in euros with Belgian (nl-BE) grouping, the same in every language: "€ 350.000".
 * Cents are shown only when the amount is not whole to the cent ("€ 1.250,50"). With price unit 7
 * the price is prefixed with "starting from" in the page's language (default Dutch):
 * "vanaf € 350.000". A missing or non-finite amount gives 'NaN', which is what the original
 * site's currency formatter returned on failure, so templates behave as they did there.
 */
export function formatPrice(
  amount: number | null | undefined,
  options: { priceUnit?: number | null; lang?: FormatLanguage } = {},
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return 'NaN';
  const wholeToTheCent = Math.round(amount * 100) % 100 === 0;
  const price = plainSpaces((wholeToTheCent ? WHOLE_EUROS : EUROS_AND_CENTS).format(amount));
  if (options.priceUnit === PRICE_UNIT_STARTING_FROM)
    return `${STARTING_FROM[options.lang ?? 'nl']} ${price}`;
  return price;
}

/** A date-only or zone-less date-time string ("2024-03-31", "2024-03-31 23:30:00"): a wall-clock time. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

/**
 * A day as Belgians write it, 'DD-MM-YYYY', on the Brussels calendar: an instant late in the
 * evening UTC may already be the next day in Brussels. Strings without a time zone ("2024-03-31"
 * or "2024-03-31 23:30") are read as Brussels wall-clock time and keep their own day, whatever
 * the server's time zone. Missing or unparseable input gives ''.
 */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    const trimmed = value.trim();
    const local = LOCAL_DATE_TIME.exec(trimmed);
    if (local) {
      const [, year, month, day] = local;
      const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
      const valid = check.getUTCMonth() === Number(month) - 1 && check.getUTCDate() === Number(day);
      return valid ? `${day}-${month}-${year}` : '';
    }
    if (trimmed === '') return '';
    return formatInstant(new Date(trimmed));
  }
  return value instanceof Date ? formatInstant(value) : '';
}

/**
 * Instants already formatted: every card formats its listing's dates, and Intl's formatToParts is
 * the costliest step of building a card (bench:api profile). Listings' dates are few and repeat.
 */
const formattedInstants = new Map<number, string>();
const FORMATTED_INSTANTS_MAX = 20_000;

function formatInstant(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const known = formattedInstants.get(time);
  if (known !== undefined) return known;
  const parts = BRUSSELS_DAY.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const formatted = `${part('day')}-${part('month')}-${part('year').padStart(4, '0')}`;
  if (formattedInstants.size >= FORMATTED_INSTANTS_MAX) formattedInstants.clear();
  formattedInstants.set(time, formatted);
  return formatted;
}

/**
 * A surface in square metres with up to two decimals, written the page language's way
 * (common/number-format.ts): "1.250 m²", "85,5 m²"; in English "1,250 m²", "85.5 m²". Missing → ''.
 */
export function formatArea(m2: number | null | undefined, lang: FormatLanguage = 'nl'): string {
  if (m2 === null || m2 === undefined || !Number.isFinite(m2)) return '';
  return `${formatFigure(m2, lang)} m²`;
}
