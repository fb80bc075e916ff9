/**
 * Number formatting of the detail page. Belgian (nl-BE) grouping in every language, as the API's
 * own prices ("€ 350.000"), so a page never mixes two styles. ICU's no-break spaces become plain
 * spaces: the same text from Node's ICU on the server and the browser's, so hydration matches.
 */
const EUROS = new Intl.NumberFormat('nl-BE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const NUMBER = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 });
const ONE_DECIMAL = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

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

/** A plain figure ("1.250", "12,5"); null when missing. */
export function formatNumber(value: number | null | undefined): string | null {
  return present(value) ? plainSpaces(NUMBER.format(value)) : null;
}

/** A score with one decimal ("7,0"); null when missing. */
export function formatScore(value: number | null | undefined): string | null {
  return present(value) ? ONE_DECIMAL.format(value) : null;
}

/** A distance: "850 m" below a kilometre, "1,2 km" from there. */
export function formatDistance(meters: number): string {
  return meters < 1000 ? `${formatNumber(Math.round(meters))} m` : `${ONE_DECIMAL.format(meters / 1000)} km`;
}
