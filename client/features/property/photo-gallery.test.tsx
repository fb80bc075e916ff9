import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { PhotoGallery, type GalleryPhoto } from './photo-gallery';

afterEach(cleanup);

const PHOTOS: GalleryPhoto[] = [1, 2, 3].map((n) => ({
  url: `/media/demo/${n}.svg`,
  width: 1200,
  height: 800,
  name: n === 2 ? 'Keuken' : '',
}));

const gallery = () => screen.getByRole('region', { name: 'Photos' });
const counter = () => gallery().querySelector('figcaption')!.textContent;
const mainPhoto = () => gallery().querySelector('.gallery-frame img')!;

describe('PhotoGallery', () => {
  it('starts at the first photo with "Photo 1 of 3" and links to every photo', () => {
    renderWithProviders(<PhotoGallery photos={PHOTOS} title="Villa" />);
    expect(counter()).toBe('Photo 1 of 3');
    expect(mainPhoto().getAttribute('src')).toBe('/media/demo/1.svg');
    expect(mainPhoto().getAttribute('alt')).toBe('Villa');
    const thumbs = within(screen.getByRole('list', { name: 'All photos' })).getAllByRole('link');
    expect(thumbs.map((a) => a.getAttribute('href'))).toEqual(PHOTOS.map((p) => p.url));
  });

  it('offers the resized copies of a CRM photo (srcset, sizes), and none of a drawing (SVG)', () => {
    const crm = 'https://photos.crm.example/1/a.jpg';
    renderWithProviders(
      <PhotoGallery photos={[{ url: crm, width: 1024, height: 768, name: '' }, PHOTOS[0]!]} title="Villa" />,
    );
    expect(mainPhoto().getAttribute('src')).toBe(crm);
    const q = encodeURIComponent(crm);
    expect(mainPhoto().getAttribute('srcset')).toBe(
      `/img?src=${q}&w=320 320w, /img?src=${q}&w=480 480w, /img?src=${q}&w=640 640w, /img?src=${q}&w=960 960w, ${crm} 1024w`,
    );
    expect(mainPhoto().getAttribute('sizes')).toBe('(min-width: 1280px) 52rem, 100vw');
    expect([mainPhoto().getAttribute('width'), mainPhoto().getAttribute('height')]).toEqual(['1024', '768']);
    const thumbs = within(screen.getByRole('list', { name: 'All photos' })).getAllByRole('img');
    expect(thumbs[0]!.getAttribute('sizes')).toBe('96px');
    expect(thumbs[0]!.getAttribute('srcset')).toContain(`/img?src=${q}&w=320 320w`);
    expect(thumbs[1]!.hasAttribute('srcset')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /Next photo/ }));
    expect(mainPhoto().getAttribute('src')).toBe('/media/demo/1.svg');
    expect(mainPhoto().hasAttribute('srcset')).toBe(false);
    expect(mainPhoto().hasAttribute('sizes')).toBe(false);
  });

  it('pages with the buttons, wrapping at both ends', () => {
    renderWithProviders(<PhotoGallery photos={PHOTOS} title="Villa" />);
    fireEvent.click(screen.getByRole('button', { name: /Next photo/ }));
    expect(counter()).toBe('Photo 2 of 3');
    expect(mainPhoto().getAttribute('alt')).toBe('Villa: Keuken');
    fireEvent.click(screen.getByRole('button', { name: /Previous photo/ }));
    fireEvent.click(screen.getByRole('button', { name: /Previous photo/ }));
    expect(counter()).toBe('Photo 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: /Next photo/ }));
    expect(counter()).toBe('Photo 1 of 3');
  });

  it('pages with the arrow keys, Home and End while it has focus', () => {
    renderWithProviders(<PhotoGallery photos={PHOTOS} title="Villa" />);
    const g = gallery();
    expect(g.tabIndex).toBe(0);
    act(() => g.focus());
    fireEvent.keyDown(g, { key: 'ArrowRight' });
    fireEvent.keyDown(g, { key: 'ArrowRight' });
    expect(counter()).toBe('Photo 3 of 3');
    expect(mainPhoto().getAttribute('src')).toBe('/media/demo/3.svg');
    fireEvent.keyDown(g, { key: 'ArrowLeft' });
    expect(counter()).toBe('Photo 2 of 3');
    fireEvent.keyDown(g, { key: 'End' });
    expect(counter()).toBe('Photo 3 of 3');
    fireEvent.keyDown(g, { key: 'Home' });
    expect(counter()).toBe('Photo 1 of 3');
    fireEvent.keyDown(g, { key: 'a' });
    expect(counter()).toBe('Photo 1 of 3');
  });

  it('follows swipes and ignores taps and vertical moves', () => {
    renderWithProviders(<PhotoGallery photos={PHOTOS} title="Villa" />);
    const frame = gallery().querySelector('.gallery-frame')!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(frame, {
        pointerId: 1,
        pointerType: 'touch',
        clientX: from[0],
        clientY: from[1],
      });
      fireEvent.pointerUp(frame, { pointerId: 1, pointerType: 'touch', clientX: to[0], clientY: to[1] });
    };
    swipe([300, 100], [120, 110]); // to the left: next
    expect(counter()).toBe('Photo 2 of 3');
    swipe([100, 100], [300, 90]); // to the right: previous
    expect(counter()).toBe('Photo 1 of 3');
    swipe([100, 100], [110, 100]); // a tap
    swipe([100, 100], [160, 300]); // mostly vertical: scrolling
    expect(counter()).toBe('Photo 1 of 3');
  });

  it('shows a photo picked from the thumbnails', () => {
    renderWithProviders(<PhotoGallery photos={PHOTOS} title="Villa" />);
    const links = within(screen.getByRole('list', { name: 'All photos' })).getAllByRole('link');
    fireEvent.click(links[2]!);
    expect(counter()).toBe('Photo 3 of 3');
    expect(links[2]!.getAttribute('aria-current')).toBe('true');
  });

  it('says "No photos found" when there are none', () => {
    renderWithProviders(<PhotoGallery photos={[]} title="Villa" />);
    expect(screen.getByText('No photos found')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('has no paging controls for a single photo', () => {
    renderWithProviders(<PhotoGallery photos={PHOTOS.slice(0, 1)} title="Villa" />);
    expect(counter()).toBe('Photo 1 of 1');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
