/**
 * The buyers' area's addresses and what their query strings carry: a shared list of favourites
 * (`?shared=12,7,3`: listing ids only, nothing else about the visitor), the listings to compare
 * (`?id=12&id=7`, as the area's plain form sends them) and the outcome of a form (`?status=`).
 */
import { AREA_STATUSES, type AreaStatus } from '../../../common/buyer-forms';
import { FAVOURITES_MAX } from '../favourites';

/** At most this many listings side by side: four columns still fit a desktop screen. */
export const COMPARE_MAX = 4;

const ID = /^[1-9]\d{0,9}$/;
const validIds = (ids: readonly string[], max: number): string[] =>
  [...new Set(ids.map((id) => id.trim()).filter((id) => ID.test(id) && Number(id) < 2 ** 31))].slice(0, max);

/** The listing ids of a share link (`shared`), in order, without repeats; anything else is dropped. */
export function sharedIdsOf(params: URLSearchParams): string[] {
  return validIds((params.get('shared') ?? '').split(','), FAVOURITES_MAX);
}

/** The address that opens `ids` (newest first) as a shared list on another device. */
export function shareLink(origin: string, areaPath: string, ids: readonly string[]): string {
  const url = new URL(areaPath, origin);
  url.searchParams.set('shared', validIds(ids, FAVOURITES_MAX).join(','));
  // Commas are safe in a query and keep the link short and readable.
  return url.toString().replace(/%2C/g, ',');
}

/** The listings a comparison asks for (`id`, repeated; `ids` with commas too), the first COMPARE_MAX. */
export function compareIdsOf(params: URLSearchParams): { ids: string[]; dropped: number } {
  const asked = [...params.getAll('id'), ...(params.get('ids') ?? '').split(',')];
  const all = validIds(asked, FAVOURITES_MAX);
  return { ids: all.slice(0, COMPARE_MAX), dropped: Math.max(0, all.length - COMPARE_MAX) };
}

/** The comparison page's address for these listings. */
export function comparePath(path: string, ids: readonly string[]): string {
  const qs = new URLSearchParams();
  for (const id of validIds(ids, COMPARE_MAX)) qs.append('id', id);
  return `${path}?${qs.toString()}`;
}

/** The outcome `?status=` names, or null for anything else. */
export const areaStatusOf = (params: URLSearchParams): AreaStatus | null =>
  AREA_STATUSES.find((s) => s === params.get('status')) ?? null;
