/** The regions whose rules differ (energy labels, taxes); Luxembourg is the agency's one foreign market. */
export type Region = 'FLANDERS' | 'BRUSSELS' | 'WALLONIA' | 'LUXEMBOURG';

/** Country ids as stored in the agency CRM. */
export const COUNTRY_BELGIUM = 10;
export const COUNTRY_LUXEMBOURG = 50;

/**
 * Belgian postcode ranges by region, checked in order. The Brussels-Capital region uses
 * 1000-1299; Walloon Brabant (1300-1499) and 4000-7999 are Walloon; the rest is Flemish.
 */
const BELGIAN_RANGES: ReadonlyArray<readonly [min: number, max: number, region: Region]> = [
  [1000, 1299, 'BRUSSELS'],
  [1300, 1499, 'WALLONIA'],
  [1500, 3999, 'FLANDERS'],
  [4000, 7999, 'WALLONIA'],
  [8000, 9999, 'FLANDERS'],
];

/**
 * The region a property lies in, from its postcode and CRM country id.
 *
 * Any address in Luxembourg (country 50) is LUXEMBOURG whatever its postcode, since the country
 * alone decides the rules. For Belgium (country 10) the postcode must be a whole number of four
 * digits once spaces are removed ("10 00" is 1000); anything else, and any other country, gives
 * null so callers can tell "unknown" from a real region.
 */
export function regionOf(zip: string | number | null | undefined, countryId: number): Region | null {
  if (countryId === COUNTRY_LUXEMBOURG) return 'LUXEMBOURG';
  if (countryId !== COUNTRY_BELGIUM) return null;
  const code = parsePostcode(zip);
  if (code === null) return null;
  for (const [min, max, region] of BELGIAN_RANGES) {
    if (code >= min && code <= max) return region;
  }
  return null;
}

function parsePostcode(zip: string | number | null | undefined): number | null {
  if (typeof zip === 'number') return Number.isInteger(zip) ? zip : null;
  if (typeof zip !== 'string') return null;
  const digits = zip.replace(/\s+/g, '');
  if (!/^\d+$/.test(digits)) return null;
  return Number(digits);
}

/**
 * The region of `alias`'s row as an SQL expression, built from the same ranges as
 * {@link regionOf} so the database cannot disagree with it (a postcode with spaces, a foreign
 * country and a malformed postcode behave alike): 'BRUSSELS', 'WALLONIA' … or NULL.
 */
export function regionSql(alias: string): string {
  const code = `regexp_replace(${alias}.zip, '\\s', '', 'g')`;
  const ranges = BELGIAN_RANGES.map(
    ([min, max, region]) => `WHEN ${code}::int BETWEEN ${min} AND ${max} THEN '${region}'`,
  ).join(' ');
  return `(CASE WHEN ${alias}.country_id = ${COUNTRY_LUXEMBOURG} THEN 'LUXEMBOURG'
    WHEN ${alias}.country_id = ${COUNTRY_BELGIUM} AND ${code} ~ '^[0-9]{1,9}$' THEN (CASE ${ranges} END) END)`;
}
