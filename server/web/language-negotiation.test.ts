import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../core/config';
import { languageCookie, negotiateLanguage, rankedLanguages } from './language-negotiation';

const DEMO: LanguageCode[] = ['nl', 'fr', 'en'];
const WITH_DE: LanguageCode[] = ['nl', 'fr', 'en', 'de'];

describe('negotiateLanguage', () => {
  it.each<[string, Parameters<typeof negotiateLanguage>[0], LanguageCode[], LanguageCode, LanguageCode]>([
    ['a German browser while de is not served: the default', { acceptLanguage: 'de' }, DEMO, 'nl', 'nl'],
    ['a German browser, French default', { acceptLanguage: 'de-DE' }, DEMO, 'fr', 'fr'],
    ['the whole list: French after German', { acceptLanguage: 'de-DE,de;q=0.9,fr;q=0.8' }, DEMO, 'nl', 'fr'],
    ['the whole list, by q-value', { acceptLanguage: 'de;q=0.9,en;q=0.5,fr;q=0.7' }, DEMO, 'nl', 'fr'],
    ['equal q-values: the order written', { acceptLanguage: 'es, en, fr' }, DEMO, 'nl', 'en'],
    ['q=0 refuses a language', { acceptLanguage: 'fr;q=0, en;q=0.1' }, DEMO, 'nl', 'en'],
    ['German once the agency serves it', { acceptLanguage: 'de-DE,de;q=0.9,fr;q=0.8' }, WITH_DE, 'nl', 'de'],
    ['the cookie before the browser', { cookie: 'en', acceptLanguage: 'fr' }, DEMO, 'nl', 'en'],
    [
      'a cookie for a language not served is ignored',
      { cookie: 'de', acceptLanguage: 'fr' },
      DEMO,
      'nl',
      'fr',
    ],
    ['?lang= before the cookie', { query: 'FR', cookie: 'en' }, DEMO, 'nl', 'fr'],
    ['?lang= not served is ignored', { query: 'de', cookie: 'en' }, DEMO, 'nl', 'en'],
    ['nothing: the default', {}, DEMO, 'nl', 'nl'],
    ['a default not served: the first served', { acceptLanguage: 'es' }, ['fr', 'en'], 'nl', 'fr'],
    ['garbage', { acceptLanguage: ';;,q=1,*' }, DEMO, 'en', 'en'],
  ])('%s', (_name, signals, inUse, fallback, expected) => {
    expect(negotiateLanguage(signals, inUse, fallback)).toBe(expected);
  });
});

describe('rankedLanguages', () => {
  it.each([
    ['de-DE,de;q=0.9,fr;q=0.8,en;q=0.7', ['de', 'de', 'fr', 'en']],
    ['fr-BE;q=0.5, nl-BE', ['nl', 'fr']],
    ['*', []],
    ['', []],
  ])('%j → %j', (header, expected) => {
    expect(rankedLanguages(header)).toEqual(expected);
  });
});

describe('languageCookie', () => {
  it.each<[string | undefined, LanguageCode | null]>([
    ['lang=fr', 'fr'],
    ['consent=1; lang=EN; x=y', 'en'],
    ['xlang=fr', null],
    ['lang=es', null],
    ['lang=french', null],
    [undefined, null],
  ])('%j → %j', (header, expected) => {
    expect(languageCookie(header)).toBe(expected);
  });
});
