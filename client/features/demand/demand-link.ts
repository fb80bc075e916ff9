/**
 * Links to the demand register ("keep me informed") that carry what the visitor was looking for,
 * so a list with no results (or a detail page) can offer "alert me" with the form already filled.
 * The query string uses the list pages' own names (`goal`, `type`, `city` as "Name|zip",
 * `maxPrice`, `minBedrooms`): one vocabulary for search state across the site.
 */

export interface DemandPrefill {
  goal?: 'SALE' | 'RENT';
  typeId?: number;
  /** "Name|zip", as the list pages' `city` parameter. */
  cities?: string[];
  maxPrice?: number;
  minBedrooms?: number;
}

/**
 * The keep-me-informed page's address in each language (the route table's `keep-me-informed`
 * entry). Kept here so a link can be built without waiting for the route table to load.
 */
const REGISTER_PATHS: Readonly<Record<string, string>> = {
  nl: '/nl/hou-me-op-de-hoogte/',
  fr: '/fr/je-recherche/',
  en: '/en/keep-me-informed/',
  de: '/de/auf-dem-laufenden-bleiben/',
};

/** The same bounds the form and the server accept: a value outside them is left out, not sent. */
const MAX_PRICE = 100_000_000;
const MAX_BEDROOMS = 50;
const MAX_CITIES = 20;
const CITY_PATTERN = /^[^|]{1,100}\|[0-9A-Za-z-]{2,10}$/;

const wholeIn = (v: number | undefined, min: number, max: number): v is number =>
  v !== undefined && Number.isInteger(v) && v >= min && v <= max;

/** The keep-me-informed page of `lang` with the form prefilled from the query string. */
export function demandRegisterPath(lang: string, prefill: DemandPrefill): string {
  const path = REGISTER_PATHS[lang] ?? REGISTER_PATHS.en;
  const qs = new URLSearchParams();
  if (prefill.goal === 'SALE' || prefill.goal === 'RENT') qs.set('goal', prefill.goal.toLowerCase());
  if (wholeIn(prefill.typeId, 1, 99)) qs.set('type', String(prefill.typeId));
  for (const city of (prefill.cities ?? []).filter((c) => CITY_PATTERN.test(c)).slice(0, MAX_CITIES))
    qs.append('city', city);
  if (wholeIn(prefill.maxPrice, 1, MAX_PRICE)) qs.set('maxPrice', String(prefill.maxPrice));
  if (wholeIn(prefill.minBedrooms, 1, MAX_BEDROOMS)) qs.set('minBedrooms', String(prefill.minBedrooms));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

const intIn = (raw: string | null, min: number, max: number): number | undefined => {
  if (raw === null || !/^\d{1,12}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
};

/**
 * What a keep-me-informed address asks to prefill: the reverse of `demandRegisterPath`. A value
 * someone typed wrong is dropped, never an error: the visitor fills that field in by hand.
 */
export function readDemandPrefill(params: URLSearchParams): DemandPrefill {
  const out: DemandPrefill = {};
  const goal = params.get('goal')?.toLowerCase();
  if (goal === 'sale') out.goal = 'SALE';
  else if (goal === 'rent') out.goal = 'RENT';
  const typeId = intIn(params.get('type'), 1, 99);
  if (typeId !== undefined) out.typeId = typeId;
  const cities = [...new Set(params.getAll('city').filter((c) => CITY_PATTERN.test(c)))].slice(0, MAX_CITIES);
  if (cities.length > 0) out.cities = cities;
  const maxPrice = intIn(params.get('maxPrice'), 1, MAX_PRICE);
  if (maxPrice !== undefined) out.maxPrice = maxPrice;
  const minBedrooms = intIn(params.get('minBedrooms'), 1, MAX_BEDROOMS);
  if (minBedrooms !== undefined) out.minBedrooms = minBedrooms;
  return out;
}
