import { useLingui } from '@lingui/react/macro';
import ArrowUp from 'lucide-react/icons/arrow-up';
import './scroll-to-top.css';

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

/** The button itself, in its own chunk: it shows only once the visitor has scrolled. */
export function ScrollToTopButton() {
  const { t } = useLingui();
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
      <ArrowUp className="icon" aria-hidden="true" />
    </button>
  );
}
