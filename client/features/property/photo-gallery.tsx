import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { Icon } from '../../ui/icon';

export interface GalleryPhoto {
  url: string;
  width: number;
  height: number;
  name: string;
}

/** Horizontal travel (px) that counts as a swipe rather than a tap. */
const SWIPE_DISTANCE = 40;

/**
 * The photos of a listing: one large photo with "Photo x of y", previous/next buttons, arrow keys
 * while the gallery has focus and swipes (pointer events). The server renders the first photo and
 * the counter; the thumbnails below are plain links to every photo, so all of them are reachable
 * without JavaScript. The buttons appear once the page is interactive (they do nothing before).
 */
export function PhotoGallery({ photos, title }: { photos: readonly GalleryPhoto[]; title: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [interactive, setInteractive] = useState(false);
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  useEffect(() => setInteractive(true), []);

  const total = photos.length;
  if (total === 0) {
    return (
      <section className="gallery gallery-empty" aria-label={t`Photos`}>
        <p>
          <Trans>No photos found</Trans>
        </p>
      </section>
    );
  }

  const current = photos[Math.min(index, total - 1)]!;
  const position = Math.min(index, total - 1) + 1;
  const go = (to: number) => setIndex(((to % total) + total) % total);
  const previous = () => go(index - 1);
  const next = () => go(index + 1);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    // Thumbnail links keep their own keys (Enter); arrows always page the gallery.
    if (e.key === 'ArrowLeft') previous();
    else if (e.key === 'ArrowRight') next();
    else if (e.key === 'Home' && target === e.currentTarget) go(0);
    else if (e.key === 'End' && target === e.currentTarget) go(total - 1);
    else return;
    e.preventDefault();
  };

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    swipeStart.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== e.pointerId) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) next();
    else previous();
  };
  const onPointerCancel = () => {
    swipeStart.current = null;
  };

  const pick = (i: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(i);
  };

  const alt = current.name.trim() !== '' ? `${title}: ${current.name}` : title;
  return (
    <section
      className="gallery"
      aria-roledescription={t`carousel`}
      aria-label={t`Photos`}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <figure className="gallery-stage">
        <div
          className="gallery-frame"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
        >
          <img
            key={current.url}
            src={current.url}
            width={current.width}
            height={current.height}
            alt={alt}
            draggable={false}
          />
        </div>
        <figcaption className="gallery-counter" aria-live="polite">
          <Trans>
            Photo {position} of {total}
          </Trans>
        </figcaption>
      </figure>
      <div className="gallery-controls" hidden={!interactive || total < 2}>
        <button type="button" className="button" onClick={previous}>
          <Icon name="chevron-left" />
          <Trans>Previous photo</Trans>
        </button>
        <button type="button" className="button" onClick={next}>
          <Trans>Next photo</Trans>
          <Icon name="chevron-right" />
        </button>
      </div>
      {total > 1 ? (
        <ol className="gallery-thumbs" aria-label={t`All photos`}>
          {photos.map((ph, i) => (
            <Thumbnail
              key={ph.url}
              photo={ph}
              position={i + 1}
              total={total}
              current={i === position - 1}
              onClick={pick(i)}
            />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function Thumbnail({
  photo,
  position,
  total,
  current,
  onClick,
}: {
  photo: GalleryPhoto;
  position: number;
  total: number;
  current: boolean;
  onClick: (e: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useLingui();
  return (
    <li>
      <a href={photo.url} onClick={onClick} aria-current={current ? 'true' : undefined}>
        <img
          src={photo.url}
          width={photo.width}
          height={photo.height}
          alt={t`Photo ${position} of ${total}`}
          loading="lazy"
          draggable={false}
        />
      </a>
    </li>
  );
}
