/**
 * Links to the demand register ("keep me informed", where a visitor saves a search) that carry
 * what the visitor was looking for, so a list ("Save this search", or no results) or a detail page
 * can open the form already filled. The query string uses the list pages' own names (`goal`,
 * `type`, `city` as "Name|zip", `minPrice`, `maxPrice`, `minBedrooms`, `minLivingArea`,
 * `maxEnergyLabel`, and the free text `q`): one vocabulary for search state across the site.
 */
import { DEMAND_LIMITS, SEARCH_ENERGY_LETTERS } from '../../../common/forms/search-criteria';

export type SearchEnergyLetter = (typeof SEARCH_ENERGY_LETTERS)[number];

export interface DemandPrefill {
  goal?: 'SALE' | 'RENT';
  typeId?: number;
  /** "Name|zip", as the list pages' `city` parameter. */
  cities?: string[];
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  /** m² */
  minLivingArea?: number;
  /** The worst label kept ("at most C"), as the list pages write it. */
  maxEnergyLabel?: SearchEnergyLetter;
  /** The list's free text (`q`): words of the street, city or type, or a reference. */
  text?: string;
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

/**
 * The bounds the form and the server accept (common/forms/search-criteria.ts): a value outside them
 * is left out, not sent. The lists' own bounds lie within them (list-params.test.ts).
 */
const MAX_CITIES = 20;
const CITY_PATTERN = /^[^|]{1,100}\|[0-9A-Za-z-]{2,10}$/;

const wholeIn = (v: number | undefined, min: number, max: number): v is number =>
  v !== undefined && Number.isInteger(v) && v >= min && v <= max;

/**
 * The longest free text the register keeps (DEMAND_RULES.text, as the lists take it), written out
 * so a page that only links here does not load the form rules (demand-link.test.ts compares them).
 */
const TEXT_MAX = 100;

/** One line, spaces collapsed, trimmed, cut to what the register keeps; blank is none. */
const textOf = (raw: string | null | undefined): string | undefined => {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, TEXT_MAX).trim();
  return text === '' ? undefined : text;
};

const energyLetterOf = (raw: string | null | undefined): SearchEnergyLetter | undefined =>
  SEARCH_ENERGY_LETTERS.find((l) => l === raw?.toUpperCase());

/** The keep-me-informed page of `lang` with the form prefilled from the query string. */
export function demandRegisterPath(lang: string, prefill: DemandPrefill): string {
  const path = REGISTER_PATHS[lang] ?? REGISTER_PATHS.en;
  const qs = new URLSearchParams();
  if (prefill.goal === 'SALE' || prefill.goal === 'RENT') qs.set('goal', prefill.goal.toLowerCase());
  if (wholeIn(prefill.typeId, 1, 99)) qs.set('type', String(prefill.typeId));
  for (const city of (prefill.cities ?? []).filter((c) => CITY_PATTERN.test(c)).slice(0, MAX_CITIES))
    qs.append('city', city);
  const { minPrice, maxPrice } = prefill;
  const priceOk = (v: number | undefined) => wholeIn(v, 1, DEMAND_LIMITS.maxPrice);
  // A range the wrong way round is no range the form accepts: the lower bound goes.
  if (priceOk(minPrice) && !(priceOk(maxPrice) && minPrice > maxPrice)) qs.set('minPrice', String(minPrice));
  if (priceOk(maxPrice)) qs.set('maxPrice', String(maxPrice));
  if (wholeIn(prefill.minBedrooms, 1, DEMAND_LIMITS.maxBedrooms))
    qs.set('minBedrooms', String(prefill.minBedrooms));
  if (wholeIn(prefill.minLivingArea, 1, DEMAND_LIMITS.maxLivingArea))
    qs.set('minLivingArea', String(prefill.minLivingArea));
  const energy = energyLetterOf(prefill.maxEnergyLabel);
  if (energy !== undefined) qs.set('maxEnergyLabel', energy);
  const text = textOf(prefill.text);
  if (text !== undefined) qs.set('q', text);
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
  const minPrice = intIn(params.get('minPrice'), 1, DEMAND_LIMITS.maxPrice);
  const maxPrice = intIn(params.get('maxPrice'), 1, DEMAND_LIMITS.maxPrice);
  if (minPrice !== undefined && !(maxPrice !== undefined && minPrice > maxPrice)) out.minPrice = minPrice;
  if (maxPrice !== undefined) out.maxPrice = maxPrice;
  const minBedrooms = intIn(params.get('minBedrooms'), 1, DEMAND_LIMITS.maxBedrooms);
  if (minBedrooms !== undefined) out.minBedrooms = minBedrooms;
  const minLivingArea = intIn(params.get('minLivingArea'), 1, DEMAND_LIMITS.maxLivingArea);
  if (minLivingArea !== undefined) out.minLivingArea = minLivingArea;
  const energy = energyLetterOf(params.get('maxEnergyLabel'));
  if (energy !== undefined) out.maxEnergyLabel = energy;
  const text = textOf(params.get('q'));
  if (text !== undefined) out.text = text;
  return out;
}
