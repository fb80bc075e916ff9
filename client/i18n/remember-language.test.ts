import { afterEach, describe, expect, it } from 'vitest';
import { forgetLanguage, rememberLanguage } from './remember-language';

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

  it('forgets it again: no cookie, no storage entry', () => {
    rememberLanguage('fr');
    window.sessionStorage.setItem('lang', 'fr');
    forgetLanguage();
    expect(document.cookie).not.toMatch(/(^|; )lang=/);
    expect(window.localStorage.getItem('lang')).toBeNull();
    expect(window.sessionStorage.getItem('lang')).toBeNull();
  });
});
