import {
  MESSAGE_RULE,
  PERSON_RULES,
  REQUIRED_TITLE_RULE,
  isBlank,
  type FieldIssue,
  type FormRules,
} from './field-rules';
import { DEMAND_LIMITS, SEARCH_ENERGY_LETTERS, SEARCH_FREQUENCIES } from './search-criteria';

// A saved search's scales and bounds, with the rules that use them.
export {
  DEMAND_LIMITS,
  SEARCH_ENERGY_LETTERS,
  SEARCH_FREQUENCIES,
  energyRankOf,
  type SearchFrequency,
} from './search-criteria';

/** What the visitor looks for: buying (sale listings) or renting. */
export const DEMAND_GOALS = ['buy', 'rent'] as const;
export type DemandGoal = (typeof DEMAND_GOALS)[number];

/** Per-field rules of the demand register ("keep me informed"): the person block (the salutation required), the goal and a remark. */
export const DEMAND_RULES = {
  ...PERSON_RULES,
  title: REQUIRED_TITLE_RULE,
  goal: { required: true, oneOf: DEMAND_GOALS },
  message: MESSAGE_RULE,
  /** The visitor's name for the search ("Flat near the office"). */
  searchName: { max: 80, singleLine: true },
  /** The list's free text (street, city, type or reference words), as the lists take it. */
  text: { max: 100, singleLine: true },
  frequency: { oneOf: SEARCH_FREQUENCIES },
  maxEnergyLabel: { oneOf: SEARCH_ENERGY_LETTERS },
} as const satisfies FormRules;

export interface DemandCriteria {
  propertyTypeIds?: readonly number[] | null;
  cityIds?: readonly number[] | null;
  zips?: readonly string[] | null;
  /** Places as the visitor typed them (a municipality in any language, or a postcode): the server resolves them. */
  places?: readonly string[] | null;
  priceMin?: number | null;
  priceMax?: number | null;
  minBedrooms?: number | null;
  minLivingArea?: number | null;
}

/** A postcode as the register stores it: four digits (Belgium and Luxembourg). */
export const isPostcode = (v: string): boolean => /^\d{4}$/.test(v.trim());

const isWholeIn = (v: unknown, max: number): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;

/**
 * The checks across fields: at least one type, at least one zone (a city or a postcode), amounts
 * that are whole and in order. Shared by the browser and the server.
 */
export function checkDemandCriteria(v: DemandCriteria): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const types = v.propertyTypeIds ?? [];
  if (types.length === 0) issues.push({ field: 'propertyTypeIds', code: 'atLeastOneType' });
  else if (types.length > DEMAND_LIMITS.types || !types.every((t) => isWholeIn(t, 2_147_483_647)))
    issues.push({ field: 'propertyTypeIds', code: 'choice' });
  const cities = v.cityIds ?? [];
  const zips = (v.zips ?? []).map((z) => z.trim()).filter((z) => z !== '');
  const places = (v.places ?? []).map((p) => p.trim()).filter((p) => p !== '');
  if (cities.length === 0 && zips.length === 0 && places.length === 0)
    issues.push({ field: 'zones', code: 'atLeastOneZone' });
  else if (cities.length > DEMAND_LIMITS.cities || !cities.every((c) => isWholeIn(c, 2_147_483_647)))
    issues.push({ field: 'cityIds', code: 'choice' });
  // A postcode is four digits (Belgium, Luxembourg): a name typed as a postcode is a place to resolve.
  else if (zips.length > DEMAND_LIMITS.zips || !zips.every(isPostcode))
    issues.push({ field: 'zips', code: 'choice' });
  else if (
    places.length > DEMAND_LIMITS.places ||
    !places.every((p) => p.length <= DEMAND_LIMITS.placeLength && !/[\r\n]/.test(p))
  )
    issues.push({ field: 'zones', code: 'unknownPlace' });
  for (const field of ['priceMin', 'priceMax'] as const) {
    if (!isBlank(v[field]) && !isWholeIn(v[field], DEMAND_LIMITS.maxPrice))
      issues.push({ field, code: 'number' });
  }
  if (!isBlank(v.minBedrooms) && !isWholeIn(v.minBedrooms, DEMAND_LIMITS.maxBedrooms))
    issues.push({ field: 'minBedrooms', code: 'number' });
  if (
    !isBlank(v.minLivingArea) &&
    (!isWholeIn(v.minLivingArea, DEMAND_LIMITS.maxLivingArea) || v.minLivingArea === 0)
  )
    issues.push({ field: 'minLivingArea', code: 'number' });
  if (
    !issues.some((i) => i.field === 'priceMin' || i.field === 'priceMax') &&
    typeof v.priceMin === 'number' &&
    typeof v.priceMax === 'number' &&
    v.priceMin > v.priceMax
  )
    issues.push({ field: 'priceMax', code: 'priceOrder' });
  return issues;
}

/** The newsletter sign-up: an e-mail and, if given, a name. */
export const NEWSLETTER_RULES = {
  email: { required: true, max: 254, format: 'email', singleLine: true },
  name: { max: 100, singleLine: true },
} as const satisfies FormRules;

/** "Watch this property": an address, the privacy consent and the listing (checked by the server). */
export const WATCH_RULES = {
  email: { required: true, max: 254, format: 'email', singleLine: true },
} as const satisfies FormRules;
