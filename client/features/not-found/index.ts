import { lazyPage } from '../../ui/lazy-page';

/**
 * The not-found feature's public face for other features: the 404 page, in a chunk of its own.
 * Any page can turn into it, but few do: its code stays out of every page's initial JavaScript,
 * and a 404 rendered on the server has its chunk preloaded like any other lazy page.
 */
export const NotFoundPage = lazyPage('features/not-found/not-found-page.tsx', () =>
  import('./not-found-page').then((m) => m.NotFoundPage),
);
