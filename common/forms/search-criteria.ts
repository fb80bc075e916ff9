/**
 * A saved search's scales and bounds, which the list pages, the links to the demand register and
 * the register's rules (demand-rules.ts, which re-exports them) share. The module imports nothing:
 * a page that only links to the register loads these constants, not the form rules.
 */

/** How often a saved search mails: as listings come, once a day, once a week. */
export const SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type SearchFrequency = (typeof SEARCH_FREQUENCIES)[number];

/** The energy labels on the common scale, best first, as the list pages write them: "at most C". */
export const SEARCH_ENERGY_LETTERS = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

/** A label's place on the common scale (A+ = 0 … G = 7), as listings are ranked. */
export const energyRankOf = (letter: (typeof SEARCH_ENERGY_LETTERS)[number]): number =>
  SEARCH_ENERGY_LETTERS.indexOf(letter);

/** Upper bounds that keep a registration reasonable (and the matching query cheap). */
export const DEMAND_LIMITS = {
  types: 20,
  cities: 50,
  zips: 50,
  /** Typed place names, and the longest one. */
  places: 20,
  placeLength: 100,
  maxPrice: 100_000_000,
  maxBedrooms: 50,
  /** m² */
  maxLivingArea: 100_000,
} as const;
