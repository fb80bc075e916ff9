import {
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { lazyComponent } from './lazy-component';

const sections: Array<() => Promise<void>> = [];

/** Loads every deferred section: the server, before its first render (renderToString cannot wait). */
export function preloadDeferredSections(): Promise<unknown> {
  return Promise.all(sections.map((preload) => preload()));
}

const subscribeNothing = () => () => {};
/** True while React hydrates the server's HTML (it reads the server snapshot then), false afterwards and in client-only renders. */
export const useHydrating = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );

/**
 * A static, non-interactive part of a page whose code stays out of the initial JavaScript. The
 * server renders it in full, inside `<div className={className}>`. When the browser hydrates that
 * HTML and the section's chunk is not loaded yet, the same div is rendered with an empty
 * `dangerouslySetInnerHTML`: React then neither hydrates nor touches its children (production
 * React only compares text children there; `suppressHydrationWarning` quiets the development
 * check), so the server's markup stays on screen, and stays as long as the section's props are
 * those it was rendered from: rendering the same markup again would only cost the phone time.
 * Right after hydration the chunk is fetched, so that new props (the next page's) show at once,
 * rendered by the section's component in the same div.
 * Rendered without server HTML (a client-side navigation, tests), it loads its chunk and shows
 * nothing in the div until then. Only for markup without handlers or state: until the chunk
 * arrives, the server's HTML is all there is.
 */
export function deferredSection<P extends object>(
  className: string,
  load: () => Promise<ComponentType<P>>,
  /** 'span' where only phrasing content may stand (inside a button or a link). */
  Tag: 'div' | 'span' = 'div',
): ((props: P) => ReactNode) & { preload(): Promise<void> } {
  const Lazy = lazyComponent(load);
  let loaded = false;
  const preload = () =>
    Lazy.preload().then(() => {
      loaded = true;
    });
  sections.push(preload);
  function DeferredSection(props: P) {
    const hydrating = useHydrating();
    // Decided once, at the first render: keep the server's HTML only if this render hydrates it,
    // and for as long as the section is given the props the server rendered it from.
    const [keepServerHtml, setKeepServerHtml] = useState(() => hydrating && !loaded);
    const [serverProps] = useState(props);
    if (keepServerHtml && !sameProps(serverProps, props)) setKeepServerHtml(false);
    useEffect(() => {
      // Fetched once the page is up, so that new props (another page) render at once.
      if (keepServerHtml) preload().catch(() => {}); // failed: the server's HTML stays, showing the same
    }, [keepServerHtml]);
    if (keepServerHtml)
      return <Tag className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
    // An element, not a call: a section still loading suspends under its own boundary, not the page's.
    return (
      <Tag className={className}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </Tag>
    );
  }
  return Object.assign(DeferredSection, { preload });
}

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}
