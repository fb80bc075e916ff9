import { siteIsBuilt } from '../web/site';

/**
 * The integration and browser lanes render the built site: without a build they fail at once,
 * with the way out, instead of skipping what they exist to check.
 */
export default function requireBuiltSite(): void {
  if (!siteIsBuilt()) {
    throw new Error('The site is not built (dist/ is missing): run `npm run build` first. `npm test` does.');
  }
}
