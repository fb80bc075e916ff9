import { FAVOURITES_KEY, parseFavourites, toggleFavourite } from './favourites-list';

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

/** Adds the listing to the favourites, or takes it out when it is one. */
export function toggleFavouriteListing(id: string): void {
  current = toggleFavourite(currentFavourites(), id);
  try {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(current));
  } catch {
    // Storage refused or full: the change holds in this page only.
  }
  for (const listener of listeners) listener();
}
