import { badInput } from '../core/errors';
import { ListStatus, PAGE_SIZE_MAX, type GoalFilter, type PropertyFilter } from './property.types';
import { normalizeKey } from './rules';

/** A validated list filter: what the SQL needs, nothing the client could smuggle in. */
export interface ListCriteria {
  goal: GoalFilter | null;
  city: { key: string; zip: string } | null;
  typeId: number | null;
  includeSoldAndRented: boolean;
}

/** "Waterloo|1410" → { key: "waterloo", zip: "1410" }; anything else is the caller's mistake. */
export function parseCityFilter(value: string): { key: string; zip: string } {
  const bar = value.lastIndexOf('|');
  const name = bar > 0 ? value.slice(0, bar) : '';
  const zip = bar > 0 ? value.slice(bar + 1).trim() : '';
  const key = normalizeKey(name);
  if (key === '' || !/^[0-9A-Za-z-]{2,10}$/.test(zip)) throw badInput('error.cityFilter', {}, 'filter.city');
  return { key, zip: zip.toUpperCase() };
}

export function parseTypeFilter(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > 99)
    throw badInput('error.typeFilter', {}, 'filter.type');
  return value;
}

export function toListCriteria(filter: PropertyFilter | undefined): ListCriteria {
  return {
    goal: filter?.goal ?? null,
    city: filter?.city !== undefined && filter.city !== null ? parseCityFilter(filter.city) : null,
    typeId: filter?.type !== undefined && filter.type !== null ? parseTypeFilter(filter.type) : null,
    includeSoldAndRented: filter?.status === ListStatus.ALL,
  };
}

export function parsePaging(page: number, pageSize: number): { page: number; pageSize: number } {
  if (!Number.isInteger(page) || page < 1) throw badInput('error.pageRange', {}, 'page');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE_MAX)
    throw badInput('error.pageSizeRange', { max: PAGE_SIZE_MAX }, 'pageSize');
  return { page, pageSize };
}
