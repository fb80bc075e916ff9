import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useHydrating } from './deferred-section';

/**
 * Markup that needs no script to work (cards: links, pictures, text) kept as the server wrote it:
 * when the browser hydrates the page, React neither renders nor hydrates the island's children
 * (an empty `dangerouslySetInnerHTML` leaves the server's children in place), which on a slow
 * phone is most of the work of a list page. It keeps them for as long as `data` is the value the
 * server rendered them from; other data (another page of results, other filters) renders the
 * children as usual. Meanwhile a click on one of its links still moves within the site without
 * reloading it, as the router's links do.
 */
export function ServerHtmlIsland({
  as: Tag = 'div',
  className,
  data,
  children,
}: {
  as?: 'div' | 'ul';
  className?: string;
  /** What the children are rendered from: while it is the server's, its HTML stays. */
  data: unknown;
  children: ReactNode;
}) {
  const hydrating = useHydrating();
  // The server renders the children (there is no `window` there); the browser keeps what it wrote.
  const [keepServerHtml, setKeepServerHtml] = useState(() => hydrating && typeof window !== 'undefined');
  const [serverData] = useState(data);
  if (keepServerHtml && !Object.is(serverData, data)) setKeepServerHtml(false);
  const navigate = useNavigate();
  if (!keepServerHtml) return <Tag className={className}>{children}</Tag>;
  return (
    <Tag
      className={className}
      onClick={(e) => followLinkInSite(e, navigate)}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}

/** A plain click on a link to a page of this site: handed to the router (another tab, a download, another site: the browser's). */
export function followLinkInSite(e: MouseEvent<HTMLElement>, navigate: (to: string) => void): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const link = (e.target as Element).closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !e.currentTarget.contains(link)) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  e.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}
