import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Icon } from '../../ui/icon';

/**
 * The list's address in the navigation state a list's card gives the detail page it opens
 * (`{ results: '/en/for-sale/?type=2&page=2' }`, client/features/listings/list-page.tsx), if it is
 * a path of this site: never another origin.
 */
export function resultsAddress(state: unknown): string | null {
  const results = (state as { results?: unknown } | null | undefined)?.results;
  return typeof results === 'string' && /^\/(?![/\\])/.test(results) ? results : null;
}

/** The goal's list in the page's language, from a listing's path: /fr/a-vendre/…/12/ is /fr/a-vendre/. */
export function goalListPath(listingPath: string): string {
  const [, lang, segment] = listingPath.split('/');
  return lang && segment ? `/${lang}/${segment}/` : '/';
}

/** A plain left click, which the page may handle itself (the browser keeps the others: new tab …). */
const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * "Back to results": a link to the filtered, paged list the visitor opened the listing from, else
 * (arrived from elsewhere, or before the page's code runs) to the goal's list in the page's
 * language. Opened from a list, the list is the previous history entry: going back to it brings
 * the visitor where they were on it (client/ui/navigation-scroll.tsx restores on back).
 */
export function BackToResults({ listingPath }: { listingPath: string }) {
  const { state } = useLocation();
  const navigate = useNavigate();
  const results = resultsAddress(state);
  const back = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!results || !isPlainClick(e)) return;
    e.preventDefault();
    void navigate(-1);
  };
  return (
    <Link to={results ?? goalListPath(listingPath)} onClick={back}>
      <Icon name="arrow-left" />
      <Trans>Back to results</Trans>
    </Link>
  );
}
