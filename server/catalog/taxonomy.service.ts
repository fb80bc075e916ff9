import { In, type DataSource, type EntityManager } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { pick } from '../core/localized';
import { City } from './city.entity';
import { GoalFilter } from './property.types';
import { PropertyType } from './property-type.entity';
import { LISTED, VISIBLE } from './property.service';
import { CityView, PropertyTypeView } from './taxonomy.types';
import { countryName, titleCase } from './property.view';

interface SaleRent {
  sale: number;
  rent: number;
}

/** Listed (available or option, not withdrawn) properties per key, split by sale and rent. One query. */
async function countListed(
  ds: DataSource,
  column: 'web_id' | 'city_id',
  keys?: number[],
): Promise<Map<number, SaleRent>> {
  const rows: { key: number; sale: string; rent: string }[] = await ds.query(
    `SELECT p.${column} AS key, count(*) FILTER (WHERE p.goal = 0) AS sale, count(*) FILTER (WHERE p.goal <> 0) AS rent
       FROM property p
      WHERE ${VISIBLE} AND ${LISTED} ${keys ? `AND p.${column} = ANY($1)` : ''}
      GROUP BY p.${column}`,
    keys ? [keys] : [],
  );
  return new Map(rows.map((r) => [Number(r.key), { sale: Number(r.sale), rent: Number(r.rent) }]));
}

const ZERO: SaleRent = { sale: 0, rent: 0 };
const ICONS_UP_TO = 7;

export function toTypeView(t: PropertyType, lang: LanguageCode, counts: SaleRent): PropertyTypeView {
  return {
    id: t.id,
    webId: String(t.id),
    name: pick(t.names, lang) ?? String(t.id),
    showOrder: t.showOrder,
    sale: t.sale,
    rent: t.rent,
    countSaleProperty: t.sale ? counts.sale : 0,
    countRentProperty: t.rent ? counts.rent : 0,
    iconUrl: t.id <= ICONS_UP_TO ? `/static/types/${t.id}.svg` : null,
  };
}

/** A city's name in `lang`; only its names and key are read (the sitemap loads no more). */
export function cityName(c: Pick<City, 'names' | 'key'>, lang: LanguageCode): string {
  return pick(c.names, lang) ?? titleCase(c.key);
}

export function toCityView(c: City, lang: LanguageCode, counts: SaleRent): CityView {
  const name = cityName(c, lang);
  return {
    id: c.id,
    name,
    zip: c.zip,
    countryId: c.countryId,
    countryName: countryName(c.countryId, lang),
    countSale: counts.sale,
    countRent: counts.rent,
    propertyCount: counts.sale + counts.rent,
    filter: `${name}|${c.zip}`,
  };
}

/**
 * The web types and cities (about 60 rows) with their listed counts, held in memory while the
 * database's change notifications are heard: the search box shows them on every keystroke and the
 * storefront's filters on every page, and reading them again each time was most of a keystroke's
 * statements. Emptied on every change (a listing's status moves the counts), off while the
 * notification channel is down; off by default (scripts and tests read the database each time).
 */
export const taxonomyMemory = {
  enabled: false,
  /** Bumped on every change: a load begun before it is not kept after it. */
  generation: 0,
  loads: new WeakMap<DataSource, { generation: number; taxonomy: Promise<Taxonomy> }>(),
  /** Call on every change notification; `connected` false turns the memory off until it is back. */
  changed(connected: boolean): void {
    this.generation += 1;
    this.loads = new WeakMap();
    this.enabled = connected;
  },
};

interface Taxonomy {
  types: PropertyType[];
  cities: Map<number, City>;
  typeCounts: Map<number, SaleRent>;
  cityCounts: Map<number, SaleRent>;
  /** Views per language, built on first use: the sorted types, each city, the sorted lists per goal. */
  views: Map<
    LanguageCode,
    { types: PropertyTypeView[]; cities: Map<number, CityView>; byGoal: Map<GoalFilter | null, CityView[]> }
  >;
}

async function loadTaxonomy(ds: DataSource): Promise<Taxonomy> {
  const [types, cities, typeCounts, cityCounts] = await Promise.all([
    ds.getRepository(PropertyType).find(),
    ds.getRepository(City).find(),
    countListed(ds, 'web_id'),
    countListed(ds, 'city_id'),
  ]);
  return {
    types: types.sort((a, b) => a.showOrder - b.showOrder),
    cities: new Map(cities.map((c) => [c.id, c])),
    typeCounts,
    cityCounts,
    views: new Map(),
  };
}

