import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { SUPPORTED_LANGUAGES } from '../core/config';
import { GoalFilter, PropertySort, type PropertyFilter } from './property.types';
import { Property } from './property.entity';
import { City } from './city.entity';
import { PropertyPhoto } from './property-photo.entity';
import { PropertyText } from './property-text.entity';
import { PropertyType } from './property-type.entity';
import { toListCriteria, type ListCriteria } from './catalog-filter';

/** SQL condition of listings a visitor may see at all (not withdrawn from the feed). */
export const VISIBLE = 'p.withdrawn_at IS NULL';
/** Listings shown in lists by default: available and under option (Marquee 0, 1, 2). */
export const LISTED = 'p.marquee NOT IN (3, 4)';

/** Escapes LIKE wildcards in a visitor's word. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * `text` has a word that starts with the parameter. Search keys separate words by single spaces;
 * an apostrophe separates them too, so "eglise" finds "Rue de l'Église" and "alleud" Braine-l'Alleud.
 */
const wordStart = (text: string, like: string) =>
  `' ' || translate(${text}, '''’', '  ') LIKE '% ' || ${like} || '%' ESCAPE '\\'`;

/** Every name of a type, one search key: the planner sees a plain expression, not a set per row. */
const TYPE_NAMES_KEY = `search_key(concat_ws(' ', ${SUPPORTED_LANGUAGES.map((l) => `t.names->>'${l}'`).join(', ')}))`;

/**
 * Listing `p` has one word of the free text, as SQL: it matches the reference (the whole word in
 * digits), the start of the postcode, or the start of a word of the city's name in any language, of
 * the street or of the type's name in any language, all accent- and case-free (the search box's own
 * normalization, `search_key`). Word starts, not any substring: "aus" must not find every
 * "chaussée". `like` is an SQL expression of the word with LIKE's wildcards escaped; `reference`
 * one of the listing id the word names, or null when it names none.
 */
export function listingHasWordSql(like: string, reference: string | null): string {
  return `(${reference === null ? '' : `p.id = ${reference} OR `}p.city_id IN (
             SELECT c.id FROM city c
              WHERE c.zip LIKE ${like} || '%' ESCAPE '\\' OR ${wordStart("array_to_string(c.aliases, ' ')", like)})
           OR ${wordStart('p.street_key', like)}
           OR p.web_id IN (SELECT t.id FROM property_type t WHERE ${wordStart(TYPE_NAMES_KEY, like)}))`;
}

