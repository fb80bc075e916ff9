import { describe, expect, it } from 'vitest';
import {
  AGREE_ALL,
  DECLINE,
  allowedScripts,
  consentCookie,
  parseConsent,
  readCookie,
  resetsChoice,
  serializeConsent,
  skipsPrompt,
  type ConsentChoice,
} from './consent-state';

const ids = { analyticsId: 'G-1', tagManagerId: 'GTM-1', pixelId: '42', adsId: 'AW-1' };
const partly: ConsentChoice = { necessary: true, preferences: true, statistics: false, marketing: true };

describe('consent state', () => {
  it.each<[string, ConsentChoice, string]>([
    ['agree all', AGREE_ALL, 'necessary.preferences.statistics.marketing'],
    ['decline', DECLINE, 'necessary'],
    ['partly', partly, 'necessary.preferences.marketing'],
  ])('serializes %s and parses it back', (_n, choice, text) => {
    expect(serializeConsent(choice)).toBe(text);
    expect(parseConsent(text)).toEqual(choice);
  });

  it.each([
    [undefined, null],
    ['', null],
    ['statistics', null], // necessary is always part of a stored choice
    ['necessary.tracking', null],
    ['%E0%A4%A', null],
    ['necessary%2Estatistics', { ...DECLINE, statistics: true }],
  ])('parses %j as %j', (value, expected) => {
    expect(parseConsent(value)).toEqual(expected);
  });

  it.each<[string, ConsentChoice | null, string[]]>([
    ['no choice', null, []],
    ['decline', DECLINE, []],
    ['preferences only', { ...DECLINE, preferences: true }, []],
    ['statistics', { ...DECLINE, statistics: true }, ['analytics', 'tag-manager']],
    ['marketing', { ...DECLINE, marketing: true }, ['pixel', 'ads']],
    ['all', AGREE_ALL, ['analytics', 'tag-manager', 'pixel', 'ads']],
  ])('%s allows %j', (_n, choice, keys) => {
    expect(allowedScripts(choice, ids).map((s) => s.key)).toEqual(keys);
  });

  it('skips scripts without an id', () => {
    expect(allowedScripts(AGREE_ALL, { analyticsId: 'G-1' }).map((s) => s.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-1',
    ]);
  });

  it('builds the cookie: six months, SameSite=Lax; null deletes it', () => {
    expect(consentCookie(DECLINE)).toBe('consent=necessary; Max-Age=15724800; Path=/; SameSite=Lax');
    expect(consentCookie(null)).toBe('consent=; Max-Age=0; Path=/; SameSite=Lax');
    expect(consentCookie(DECLINE, true)).toMatch(/; Secure$/);
  });

  it('reads one cookie', () => {
    expect(readCookie('a=1; consent=necessary.marketing; b=2', 'consent')).toBe('necessary.marketing');
    expect(readCookie('xconsent=1', 'consent')).toBeNull();
  });

  it('knows preview paths and the reset parameter', () => {
    expect(skipsPrompt('/nl/preview/12/')).toBe(true);
    expect(skipsPrompt('/nl/te-koop/')).toBe(false);
    expect(resetsChoice('?setcookies')).toBe(true);
    expect(resetsChoice('?a=1&setcookies=1')).toBe(true);
    expect(resetsChoice('?a=1')).toBe(false);
  });
});
