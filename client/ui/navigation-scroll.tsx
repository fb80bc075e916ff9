import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { opensNewPage } from './top-of-new-pages';

/** Positions kept for back and forward, by history entry; the oldest go past this many. */
const KEPT_POSITIONS = 50;
/**
 * How long a restore waits for the page to grow tall enough for the kept position (its data
 * coming in on a slow phone or network) before it scrolls as far as it can. The visitor's own
 * scrolling ends the wait at once.
 */
const RESTORE_WAIT_MS = 10_000;
/** What says the visitor has started scrolling by themselves. */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Where the window stands after a navigation inside the site, beyond the top of a new page
 * (TopOfNewPages): a link to a `#fragment` shows it (or the new page's top when the page has no
 * such element); back and forward return to where the visitor left that page. Renders nothing.
 */
export function NavigationScroll() {
  const location = useLocation();
  const type = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const previous = useRef(location);

  // Where the visitor stands, read before a navigation changes the page (its layout effect runs
  // before the browser reports the scroll a shorter page causes).
  const standsAt = useRef(0);
  useEffect(() => {
    const keep = () => {
      standsAt.current = window.scrollY;
    };
    keep();
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, []);

  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (from.key === location.key) return;
    const kept = positions.current;
    kept.delete(from.key);
    kept.set(from.key, standsAt.current);
    if (kept.size > KEPT_POSITIONS) kept.delete(kept.keys().next().value as string);
    if (type === 'POP') {
      const y = positions.current.get(location.key);
      if (y === undefined) return;
      const until = performance.now() + RESTORE_WAIT_MS;
      let frame = 0;
      const stop = () => {
        cancelAnimationFrame(frame);
        for (const event of OWN_SCROLL_EVENTS) window.removeEventListener(event, stop);
      };
      const restore = () => {
        // Until the page is tall enough for the position (its data may still be coming in).
        const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
        if (reachable || performance.now() > until) {
          window.scrollTo(0, y);
          stop();
        } else frame = requestAnimationFrame(restore);
      };
      for (const event of OWN_SCROLL_EVENTS) window.addEventListener(event, stop, { passive: true });
      restore();
      return stop;
    }
    if (!location.hash) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else if (opensNewPage(from, location)) window.scrollTo(0, 0);
  }, [location, type]);

  return null;
}
