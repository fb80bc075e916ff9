import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { messages as en } from '../../locales/en/messages.po';
import { GALLERY_INTERVAL_MS, GalleryControls } from './gallery-controls';

const WIDTH = 1000;
const PHOTOS = ['/a.jpg', '/b.jpg', '/c.jpg'];

/** A banner as home-banner.tsx renders it: a strip of full-width photos, the search field in it. */
function Banner({ scrollTo }: { scrollTo: (options: ScrollToOptions) => void }) {
  const banner = useRef<HTMLElement>(null);
  const strip = useRef<HTMLUListElement | null>(null);
  return (
    <section ref={banner} data-testid="banner">
      <ul
        data-testid="strip"
        ref={(el) => {
          // jsdom lays nothing out and scrolls nothing: the strip is 1000 px wide and records its scrolls.
          if (el) {
            Object.defineProperty(el, 'clientWidth', { configurable: true, value: WIDTH });
            el.scrollTo = scrollTo as HTMLElement['scrollTo'];
          }
          strip.current = el;
        }}
      >
        {PHOTOS.map((src, i) => (
          <li key={src}>
            <img src={src} alt="" loading={i === 0 ? undefined : 'lazy'} />
          </li>
        ))}
      </ul>
      <input aria-label="Search" />
      <GalleryControls banner={banner} strip={strip} count={PHOTOS.length} />
    </section>
  );
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderBanner() {
  const scrollTo = vi.fn<(options: ScrollToOptions) => void>();
  render(
    <I18nProvider i18n={createI18n('en', en)}>
      <Banner scrollTo={scrollTo} />
    </I18nProvider>,
  );
  return scrollTo;
}

/** The position of the photo whose dot is current (1-based), as a screen reader hears it. */
const current = () =>
  screen
    .getAllByRole('button', { name: /^Photo \d of 3$/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true') + 1;
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('GalleryControls', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the next and previous photo, round the ends, and scrolls the strip there', () => {
    const scrollTo = renderBanner();
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(current()).toBe(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(current()).toBe(3);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(current()).toBe(1);
  });

  it('has a dot per photo that shows it; only the shown one is current', () => {
    const scrollTo = renderBanner();
    const dots = screen.getAllByRole('button', { name: /^Photo \d of 3$/ });
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Photo 1 of 3',
      'Photo 2 of 3',
      'Photo 3 of 3',
    ]);
    fireEvent.click(dots[2]!);
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' });
  });

  it('plays: the next photo every 6 s, round to the first', async () => {
    renderBanner();
    expect(GALLERY_INTERVAL_MS).toBe(6000);
    await wait(5900);
    expect(current()).toBe(1);
    await wait(100);
    expect(current()).toBe(2);
    await wait(6000);
    expect(current()).toBe(3);
    await wait(6000);
    expect(current()).toBe(1);
  });

  it('gives a photo shown by hand its full time', async () => {
    renderBanner();
    await wait(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Photo 3 of 3' }));
    await wait(5000);
    expect(current()).toBe(3);
    await wait(1000);
    expect(current()).toBe(1);
  });

  it('pauses and plays again with its button', async () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    await wait(3 * GALLERY_INTERVAL_MS);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause the slideshow' })).toBeTruthy();
    await wait(GALLERY_INTERVAL_MS);
    expect(current()).toBe(2);
  });

  it('waits while a mouse is over the banner, not after a tap', async () => {
    renderBanner();
    const banner = screen.getByTestId('banner');
    fireEvent.pointerEnter(banner, { pointerType: 'mouse' });
    await wait(2 * GALLERY_INTERVAL_MS);
    expect(current()).toBe(1);
    fireEvent.pointerLeave(banner, { pointerType: 'mouse' });
    await wait(GALLERY_INTERVAL_MS);
    expect(current()).toBe(2);
    fireEvent.pointerEnter(banner, { pointerType: 'touch' });
    await wait(GALLERY_INTERVAL_MS);
    expect(current()).toBe(3);
  });

  it('waits while the focus is in the banner (its controls, the search field)', async () => {
    renderBanner();
    const field = screen.getByRole('textbox', { name: 'Search' });
    act(() => field.focus());
    await wait(2 * GALLERY_INTERVAL_MS);
    expect(current()).toBe(1);
    act(() => screen.getByRole('button', { name: 'Next photo' }).focus());
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await wait(2 * GALLERY_INTERVAL_MS);
    expect(current()).toBe(2);
    act(() => (document.activeElement as HTMLElement).blur());
    await wait(GALLERY_INTERVAL_MS);
    expect(current()).toBe(3);
  });

  it('does not play for a visitor who asks for reduced motion, and jumps instead of scrolling', async () => {
    stubReducedMotion(true);
    const scrollTo = renderBanner();
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeTruthy();
    await wait(3 * GALLERY_INTERVAL_MS);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'instant' });
  });

  it('follows the strip when it is swiped, once it rests', async () => {
    renderBanner();
    const strip = screen.getByTestId('strip');
    strip.scrollLeft = 2 * WIDTH;
    fireEvent.scroll(strip);
    expect(current()).toBe(1);
    await wait(200);
    expect(current()).toBe(3);
  });

  it('fetches the photo to show next ahead of its turn, not the others', () => {
    renderBanner();
    const images = () =>
      [...screen.getByTestId('strip').querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(images()).toEqual([null, 'eager', 'lazy']);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(images()).toEqual([null, 'eager', 'eager']);
  });
});
