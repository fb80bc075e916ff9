import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../core/config';
import type { Route } from './route.entity';
import { ROUTE_SEED } from '../demo/content/route.seed-data';
import { pageLinkIn } from './site-config.service';

const ROUTES = ROUTE_SEED.map((r, i) => ({ ...r, id: i + 1 }) as Route);

// Links typed once in the site configuration (the top bar) lead to the page in the page's language.
describe('pageLinkIn', () => {
  it.each<[string, LanguageCode, string]>([
    ['/nl/login/', 'fr', '/fr/login/'],
    ['/nl/login/', 'en', '/en/login/'],
    ['/nl/login/', 'nl', '/nl/login/'],
    ['/nl/login', 'fr', '/fr/login/'],
    ['/fr/equipe/', 'nl', '/nl/team/'],
    ['/nl/te-koop/?type=2', 'fr', '/fr/a-vendre/?type=2'],
    ['/nl/contact/#form', 'en', '/en/contact/#form'],
    // One path for every language: the language goes in ?lang= (none for the default, nl).
    ['/contact-demand/', 'fr', '/contact-demand/?lang=fr'],
    ['/contact-demand/', 'nl', '/contact-demand/'],
    // Not a page of the route table: as typed.
    ['/nl/jobs/', 'fr', '/nl/jobs/'],
    ['tel:+3222345678', 'fr', 'tel:+3222345678'],
    ['mailto:info@immo-demo.be', 'fr', 'mailto:info@immo-demo.be'],
    ['https://example.com/nl/login/', 'fr', 'https://example.com/nl/login/'],
    ['//example.com/nl/login/', 'fr', '//example.com/nl/login/'],
  ])('%s in %s → %s', (link, lang, expected) => {
    expect(pageLinkIn(link, ROUTES, lang)).toBe(expected);
  });
});
