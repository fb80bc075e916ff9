import { Suspense } from 'react';
import { lazyComponent } from './lazy-component';
import { useScrollY } from './use-scroll-y';

export const SCROLL_TOP_THRESHOLD = 10;
export const SCROLL_TOP_THROTTLE_MS = 100;

export const ScrollToTopButton = lazyComponent(() =>
  import('./scroll-to-top-button').then((m) => m.ScrollToTopButton),
);

/** A button back to the top, hidden below 10 px of scroll; its code loads when it first shows. */
export function ScrollToTop() {
  const y = useScrollY(SCROLL_TOP_THROTTLE_MS);
  if (y < SCROLL_TOP_THRESHOLD) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton />
    </Suspense>
  );
}
