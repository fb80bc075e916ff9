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
 * A page opened by a link without a #fragment starts at its top. Always mounted once the page
 * runs, in the site's own code: the window behaviours (NavigationScroll: #fragments, back and
 * forward positions) come in a chunk of their own, and a navigation in the render that mounts
 * them would otherwise be seen by neither. Renders nothing.
 */
export function TopOfNewPages() {
  const location = useLocation();
  const type = useNavigationType();
  const previous = useRef(location);
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (from.key === location.key || type === 'POP' || location.hash) return;
    if (opensNewPage(from, location)) window.scrollTo(0, 0);
  }, [location, type]);
  return null;
}
