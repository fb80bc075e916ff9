import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadForServerRender } from '../../ui/lazy-component';
import { renderWithProviders } from '../../ui/test-utils';
import { PhotoGallery, type GalleryPhoto } from './photo-gallery';
import { lightboxKeyAction, PhotoLightbox, wrapIndex } from './photo-lightbox';

beforeAll(async () => {
  await preloadForServerRender('code');
  // The gallery's lightbox chunk, as after the first hover.
  await import('./photo-lightbox');
});
afterEach(cleanup);

const PHOTOS: GalleryPhoto[] = [1, 2, 3].map((n) => ({
  url: `/media/demo/${n}.svg`,
  width: 1200,
  height: 800,
  name: n === 2 ? 'Keuken' : '',
}));

describe('lightbox keys', () => {
  it.each([
    ['ArrowRight', 1],
    ['ArrowLeft', -1],
    ['Home', 'first'],
    ['End', 'last'],
    ['Enter', null],
    ['a', null],
  ] as const)('%s → %s', (key, action) => {
    expect(lightboxKeyAction(key)).toBe(action);
  });

  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 0, 0],
  ])('from %i, step %i of %i photos → %i', (index, step, total, expected) => {
    expect(wrapIndex(index, step, total)).toBe(expected);
  });
});

describe('PhotoLightbox', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Photos of Villa' });
  const counter = () => dialog().querySelector('.lightbox-counter')!.textContent;

  it('opens from the main photo by Enter, pages with the arrows, and Escape returns focus to the opener', async () => {
    renderWithProviders(<PhotoGallery photos={PHOTOS} title="Villa" />);
    const opener = screen.getByRole('link', { name: /^Villa/ });
    act(() => opener.focus());
    // Enter on a link is a click; the lightbox's chunk loads meanwhile.
    await act(async () => {
      fireEvent.click(opener);
    });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(counter()).toBe('Photo 1 of 3');
    expect(dialog().contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(counter()).toBe('Photo 2 of 3');
    expect(within(dialog()).getByRole('img').getAttribute('alt')).toBe('Villa: Keuken');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(counter()).toBe('Photo 3 of 3');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(counter()).toBe('Photo 1 of 3');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(counter()).toBe('Photo 3 of 3');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // The gallery shows the photo the visitor left the lightbox at.
    expect(screen.getByText('Photo 3 of 3')).toBeTruthy();
  });

  it('opens at the thumbnail picked and keeps Tab inside', async () => {
    renderWithProviders(<PhotoGallery photos={PHOTOS} title="Villa" />);
    const thumb = screen.getByRole('link', { name: 'Photo 2 of 3' });
    await act(async () => {
      fireEvent.click(thumb);
    });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(counter()).toBe('Photo 2 of 3');
    const buttons = within(dialog()).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Close', 'Previous photo', 'Next photo']);
    act(() => buttons[2]!.focus());
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.click(buttons[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumb);
  });

  it('pages with swipes and the buttons, and fetches the next photo ahead', () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          fetched.push(url);
        }
      },
    );
    try {
      const opener = { current: null };
      renderWithProviders(
        <PhotoLightbox photos={PHOTOS} title="Villa" start={0} onClose={() => {}} returnTo={opener} />,
      );
      expect(fetched).toEqual(['/media/demo/2.svg']);
      const stage = dialog().querySelector('.lightbox-stage')!;
      fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 100 });
      fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 110 });
      expect(counter()).toBe('Photo 2 of 3');
      expect(fetched.at(-1)).toBe('/media/demo/3.svg');
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Previous photo' }));
      expect(counter()).toBe('Photo 1 of 3');
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Next photo' }));
      expect(counter()).toBe('Photo 2 of 3');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