/** LIKE's wildcards escaped, in SQL, for a word stored as text (`listingHasWordSql`'s `like`). */
export const sqlLikeEscaped = (expr: string): string =>
  `replace(replace(replace(${expr}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** One word of the list's free text, with its parameters. */
function wordCondition(i: number, word: string): { sql: string; params: Record<string, unknown> } {
  const like = `w${i}`;
  const id = `wid${i}`;
  const reference = /^\d{1,9}$/.test(word) ? Number(word) : null;
  return {
    sql: listingHasWordSql(`:${like}`, reference === null ? null : `:${id}`),
    params: { [like]: likeEscape(word), ...(reference === null ? {} : { [id]: reference }) },
  };
}

function applyCriteria<T extends SelectQueryBuilder<Property>>(qb: T, c: ListCriteria): T {
  qb.where(VISIBLE);
  if (!c.includeSoldAndRented) qb.andWhere(LISTED);
  if (c.goal === GoalFilter.SALE) qb.andWhere('p.goal = 0');
  if (c.goal === GoalFilter.RENT) qb.andWhere('p.goal <> 0');
  if (c.typeId !== null) qb.andWhere('p.web_id = :typeId', { typeId: c.typeId });
  if (c.cities.length) {
    // A city is its postcode and one of its names in any language (Ixelles|1050 and Elsene|1050).
    qb.andWhere(
      `p.city_id IN (SELECT c.id FROM city c, unnest(CAST(:cityZips AS text[]), CAST(:cityKeys AS text[])) AS f(zip, key)
                      WHERE c.zip = f.zip AND f.key = ANY(c.aliases))`,
      { cityZips: c.cities.map((x) => x.zip), cityKeys: c.cities.map((x) => x.key) },
    );
  }
  if (c.minPrice !== null) qb.andWhere('p.list_price >= :minPrice', { minPrice: c.minPrice });
  if (c.maxPrice !== null) qb.andWhere('p.list_price <= :maxPrice', { maxPrice: c.maxPrice });
  if (c.minBedrooms !== null) qb.andWhere('p.bedrooms >= :minBedrooms', { minBedrooms: c.minBedrooms });
  if (c.minLivingArea !== null)
    qb.andWhere('p.living_area >= :minLivingArea', { minLivingArea: c.minLivingArea });
  if (c.maxEnergyRank !== null)
    qb.andWhere('p.energy_rank <= :maxEnergyRank', { maxEnergyRank: c.maxEnergyRank });
  c.words.forEach((word, i) => {
    const { sql, params } = wordCondition(i, word);
    qb.andWhere(sql, params);
  });
  return qb;
}

/**
 * Each order ends on the id, so equal keys keep one order and pages never repeat or skip a listing.
 * Listings whose key is unknown (no published price, no measured area) come last.
 */
function applySort<T extends SelectQueryBuilder<Property>>(qb: T, sort: PropertySort): T {
  switch (sort) {
    case PropertySort.PRICE_ASC:
      return qb.orderBy('p.list_price', 'ASC', 'NULLS LAST').addOrderBy('p.id', 'ASC');
    case PropertySort.PRICE_DESC:
      return qb.orderBy('p.list_price', 'DESC', 'NULLS LAST').addOrderBy('p.id', 'DESC');
    case PropertySort.LIVING_AREA_DESC:
      return qb.orderBy('p.living_area', 'DESC', 'NULLS LAST').addOrderBy('p.id', 'DESC');
    case PropertySort.NEWEST:
      return qb.orderBy('p.published_at', 'DESC').addOrderBy('p.id', 'DESC');
    case PropertySort.AVAILABLE_NEWEST:
      // Marquee 0 and 2 are under option, 3 and 4 sold or rented; anything else is available.
      return qb
        .orderBy('CASE WHEN p.marquee IN (0, 2) THEN 1 WHEN p.marquee IN (3, 4) THEN 2 ELSE 0 END', 'ASC')
        .addOrderBy('p.published_at', 'DESC')
        .addOrderBy('p.id', 'DESC');
  }
}

/**
 * The columns lists and search read: everything a card shows, without the detail groups (about
 * 70% of a row's bytes), which are loaded by id only when a query asks for them. The energy group
 * is the exception: every card shows its letter, and its ~170 bytes cost less than loading twelve
 * whole rows (documents, points of interest…) once more to read it.
 */
export const SUMMARY_COLUMNS: (keyof Property)[] = [
  'id',
  'goal',
  'marquee',
  'marqueeName',
  'webId',
  'webIds',
  'recordFile',
  'street',
  'houseNumber',
  'boxNr',
  'zip',
  'cityName',
  'cityId',
  'countryId',
  'publishAddress',
  'price',
  'publishPrice',
  'priceUnit',
  'epcValue',
  'epcLabelText',
  'latitude',
  'longitude',
  'bedrooms',
  'managerId',
  'projectId',
  'virtualTourUrl',
  'videoUrl',
  'costs',
  'rooms',
  'surfaces',
  'energy',
  'publishedAt',
  'updatedAt',
];
const summary = (qb: SelectQueryBuilder<Property>) => qb.select(SUMMARY_COLUMNS.map((c) => `p.${c}`));

/**
 * What a list card shows beside its own row, as the per-relation loaders would give it: its short
 * texts in every language, first photo, city and type.
 */
export interface CardRelations {
  texts: PropertyText[];
  thumbnail: PropertyPhoto | null;
  city: City | null;
  type: PropertyType | null;
}

/**
 * The card relations as columns of the page's own statement: one round trip instead of four per
 * page (each statement costs the API more than PostgreSQL: a socket write, TypeORM building it and
 * hydrating its rows). Keys are the entities' property names.
 */
const CARD_COLUMNS: Record<string, string> = {
  card_texts: `(SELECT json_agg(json_build_object('propertyId', t.property_id, 'lang', t.lang, 'title', t.title,
                 'typeDescription', t.type_description)) FROM property_text t WHERE t.property_id = p.id)`,
  card_thumbnail: `(SELECT json_build_object('id', ph.id, 'propertyId', ph.property_id, 'sourceId', ph.source_id,
                 'position', ph.position, 'url', ph.url, 'width', ph.width, 'height', ph.height, 'name', ph.name)
                 FROM property_photo ph WHERE ph.property_id = p.id ORDER BY ph.position LIMIT 1)`,
  card_city: `(SELECT json_build_object('id', c.id, 'zip', c.zip, 'countryId', c.country_id, 'key', c.key,
                 'aliases', c.aliases, 'names', c.names) FROM city c WHERE c.id = p.city_id)`,
  card_type: `(SELECT json_build_object('id', ty.id, 'showOrder', ty.show_order, 'sale', ty.sale, 'rent', ty.rent,
                 'names', ty.names) FROM property_type ty WHERE ty.id = p.web_id)`,
};

/** One entity from its JSON (null stays null). */
function entity<T extends object>(make: new () => T, json: unknown): T | null {
  return json === null || json === undefined ? null : Object.assign(new make(), json);
}

/** The card relations of each row (by listing id) from the raw rows of a statement with CARD_COLUMNS. */
function cardsOf(raw: Record<string, unknown>[]): Map<number, CardRelations> {
  const cards = new Map<number, CardRelations>();
  for (const r of raw) {
    const texts = Array.isArray(r.card_texts) ? (r.card_texts as unknown[]) : [];
    cards.set(Number(r.p_id), {
      texts: texts.map((t) => Object.assign(new PropertyText(), t)),
      thumbnail: entity(PropertyPhoto, r.card_thumbnail),
      city: entity(City, r.card_city),
      type: entity(PropertyType, r.card_type),
    });
  }
  return cards;
}

/** Adds the card relations to the selected columns. */
function withCards(qb: SelectQueryBuilder<Property>): SelectQueryBuilder<Property> {
  for (const [alias, sql] of Object.entries(CARD_COLUMNS)) qb.addSelect(sql, alias);
  return qb;
}

/**
 * One page of listings (summary columns) in the order asked, each with its card relations, and the
 * total matching. Two queries.
 */
export async function listProperties(
  ds: DataSource,
  c: ListCriteria,
  sort: PropertySort,
  page: number,
  pageSize: number,
): Promise<{ rows: Property[]; cards: Map<number, CardRelations>; total: number }> {
  const qb = withCards(
    applySort(applyCriteria(summary(ds.getRepository(Property).createQueryBuilder('p')), c), sort),
  );
  const [{ entities, raw }, total] = await Promise.all([
    qb
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getRawAndEntities<Record<string, unknown>>(),
    countProperties(ds, c),
  ]);
  return { rows: entities, cards: cardsOf(raw), total };
}

/** Most filters one count request may carry: one for each filter kind the lists offer. */
export const COUNTS_MAX = 8;

/** How many listings match a filter. One query. */
export async function countProperties(ds: DataSource, c: ListCriteria): Promise<number> {
  return applyCriteria(ds.getRepository(Property).createQueryBuilder('p'), c).getCount();
}

/**
 * The totals the sale and the rent list show for a filter (its goal left aside), with the lists'
 * own validation and matching: what a button that opens them may say they hold. One query.
 */
export async function countListsFor(
  ds: DataSource,
  filter: Omit<PropertyFilter, 'goal'>,
): Promise<{ sale: number; rent: number }> {
  const row: { sale: number; rent: number } | undefined = await applyCriteria(
    ds.getRepository(Property).createQueryBuilder('p'),
    toListCriteria({ ...filter, goal: undefined }),
  )
    .select('count(*) FILTER (WHERE p.goal = 0)::int', 'sale')
    .addSelect('count(*) FILTER (WHERE p.goal <> 0)::int', 'rent')
    .getRawOne();
  return { sale: row?.sale ?? 0, rent: row?.rent ?? 0 };
}

/** Most listings one map shows: beyond it the visitor narrows the list first. */
export const MARKERS_MAX = 1000;

/**
 * The listings of a list that can be put on a map (a shown address with coordinates), newest
 * first, at most MARKERS_MAX. One query.
 */
export async function listMappedProperties(ds: DataSource, c: ListCriteria): Promise<Property[]> {
  return applySort(
    applyCriteria(summary(ds.getRepository(Property).createQueryBuilder('p')), c),
    PropertySort.NEWEST,
  )
    .andWhere('p.publish_address AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL')
    .limit(MARKERS_MAX)
    .getMany();
}

/** A listing by CRM id, or null when unknown or withdrawn. Sold and rented listings are returned. */
export async function findProperty(ds: DataSource, id: number): Promise<Property | null> {
  return ds
    .getRepository(Property)
    .createQueryBuilder('p')
    .where('p.id = :id', { id })
    .andWhere(VISIBLE)
    .getOne();
}

/** Visible listings by id (summary columns), in the order asked (search results). */
export async function findProperties(ds: DataSource, ids: number[]): Promise<Property[]> {
  if (ids.length === 0) return [];
  const rows = await summary(ds.getRepository(Property).createQueryBuilder('p'))
    .where('p.id IN (:...ids)', { ids })
    .andWhere(VISIBLE)
    .getMany();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is Property => r !== undefined);
}

/**
 * Visible listings by id (summary columns) in the order asked, each with its card relations (the
 * search box's titles: one statement instead of four). One query.
 */
export async function findPropertyCards(
  ds: DataSource,
  ids: number[],
): Promise<{ rows: Property[]; cards: Map<number, CardRelations> }> {
  if (ids.length === 0) return { rows: [], cards: new Map() };
  const { entities, raw } = await withCards(summary(ds.getRepository(Property).createQueryBuilder('p')))
    .where('p.id IN (:...ids)', { ids })
    .andWhere(VISIBLE)
    .getRawAndEntities<Record<string, unknown>>();
  const byId = new Map(entities.map((r) => [r.id, r]));
  return {
    rows: ids.map((id) => byId.get(id)).filter((r): r is Property => r !== undefined),
    cards: cardsOf(raw),
  };
}

/**
 * The visible units of projects (summary columns): per project, units on the market first, then
 * by price (unpriced last) and id. One query for any number of projects.
 */
export async function findProjectUnits(ds: DataSource, projectIds: readonly number[]): Promise<Property[]> {
  if (projectIds.length === 0) return [];
  return summary(ds.getRepository(Property).createQueryBuilder('p'))
    .where('p.project_id = ANY(:ids)', { ids: [...projectIds] })
    .andWhere(VISIBLE)
    .orderBy('p.project_id')
    .addOrderBy('p.marquee IN (3, 4)')
    .addOrderBy('p.price', 'ASC', 'NULLS LAST')
    .addOrderBy('p.id')
    .getMany();
}

export { textFilterWords } from './catalog-filter';
