import { afterEach, describe, expect, it } from 'vitest';
import { rememberLanguage } from './remember-language';

describe('rememberLanguage', () => {
  afterEach(() => {
    document.cookie = 'lang=; Path=/; Max-Age=0';
    window.localStorage.clear();
  });

  it.each(['fr', 'en', 'nl', 'de'] as const)('keeps %s in the lang cookie and in local storage', (locale) => {
    rememberLanguage(locale);
    expect(document.cookie).toMatch(new RegExp(`(^|; )lang=${locale}(;|$)`));
    expect(window.localStorage.getItem('lang')).toBe(locale);
  });

  it('replaces the previous choice', () => {
    rememberLanguage('fr');
    rememberLanguage('en');
    expect(document.cookie.match(/lang=/g)).toHaveLength(1);
    expect(document.cookie).toContain('lang=en');
    expect(window.localStorage.getItem('lang')).toBe('en');
  });
});
