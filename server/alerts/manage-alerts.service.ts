import type { DataSource, EntityManager } from 'typeorm';
import {
  DEMAND_LIMITS,
  DEMAND_RULES,
  SEARCH_ENERGY_LETTERS,
  SEARCH_FREQUENCIES,
  energyRankOf,
  type SearchFrequency,
} from '../../common/forms/demand-rules';
import { checkFields, type FieldIssue } from '../../common/forms/field-rules';
import { holdListingChangeWriters, newestListingChangeId } from '../catalog/listing-change.service';
import { postcodeLabel } from '../catalog/place-names.service';
import { propertySummary, type PropertySummary } from '../catalog/property-summary.service';
import { textFilterWords } from '../catalog/property.service';
import { SAVED_SEARCH_CRITERIA_COLUMNS, type SavedSearchCriteriaRow } from './saved-search-row';
import { cityName, findCities, findPropertyTypes } from '../catalog/taxonomy.service';
import type { LanguageCode } from '../core/config';
import { pick } from '../core/localized';
import { translate } from '../core/messages';
import { formatEuros } from '../../common/forms/rent-signing-costs';

type SearchEnergyLetter = (typeof SEARCH_ENERGY_LETTERS)[number];

/** A saved search as its manage page shows it. */
export interface ManagedSearch {
  id: string;
  name: string | null;
  goal: 'buy' | 'rent';
  types: string[];
  zones: string[];
  priceMin: number | null;
  priceMax: number | null;
  minBedrooms: number | null;
  minLivingArea: number | null;
  maxEnergyLabel: SearchEnergyLetter | null;
  /** The list's free text, as its words. */
  words: string[];
  frequency: SearchFrequency;
  paused: boolean;
}

/** A watched listing as its manage page shows it; `listing` is null once the listing is gone. */
export interface ManagedWatch {
  id: string;
  paused: boolean;
  listing: PropertySummary | null;
}

/** The confirmed, active saved searches and watches of an address, newest first, named in `lang`. */
export async function alertsOfAddress(
  ds: DataSource,
  email: string,
  lang: LanguageCode,
): Promise<{ searches: ManagedSearch[]; watches: ManagedWatch[] }> {
  const searchRows: (SavedSearchCriteriaRow & {
    name: string | null;
    frequency: SearchFrequency;
    paused: boolean;
  })[] = await ds.query(
    `SELECT ${SAVED_SEARCH_CRITERIA_COLUMNS}, name, frequency, paused_at IS NOT NULL AS paused
       FROM demand_registration WHERE email = $1 AND active AND confirmed_at IS NOT NULL
      ORDER BY created_at DESC`,
    [email],
  );
  const watchRows: { id: string; property_id: number; paused: boolean }[] = await ds.query(
    `SELECT id, property_id, paused_at IS NOT NULL AS paused FROM listing_watch
      WHERE email = $1 AND active AND confirmed_at IS NOT NULL ORDER BY created_at DESC`,
    [email],
  );
  const [types, cities, listings] = await Promise.all([
    findPropertyTypes(ds.manager, [...new Set(searchRows.flatMap((r) => r.type_ids))]),
    findCities(ds.manager, [...new Set(searchRows.flatMap((r) => r.city_ids))]),
    Promise.all(watchRows.map((w) => propertySummary(ds, w.property_id, lang))),
  ]);
  const typeName = new Map(types.map((t) => [t.id, pick(t.names, lang) ?? String(t.id)]));
  const cityLabel = new Map(cities.map((c) => [c.id, `${cityName(c, lang)} (${c.zip})`]));
  return {
    searches: searchRows.map((r) => ({
      id: r.id,
      name: r.name,
      goal: r.goal === 0 ? 'buy' : 'rent',
      types: r.type_ids.flatMap((id) => typeName.get(id) ?? []),
      zones: [
        ...r.city_ids.flatMap((id) => cityLabel.get(id) ?? []),
        ...r.zips.map((z) => postcodeLabel(z, lang)),
      ],
      priceMin: r.price_min,
      priceMax: r.price_max,
      minBedrooms: r.min_bedrooms,
      minLivingArea: r.min_living_area,
      maxEnergyLabel: r.max_energy_rank === null ? null : (SEARCH_ENERGY_LETTERS[r.max_energy_rank] ?? null),
      words: r.text_words,
      frequency: r.frequency,
      paused: r.paused,
    })),
    watches: watchRows.map((w, i) => ({ id: w.id, paused: w.paused, listing: listings[i] })),
  };
}

