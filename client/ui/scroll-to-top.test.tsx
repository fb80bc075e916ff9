import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './test-utils';
import { ScrollToTop, ScrollToTopButton } from './scroll-to-top';

const scroll = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

describe('ScrollToTop', () => {
  // The button's chunk, loaded up front (module loading is not timer-driven).
  beforeAll(() => ScrollToTopButton.preload());
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is hidden below 10 px and shown from 10 px, updating at most every 100 ms', async () => {
    renderWithProviders(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    scroll(9);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    scroll(10); // more than 100 ms since the last update: applied at once
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
    scroll(0); // within 100 ms: throttled
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('scrolls to the top at once when reduced motion is preferred', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    window.matchMedia = ((q: string) => ({
      matches: q.includes('reduce'),
      media: q,
    })) as unknown as typeof window.matchMedia;
    renderWithProviders(<ScrollToTop />);
    await act(() => vi.advanceTimersByTimeAsync(200));
    scroll(500);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
