import type { ReactNode } from 'react';

/**
 * A card's photo box: the thumbnail at its own size and what lies over it (a ribbon). Lazy below
 * the fold; the first card of a list (`priority`) is the page's largest picture on a phone: asked
 * for at once, before the others.
 */
export function CardPhoto({
  thumbnail,
  alt,
  priority = false,
  children,
}: {
  thumbnail: { url: string; width: number; height: number } | null | undefined;
  alt: string;
  priority?: boolean;
  children?: ReactNode;
}) {
  return (
    <span className="card-photo">
      {thumbnail ? (
        <img
          src={thumbnail.url}
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
