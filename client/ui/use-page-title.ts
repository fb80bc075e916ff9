import { useEffect } from 'react';

/** Sets the document title ("Page – Site") in the browser; the server-rendered <title> is not handled here. */
export function usePageTitle(title: string | null | undefined, site?: string | null) {
  useEffect(() => {
    if (!title) return;
    document.title = site ? `${title} – ${site}` : title;
  }, [title, site]);
}