/** "House, Flat · Gent (9000) · up to € 450.000 · 3 bedrooms or more", in the page's language. */
export function searchSummary(lang: LanguageCode, s: ManagedSearch): string {
  const parts = [
    translate(lang, s.goal === 'buy' ? 'page.alerts.buy' : 'page.alerts.rent'),
    s.types.join(', '),
    s.zones.join(', '),
  ];
  if (s.priceMin !== null && s.priceMax !== null)
    parts.push(`${formatEuros(s.priceMin)} – ${formatEuros(s.priceMax)}`);
  else if (s.priceMin !== null)
    parts.push(translate(lang, 'page.alerts.priceFrom', { min: formatEuros(s.priceMin) }));
  else if (s.priceMax !== null)
    parts.push(translate(lang, 'page.alerts.priceTo', { max: formatEuros(s.priceMax) }));
  if (s.minBedrooms !== null) parts.push(translate(lang, 'page.alerts.bedrooms', { count: s.minBedrooms }));
  if (s.minLivingArea !== null) parts.push(translate(lang, 'page.alerts.area', { area: s.minLivingArea }));
  if (s.maxEnergyLabel !== null)
    parts.push(translate(lang, 'page.alerts.energy', { label: s.maxEnergyLabel }));
  if (s.words.length > 0) parts.push(`“${s.words.join(' ')}”`);
  return parts.filter((p) => p !== '').join(' · ');
}

/** The manage page's fields of a saved search, as its form posts them. */
export const SEARCH_CHANGE_FIELDS = [
  'name',
  'frequency',
  'priceMin',
  'priceMax',
  'minBedrooms',
  'minLivingArea',
  'maxEnergyLabel',
  'text',
] as const;

/** What the manage page's form may change of a search, as typed (text fields of an HTML form). */
export type SearchChangeForm = Partial<Record<(typeof SEARCH_CHANGE_FIELDS)[number], unknown>>;

