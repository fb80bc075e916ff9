import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { srcSetOf } from '../../ui/responsive-image';

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

/** The home banner: an image, a gallery (a scroll-snap strip) or, for now, a link to the video. */
export function HomeBanner({ banner, children }: { banner: Banner; children?: ReactNode }) {
  const images =
    banner.type === 'gallery' && banner.gallery.length > 0
      ? banner.gallery
      : banner.image
        ? [banner.image]
        : [];
  return (
    <section className={`home-banner home-banner-${banner.type}`}>
      {banner.type === 'video' && banner.video ? (
        <p className="home-banner-video">
          <a href={banner.video} target="_blank" rel="noopener">
            <Trans>Watch the video</Trans>
          </a>
        </p>
      ) : images.length > 0 ? (
        <ul className="home-banner-media" tabIndex={0}>
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
      {/* The headline and intro are the search block's (children): one of each on the page. */}
      <div className="home-banner-content">{children}</div>
    </section>
  );
}
