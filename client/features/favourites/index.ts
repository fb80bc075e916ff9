/**
 * The favourites feature's public face: the heart a listing shows, and this browser's list for the
 * buyers' area (kept in step with a logged-in buyer's account).
 */
export { FavouriteHeart } from './favourite-heart';
export { addFavouriteListings, currentFavourites, subscribeToFavourites } from './favourites-store';
export { forgetFavourites, syncFavouritesWithAccount } from './favourites-account';
export { FAVOURITES_MAX } from './favourites-list';
