/** The favourites feature's public face: the heart a listing shows. */
export { FavouriteHeart } from './favourite-heart';
