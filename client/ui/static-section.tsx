import { startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { lazyComponent } from './lazy-component';
import { useHydrating } from './use-mounted';

/**
 * A static, non-interactive part of a page whose code stays out of the initial JavaScript. The
 * server renders it in full, inside `<div className={className}>`. When the browser hydrates that
 * HTML and the section's chunk is not loaded yet, the same div is rendered with an empty
 * `dangerouslySetInnerHTML`: React then neither hydrates nor touches its children (production
 * React only compares text children there; `suppressHydrationWarning` quiets the development
 * check), so the server's markup stays on screen. Right after hydration the chunk is fetched, and
 * the section re-renders the same markup from its component, in the same div, in one commit.
 * Rendered without server HTML (a client-side navigation, tests), it loads its chunk and shows
 * nothing in the div until then. The site's one use of server markup kept through hydration, and
 * only for markup that works with no script at all (links, native `<details>`, forms that post):
 * until the chunk arrives, the server's HTML is all there is, and its handlers come with the chunk.
 */
export function staticSection<P extends object>(
  className: string,
  load: () => Promise<ComponentType<P>>,
  {
    tag: Tag = 'div',
    keep = 'until-loaded',
  }: {
    /** 'span' where only phrasing content may stand (inside a button or a link). */
    tag?: 'div' | 'span';
    /**
     * How long the server's HTML stays: until the chunk is in (the section gets its handlers), or
     * for as long as the props are those it was rendered from (markup that never needs code, such
     * as an icon: the chunk still loads, for the parts rendered later, but nothing re-renders).
     */
    keep?: 'until-loaded' | 'until-props-change';
  } = {},
): ((props: P) => ReactNode) & { preload(): Promise<void> } {
  const Lazy = lazyComponent(load, { serverRenders: true });
  function StaticSection(props: P) {
    const hydrating = useHydrating();
    // Decided once, at the first render: keep the server's HTML only if this render hydrates it.
    const [keepServerHtml, setKeepServerHtml] = useState(() => hydrating && !Lazy.isLoaded());
    const [serverProps] = useState(props);
    if (keepServerHtml && keep === 'until-props-change' && !sameProps(serverProps, props))
      setKeepServerHtml(false);
    useEffect(() => {
      if (!keepServerHtml) return;
      let active = true;
      Lazy.preload().then(
        // A transition: the section renders in slices, not in one task right after hydration.
        () => active && keep === 'until-loaded' && startTransition(() => setKeepServerHtml(false)),
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
  return Object.assign(StaticSection, { preload: Lazy.preload });
}

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => Object.is(a[k as keyof typeof a], b[k as keyof typeof b]))
  );
}
