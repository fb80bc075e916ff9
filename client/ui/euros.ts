const EUROS = new Intl.NumberFormat('nl-BE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/**
 * Whole euros as the site writes prices in every language ("€ 350.000": nl-BE grouping, fixed by
 * the spec), with plain spaces, so the server's text and the browser's are the same.
 */
export const formatEuros = (amount: number): string => EUROS.format(amount).replace(/[\u00a0\u202f]/g, ' ');
