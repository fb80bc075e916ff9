/** The not-found feature's public face for other features: the 404 page. */
export { NotFoundPage } from './not-found-page';
