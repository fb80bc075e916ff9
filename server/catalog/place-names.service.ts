import type { EntityManager } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { SUPPORTED_LANGUAGES } from '../core/config';
import { MUNICIPALITIES, type MunicipalityNames } from './places/belgian-municipalities';
import { COUNTRY_BELGIUM, normalizeKey, regionOf } from './rules';

/** A place's name in every language the site speaks. */
export type PlaceNames = Record<LanguageCode, string>;

/**
 * Every language's name of a municipality: its own name in that language where it has one, else
 * the official name (French for the Brussels communes, which English and German write in French).
 */
export function namesOf(m: MunicipalityNames): PlaceNames {
  const official = m.official === 'both' ? 'fr' : m.official;
  const fallback = m.names[official] ?? Object.values(m.names)[0] ?? '';
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, m.names[l] ?? fallback])) as PlaceNames;
}

/** The accent- and case-free keys of every name of a municipality (what a typed name is compared with). */
export const keysOf = (m: MunicipalityNames): string[] => [
  ...new Set(Object.values(m.names).map((n) => normalizeKey(n))),
];

const BY_KEY = new Map<string, MunicipalityNames[]>();
for (const m of MUNICIPALITIES) {
  for (const key of keysOf(m)) BY_KEY.set(key, [...(BY_KEY.get(key) ?? []), m]);
}

/** The municipalities (usually one) that any language names `text`: "Louvain", "leuven", "LIEGE". */
export function municipalitiesNamed(text: string): readonly MunicipalityNames[] {
  return BY_KEY.get(normalizeKey(text)) ?? [];
}

/** The municipality at `zip` that any language names `name`, or null when the table does not know it. */
export function municipalityAt(zip: string, name: string): MunicipalityNames | null {
  return municipalitiesNamed(name).find((m) => m.zips.includes(zip.trim())) ?? null;
}

/** `name` at `zip` in `lang` ("Brussels" at 1000 → "Bruxelles" in French); the name itself when unknown. */
export function placeNameIn(zip: string, name: string, lang: LanguageCode): string {
  const m = municipalityAt(zip, name);
  return m ? namesOf(m)[lang] : name;
}

/** The postcodes the table knows (a typed postcode is real when it is one of these or a catalog city's). */
export const KNOWN_ZIPS: ReadonlySet<string> = new Set(MUNICIPALITIES.flatMap((m) => m.zips));

/**
 * Gives the catalog's cities that the table knows (same postcode and country, their key one of the
 * municipality's names) the table's names and every language's spelling as an alias, so the lists
 * say "Anvers" on French pages and a feed or a visitor writing "Anvers" finds Antwerpen. One
 * statement; rows already right are not written.
 */
export async function applyMunicipalityNames(em: Pick<EntityManager, 'query'>): Promise<void> {
  const rows = MUNICIPALITIES.flatMap((m) => {
    const keys = keysOf(m);
    return m.zips.map((zip) => ({ zip, country_id: m.countryId, keys, names: namesOf(m) }));
  });
  await em.query(
    `UPDATE city c
        SET names = t.names,
            aliases = ARRAY(SELECT DISTINCT a FROM unnest(c.aliases || t.keys) AS a ORDER BY a)
       FROM json_to_recordset($1::json) AS t(zip text, country_id int, keys text[], names jsonb)
      WHERE c.zip = t.zip AND c.country_id = t.country_id AND c.key = ANY (t.keys)
        AND (c.names IS DISTINCT FROM t.names OR NOT c.aliases @> t.keys)`,
    [JSON.stringify(rows)],
  );
}

/** A catalog city as a typed place is matched against it. */
export interface CityKeys {
  id: number;
  zip: string;
  key: string;
  aliases: readonly string[];
}

/** What the places a visitor typed stand for: catalog cities, postcodes, and the texts that name nothing. */
export interface PlaceResolution {
  cityIds: number[];
  zips: string[];
  unknown: string[];
}

const FOUR_DIGITS = /^\d{4}$/;

/**
 * Resolves typed places: a postcode stands for itself; a name, in any language, case or accents,
 * stands for the catalog's cities that have it as an alias and for the postcodes the table gives
 * its municipality (those a catalog city does not already cover). A text that is neither is
 * unknown: never a made-up postcode.
 */
export function resolvePlaces(texts: readonly string[], cities: readonly CityKeys[]): PlaceResolution {
  const cityIds = new Set<number>();
  const zips = new Set<string>();
  const unknown: string[] = [];
  for (const raw of texts) {
    const text = raw.trim();
    if (text === '') continue;
    if (FOUR_DIGITS.test(text)) {
      zips.add(text);
      continue;
    }
    const key = normalizeKey(text);
    const found = cities.filter((c) => c.key === key || c.aliases.includes(key));
    const covered = new Set(found.map((c) => c.zip));
    const tableZips = municipalitiesNamed(text)
      .flatMap((m) => m.zips)
      .filter((z) => !covered.has(z));
    if (found.length === 0 && tableZips.length === 0) unknown.push(text);
    for (const c of found) cityIds.add(c.id);
    for (const z of tableZips) zips.add(z);
  }
  return { cityIds: [...cityIds], zips: [...zips], unknown };
}

/**
 * The catalog's cities a list of typed places may name (by any spelling) and those at the given
 * postcodes: what `resolvePlaces` and the postcode check need, in one statement.
 */
export async function citiesForPlaces(
  em: Pick<EntityManager, 'query'>,
  texts: readonly string[],
  zips: readonly string[],
): Promise<CityKeys[]> {
  const keys = [...new Set(texts.map((t) => normalizeKey(t)))];
  if (keys.length === 0 && zips.length === 0) return [];
  return em.query(
    `SELECT id, zip, key, aliases FROM city WHERE key = ANY ($1::text[]) OR aliases && $1::text[] OR zip = ANY ($2::text[])`,
    [keys, [...zips]],
  );
}

/**
 * Whether a postcode is one a zone may be: one the table or the catalog knows, or one inside the
 * Belgian postcode ranges (1000–9999; the table is not a full list of postcodes).
 */
export function isRealPostcode(zip: string, catalogZips: ReadonlySet<string>): boolean {
  if (!FOUR_DIGITS.test(zip)) return false;
  return KNOWN_ZIPS.has(zip) || catalogZips.has(zip) || regionOf(zip, COUNTRY_BELGIUM) !== null;
}

/** A postcode as a zone reads: "Louvain (3000)" where the table names it, else the postcode. */
/** The name of the municipality of a postcode, in a language; null for a postcode it does not know. */
export function postcodeName(zip: string, lang: LanguageCode): string | null {
  const m = MUNICIPALITIES.find((x) => x.zips.includes(zip));
  return m ? namesOf(m)[lang] : null;
}

export function postcodeLabel(zip: string, lang: LanguageCode): string {
  const name = postcodeName(zip, lang);
  return name ? `${name} (${zip})` : zip;
}
