import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { GoalFilter } from './property.types';
import { Property } from './property.entity';
import type { ListCriteria } from './catalog-filter';

/** SQL condition of listings a visitor may see at all (not withdrawn from the feed). */
export const VISIBLE = 'p.withdrawn_at IS NULL';
/** Listings shown in lists by default: available and under option (Marquee 0, 1, 2). */
export const LISTED = 'p.marquee NOT IN (3, 4)';

function applyCriteria(qb: SelectQueryBuilder<Property>, c: ListCriteria): SelectQueryBuilder<Property> {
  qb.where(VISIBLE);
  if (!c.includeSoldAndRented) qb.andWhere(LISTED);
  if (c.goal === GoalFilter.SALE) qb.andWhere('p.goal = 0');
  if (c.goal === GoalFilter.RENT) qb.andWhere('p.goal <> 0');
  if (c.typeId !== null) qb.andWhere('p.web_id = :typeId', { typeId: c.typeId });
  if (c.city) {
    qb.andWhere('p.city_id IN (SELECT id FROM city WHERE zip = :zip AND :cityKey = ANY(aliases))', {
      zip: c.city.zip,
      cityKey: c.city.key,
    });
  }
  return qb;
}

/**
 * The columns lists and search read: everything a card shows, without the detail groups (about
 * 70% of a row's bytes), which are loaded by id only when a query asks for them.
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
  'publishedAt',
  'updatedAt',
];
const summary = (qb: SelectQueryBuilder<Property>) => qb.select(SUMMARY_COLUMNS.map((c) => `p.${c}`));

/** One page of listings (summary columns), newest first, and the total matching. Two queries. */
export async function listProperties(
  ds: DataSource,
  c: ListCriteria,
  page: number,
  pageSize: number,
): Promise<{ rows: Property[]; total: number }> {
  const repo = ds.getRepository(Property);
  const [rows, total] = await Promise.all([
    applyCriteria(summary(repo.createQueryBuilder('p')), c)
      .orderBy('p.published_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getMany(),
    applyCriteria(repo.createQueryBuilder('p'), c).getCount(),
  ]);
  return { rows, total };
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
