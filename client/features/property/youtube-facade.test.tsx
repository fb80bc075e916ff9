import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { YoutubeThumbnailQuality } from '../../../common/video';
import { createI18n } from '../../i18n/i18n';
import { messages as en } from '../../locales/en/messages.po';
import { renderWithProviders } from '../../ui/test-utils';
import { PropertyVideo } from './property-media';
import { VideoPosterQuery, YoutubeFacade } from './youtube-facade';

afterEach(cleanup);

const ID = 'dQw4w9WgXcQ';
const TITLE = 'Sunny flat with terrace';
const VIDEO = {
  __typename: 'Video' as const,
  kind: 'youtube',
  embedId: ID,
  url: `https://www.youtube.com/watch?v=${ID}`,
};

const posterQuality = (quality: string): MockLink.MockedResponse => ({
  request: { query: VideoPosterQuery, variables: { lang: 'en' } },
  result: { data: { siteConfig: { __typename: 'SiteConfig', youtubeThumbnailQuality: quality } } },
});

const poster = (container: HTMLElement) =>
  container.querySelector<HTMLImageElement>('img.video-facade__poster');

describe('the YouTube facade', () => {
  it.each<[YoutubeThumbnailQuality, string, number, number]>([
    ['low', 'default.jpg', 120, 90],
    ['medium', 'mqdefault.jpg', 320, 180],
    ['high', 'hqdefault.jpg', 480, 360],
  ])('the %s quality shows %s at %i×%i', async (quality, file, width, height) => {
    const { container } = renderWithProviders(<PropertyVideo video={VIDEO} title={TITLE} />, {
      mocks: [posterQuality(quality)],
    });
    await waitFor(() =>
      expect(poster(container)?.getAttribute('src')).toBe(`https://img.youtube.com/vi/${ID}/${file}`),
    );
    expect(poster(container)!.getAttribute('width')).toBe(String(width));
    expect(poster(container)!.getAttribute('height')).toBe(String(height));
    expect(poster(container)!.getAttribute('alt')).toBe('');
  });

  it('has no player before the click, and the player (no-cookie, autoplay) after it', async () => {
    const { container } = renderWithProviders(<PropertyVideo video={VIDEO} title={TITLE} />, {
      mocks: [posterQuality('medium')],
    });
    await waitFor(() => expect(poster(container)?.getAttribute('src')).toContain('mqdefault.jpg'));
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Play the video: ${TITLE}` }));
    expect(container.querySelector('iframe')!.getAttribute('src')).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`,
    );
    expect(container.querySelector('.video-facade')).toBeNull();
  });

  it('uses the high quality while the configuration is not known', async () => {
    const { container } = renderWithProviders(<PropertyVideo video={VIDEO} title={TITLE} />, {
      mocks: [posterQuality('low')],
    });
    expect(poster(container)?.getAttribute('src')).toContain('hqdefault.jpg');
    await waitFor(() => expect(poster(container)?.getAttribute('src')).toContain('/default.jpg'));
  });

  it.each(['maxres', ''])('uses the high quality for a value it does not know (%j)', async (value) => {
    const { container } = renderWithProviders(<PropertyVideo video={VIDEO} title={TITLE} />, {
      mocks: [posterQuality(value)],
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(poster(container)?.getAttribute('src')).toContain('hqdefault.jpg');
  });

  it('shows the placeholder (dark frame, play button, title) when the still image cannot load', () => {
    const { container } = renderWithProviders(
      <YoutubeFacade id={ID} title={TITLE} quality="high" onPlay={() => {}} />,
    );
    expect(container.querySelector('.video-facade__placeholder')?.textContent).toBe(TITLE);
    fireEvent.error(poster(container)!);
    expect(poster(container)).toBeNull();
    expect(container.querySelector('.video-facade__placeholder')?.textContent).toBe(TITLE);
    expect(screen.getByRole('button', { name: `Play the video: ${TITLE}` })).toBeTruthy();
  });

  it('also when the image failed in the server HTML before the page hydrated', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const i18n = createI18n('en', en);
    const ui = (
      <I18nProvider i18n={i18n}>
        <YoutubeFacade id={ID} title={TITLE} quality="high" onPlay={() => {}} />
      </I18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    // What the browser reports for an image whose request failed: complete, no pixels, its URL.
    const img = poster(container)!;
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'currentSrc', { value: img.src });
    const root = await act(async () => hydrateRoot(container, ui));
    expect(poster(container)).toBeNull();
    expect(container.querySelector('.video-facade__placeholder')?.textContent).toBe(TITLE);
    act(() => root.unmount());
    container.remove();
  });
});
