import { badInput } from '../core/errors';
import {
  CITIES_FILTER_MAX,
  EnergyLetterValue,
  ListStatus,
  PAGE_SIZE_MAX,
  TEXT_FILTER_MAX,
  type GoalFilter,
  type PropertyFilter,
} from './property.types';
import { energyLetterRank, normalizeKey, type EnergyLetter } from './rules';

/** Highest price a filter takes, in euros: above any listing, below any overflow. */
export const PRICE_FILTER_MAX = 100_000_000;
export const BEDROOMS_FILTER_MAX = 50;
/** m²: a castle with its outbuildings stays well below. */
export const LIVING_AREA_FILTER_MAX = 100_000;
/** Words of free text that are matched; more would only slow the list down without narrowing it. */
const TEXT_WORDS_MAX = 8;

/** A validated list filter: what the SQL needs, nothing the client could smuggle in. */
export interface ListCriteria {
  goal: GoalFilter | null;
  /** Any of these cities; empty is every city. */
  cities: { key: string; zip: string }[];
  typeId: number | null;
  includeSoldAndRented: boolean;
  /** Normalized words of the free text (accents and case removed); each must match the listing. */
  words: string[];
  minPrice: number | null;
  maxPrice: number | null;
  minBedrooms: number | null;
  minLivingArea: number | null;
  /** The worst letter kept, as its place on the scale (0 = A+ … 7 = G). */
  maxEnergyRank: number | null;
}

/** "Waterloo|1410" → { key: "waterloo", zip: "1410" }; anything else is the caller's mistake. */
export function parseCityFilter(value: string, field = 'filter.city'): { key: string; zip: string } {
  const bar = value.lastIndexOf('|');
  const name = bar > 0 ? value.slice(0, bar) : '';
  const zip = bar > 0 ? value.slice(bar + 1).trim() : '';
  const key = normalizeKey(name);
  if (key === '' || name.length > 100 || !/^[0-9A-Za-z-]{2,10}$/.test(zip))
    throw badInput('error.cityFilter', {}, field);
  return { key, zip: zip.toUpperCase() };
}

export function parseTypeFilter(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > 99)
    throw badInput('error.typeFilter', {}, 'filter.type');
  return value;
}

/** Both the deprecated single city and the list; the same city twice counts once. */
function parseCities(filter: PropertyFilter | undefined): { key: string; zip: string }[] {
  const list = filter?.cities ?? [];
  if (list.length > CITIES_FILTER_MAX)
    throw badInput('error.citiesFilterCount', { max: CITIES_FILTER_MAX }, 'filter.cities');
  const parsed = list.map((c) => parseCityFilter(c, 'filter.cities'));
  if (filter?.city !== undefined && filter.city !== null) parsed.push(parseCityFilter(filter.city));
  const seen = new Set<string>();
  return parsed.filter((c) => {
    const id = `${c.key}|${c.zip}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Null when unset; else a whole number within [0, max], or a BAD_USER_INPUT naming the field. */
function parseBound(
  value: number | null | undefined,
  max: number,
  messageId: 'error.priceFilter' | 'error.bedroomsFilter' | 'error.livingAreaFilter',
  field: string,
): number | null {
  if (value === undefined || value === null) return null;
  if (!Number.isInteger(value) || value < 0 || value > max) throw badInput(messageId, { max }, field);
  return value;
}

/**
 * The words of a free text as the lists match them: accent- and case-free, parted at spaces and
 * apostrophes ("l'église" is "l" and "eglise"), without repeats, at most TEXT_WORDS_MAX.
 */
export function textFilterWords(text: string): string[] {
  const words = normalizeKey(text.trim())
    .split(/[\s'’]+/)
    .filter((w) => w !== '');
  return [...new Set(words)].slice(0, TEXT_WORDS_MAX);
}

/** Trimmed, at most TEXT_FILTER_MAX characters; blank is no filter. */
export function parseTextFilter(value: string | null | undefined): string[] {
  if (value === undefined || value === null) return [];
  const text = value.trim();
  if (text.length > TEXT_FILTER_MAX)
    throw badInput('error.searchTooLong', { max: TEXT_FILTER_MAX }, 'filter.text');
  return textFilterWords(text);
}

/**
 * What counting one filter's listings costs, in query-cost units (a field is 1). An indexed count
 * is cheap; free text matches word starts in every listing's street, city and type names, an
 * order of magnitude more work for PostgreSQL: eight counts with text fit under the cost limit
 * once, not twice.
 */
export const COUNT_COST = 10;
export const TEXT_COUNT_COST = 400;

export function countCost(filter: Partial<PropertyFilter> | null | undefined): number {
  let hasText: boolean;
  try {
    hasText = parseTextFilter(filter?.text).length > 0;
  } catch {
    // Too long: refused when counted, costed as text until then.
    hasText = true;
  }
  return COUNT_COST + (hasText ? TEXT_COUNT_COST : 0);
}

const LETTERS: Record<EnergyLetterValue, EnergyLetter> = {
  [EnergyLetterValue.A_PLUS]: 'A+',
  [EnergyLetterValue.A]: 'A',
  [EnergyLetterValue.B]: 'B',
  [EnergyLetterValue.C]: 'C',
  [EnergyLetterValue.D]: 'D',
  [EnergyLetterValue.E]: 'E',
  [EnergyLetterValue.F]: 'F',
  [EnergyLetterValue.G]: 'G',
};

export function toListCriteria(filter: PropertyFilter | undefined): ListCriteria {
  const minPrice = parseBound(filter?.minPrice, PRICE_FILTER_MAX, 'error.priceFilter', 'filter.minPrice');
  const maxPrice = parseBound(filter?.maxPrice, PRICE_FILTER_MAX, 'error.priceFilter', 'filter.maxPrice');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    throw badInput('error.priceOrder', {}, 'filter.minPrice');
  const letter = filter?.maxEnergyLabel;
  return {
    goal: filter?.goal ?? null,
    cities: parseCities(filter),
    typeId: filter?.type !== undefined && filter.type !== null ? parseTypeFilter(filter.type) : null,
    includeSoldAndRented: filter?.status === ListStatus.ALL,
    words: parseTextFilter(filter?.text),
    minPrice,
    maxPrice,
    minBedrooms: parseBound(
      filter?.minBedrooms,
      BEDROOMS_FILTER_MAX,
      'error.bedroomsFilter',
      'filter.minBedrooms',
    ),
    minLivingArea: parseBound(
      filter?.minLivingArea,
      LIVING_AREA_FILTER_MAX,
      'error.livingAreaFilter',
      'filter.minLivingArea',
    ),
    maxEnergyRank: letter === undefined || letter === null ? null : energyLetterRank(LETTERS[letter]),
  };
}

export function parsePaging(page: number, pageSize: number): { page: number; pageSize: number } {
  if (!Number.isInteger(page) || page < 1) throw badInput('error.pageRange', {}, 'page');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE_MAX)
    throw badInput('error.pageSizeRange', { max: PAGE_SIZE_MAX }, 'pageSize');
  return { page, pageSize };
}
