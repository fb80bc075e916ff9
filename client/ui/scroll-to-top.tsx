import { useLingui } from '@lingui/react/macro';
import { useScrollY } from './use-scroll-y';
import './scroll-to-top.css';

export const SCROLL_TOP_THRESHOLD = 10;
export const SCROLL_TOP_THROTTLE_MS = 100;
export const SCROLL_TOP_DURATION_MS = 500;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls to the top in 500 ms, or at once when the visitor prefers reduced motion. */
export function scrollToTop(duration = SCROLL_TOP_DURATION_MS) {
  const start = window.scrollY;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduce || start <= 0 || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, 0);
    return;
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeInOut(p))));
    if (p < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

/** A button back to the top, hidden below 10 px of scroll. */
export function ScrollToTop() {
  const { t } = useLingui();
  const y = useScrollY(SCROLL_TOP_THROTTLE_MS);
  if (y < SCROLL_TOP_THRESHOLD) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t`Back to top`}
      onClick={() => {
        scrollToTop();
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
