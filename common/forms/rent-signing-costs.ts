/**
 * The sum a renter pays at signing: first month rent + first month charges + the renter's share of
 * the inventory cost + a deposit of 3 months rent. Shared by the browser (shown in the form) and the
 * server (written in the mails), so both show the same figure from the same listing data.
 */

/** The rental deposit is three months of rent. */
export const DEPOSIT_MONTHS = 3;

/**
 * The listing's `inventoryCost` is the price of the check-in inventory (plaatsbeschrijving / état
 * des lieux) drawn up by an expert. Belgian tenancy law (in all three regions) splits that cost
 * equally between landlord and tenant, and the demo feed gives one amount per listing (150–350 €),
 * the cost for both parties. So the renter's share is half of it.
 */
export const RENTER_INVENTORY_SHARE = 0.5;

export interface RentListingAmounts {
  /** Monthly rent in euros; for a rental without an explicit rent, the listing's price is its rent. */
  monthlyRent: number | null | undefined;
  /** Monthly charges paid by the renter. Missing means none are announced: 0. */
  charges: number | null | undefined;
  /** The whole inventory cost (both parties). Missing: 0. */
  inventoryCost: number | null | undefined;
}

export interface RentSigningCosts {
  firstMonthRent: number;
  firstMonthCharges: number;
  inventoryShare: number;
  deposit: number;
  /** The sum of the four, in euros rounded to the cent. */
  total: number;
}

const amount = (v: number | null | undefined): number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0;

/** Rounds to the cent, half away from zero, without binary noise (1.005 → 1.01). */
export const toCents = (euros: number): number => Math.round((euros + Number.EPSILON) * 100) / 100;

/** Null when the rent is unknown (price on demand): no sum can be announced then. */
export function rentSigningCosts(listing: RentListingAmounts): RentSigningCosts | null {
  const rent = amount(listing.monthlyRent);
  if (rent === 0) return null;
  const firstMonthRent = toCents(rent);
  const firstMonthCharges = toCents(amount(listing.charges));
  const inventoryShare = toCents(amount(listing.inventoryCost) * RENTER_INVENTORY_SHARE);
  const deposit = toCents(rent * DEPOSIT_MONTHS);
  // Summed in cents: whole numbers add exactly.
  const total =
    (Math.round(firstMonthRent * 100) +
      Math.round(firstMonthCharges * 100) +
      Math.round(inventoryShare * 100) +
      Math.round(deposit * 100)) /
    100;
  return { firstMonthRent, firstMonthCharges, inventoryShare, deposit, total };
}

const EUROS_AND_CENTS = new Intl.NumberFormat('nl-BE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const WHOLE_EUROS = new Intl.NumberFormat('nl-BE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/**
 * Euros as the site writes them (nl-BE grouping in every language, as server/catalog/rules
 * formatPrice): "€ 3.962,50", and "€ 3.960" when whole. ICU's no-break spaces become plain ones
 * so server and browser give the same text.
 */
export function formatEuros(euros: number): string {
  const whole = Math.round(euros * 100) % 100 === 0;
  return (whole ? WHOLE_EUROS : EUROS_AND_CENTS).format(euros).replace(/[\u00a0\u202f]/g, ' ');
}
