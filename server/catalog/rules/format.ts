import { formatFigure } from '../../../common/number-format';
import { listingText } from './listing-texts';

/** Languages the site is published in. */
export type FormatLanguage = 'nl' | 'fr' | 'en' | 'de';

/** CRM price unit meaning the price is a minimum ("starting from"), used for new-build projects. */
export const PRICE_UNIT_STARTING_FROM = 7;

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
    return `${listingText(options.lang ?? 'nl', 'price.startingFrom')} ${price}`;
  return price;
}

export { formatDate } from '../../../common/date-format';

/**
 * A surface in square metres with up to two decimals, written the page language's way
 * (common/number-format.ts): "1.250 m²", "85,5 m²"; in English "1,250 m²", "85.5 m²". Missing → ''.
 */
export function formatArea(m2: number | null | undefined, lang: FormatLanguage = 'nl'): string {
  if (m2 === null || m2 === undefined || !Number.isFinite(m2)) return '';
  return `${formatFigure(m2, lang)} m²`;
}
