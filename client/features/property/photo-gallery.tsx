import { Trans, useLingui } from '@lingui/react/macro';
import {
  Suspense,
  useCallback,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../../ui/icon';
import { lazyComponent } from '../../ui/lazy-component';
import { useMounted } from '../../ui/use-mounted';
import { responsiveImageProps, srcSetOf } from '../../ui/responsive-image';
import type { GalleryPhoto } from './photo-lightbox';

export type { GalleryPhoto } from './photo-lightbox';

/**
 * The large photo's width (property.css): the page's main column, beside a 22rem aside on a
 * desktop (~830 px of the 1200 px content), the whole screen below.
 */
const GALLERY_PHOTO_SIZES = '(min-width: 1280px) 52rem, 100vw';

/** The strip's thumbnails are 96 × 64 (property.css): the smallest copy, even on a 3× screen. */
const THUMBNAIL_SIZES = '96px';

/** Horizontal travel (px) that counts as a swipe rather than a tap. */
const SWIPE_DISTANCE = 40;

// Full screen is for the visitors who ask for it: its code loads on the first hover, focus or click.
const PhotoLightbox = lazyComponent(() => import('./photo-lightbox').then((m) => m.PhotoLightbox));

/**
 * The photos of a listing: one large photo with "Photo x of y", previous/next buttons over it,
 * arrow keys while the gallery has focus and swipes (pointer events), and a strip of thumbnails.
 * The large photo and every thumbnail open the photos full screen (PhotoLightbox). The server
 * renders the first photo, the counter and the thumbnails as plain links to the photos, so every
 * photo is reachable without JavaScript; the paging buttons appear once the page is interactive.
 * `tiles` (the video, the virtual tour) follow the thumbnails in the strip.
 */
export function PhotoGallery({
  photos,
  title,
  tiles,
}: {
  photos: readonly GalleryPhoto[];
  title: string;
  tiles?: ReactNode;
}) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const interactive = useMounted();
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  /** A swipe ends with a click on the photo's link: that click pages, it does not open full screen. */
  const swiped = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  // Stable, so the open lightbox keeps its focus trap while the gallery follows its photo.
  const close = useCallback(() => setOpen(null), []);

  const total = photos.length;
  if (total === 0) {
    return (
      <section className="gallery gallery-empty" aria-label={t`Photos`}>
        <p>
          <Trans>No photos found</Trans>
        </p>
        {tiles ? <ul className="gallery-strip gallery-tiles">{tiles}</ul> : null}
      </section>
    );
  }

  const shown = Math.min(index, total - 1);
  const current = photos[shown]!;
  const position = shown + 1;
  const go = (to: number) => setIndex(((to % total) + total) % total);
  const previous = () => go(shown - 1);
  const next = () => go(shown + 1);
  const preload = () => void PhotoLightbox.preload().catch(() => {});

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    // Links keep their own keys (Enter opens full screen); arrows always page the gallery.
    if (e.key === 'ArrowLeft') previous();
    else if (e.key === 'ArrowRight') next();
    else if (e.key === 'Home' && target === e.currentTarget) go(0);
    else if (e.key === 'End' && target === e.currentTarget) go(total - 1);
    else return;
    e.preventDefault();
  };

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    swiped.current = false;
    swipeStart.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== e.pointerId) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
    swiped.current = true;
    if (dx < 0) next();
    else previous();
  };
  const onPointerCancel = () => {
    swipeStart.current = null;
  };

  /** A plain click (or Enter) on a photo link opens full screen there; a modified click opens the file. */
  const openAt = (i: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    opener.current = e.currentTarget;
    go(i);
    setOpen(i);
  };

  const alt = current.name.trim() !== '' ? `${title}: ${current.name}` : title;
  const currentSrcSet = srcSetOf(current.url, { intrinsicWidth: current.width });
  return (
    <section
      className="gallery"
      aria-roledescription={t`carousel`}
      aria-label={t`Photos`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <figure className="gallery-stage">
        <div
          className="gallery-frame"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
        >
          <a className="gallery-open" href={current.url} onClick={openAt(shown)}>
            <img
              key={current.url}
              src={current.url}
              srcSet={currentSrcSet}
              sizes={currentSrcSet ? GALLERY_PHOTO_SIZES : undefined}
              width={current.width}
              height={current.height}
              alt={alt}
              draggable={false}
              fetchPriority="high"
            />
            <span className="gallery-zoom">
              <Icon name="maximize" />
              <span className="visually-hidden">
                <Trans>Show full screen</Trans>
              </span>
            </span>
          </a>
          {interactive && total > 1 ? (
            <>
              <button type="button" className="gallery-arrow gallery-previous" onClick={previous}>
                <Icon name="chevron-left" />
                <span className="visually-hidden">
                  <Trans>Previous photo</Trans>
                </span>
              </button>
              <button type="button" className="gallery-arrow gallery-next" onClick={next}>
                <Icon name="chevron-right" />
                <span className="visually-hidden">
                  <Trans>Next photo</Trans>
                </span>
              </button>
            </>
          ) : null}
        </div>
        <figcaption className="gallery-counter" aria-live="polite">
          <Trans>
            Photo {position} of {total}
          </Trans>
        </figcaption>
      </figure>
      {total > 1 || tiles ? (
        <div className="gallery-strip">
          {total > 1 ? (
            <ol className="gallery-thumbs" aria-label={t`All photos`}>
              {photos.map((ph, i) => (
                <Thumbnail
                  key={ph.url}
                  photo={ph}
                  position={i + 1}
                  total={total}
                  current={i === shown}
                  onClick={openAt(i)}
                />
              ))}
            </ol>
          ) : null}
          {tiles ? <ul className="gallery-tiles">{tiles}</ul> : null}
        </div>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={photos}
            title={title}
            start={open}
            onIndex={setIndex}
            onClose={close}
            returnTo={opener}
          />
        </Suspense>
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
          {...responsiveImageProps(photo.url, THUMBNAIL_SIZES, photo.width)}
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
