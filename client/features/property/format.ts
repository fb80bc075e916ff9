import type { LanguageCode } from '../../../common/languages';
import { formatFigure } from '../../../common/number-format';

/**
 * Number formatting of the detail page. Prices keep Belgian (nl-BE) grouping in every language, as
 * the API's own prices ("€ 350.000", fixed by the spec); other figures are written the page
 * language's way (common/number-format.ts): "7,9" in Dutch, "7.9" in English. ICU's no-break
 * spaces become plain spaces: the same text from Node's ICU on the server and the browser's, so
 * hydration matches.
 */
const EUROS = new Intl.NumberFormat('nl-BE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

function present(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Whole euros with nl-BE grouping ("€ 1.250"); null when there is no amount to show. */
export function formatMoney(amount: number | null | undefined): string | null {
  return present(amount) ? plainSpaces(EUROS.format(amount)) : null;
}

/** A plain figure ("1.250", "12,5"; in English "1,250", "12.5"); null when missing. */
export function formatNumber(value: number | null | undefined, lang: LanguageCode): string | null {
  return present(value) ? formatFigure(value, lang) : null;
}

/** A score with one decimal ("7,0"; in English "7.0"); null when missing. */
export function formatScore(value: number | null | undefined, lang: LanguageCode): string | null {
  return present(value) ? formatFigure(value, lang, { minDecimals: 1, maxDecimals: 1 }) : null;
}

/** A distance: "850 m" below a kilometre, "1,2 km" (English "1.2 km") from there. */
export function formatDistance(meters: number, lang: LanguageCode): string {
  return meters < 1000
    ? `${formatFigure(Math.round(meters), lang)} m`
    : `${formatFigure(meters / 1000, lang, { minDecimals: 1, maxDecimals: 1 })} km`;
}
