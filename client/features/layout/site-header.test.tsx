import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { MobileMenu, SiteHeader } from './site-header';
// Loaded up front, so that the drawer's lazy import resolves at once in the tests.
import './mobile-drawer';

const menus = [
  { id: 1, title: 'Home', path: '/en/' },
  {
    id: 2,
    title: 'Services',
    path: '/en/services/',
    children: [{ id: 3, title: 'Sale', path: '/en/nos-services/sale/' }],
  },
];
const header = {
  logoUrl: null,
  logoPosition: 'left',
  menuPosition: 'center',
  languageSwitcherPosition: 'right',
  hideLogoOnHomeTop: true,
};

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('MobileMenu', () => {
  it('opens a drawer, traps focus inside, and Escape closes it and returns focus to the button', async () => {
    renderWithProviders(
      <>
        <MobileMenu menus={menus} />
        <a href="/outside">outside</a>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The drawer is in its own chunk: the first opening waits for it.
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(close);
    const links = drawer.querySelectorAll('a');
    const last = links[links.length - 1];
    expect(last.textContent).toBe('Sale');
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when a link is followed', async () => {
    renderWithProviders(<MobileMenu menus={menus} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Services' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('SiteHeader', () => {
  it('is transparent at the top of home, fixed and opaque past 30 px, logo hidden only at the home top', () => {
    renderWithProviders(
      <SiteHeader
        isHome
        siteName="Immo"
        header={header}
        menus={menus}
        languages={['nl', 'fr', 'en']}
        translations={{ nl: '/nl/', fr: '/fr/', en: '/en/' }}
      />,
    );
    const el = screen.getByRole('banner');
    expect(el.className).toContain('site-header--transparent');
    expect(el.className).toContain('site-header--top');
    expect(document.querySelector('.logo')!.className).toContain('logo--hidden');
    scrollTo(30);
    expect(el.className).toContain('site-header--top');
    scrollTo(31);
    expect(el.className).toContain('site-header--scrolled');
    expect(el.className).not.toContain('site-header--transparent');
    expect(document.querySelector('.logo')!.className).not.toContain('logo--hidden');
  });

  it('is opaque at the top of other pages and places the parts per config', () => {
    renderWithProviders(
      <SiteHeader
        isHome={false}
        siteName="Immo"
        header={{ ...header, logoPosition: 'right', languageSwitcherPosition: 'left' }}
        menus={menus}
        languages={['nl', 'en']}
        translations={{ nl: '/nl/diensten/', en: '/en/services/' }}
      />,
    );
    expect(screen.getByRole('banner').className).not.toContain('transparent');
    expect(document.querySelector('.site-header__slot--right .logo')).not.toBeNull();
    expect(document.querySelector('.site-header__slot--left .languages')).not.toBeNull();
    const nl = document.querySelector('.site-header__slot--left a[hreflang="nl"]')!;
    expect(nl.getAttribute('href')).toBe('/nl/diensten/');
    expect(document.querySelector('.site-header__slot--left a[hreflang="fr"]')).toBeNull();
  });
});
