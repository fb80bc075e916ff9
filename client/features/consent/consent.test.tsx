import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { Consent, ConsentPrompt, ConsentQuery } from './consent';
import { CookieSettingsButton } from './cookie-settings-button';
import { PrivacyRouteQuery } from '../../ui/route-path';

const mocks = [
  {
    request: { query: ConsentQuery, variables: { lang: 'en' } },
    result: {
      data: {
        siteConfig: {
          __typename: 'SiteConfig',
          siteInfo: {
            __typename: 'SiteInfo',
            analyticsId: 'G-T',
            tagManagerId: 'GTM-T',
            pixelId: '99',
            adsId: 'AW-T',
          },
        },
      },
    },
    maxUsageCount: 10,
  },
];

const scripts = () =>
  [...document.head.querySelectorAll('script[data-consent-script]')]
    .map((s) => (s as HTMLScriptElement).dataset.consentScript)
    .sort();
const clearCookie = () => {
  document.cookie = 'consent=; Max-Age=0; Path=/';
};

async function show(route = '/en/') {
  const view = renderWithProviders(<Consent />, { route, mocks });
  await act(() => vi.advanceTimersByTimeAsync(500));
  return view;
}

describe('Consent', () => {
  // The prompt's chunk, loaded as the browser does during the 500 ms delay (module loading is not timer-driven).
  beforeAll(() => ConsentPrompt.preload());
  beforeEach(() => {
    vi.useFakeTimers();
    clearCookie();
    localStorage.clear();
    document.head.querySelectorAll('script[data-consent-script]').forEach((s) => s.remove());
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the prompt after 500 ms, not before, and loads no script meanwhile', async () => {
    renderWithProviders(<Consent />, { route: '/en/', mocks });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scripts()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog', { name: 'This website uses cookies' })).toBeTruthy();
    expect(scripts()).toEqual([]);
  });

  it('"Agree all" stores every category, closes, loads all scripts and does not come back', async () => {
    const view = await show();
    fireEvent.click(screen.getByRole('button', { name: 'Agree all' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain('consent=necessary.preferences.statistics.marketing');
    expect(localStorage.getItem('consent')).toBe('necessary.preferences.statistics.marketing');
    expect(scripts()).toEqual(['ads', 'analytics', 'pixel', 'tag-manager']);
    view.unmount();
    await show();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Decline" keeps only necessary and loads nothing', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain('consent=necessary');
    expect(document.cookie).not.toContain('statistics');
    expect(scripts()).toEqual([]);
  });

  it('"Change settings" offers per-category switches and "Agree partly" stores them', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Change settings' }));
    const necessary = screen.getByRole('switch', { name: /Necessary/ }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: /Statistics/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Agree partly' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(document.cookie).toContain('consent=necessary.statistics');
    expect(scripts()).toEqual(['analytics', 'tag-manager']);
  });

  it('"Change settings" only unfolds the categories: nothing is sent, focus stays on the button', async () => {
    await show();
    const submits: Event[] = [];
    const count = (e: Event) => submits.push(e);
    document.addEventListener('submit', count, true);
    const button = screen.getByRole('button', { name: 'Change settings' });
    button.focus();
    fireEvent.click(button);
    document.removeEventListener('submit', count, true);
    expect(submits).toEqual([]);
    expect(screen.getByRole('switch', { name: /Statistics/ })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Agree partly');
  });

  it('takes the place of the copy the page showed before its scripts, as the visitor left it', async () => {
    const copy = document.createElement('section');
    copy.id = 'consent-prompt';
    copy.innerHTML = `<fieldset><input type="checkbox" name="category" value="marketing" checked></fieldset>
      <button type="submit" name="choice" value="partly">Agree partly</button>`;
    document.body.append(copy);
    copy.querySelector<HTMLButtonElement>('button')!.focus();
    renderWithProviders(<Consent />, { route: '/en/', mocks });
    // No delay: the page's copy was already on screen.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(document.getElementById('consent-prompt')).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect((screen.getByRole('switch', { name: /Marketing/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /Statistics/ }) as HTMLInputElement).checked).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agree partly' }));
  });

  it('shows accepting, refusing and the settings alike: same element, same classes, same order of weight', async () => {
    await show();
    const choices = ['Agree all', 'Change settings', 'Decline'].map((name) =>
      screen.getByRole('button', { name }),
    );
    for (const b of choices) {
      expect(b.tagName).toBe('BUTTON');
      expect(b.className).toBe(choices[0].className);
      expect(b.getAttribute('style')).toBeNull();
    }
  });

  it('"Cookie settings" reopens the choices over the stored one, which stays until the visitor decides', async () => {
    localStorage.setItem('consent', 'necessary.statistics');
    renderWithProviders(
      <>
        <Consent />
        <CookieSettingsButton />
      </>,
      { route: '/en/', mocks },
    );
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const dialog = screen.getByRole('dialog', { name: 'This website uses cookies' });
    expect(document.activeElement).toBe(dialog);
    expect((screen.getByRole('switch', { name: /Statistics/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /Marketing/ }) as HTMLInputElement).checked).toBe(false);
    expect(localStorage.getItem('consent')).toBe('necessary.statistics');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('consent')).toBe('necessary');
  });

  it('links the cookie policy in the page language', async () => {
    const routes = {
      request: { query: PrivacyRouteQuery },
      result: {
        data: {
          routes: [
            {
              __typename: 'Route',
              key: 'cookie-policy',
              paths: {
                __typename: 'PagePaths',
                nl: '/nl/cookie-policy/',
                fr: '/fr/cookie-policy/',
                en: '/en/cookie-policy/',
                de: '/de/cookie-policy/',
              },
            },
          ],
        },
      },
      maxUsageCount: 10,
    };
    renderWithProviders(<Consent />, { route: '/en/', mocks: [...mocks, routes] });
    await act(() => vi.advanceTimersByTimeAsync(500));
    // The route table's answer, then its render.
    for (let i = 0; i < 3; i++) await act(() => vi.advanceTimersByTimeAsync(20));
    const link = screen.getByRole('link', { name: 'Read our cookie policy' });
    expect(link.getAttribute('href')).toBe('/en/cookie-policy/');
  });

  it('skips the prompt on preview paths', async () => {
    await show('/nl/preview/5/');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('?setcookies resets a stored choice and shows the prompt again', async () => {
    localStorage.setItem('consent', 'necessary.statistics');
    document.cookie = 'consent=necessary.statistics; Path=/';
    await show('/en/?setcookies');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.cookie).not.toContain('consent=necessary');
    expect(localStorage.getItem('consent')).toBeNull();
    expect(scripts()).toEqual([]);
  });

  it('a stored choice loads its scripts without a prompt', async () => {
    localStorage.setItem('consent', 'necessary.marketing');
    await show();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scripts()).toEqual(['ads', 'pixel']);
  });
});
