import type { EntityManager } from 'typeorm';
import { SEARCH_ENERGY_LETTERS } from '../../common/forms/demand-rules';
import { postcodeName } from '../catalog/place-names.service';
import { CITIES_FILTER_MAX } from '../catalog/property.types';
import { cityName, findCities } from '../catalog/taxonomy.service';
import { config, type LanguageCode } from '../core/config';
import { routePathIn, routesByKey } from '../content/route.service';
import { SAVED_SEARCH_CRITERIA_COLUMNS, type SavedSearchCriteriaRow } from './saved-search-row';

/**
 * The sale or rent list of the site filtered as a saved search is, in a language: its cities and
 * postcodes (the list's "Name|zip"), its type, price range, bedrooms, living area, energy label and
 * words. Absolute URLs by search id; none for a search the list cannot show as saved (several
 * types, more places than the list takes, a postcode without a name) or whose list page is
 * switched off.
 */
export async function searchListUrls(
  m: Pick<EntityManager, 'query' | 'getRepository'>,
  searches: readonly { id: string; lang: LanguageCode }[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (searches.length === 0) return out;
  const rows: SavedSearchCriteriaRow[] = await m.query(
    `SELECT ${SAVED_SEARCH_CRITERIA_COLUMNS} FROM demand_registration WHERE id = ANY ($1::uuid[])`,
    [searches.map((s) => s.id)],
  );
  const [routes, cities] = await Promise.all([
    routesByKey(m, ['for-sale', 'for-rent']),
    findCities(m, [...new Set(rows.flatMap((r) => r.city_ids))]),
  ]);
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const langOf = new Map(searches.map((s) => [s.id, s.lang]));
  const base = config().PUBLIC_URL.replace(/\/$/, '');
  for (const r of rows) {
    const lang = langOf.get(r.id) ?? config().DEFAULT_LANGUAGE;
    const route = routes.get(r.goal === 0 ? 'for-sale' : 'for-rent');
    if (!route) continue;
    // The list filters on one type and at most CITIES_FILTER_MAX places, each a name and its
    // postcode: a search it cannot show as saved gets no link.
    const places = [
      ...r.city_ids.map((id) => {
        const city = cityById.get(id);
        return city ? `${cityName(city, lang)}|${city.zip}` : null;
      }),
      ...r.zips.map((zip) => {
        const name = postcodeName(zip, lang);
        return name ? `${name}|${zip}` : null;
      }),
    ];
    if (r.type_ids.length !== 1 || places.length > CITIES_FILTER_MAX || places.includes(null)) continue;
    const qs = new URLSearchParams();
    for (const place of places) qs.append('city', place!);
    qs.set('type', String(r.type_ids[0]));
    if (r.price_min !== null) qs.set('minPrice', String(r.price_min));
    if (r.price_max !== null) qs.set('maxPrice', String(r.price_max));
    if (r.min_bedrooms !== null) qs.set('minBedrooms', String(r.min_bedrooms));
    if (r.min_living_area !== null) qs.set('minLivingArea', String(r.min_living_area));
    const energy = r.max_energy_rank === null ? undefined : SEARCH_ENERGY_LETTERS[r.max_energy_rank];
    if (energy) qs.set('maxEnergyLabel', energy);
    if (r.text_words.length > 0) qs.set('q', r.text_words.join(' '));
    const query = qs.toString();
    out.set(r.id, `${base}${routePathIn(route, lang)}${query ? `?${query}` : ''}`);
  }
  return out;
}
