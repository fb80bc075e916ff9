import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CONSENT_PLAIN_SCRIPT,
  CONSENT_PROMPT_ID,
  plainPromptShown,
  takeOverPlainPrompt,
} from './consent-plain';

/** The server's copy as it stands in a page (its parts the script and the takeover use). */
function page(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `
    <section id="${CONSENT_PROMPT_ID}" role="dialog" hidden>
      <form method="post" action="/consent">
        <fieldset hidden>
          <input type="checkbox" name="category" value="preferences">
          <input type="checkbox" name="category" value="statistics">
          <input type="checkbox" name="category" value="marketing">
        </fieldset>
        <button type="submit" name="choice" value="all">Agree all</button>
        <button type="button" data-consent-settings="">Change settings</button>
        <button type="submit" name="choice" value="partly" hidden>Agree partly</button>
        <button type="submit" name="choice" value="decline">Decline</button>
      </form>
    </section>`;
  // As the browser runs the inline script that follows the copy.
  new Function(CONSENT_PLAIN_SCRIPT)();
}

const clearCookie = () => {
  document.cookie = 'consent=; Max-Age=0; Path=/';
};

// Files of this lane share one document: start from no choice, whatever ran before.
beforeEach(() => {
  clearCookie();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  clearCookie();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("the prompt's copy in the page", () => {
  it.each<[string, string, { cookie?: string; stored?: string }, boolean]>([
    ['a first visit', '/en/', {}, true],
    ['a visitor who declined', '/en/', { cookie: 'necessary' }, false],
    ['a visitor who agreed partly', '/en/for-sale/', { cookie: 'necessary.statistics' }, false],
    ['a choice kept in storage only', '/en/', { stored: 'necessary.marketing' }, false],
    ['an unreadable cookie', '/en/', { cookie: 'statistics' }, true],
    ['a cookie of unknown categories', '/en/', { cookie: 'necessary.tracking' }, true],
    ['an encoded cookie', '/en/', { cookie: 'necessary%2Estatistics' }, false],
    ['a preview path', '/nl/preview/12/', {}, false],
    ['?setcookies over a choice', '/en/?setcookies', { cookie: 'necessary', stored: 'necessary' }, true],
  ])('%s: shown %s', (_name, path, { cookie, stored }, shown) => {
    if (cookie) document.cookie = `consent=${cookie}; Path=/`;
    if (stored) localStorage.setItem('consent', stored);
    page(path);
    expect(plainPromptShown()).toBe(shown);
  });

  it('?setcookies clears the stored choice at once', () => {
    document.cookie = 'consent=necessary; Path=/';
    localStorage.setItem('consent', 'necessary');
    page('/en/?setcookies');
    expect(document.cookie).not.toContain('consent=');
    expect(localStorage.getItem('consent')).toBeNull();
  });

  it('"Change settings" unfolds the categories and puts "Agree partly" in its place, focused', () => {
    page('/en/');
    const settings = document.querySelector<HTMLButtonElement>('[data-consent-settings]')!;
    settings.click();
    const partly = document.querySelector<HTMLButtonElement>('[value="partly"]')!;
    expect(document.querySelector('fieldset')!.hidden).toBe(false);
    expect(settings.hidden).toBe(true);
    expect(partly.hidden).toBe(false);
    expect(document.activeElement).toBe(partly);
  });

  it('is taken over as the visitor left it; not when it is hidden', () => {
    document.cookie = 'consent=necessary; Path=/';
    page('/en/');
    expect(takeOverPlainPrompt()).toBeNull();
    clearCookie();
    page('/en/');
    document.querySelector<HTMLButtonElement>('[data-consent-settings]')!.click();
    document.querySelector<HTMLInputElement>('[value="statistics"]')!.checked = true;
    document.querySelector<HTMLInputElement>('[value="statistics"]')!.focus();
    expect(takeOverPlainPrompt()).toEqual({
      settings: true,
      draft: { necessary: true, preferences: false, statistics: true, marketing: false },
      focus: '[name="category"][value="statistics"]',
    });
  });
});
