import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../core/config';
import { pageLanguage, withSearch } from './site';

const DEMO: LanguageCode[] = ['nl', 'fr', 'en'];

describe('pageLanguage', () => {
  it.each<[string, LanguageCode[], { url: string; locale: LanguageCode }]>([
    // The path's language wins; a lang parameter there changes nothing, so it is not kept.
    ['/fr/a-vendre/', DEMO, { url: '/fr/a-vendre/', locale: 'fr' }],
    ['/fr/a-vendre/?lang=en&page=2', DEMO, { url: '/fr/a-vendre/?page=2', locale: 'fr' }],
    ['/de/zu-verkaufen/', DEMO, { url: '/de/zu-verkaufen/', locale: 'de' }],
    // One path for every language: ?lang= when served, else the default language.
    ['/over-ons/?lang=fr', DEMO, { url: '/over-ons/?lang=fr', locale: 'fr' }],
    ['/over-ons/?lang=FR', DEMO, { url: '/over-ons/?lang=fr', locale: 'fr' }],
    ['/over-ons/?lang=nl', DEMO, { url: '/over-ons/', locale: 'nl' }],
    ['/over-ons/?lang=de', DEMO, { url: '/over-ons/', locale: 'nl' }],
    ['/over-ons/?lang=de', [...DEMO, 'de'], { url: '/over-ons/?lang=de', locale: 'de' }],
    ['/over-ons/?lang=xx', DEMO, { url: '/over-ons/', locale: 'nl' }],
    ['/contact-demand/', DEMO, { url: '/contact-demand/', locale: 'nl' }],
  ])('%s → %j', (url, served, expected) => {
    expect(pageLanguage(url, served, 'nl')).toEqual(expected);
  });
});

describe('withSearch', () => {
  it.each([
    ['/fr/a-vendre/', '?page=2', '/fr/a-vendre/?page=2'],
    ['/fr/a-vendre/', '?lang=fr&page=2', '/fr/a-vendre/?page=2'],
    ['/contact-demand/?lang=fr', '?lang=de&utm_source=x', '/contact-demand/?lang=fr&utm_source=x'],
    ['/nl/', '', '/nl/'],
  ])('%s with %s → %s', (target, search, expected) => {
    expect(withSearch(target, search)).toBe(expected);
  });
});
