import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { messages as en } from '../../locales/en/messages.po';
import { HomeBanner } from './home-banner';

const GALLERY = {
  type: 'gallery',
  image: '/media/demo/banner/brussels-1.jpg',
  gallery: [
    '/media/demo/banner/brussels-1.jpg',
    '/media/demo/banner/brussels-2.jpg',
    '/media/demo/banner/brussels-3.jpg',
  ],
};

const inEnglish = (ui: ReactNode) => <I18nProvider i18n={createI18n('en', en)}>{ui}</I18nProvider>;

describe('HomeBanner', () => {
  it("gallery, in the server's HTML: every photo, only the first fetched at once, and no control", () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(inEnglish(<HomeBanner banner={GALLERY} />));
    const images = [...host.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual(GALLERY.gallery);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
    expect(host.querySelector('button')).toBeNull();
  });

  it('gallery, once the page runs: previous, next, a dot per photo and pause', async () => {
    // The controls scroll the strip; jsdom scrolls nothing (and the lane's files share one document).
    HTMLElement.prototype.scrollTo = vi.fn();
    onTestFinished(() => void Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo'));
    // Their chunk loads after the first render, and React renders them once it has come.
    await act(async () => {
      render(inEnglish(<HomeBanner banner={GALLERY} />));
      expect(screen.queryByRole('button')).toBeNull();
      await import('./gallery-controls');
    });
    expect(await screen.findByRole('button', { name: 'Next photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Photo 1 of 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getAllByRole('button', { name: /^Photo \d of 3$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Pause the slideshow|Play the slideshow/ })).toBeTruthy();
  });

  it('a single photo, or a gallery of one, gets no controls', async () => {
    render(
      inEnglish(
        <>
          <HomeBanner banner={{ type: 'image', image: '/one.jpg', gallery: [] }} />
          <HomeBanner banner={{ type: 'gallery', image: null, gallery: ['/one.jpg'] }} />
        </>,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
