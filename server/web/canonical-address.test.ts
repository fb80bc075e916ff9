import { describe, expect, it } from 'vitest';
import { detailPathId, isOtherAddress, routeInLanguage, type RoutePaths } from './canonical-address';

const ROUTES: RoutePaths[] = [
  { paths: { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' } },
  { paths: { nl: '/nl/team/', fr: '/fr/equipe/', en: '/en/team/', de: null } },
  { paths: { nl: '/contact-demand/', fr: '/contact-demand/', en: '/contact-demand/' } },
];

describe('detailPathId', () => {
  it.each([
    ['/nl/te-koop/brussel/a-house/12/', 12],
    ['/fr/te-huur/brussel/a-house/12/?page=2', 12],
    ['/en/for-rent/x/y/7', 7],
    ['/nl/te-koop/brussel/a-house/0/', null],
    ['/nl/te-koop/brussel/12/', null],
    ['/nl/projecten/brussel/a-project/12/', null],
    ['/te-koop/brussel/a-house/12/', null],
    ['/nl/te-koop/brussel/a-house/12345678901/', null],
  ])('%s names listing %s', (path, id) => {
    expect(detailPathId(path)).toBe(id);
  });
});

describe('isOtherAddress', () => {
  it.each([
    ['/nl/te-koop/a/b/1/', '/nl/te-koop/a/b/1/', false],
    ['/nl/te-koop/a/b/1', '/nl/te-koop/a/b/1/', false],
    ['/nl/te-koop/a/b/1/?page=2', '/nl/te-koop/a/b/1/', false],
    ['/nl/te-huur/a/b/1/', '/nl/te-koop/a/b/1/', true],
    ['/fr/te-koop/a/b/1/', '/fr/a-vendre/a/b/1/', true],
    ['/nl/te-koop/a/old-title/1/', '/nl/te-koop/a/b/1/', true],
  ])('%s beside own %s: %s', (path, own, other) => {
    expect(isOtherAddress(path, own)).toBe(other);
  });
});

describe('routeInLanguage', () => {
  it.each([
    ['/fr/te-koop/', 'fr', '/fr/a-vendre/'],
    ['/fr/te-koop/?city=x', 'fr', '/fr/a-vendre/'],
    ['/nl/for-sale/', 'nl', '/nl/te-koop/'],
    ['/fr/team/', 'fr', '/fr/equipe/'],
    ['/de/team/', 'de', null],
    ['/fr/a-vendre/', 'fr', null],
    ['/en/team/', 'en', null],
    ['/fr/contact-demand/', 'fr', null],
    ['/fr/nulle-part/', 'fr', null],
    ['/fr/te-koop/', 'nl', null],
  ] as const)('%s in %s leads to %s', (path, lang, target) => {
    expect(routeInLanguage(path, lang, ROUTES)).toBe(target);
  });
});
