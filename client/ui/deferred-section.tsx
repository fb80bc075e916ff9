import {
  startTransition,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { lazyComponent } from './lazy-component';

const sections: Array<() => Promise<void>> = [];

/** Adds a chunk the server loads with the deferred sections (a server-only component's). */
export function preloadOnServer(preload: () => Promise<void>): void {
  sections.push(preload);
}

/** Loads every deferred section: the server, once before its first render, so a render never waits on a chunk. */
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
 * check), so the server's markup stays on screen. Right after hydration the chunk is fetched, and
 * the section re-renders the same markup from its component, in the same div, in one commit.
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
    // Decided once, at the first render: keep the server's HTML only if this render hydrates it.
    const [keepServerHtml, setKeepServerHtml] = useState(() => hydrating && !loaded);
    useEffect(() => {
      if (!keepServerHtml) return;
      let active = true;
      preload().then(
        // A transition: the section renders in slices, not in one task right after hydration.
        () => active && startTransition(() => setKeepServerHtml(false)),
        () => {}, // the chunk failed to load: the server's HTML stays, which shows the same content
      );
      return () => {
        active = false;
      };
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
