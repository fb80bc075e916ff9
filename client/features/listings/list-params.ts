/**
 * The sale and rent lists keep all their state in the query string: filters, sort, view and page.
 * These pure functions read it (anything odd is dropped, never an error page), write it back in
 * one canonical order, and turn it into the API's filter.
 */

import { SEARCH_ENERGY_LETTERS } from '../../../common/forms/search-criteria';

export const LIST_SORTS = ['newest', 'price-asc', 'price-desc', 'living-area'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/**
 * The common energy scale, best first: "at most C" means A+, A, B or C. The saved searches' own
 * scale, so a list's filter is a saved search's filter.
 */
export const ENERGY_LETTERS = SEARCH_ENERGY_LETTERS;
export type EnergyLetterParam = (typeof ENERGY_LETTERS)[number];

export const MAX_CITIES = 20;
export const MAX_TEXT = 100;
export const MAX_PRICE = 100_000_000;
export const MAX_BEDROOMS = 20;
export const MAX_LIVING_AREA = 100_000;
const MAX_PAGE = 10_000;

export interface ListParams {
  page: number;
  /** "Name|zip", in the order given, without repeats. */
  cities: string[];
  type?: number;
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  minLivingArea?: number;
  maxEnergyLabel?: EnergyLetterParam;
  sort: ListSort;
  q?: string;
  view: 'list' | 'map';
}

/** The filters a visitor can set and remove one by one (chips, "widen your search"). */
export type ListFilterKey =
  'cities' | 'type' | 'price' | 'minBedrooms' | 'minLivingArea' | 'maxEnergyLabel' | 'q';

export const CITY_PATTERN = /^[^|]{1,100}\|[0-9A-Za-z-]{2,10}$/;

/** A whole number in [min, max] written as plain digits; "1e3", "2.5", "-1", " 3" are not. */
function wholeIn(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !/^\d{1,12}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((v) => v === raw);

/** Query-string values a person may have typed: anything odd is left out (the first page, unfiltered). */
export function readListParams(params: URLSearchParams): ListParams {
  const cities = [...new Set(params.getAll('city').filter((c) => CITY_PATTERN.test(c)))].slice(0, MAX_CITIES);
  let minPrice = wholeIn(params.get('minPrice'), 0, MAX_PRICE);
  let maxPrice = wholeIn(params.get('maxPrice'), 1, MAX_PRICE);
  // A range typed the wrong way round still means that range.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice === 0) minPrice = undefined;
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT).trim();
  const out: ListParams = {
    page: wholeIn(params.get('page'), 1, MAX_PAGE) ?? 1,
    cities,
    sort: oneOf(LIST_SORTS, params.get('sort')) ?? 'newest',
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
  const type = wholeIn(params.get('type'), 1, 99);
  if (type !== undefined) out.type = type;
  if (minPrice !== undefined) out.minPrice = minPrice;
  if (maxPrice !== undefined) out.maxPrice = maxPrice;
  const minBedrooms = wholeIn(params.get('minBedrooms'), 1, MAX_BEDROOMS);
  if (minBedrooms !== undefined) out.minBedrooms = minBedrooms;
  const minLivingArea = wholeIn(params.get('minLivingArea'), 1, MAX_LIVING_AREA);
  if (minLivingArea !== undefined) out.minLivingArea = minLivingArea;
  const energy = oneOf(ENERGY_LETTERS, params.get('maxEnergyLabel')?.toUpperCase() ?? null);
  if (energy !== undefined) out.maxEnergyLabel = energy;
  if (q !== '') out.q = q;
  return out;
}

/** The query string of `p`: defaults (newest, list, page 1) left out, always in the same order. */
export function writeListParams(p: ListParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const city of p.cities) out.append('city', city);
  if (p.type !== undefined) out.set('type', String(p.type));
  if (p.minPrice !== undefined) out.set('minPrice', String(p.minPrice));
  if (p.maxPrice !== undefined) out.set('maxPrice', String(p.maxPrice));
  if (p.minBedrooms !== undefined) out.set('minBedrooms', String(p.minBedrooms));
  if (p.minLivingArea !== undefined) out.set('minLivingArea', String(p.minLivingArea));
  if (p.maxEnergyLabel !== undefined) out.set('maxEnergyLabel', p.maxEnergyLabel);
  if (p.q !== undefined) out.set('q', p.q);
  if (p.sort !== 'newest') out.set('sort', p.sort);
  if (p.view === 'map') out.set('view', 'map');
  if (p.page > 1) out.set('page', String(p.page));
  return out;
}

/** `pathname` with the query string of `p`. */
export function listHref(pathname: string, p: ListParams): string {
  const qs = writeListParams(p).toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** Which filters are set, in the order the chips show them. */
export function activeFilters(p: ListParams): ListFilterKey[] {
  const keys: ListFilterKey[] = [];
  if (p.q !== undefined) keys.push('q');
  if (p.cities.length > 0) keys.push('cities');
  if (p.type !== undefined) keys.push('type');
  if (p.minPrice !== undefined || p.maxPrice !== undefined) keys.push('price');
  if (p.minBedrooms !== undefined) keys.push('minBedrooms');
  if (p.minLivingArea !== undefined) keys.push('minLivingArea');
  if (p.maxEnergyLabel !== undefined) keys.push('maxEnergyLabel');
  return keys;
}

/** `p` without one filter (or one of its cities), back on page 1: sort and view stay. */
export function withoutFilter(p: ListParams, key: ListFilterKey, city?: string): ListParams {
  const next: ListParams = { ...p, page: 1 };
  switch (key) {
    case 'cities':
      next.cities = city === undefined ? [] : p.cities.filter((c) => c !== city);
      break;
    case 'price':
      delete next.minPrice;
      delete next.maxPrice;
      break;
    default:
      delete next[key];
  }
  return next;
}

/** Every filter gone, back on page 1; the sort and the view stay as they were. */
export function withoutFilters(p: ListParams): ListParams {
  return { page: 1, cities: [], sort: p.sort, view: p.view };
}

export type ApiEnergyLetter = 'A_PLUS' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';
export type ApiPropertySort = 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC' | 'LIVING_AREA_DESC';

/** The API's PropertyFilter for a list of `goal` with these parameters. */
export interface ListFilterVariables {
  goal: 'SALE' | 'RENT';
  cities?: string[];
  type?: number;
  text?: string;
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  minLivingArea?: number;
  maxEnergyLabel?: ApiEnergyLetter;
}

export const apiEnergyLetter = (l: EnergyLetterParam): ApiEnergyLetter => (l === 'A+' ? 'A_PLUS' : l);

export function listFilter(goal: 'SALE' | 'RENT', p: ListParams): ListFilterVariables {
  const out: ListFilterVariables = { goal };
  if (p.cities.length > 0) out.cities = p.cities;
  if (p.type !== undefined) out.type = p.type;
  if (p.q !== undefined) out.text = p.q;
  if (p.minPrice !== undefined) out.minPrice = p.minPrice;
  if (p.maxPrice !== undefined) out.maxPrice = p.maxPrice;
  if (p.minBedrooms !== undefined) out.minBedrooms = p.minBedrooms;
  if (p.minLivingArea !== undefined) out.minLivingArea = p.minLivingArea;
  if (p.maxEnergyLabel !== undefined) out.maxEnergyLabel = apiEnergyLetter(p.maxEnergyLabel);
  return out;
}

const API_SORTS: Record<ListSort, ApiPropertySort> = {
  newest: 'NEWEST',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
  'living-area': 'LIVING_AREA_DESC',
};
export const apiSort = (s: ListSort): ApiPropertySort => API_SORTS[s];
