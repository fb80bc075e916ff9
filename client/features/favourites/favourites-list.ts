/**
 * The favourites a browser keeps without an account: listing ids, newest first. The stored text is
 * read defensively (another version of the site, an edited value, another site's key): whatever is
 * not a list of positive integer ids reads as no favourites.
 */
export const FAVOURITES_KEY = 'agency.favourites';

/** A browser keeps at most this many, as an account does (server/buyers); the oldest go first. */
export const FAVOURITES_MAX = 100;

const ID = /^[1-9]\d{0,15}$/;

export function parseFavourites(stored: string | null): readonly string[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is string => typeof v === 'string' && ID.test(v));
  return [...new Set(ids)].slice(0, FAVOURITES_MAX);
}

/** The list with `id` added at the front, or taken out when it was there. */
export function toggleFavourite(ids: readonly string[], id: string): readonly string[] {
  if (!ID.test(id)) return ids;
  return ids.includes(id) ? ids.filter((x) => x !== id) : [id, ...ids].slice(0, FAVOURITES_MAX);
}

/** `ids` (newest first) that are listing ids, without repeats, at most FAVOURITES_MAX. */
export function cleanFavourites(ids: readonly string[]): readonly string[] {
  return [...new Set(ids.filter((id) => ID.test(id)))].slice(0, FAVOURITES_MAX);
}

/** The list with `ids` added at the front (those already in it keep their place). */
export function addFavourites(list: readonly string[], ids: readonly string[]): readonly string[] {
  return cleanFavourites([...ids.filter((id) => !list.includes(id)), ...list]);
}

/**
 * What a browser tells an account: the hearts switched on since the account's list was last
 * synced here (`synced`), and those switched off. Nothing synced yet (a login): all of them.
 */
export function favouritesChange(
  local: readonly string[],
  synced: readonly string[],
): { add: number[]; remove: number[] } {
  return {
    add: local.filter((id) => !synced.includes(id)).map(Number),
    remove: synced.filter((id) => !local.includes(id)).map(Number),
  };
}
