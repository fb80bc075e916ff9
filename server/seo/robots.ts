import { absoluteUrl } from './sitemap-xml';

/**
 * What crawlers are asked to leave alone: the API (GraphQL and its explorer, which the owners'
 * portal reads its data from), the REST endpoints under /api/ (beacons, uploads, mail links,
 * appointment cancellation) and the back office. Pages are never listed here, not even those that
 * say `noindex` (login, owners' portal, thank-you pages): a crawler may not read a page it is
 * refused, so it would never see the noindex and could still index the bare address.
 */
export const DISALLOWED_PATHS = ['/api/', '/graphql', '/admin/'] as const;

/** The site's robots.txt: every crawler, the paths above, and the sitemap index's absolute address. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** Whether a path is refused by robotsTxt's rules (prefix match, as crawlers read `Disallow`). */
export function isDisallowed(path: string): boolean {
  return DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix));
}
