import { describe, expect, it } from 'vitest';
import { QUEUE_DASHBOARD_PATH } from '../admin/queue-dashboard';
import { ROUTE_SEED } from '../demo/content/route.seed-data';
import { CANCEL_PATH } from '../appointments/appointment.routes';
import { SUBSCRIPTION_PATHS } from '../alerts/subscription-links';
import { BEACON_PATH } from '../page-views/beacon.router';
import { isDisallowed, robotsTxt } from './robots';

describe('robots.txt', () => {
  it('names every crawler, the refused paths and the absolute sitemap', () => {
    expect(robotsTxt('https://www.agency.be/')).toBe(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /graphql',
        'Disallow: /admin/',
        '',
        'Sitemap: https://www.agency.be/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  // The API and the endpoints pages call (the owners' portal reads GraphQL; beacons, uploads …).
  it.each([
    '/graphql',
    '/graphql-explorer/',
    BEACON_PATH,
    '/api/uploads/cv',
    CANCEL_PATH,
    ...Object.values(SUBSCRIPTION_PATHS),
    `${QUEUE_DASHBOARD_PATH}/`,
  ])('refuses %s', (path) => {
    expect(isDisallowed(path)).toBe(true);
  });

  // Every page of the route table stays open, those with noindex too (thank-you, login, portal):
  // a crawler refused a page never reads its noindex.
  it.each(ROUTE_SEED.flatMap((r) => Object.values(r.paths)))('leaves the page %s open', (path) => {
    expect(isDisallowed(path)).toBe(false);
  });

  it('leaves the sitemaps and the site icons open', () => {
    for (const path of ['/sitemap.xml', '/sitemap-nl-pages-1.xml', '/favicon.ico', '/manifest.webmanifest'])
      expect(isDisallowed(path)).toBe(false);
  });
});
