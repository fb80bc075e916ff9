/** The favourites feature's public face: the heart a listing shows. */
export { FavouriteButton } from './favourite-button';
