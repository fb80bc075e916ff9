import { describe, expect, it } from 'vitest';
import { responsiveImageProps, srcSetOf } from './responsive-image';

describe('srcSetOf', () => {
  it('offers every width of a /media/ photo', () => {
    expect(srcSetOf('/media/demo/banner/brussels-1.jpg')).toBe(
      [320, 480, 640, 960, 1280, 1920]
        .map((w) => `/img?src=%2Fmedia%2Fdemo%2Fbanner%2Fbrussels-1.jpg&w=${w} ${w}w`)
        .join(', '),
    );
  });

  it('stops at the original width, then offers the original itself', () => {
    expect(srcSetOf('/media/demo/services/sale.jpg', { intrinsicWidth: 800 })).toBe(
      [320, 480, 640].map((w) => `/img?src=%2Fmedia%2Fdemo%2Fservices%2Fsale.jpg&w=${w} ${w}w`).join(', ') +
        ', /media/demo/services/sale.jpg 800w',
    );
    expect(srcSetOf('/media/a.jpg', { intrinsicWidth: 960, widths: [480, 960] })).toBe(
      '/img?src=%2Fmedia%2Fa.jpg&w=480 480w, /img?src=%2Fmedia%2Fa.jpg&w=960 960w',
    );
  });

  it('encodes a photo host URL whole, commas and spaces included (srcset splits on them)', () => {
    const set = srcSetOf('https://photos.crm.example/p/1,2 x.JPG?v=3', { widths: [640] });
    expect(set).toBe('/img?src=https%3A%2F%2Fphotos.crm.example%2Fp%2F1%2C2%20x.JPG%3Fv%3D3&w=640 640w');
  });

  it.each([
    ['/media/demo/listings/house-1.svg'],
    ['/media/demo/logo.SVG'],
    ['https://photos.crm.example/photo'],
    ['https://photos.crm.example/photo.php?id=1'],
    ['/static/energy/a.png'],
    ['data:image/png;base64,AAAA'],
    ['blob:https://site/1'],
    [''],
    [null],
    [undefined],
  ])('leaves %j to its plain src', (url) => {
    expect(srcSetOf(url)).toBeUndefined();
  });

  it('has nothing to offer below the smallest width', () => {
    expect(srcSetOf('/media/icon.png', { intrinsicWidth: 0 })).toBeUndefined();
    expect(srcSetOf('/media/icon.png', { intrinsicWidth: 200 })).toBeUndefined();
  });
});

describe('responsiveImageProps', () => {
  it('gives srcSet and sizes together, or neither (sizes alone is invalid HTML)', () => {
    expect(responsiveImageProps('/media/a.jpg', '50vw', 480)).toEqual({
      srcSet: '/img?src=%2Fmedia%2Fa.jpg&w=320 320w, /img?src=%2Fmedia%2Fa.jpg&w=480 480w',
      sizes: '50vw',
    });
    expect(responsiveImageProps('/media/a.svg', '50vw', 480)).toEqual({});
    expect(responsiveImageProps(null, '50vw')).toEqual({});
  });
});
