/** A saved search's criteria as `demand_registration` stores them. */
export interface SavedSearchCriteriaRow {
  id: string;
  goal: number;
  type_ids: number[];
  city_ids: number[];
  zips: string[];
  price_min: number | null;
  price_max: number | null;
  min_bedrooms: number | null;
  min_living_area: number | null;
  max_energy_rank: number | null;
  text_words: string[];
}

/** The columns of `SavedSearchCriteriaRow`, for a SELECT on `demand_registration`. */
export const SAVED_SEARCH_CRITERIA_COLUMNS =
  'id, goal, type_ids, city_ids, zips, price_min, price_max, min_bedrooms, min_living_area, max_energy_rank, text_words';