/** The taxonomy in memory, or null when the memory is off. */
function taxonomy(ds: DataSource): Promise<Taxonomy> | null {
  const memory = taxonomyMemory;
  if (!memory.enabled) return null;
  const known = memory.loads.get(ds);
  if (known && known.generation === memory.generation) return known.taxonomy;
  const load = { generation: memory.generation, taxonomy: loadTaxonomy(ds) };
  memory.loads.set(ds, load);
  // A failed load is not kept: the next request tries again.
  load.taxonomy.catch(() => {
    if (memory.loads.get(ds) === load) memory.loads.delete(ds);
  });
  return load.taxonomy;
}

function viewsIn(t: Taxonomy, lang: LanguageCode) {
  let views = t.views.get(lang);
  if (!views) {
    views = {
      types: t.types.map((type) => toTypeView(type, lang, t.typeCounts.get(type.id) ?? ZERO)),
      cities: new Map(
        [...t.cities.values()].map((c) => [c.id, toCityView(c, lang, t.cityCounts.get(c.id) ?? ZERO)]),
      ),
      byGoal: new Map(),
    };
    t.views.set(lang, views);
  }
  return views;
}

export async function listPropertyTypes(
  ds: DataSource,
  lang: LanguageCode,
  ids?: number[],
): Promise<PropertyTypeView[]> {
  const memory = taxonomy(ds);
  if (memory) {
    const { types } = viewsIn(await memory, lang);
    if (!ids) return [...types];
    const wanted = new Set(ids);
    return types.filter((t) => wanted.has(t.id));
  }
  const [types, counts] = await Promise.all([
    ids
      ? ds.getRepository(PropertyType).createQueryBuilder('t').where('t.id = ANY(:ids)', { ids }).getMany()
      : ds.getRepository(PropertyType).find(),
    countListed(ds, 'web_id', ids),
  ]);
  return types
    .sort((a, b) => a.showOrder - b.showOrder)
    .map((t) => toTypeView(t, lang, counts.get(t.id) ?? ZERO));
}

/**
 * Cities with listed properties (of the goal, when given), by name in the language. With `ids`,
 * exactly those cities in that order, zero counts included (the search dropdown greys them out).
 */
export async function listCities(
  ds: DataSource,
  lang: LanguageCode,
  goal: GoalFilter | null,
  ids?: number[],
): Promise<CityView[]> {
  const memory = taxonomy(ds);
  if (memory) {
    const t = await memory;
    const views = viewsIn(t, lang);
    if (ids) return [...new Set(ids)].flatMap((id) => views.cities.get(id) ?? []);
    let sorted = views.byGoal.get(goal);
    if (!sorted) {
      sorted = relevantSorted(
        [...t.cityCounts.keys()].flatMap((id) => views.cities.get(id) ?? []),
        lang,
        goal,
      );
      views.byGoal.set(goal, sorted);
    }
    return [...sorted];
  }
  const byIds = (wanted: number[]) =>
    ds.getRepository(City).createQueryBuilder('c').where('c.id = ANY(:ids)', { ids: wanted }).getMany();
  // The search box knows its cities: both queries at once, one round trip less per keystroke.
  const [counts, known] = await Promise.all([countListed(ds, 'city_id', ids), ids ? byIds(ids) : null]);
  const wanted = ids ?? [...counts.keys()];
  if (wanted.length === 0) return [];
  const cities = known ?? (await byIds(wanted));
  const views = cities.map((c) => toCityView(c, lang, counts.get(c.id) ?? ZERO));
  if (ids) {
    const order = new Map(ids.map((id, i) => [id, i]));
    return views.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  }
  return relevantSorted(views, lang, goal);
}

/** The cities with listings of the goal, by name in the language. */
function relevantSorted(views: CityView[], lang: LanguageCode, goal: GoalFilter | null): CityView[] {
  const relevant = views.filter((v) =>
    goal === GoalFilter.SALE
      ? v.countSale > 0
      : goal === GoalFilter.RENT
        ? v.countRent > 0
        : v.propertyCount > 0,
  );
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  return relevant.sort((a, b) => collator.compare(a.name, b.name) || a.zip.localeCompare(b.zip));
}

/** The property types of `ids` that exist, in their show order (a form checks its choices against them). */
export function findPropertyTypes(manager: Pick<EntityManager, 'getRepository'>, ids: readonly number[]) {
  return ids.length
    ? manager.getRepository(PropertyType).find({ where: { id: In([...ids]) }, order: { showOrder: 'ASC' } })
    : Promise.resolve([]);
}

/** The cities of `ids` that exist. */
export function findCities(manager: Pick<EntityManager, 'getRepository'>, ids: readonly number[]) {
  return ids.length ? manager.getRepository(City).find({ where: { id: In([...ids]) } }) : Promise.resolve([]);
}
