import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Positions kept for back and forward, by history entry; the oldest go past this many. */
const KEPT_POSITIONS = 50;
/** Frames a restore waits for the page to grow tall enough (its data coming in) before it stops. */
const RESTORE_FRAMES = 60;

/** Whether a navigation shows another page: another path, or another page of the same list. */
export function opensNewPage(
  from: { pathname: string; search: string },
  to: { pathname: string; search: string },
) {
  if (from.pathname !== to.pathname) return true;
  return new URLSearchParams(from.search).get('page') !== new URLSearchParams(to.search).get('page');
}

/**
 * Where the window stands after a navigation inside the site: a new page starts at its top, or
 * at its `#fragment`; back and forward return to where the visitor left that page. A filter or
 * sort changed on the same list keeps the visitor where they are. Renders nothing.
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
      let frames = 0;
      let frame = 0;
      const restore = () => {
        // Until the page is tall enough for the position (its data may still be coming in).
        const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
        if (reachable || ++frames > RESTORE_FRAMES) window.scrollTo(0, y);
        else frame = requestAnimationFrame(restore);
      };
      restore();
      return () => cancelAnimationFrame(frame);
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (opensNewPage(from, location)) window.scrollTo(0, 0);
  }, [location, type]);

  return null;
}
