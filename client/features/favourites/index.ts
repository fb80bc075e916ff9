/**
 * The favourites feature's public face: the heart a listing shows, and this browser's list for the
 * buyers' area (kept in step with a logged-in buyer's account).
 */
export { FavouriteHeart } from './favourite-heart';
export { addFavouriteListings, currentFavourites, subscribeToFavourites } from './favourites-store';
/**
 * The logged-in buyer's side (syncing with the account, forgetting after a logout), loaded when
 * used: a page that shows hearts only never carries it in its first load.
 */
export const loadFavouritesAccount = () => import('./favourites-account');
export { FAVOURITES_MAX } from './favourites-list';
