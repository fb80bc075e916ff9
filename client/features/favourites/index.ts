/**
 * The favourites feature's public face: the heart a listing shows, and this browser's list for the
 * buyers' area (merged with a logged-in buyer's account).
 */
export { FavouriteHeart } from './favourite-heart';
export {
  addFavouriteListings,
  currentFavourites,
  replaceFavourites,
  subscribeToFavourites,
} from './favourites-store';
export { buyerSignedIn, mergeFavouritesWithAccount } from './favourites-account';
export { FAVOURITES_MAX } from './favourites-list';
