import type { LanguageCode } from '../core/config';

/** A city that matched the search text, identified as the lists filter it ("name|zip"). */
export interface CityHit {
  cityId: number;
}
export interface TypeHit {
  typeId: number;
}
export interface PropertyHit {
  propertyId: number;
}

export interface SearchHits {
  types: TypeHit[];
  cities: CityHit[];
  properties: PropertyHit[];
}

export interface SearchLimits {
  types: number;
  cities: number;
  properties: number;
}

/** What the dropdown shows at most of each kind. */
export const SEARCH_LIMITS = { types: 9, cities: 8, properties: 6 } as const satisfies SearchLimits;

/**
 * Finds what the home search dropdown shows. Matching rules: property id exact; cities by
 * name, zip or accent-stripped name; accent- and case-insensitive throughout. Implementations return
 * ids only; the catalog turns them into rows with counts, so every engine shows the same data.
 */
export interface SearchEngine {
  readonly name: string;
  search(text: string, lang: LanguageCode, limits: SearchLimits): Promise<SearchHits>;
  /** Brings the index in step with the database for these listings (upsert, or remove when withdrawn). */
  syncProperties(ids: number[]): Promise<void>;
  /** Rebuilds the whole index from the database. */
  reindexAll(): Promise<void>;
}
