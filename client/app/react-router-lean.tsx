import { forwardRef, useContext, type MouseEvent } from 'react';
import {
  UNSAFE_NavigationContext as NavigationContext,
  useHref,
  useLinkClickHandler,
  type LinkProps,
} from 'react-router';

// The site's bundles read `react-router` through this module (vite.config.mts, leanRouter): all of
// react-router, with a Link of its own. react-router's Link carries framework-mode prefetching
// (route-module manifests, single fetch, `<link rel=prefetch>` rendering) that a BrowserRouter
// site never runs, and that code reached every page's initial JavaScript. Tests and `npm run dev`
// use react-router's own Link; the browser tests run on the built site, this one.
export * from 'react-router';

/** A scheme (`https:`, `mailto:`, `tel:`) or a protocol-relative `//host`: not a route of this site. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * react-router's Link for a BrowserRouter site: a client-side navigation on a plain left click, the
 * browser's own behaviour otherwise (modifier keys, `target`, `reloadDocument`, another origin).
 * `prefetch` and `discover` belong to framework mode and are ignored, as they are there without it;
 * a `mask` applies to the navigation, the href shows the real address.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    onClick,
    discover: _discover,
    prefetch: _prefetch,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition,
    mask,
    defaultShouldRevalidate,
    ...rest
  },
  ref,
) {
  const { useTransitions } = useContext(NavigationContext);
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  // Hooks run whatever the link is; their results are used only for a route of this site.
  const href = useHref(absolute ? '.' : to, { relative });
  const navigate = useLinkClickHandler(absolute ? '.' : to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    mask,
    defaultShouldRevalidate,
    useTransitions,
  });
  if (absolute || reloadDocument) {
    return (
      <a {...rest} ref={ref} href={absolute ? (to as string) : href} target={target} onClick={onClick} />
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});
