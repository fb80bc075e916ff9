import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../ui/icon';
import { useFocusTrap } from '../../ui/use-focus-trap';
import { responsiveImageProps } from '../../ui/responsive-image';
import './photo-lightbox.css';

/** One photo of the gallery and its lightbox. */
export interface GalleryPhoto {
  url: string;
  width: number;
  height: number;
  name: string;
}

/** Horizontal travel (px) that counts as a swipe rather than a tap. */
const SWIPE_DISTANCE = 40;

/** The photo `step` places from `index`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  return total === 0 ? 0 : (((index + step) % total) + total) % total;
}

/** What a key does in the lightbox: a step through the photos, 'first'/'last', or null (not ours). */
export function lightboxKeyAction(key: string): number | 'first' | 'last' | null {
  switch (key) {
    case 'ArrowRight':
      return 1;
    case 'ArrowLeft':
      return -1;
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/**
 * The photos full screen, over the page: "Photo x of y", previous and next (buttons, arrow keys,
 * Home and End, swipes), Escape or the close button to leave. A modal dialog: focus stays inside
 * while it is open and goes back to the photo or thumbnail that opened it (`returnTo`); the page
 * behind does not scroll. The next photo is fetched while the visitor looks at this one, and every
 * photo sits in the same fixed frame, so nothing moves when it arrives. Its own chunk: only a
 * visitor who opens it loads its code.
 */
export function PhotoLightbox({
  photos,
  title,
  start,
  onIndex,
  onClose,
  returnTo,
}: {
  photos: readonly GalleryPhoto[];
  title: string;
  start: number;
  /** Called with the photo shown, so the page's gallery shows the same one after closing. */
  onIndex?: (index: number) => void;
  onClose: () => void;
  returnTo: RefObject<HTMLElement | null>;
}) {
  const { t } = useLingui();
  const total = photos.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(start, 0), Math.max(total - 1, 0)));
  const dialog = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  useFocusTrap(dialog, true, onClose, returnTo);

  const go = (to: number) => {
    setIndex(to);
    onIndex?.(to);
  };

  // The page behind stays where it was: no scrolling under the dialog.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, []);

  // The next photo (in the direction most visitors go) is in the cache before they ask for it.
  useEffect(() => {
    if (total < 2) return;
    const next = photos[wrapIndex(index, 1, total)]!;
    const img = new Image();
    img.src = next.url;
  }, [index, photos, total]);

  if (total === 0) return null;
  const photo = photos[index]!;
  const position = index + 1;
  const alt = photo.name.trim() !== '' ? `${title}: ${photo.name}` : title;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const action = lightboxKeyAction(e.key);
    if (action === null) return;
    // The gallery under it pages on the same keys: this dialog's keys are its own.
    e.stopPropagation();
    e.preventDefault();
    if (action === 'first') go(0);
    else if (action === 'last') go(total - 1);
    else go(wrapIndex(index, action, total));
  };
  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    swipeStart.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const s = swipeStart.current;
    swipeStart.current = null;
    if (!s || s.id !== e.pointerId) return;
    const dx = e.clientX - s.x;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(e.clientY - s.y)) return;
    go(wrapIndex(index, dx < 0 ? 1 : -1, total));
  };

  return createPortal(
    <div
      ref={dialog}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={t`Photos of ${title}`}
      onKeyDown={onKeyDown}
    >
      <div className="lightbox-bar">
        <p className="lightbox-counter" aria-live="polite">
          <Trans>
            Photo {position} of {total}
          </Trans>
        </p>
        <button type="button" className="lightbox-button lightbox-close" onClick={onClose}>
          <Icon name="x" />
          <span className="visually-hidden">
            <Trans>Close</Trans>
          </span>
        </button>
      </div>
      <div
        className="lightbox-stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <img
          key={photo.url}
          src={photo.url}
          // Full screen, the photo contained: never wider than the screen.
          {...responsiveImageProps(photo.url, '100vw', photo.width)}
          width={photo.width}
          height={photo.height}
          alt={alt}
          draggable={false}
        />
      </div>
      {total > 1 ? (
        <>
          <button
            type="button"
            className="lightbox-button lightbox-previous"
            onClick={() => go(wrapIndex(index, -1, total))}
          >
            <Icon name="chevron-left" />
            <span className="visually-hidden">
              <Trans>Previous photo</Trans>
            </span>
          </button>
          <button
            type="button"
            className="lightbox-button lightbox-next"
            onClick={() => go(wrapIndex(index, 1, total))}
          >
            <Icon name="chevron-right" />
            <span className="visually-hidden">
              <Trans>Next photo</Trans>
            </span>
          </button>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
