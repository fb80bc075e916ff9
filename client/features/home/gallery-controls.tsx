import { useLingui } from '@lingui/react/macro';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useEffect, useState, type RefObject } from 'react';

/** How long each photo of the banner gallery shows before the next one, while it plays. */
export const GALLERY_INTERVAL_MS = 6000;
/** The strip is taken to rest once it has not scrolled for this long (a swipe, a smooth scroll). */
const SETTLE_MS = 150;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const reducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/** The photo a strip of full-width photos rests on. */
function restingIndex(strip: HTMLElement | null, count: number): number {
  if (!strip || strip.clientWidth === 0) return 0;
  return Math.max(0, Math.min(count - 1, Math.round(strip.scrollLeft / strip.clientWidth)));
}

/**
 * The banner gallery's controls, in their own chunk: they exist only once the page runs (the
 * server's HTML shows the first photo, the strip scrolls by hand). Previous and next (round the
 * ends), one button per photo (the shown one `aria-current`), and play/pause. The photos change
 * every GALLERY_INTERVAL_MS while the gallery plays, which it does unless the visitor asks for
 * reduced motion or pressed pause; it waits while the mouse is over the banner or the focus is in
 * it (WCAG 2.2.2). The controls scroll the strip of photos (`strip`), and follow it when it is
 * swiped or scrolled by other means. Each photo but the first loads lazily: the one to show next
 * is fetched ahead, so it is there when its turn comes.
 */
export function GalleryControls({
  banner,
  strip,
  count,
}: {
  /** The whole banner: hovering it or focusing anything in it makes the gallery wait. */
  banner: RefObject<HTMLElement | null>;
  /** The scroll-snap strip of photos, one per screen width. */
  strip: RefObject<HTMLElement | null>;
  count: number;
}) {
  const { t } = useLingui();
  // Where the strip rests when the controls arrive: it may have been swiped before.
  const [index, setIndex] = useState(() => restingIndex(strip.current, count));
  const [playing, setPlaying] = useState(() => !reducedMotion());
  const [hovered, setHovered] = useState(() => banner.current?.matches(':hover') ?? false);
  const [focused, setFocused] = useState(() => banner.current?.contains(document.activeElement) ?? false);
  const show = (target: number) => setIndex((target + count) % count);

  // The strip scrolls to the photo shown (where it already rests when the visitor swiped there).
  useEffect(() => {
    const el = strip.current;
    el?.scrollTo({ left: index * el.clientWidth, behavior: reducedMotion() ? 'instant' : 'smooth' });
  }, [strip, index]);

  // Asking for reduced motion stops a playing gallery; the visitor may still start it again.
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const onChange = () => {
      if (query.matches) setPlaying(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // A mouse over the banner (not a finger: a tap has no end) or the focus in it make it wait.
  useEffect(() => {
    const el = banner.current;
    if (!el) return;
    const enter = (e: PointerEvent) => {
      if (e.pointerType === 'mouse') setHovered(true);
    };
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node && el.contains(e.relatedTarget))) setFocused(false);
    };
    el.addEventListener('pointerenter', enter);
    el.addEventListener('pointerleave', leave);
    el.addEventListener('focusin', focusIn);
    el.addEventListener('focusout', focusOut);
    return () => {
      el.removeEventListener('pointerenter', enter);
      el.removeEventListener('pointerleave', leave);
      el.removeEventListener('focusin', focusIn);
      el.removeEventListener('focusout', focusOut);
    };
  }, [banner]);

  // The photo the strip comes to rest on is the one shown, however it got there (a swipe, the
  // keyboard): only where it rests, so a smooth scroll's way past other photos changes nothing.
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(settle);
      settle = setTimeout(() => setIndex(restingIndex(el, count)), SETTLE_MS);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      clearTimeout(settle);
    };
  }, [strip, count]);

  // The next photo is fetched while the current one shows.
  useEffect(() => {
    const next = strip.current?.querySelectorAll('img')[(index + 1) % count];
    if (next?.getAttribute('loading') === 'lazy') next.setAttribute('loading', 'eager');
  }, [strip, index, count]);

  const running = playing && !hovered && !focused;
  useEffect(() => {
    if (!running) return;
    // A new photo, shown by the timer or by hand, gets its full time.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), GALLERY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [running, index, count]);

  return (
    <div className="gallery-controls" role="group" aria-label={t`Photos`}>
      <button
        type="button"
        className="gallery-arrow"
        onClick={() => show(index - 1)}
        aria-label={t`Previous photo`}
      >
        <ChevronLeft className="icon" aria-hidden="true" />
      </button>
      <span className="gallery-dots">
        {Array.from({ length: count }, (_, i) => {
          const position = i + 1;
          const total = count;
          return (
            <button
              key={i}
              type="button"
              className="gallery-dot"
              aria-label={t`Photo ${position} of ${total}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
            />
          );
        })}
      </span>
      <button
        type="button"
        className="gallery-arrow"
        onClick={() => show(index + 1)}
        aria-label={t`Next photo`}
      >
        <ChevronRight className="icon" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="gallery-arrow"
        onClick={() => setPlaying((p) => !p)}
        aria-label={playing ? t`Pause the slideshow` : t`Play the slideshow`}
      >
        {playing ? (
          <Pause className="icon" aria-hidden="true" />
        ) : (
          <Play className="icon" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
