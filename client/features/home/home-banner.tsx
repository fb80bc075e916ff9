import { Trans } from '@lingui/react/macro';
import { Suspense, useRef, type ReactNode } from 'react';
import { lazyComponent } from '../../ui/lazy-component';
import { srcSetOf } from '../../ui/responsive-image';
import { AfterHydration } from '../../ui/use-mounted';

// Arrows, dots and autoplay: a chunk fetched after hydration, and only by a gallery.
const GalleryControls = lazyComponent(() => import('./gallery-controls').then((m) => m.GalleryControls));

interface Banner {
  type: string;
  image?: string | null;
  gallery: string[];
  video?: string | null;
  title?: string | null;
  description?: string | null;
}

const BANNER_WIDTH = 1920;
const BANNER_HEIGHT = 1080;

/**
 * The home banner: an image, a gallery or, for now, a link to the video. A gallery is a scroll-snap
 * strip of photos: the server's HTML shows the first one (a phone swipes to the others), and once
 * the page runs its controls come (gallery-controls.tsx).
 */
export function HomeBanner({ banner, children }: { banner: Banner; children?: ReactNode }) {
  const section = useRef<HTMLElement>(null);
  const strip = useRef<HTMLUListElement>(null);
  const images =
    banner.type === 'gallery' && banner.gallery.length > 0
      ? banner.gallery
      : banner.image
        ? [banner.image]
        : [];
  const slideshow = banner.type === 'gallery' && images.length > 1;
  return (
    <section
      ref={section}
      className={`home-banner home-banner-${banner.type}${slideshow ? ' has-gallery-controls' : ''}`}
    >
      {banner.type === 'video' && banner.video ? (
        <p className="home-banner-video">
          <a href={banner.video} target="_blank" rel="noopener">
            <Trans>Watch the video</Trans>
          </a>
        </p>
      ) : images.length > 0 ? (
        <ul ref={strip} className="home-banner-media" tabIndex={0}>
          {images.map((src, i) => {
            const srcSet = srcSetOf(src, { intrinsicWidth: BANNER_WIDTH });
            return (
              <li key={src}>
                {/* Banner photos are 1920 × 1080; CSS covers the banner with them, across the whole
                  screen: a phone takes the 640 or 960 px copy instead of the 135 KB original. */}
                <img
                  src={src}
                  srcSet={srcSet}
                  sizes={srcSet ? '100vw' : undefined}
                  alt=""
                  width={BANNER_WIDTH}
                  height={BANNER_HEIGHT}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  loading={i === 0 ? undefined : 'lazy'}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {slideshow ? (
        <AfterHydration>
          <Suspense fallback={null}>
            <GalleryControls banner={section} strip={strip} count={images.length} />
          </Suspense>
        </AfterHydration>
      ) : null}
      {/* The headline and intro are the search block's (children): one of each on the page. */}
      <div className="home-banner-content">{children}</div>
    </section>
  );
}
