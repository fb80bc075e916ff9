import { useContext, useEffect } from 'react';
import { RenderStatusContext } from '../app/http-status';

/** The page title ("Page – Site"): in the server render's <title>, and document.title in the browser. */
export function usePageTitle(title: string | null | undefined, site?: string | null) {
  const full = title ? (site ? `${title} – ${site}` : title) : null;
  const render = useContext(RenderStatusContext);
  if (render && full) render.title = full;
  useEffect(() => {
    if (full) document.title = full;
  }, [full]);
}