interface SearchChange {
  name: string | null;
  frequency: SearchFrequency;
  priceMin: number | null;
  priceMax: number | null;
  minBedrooms: number | null;
  minLivingArea: number | null;
  maxEnergyLabel: SearchEnergyLetter | null;
  /** The words of the list's free text the search keeps (none: any listing). */
  textWords: string[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A whole number typed in a form ("450000", "450.000", "450 000"); undefined when it is not one. */
function wholeNumber(v: unknown): number | null | undefined {
  const t = text(v).replace(/[\s.']/g, '');
  if (t === '') return null;
  if (!/^\d{1,9}$/.test(t)) return undefined;
  return Number(t);
}

/**
 * Reads the manage page's form: the same rules as the demand register (name ≤ 80 characters on one
 * line, a known frequency and energy letter, numbers within the register's bounds, a price range the
 * right way round). Either the change, or the issues by field.
 */
export function readSearchChange(
  form: SearchChangeForm,
): { change: SearchChange } | { issues: FieldIssue[] } {
  const name = text(form.name).replace(/\s+/g, ' ');
  const frequency = text(form.frequency) || 'instant';
  const energy = text(form.maxEnergyLabel).toUpperCase();
  const words = text(form.text);
  const issues = checkFields(
    {
      name: DEMAND_RULES.searchName,
      text: DEMAND_RULES.text,
      frequency: { required: true, oneOf: SEARCH_FREQUENCIES },
      maxEnergyLabel: { oneOf: SEARCH_ENERGY_LETTERS },
    },
    { name, frequency, maxEnergyLabel: energy, text: words },
  );
  const numbers = {
    priceMin: [wholeNumber(form.priceMin), DEMAND_LIMITS.maxPrice],
    priceMax: [wholeNumber(form.priceMax), DEMAND_LIMITS.maxPrice],
    minBedrooms: [wholeNumber(form.minBedrooms), DEMAND_LIMITS.maxBedrooms],
    minLivingArea: [wholeNumber(form.minLivingArea), DEMAND_LIMITS.maxLivingArea],
  } as const;
  for (const [field, [value, max]] of Object.entries(numbers))
    if (
      value === undefined ||
      (value !== null && (value > max || (field === 'minLivingArea' && value === 0)))
    )
      issues.push({ field, code: 'number' });
  const [priceMin, priceMax] = [numbers.priceMin[0], numbers.priceMax[0]];
  if (typeof priceMin === 'number' && typeof priceMax === 'number' && priceMin > priceMax)
    issues.push({ field: 'priceMax', code: 'priceOrder' });
  if (issues.length > 0) return { issues };
  return {
    change: {
      name: name || null,
      frequency: frequency as SearchFrequency,
      priceMin: priceMin ?? null,
      priceMax: priceMax ?? null,
      minBedrooms: numbers.minBedrooms[0] ?? null,
      minLivingArea: numbers.minLivingArea[0] ?? null,
      maxEnergyLabel: energy === '' ? null : (energy as SearchEnergyLetter),
      textWords: textFilterWords(words),
    },
  };
}

/** An UPDATE or DELETE answers [rows, count]. */
type Query = Pick<EntityManager, 'query'>;

/** Changes one of the address's searches; false when it is not one of its searches (any more). */
export async function changeSearch(
  q: Query,
  email: string,
  id: string,
  change: SearchChange,
): Promise<boolean> {
  const [, count]: [unknown[], number] = await q.query(
    `UPDATE demand_registration
        SET name = $3, frequency = $4, price_min = $5, price_max = $6, min_bedrooms = $7,
            min_living_area = $8, max_energy_rank = $9, text_words = $10::text[]
      WHERE id = $1 AND email = $2 AND active AND confirmed_at IS NOT NULL
      RETURNING id`,
    [
      id,
      email,
      change.name,
      change.frequency,
      change.priceMin,
      change.priceMax,
      change.minBedrooms,
      change.minLivingArea,
      change.maxEnergyLabel === null ? null : energyRankOf(change.maxEnergyLabel),
      change.textWords,
    ],
  );
  return count > 0;
}

export type AlertKind = 'search' | 'watch';
const TABLES: Record<AlertKind, string> = { search: 'demand_registration', watch: 'listing_watch' };

/**
 * Pauses or resumes one search or watch of the address. A resumed one is told nothing of what
 * happened while it was paused: its mark moves to now.
 */
export async function setAlertPaused(
  ds: DataSource,
  email: string,
  kind: AlertKind,
  id: string,
  paused: boolean,
): Promise<boolean> {
  return ds.transaction((m) => setPausedIn(m, email, kind, id, paused));
}

async function setPausedIn(
  q: Query,
  email: string,
  kind: AlertKind,
  id: string,
  paused: boolean,
): Promise<boolean> {
  // Read before the update: the mark of a resumed search or watch, once no import is writing
  // changes (one committed later with a lower id would never be told).
  if (!paused) await holdListingChangeWriters(q);
  const newest = paused ? null : await newestListingChangeId(q);
  const [, count]: [unknown[], number] = await q.query(
    paused
      ? `UPDATE ${TABLES[kind]} SET paused_at = COALESCE(paused_at, now())
          WHERE id = $1 AND email = $2 AND active AND confirmed_at IS NOT NULL RETURNING id`
      : `UPDATE ${TABLES[kind]}
            SET last_change_id = CASE WHEN paused_at IS NULL THEN last_change_id ELSE $3::bigint END,
                paused_at = NULL
          WHERE id = $1 AND email = $2 AND active AND confirmed_at IS NOT NULL RETURNING id`,
    paused ? [id, email] : [id, email, newest],
  );
  return count > 0;
}

/** Deletes one search or watch of the address, with its tokens. */
export async function deleteAlert(q: Query, email: string, kind: AlertKind, id: string): Promise<boolean> {
  const [, count]: [unknown[], number] = await q.query(
    `DELETE FROM ${TABLES[kind]} WHERE id = $1 AND email = $2 RETURNING id`,
    [id, email],
  );
  return count > 0;
}
