import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Whether a navigation shows another page: another path, or another page of the same list. */
export function opensNewPage(
  from: { pathname: string; search: string },
  to: { pathname: string; search: string },
) {
  if (from.pathname !== to.pathname) return true;
  return new URLSearchParams(from.search).get('page') !== new URLSearchParams(to.search).get('page');
}

/**
 * A page opened by a link starts at its top also in the moment between hydration and the arrival
 * of the window's behaviours (NavigationScroll, in a chunk of its own), which keep back and
 * forward positions as well. Renders nothing.
 */
export function TopOfNewPages() {
  const location = useLocation();
  const type = useNavigationType();
  const previous = useRef(location);
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (from.key !== location.key && type !== 'POP' && opensNewPage(from, location)) window.scrollTo(0, 0);
  }, [location, type]);
  return null;
}
