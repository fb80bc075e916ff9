import { act, render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationScroll } from './navigation-scroll';
import { opensNewPage, TopOfNewPages } from './top-of-new-pages';

/** Renders `children` in a router at `path`; returns a way to navigate as a link or Back does. */
function renderAt(path: string, children: ReactNode) {
  const router: { navigate?: NavigateFunction } = {};
  function Navigator() {
    router.navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      {children}
      <Navigator />
    </MemoryRouter>,
  );
  return (to: string | number) => act(() => void router.navigate!(to as string));
}

describe('opensNewPage', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  it.each([
    ['another path', at('/en/for-sale/'), at('/en/for-sale/brussels/flat/1/'), true],
    ['another page of the list', at('/en/for-sale/', '?type=2'), at('/en/for-sale/', '?type=2&page=2'), true],
    ['back to the first page', at('/en/for-sale/', '?page=3'), at('/en/for-sale/'), true],
    ['a filter changed on the same list', at('/en/for-sale/'), at('/en/for-sale/', '?type=2'), false],
    [
      'a sort changed on page 2',
      at('/en/for-sale/', '?page=2'),
      at('/en/for-sale/', '?page=2&sort=price-asc'),
      false,
    ],
  ])('%s: %j → %j is %s', (_name, from, to, expected) => {
    expect(opensNewPage(from, to)).toBe(expected);
  });
});

describe('NavigationScroll: back to a page whose data comes in late', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  /** A window whose scrolling stops at the page's end, as a browser's does. */
  function layout(initialHeight: number) {
    const page = { height: initialHeight, y: 0 };
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      get: () => page.height,
    });
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => page.y);
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      page.y = Math.max(0, Math.min(y, page.height - window.innerHeight));
      window.dispatchEvent(new Event('scroll'));
    }) as typeof window.scrollTo);
    return page;
  }

  const site = () =>
    renderAt(
      '/en/for-sale/?page=2',
      <>
        <NavigationScroll />
        <TopOfNewPages />
      </>,
    );

  it.each([
    ['at once', 0],
    ['after 3 s on a slow phone', 3_000],
  ])('the list comes in %s: the visitor is back where they left it', async (_when, lateMs) => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const page = layout(6_000);
    const go = site();
    act(() => window.scrollTo(0, 3_000));
    await go('/en/for-sale/brussels/flat/1/');
    expect(page.y).toBe(0);
    // Back: the list's cards are not there yet, the page is one screen tall.
    page.height = window.innerHeight;
    await go(-1);
    await act(() => vi.advanceTimersByTimeAsync(lateMs));
    page.height = 6_000;
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(page.y).toBe(3_000);
  });

  it('stops waiting when the visitor scrolls by themselves', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const page = layout(6_000);
    const go = site();
    act(() => window.scrollTo(0, 3_000));
    await go('/en/for-sale/brussels/flat/1/');
    page.height = window.innerHeight + 500;
    await go(-1);
    act(() => {
      window.dispatchEvent(new Event('wheel'));
      window.scrollTo(0, 200);
    });
    page.height = 6_000;
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(page.y).toBe(200);
  });
});

describe('TopOfNewPages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a link to another page starts it at its top; a filter on the same list or Back does not', async () => {
    const scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const go = renderAt('/en/for-sale/', <TopOfNewPages />);
    scrolls.mockClear();
    await go('/en/for-sale/?type=2');
    expect(scrolls).not.toHaveBeenCalled();
    await go('/en/for-sale/brussels/flat/1/');
    expect(scrolls).toHaveBeenCalledTimes(1);
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
    await go(-1);
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  it('starts the new page at its top when the window behaviours arrive in the same render as the link', async () => {
    const scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const site: { navigate?: NavigateFunction; behavioursArrive?: () => void } = {};
    function Site() {
      site.navigate = useNavigate();
      const [behaviours, setBehaviours] = useState(false);
      site.behavioursArrive = () => setBehaviours(true);
      return (
        <>
          {behaviours && <NavigationScroll />}
          <TopOfNewPages />
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/en/for-sale/']}>
        <Site />
      </MemoryRouter>,
    );
    scrolls.mockClear();
    await act(() => {
      site.behavioursArrive!();
      void site.navigate!('/en/for-sale/brussels/flat/1/');
    });
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
  });
});
