import {
  addFavourites,
  cleanFavourites,
  FAVOURITES_KEY,
  parseFavourites,
  toggleFavourite,
} from './favourites-list';

/**
 * This browser's favourites, kept in localStorage under one key and shared by every card and tab
 * (another tab's change arrives as a `storage` event). Where storage is refused (a private window
 * with storage blocked), the favourites last for the page's life.
 */
let current: readonly string[] | undefined;
const listeners = new Set<() => void>();

function read(): readonly string[] {
  try {
    return parseFavourites(window.localStorage.getItem(FAVOURITES_KEY));
  } catch {
    return [];
  }
}

export function currentFavourites(): readonly string[] {
  return (current ??= read());
}

function onStorage(e: StorageEvent) {
  if (e.key !== null && e.key !== FAVOURITES_KEY) return;
  current = read();
  for (const listener of listeners) listener();
}

export function subscribeToFavourites(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function store(next: readonly string[]): void {
  current = next;
  try {
    if (next.length === 0) window.localStorage.removeItem(FAVOURITES_KEY);
    else window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next));
  } catch {
    // Storage refused or full: the change holds in this page only.
  }
  for (const listener of listeners) listener();
}

/** Adds the listing to the favourites, or takes it out when it is one. Whether it is one now. */
export function toggleFavouriteListing(id: string): boolean {
  store(toggleFavourite(currentFavourites(), id));
  return currentFavourites().includes(id);
}

/** Adds listings (a shared list) in front of the favourites. */
export function addFavouriteListings(ids: readonly string[]): void {
  store(addFavourites(currentFavourites(), ids));
}

/** Takes the favourites to be exactly these (the account's, once merged). */
export function replaceFavourites(ids: readonly string[]): void {
  store(cleanFavourites(ids));
}
