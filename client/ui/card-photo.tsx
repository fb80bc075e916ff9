import type { ReactNode } from 'react';
import { srcSetOf } from './responsive-image';

/**
 * The width a card's photo takes in the lists (client/features/listings/listings.css `.cards`): the
 * whole screen on a phone, half on a tablet, a quarter of the 1200 px content (~282 px) on a desktop.
 */
export const LIST_CARD_SIZES = '(min-width: 1280px) 18rem, (min-width: 768px) 50vw, 100vw';

/**
 * A card's photo box: the thumbnail at its own size and what lies over it (a ribbon). Lazy below
 * the fold; the first card of a list (`priority`) is the page's largest picture on a phone: asked
 * for at once, before the others.
 */
export function CardPhoto({
  thumbnail,
  alt,
  priority = false,
  sizes = LIST_CARD_SIZES,
  children,
}: {
  thumbnail: { url: string; width: number; height: number } | null | undefined;
  alt: string;
  priority?: boolean;
  /** The card's width in its grid, when it is not a list's (LIST_CARD_SIZES). */
  sizes?: string;
  children?: ReactNode;
}) {
  // The demo listings' photos are drawings (SVG): one file at every width, no srcset.
  const srcSet = thumbnail ? srcSetOf(thumbnail.url, { intrinsicWidth: thumbnail.width }) : undefined;
  return (
    <span className="card-photo">
      {thumbnail ? (
        <img
          src={thumbnail.url}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          width={thumbnail.width}
          height={thumbnail.height}
          alt={alt}
          {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' })}
        />
      ) : null}
      {children}
    </span>
  );
}
