import type { ReactNode } from 'react';

/** A card's photo box: the thumbnail at its own size (lazy, below the fold in lists) and what lies over it (a ribbon). */
export function CardPhoto({
  thumbnail,
  alt,
  children,
}: {
  thumbnail: { url: string; width: number; height: number } | null | undefined;
  alt: string;
  children?: ReactNode;
}) {
  return (
    <span className="card-photo">
      {thumbnail ? (
        <img src={thumbnail.url} width={thumbnail.width} height={thumbnail.height} alt={alt} loading="lazy" />
      ) : null}
      {children}
    </span>
  );
}
