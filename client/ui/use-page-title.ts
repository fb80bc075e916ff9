import { usePageHead } from './use-page-head';

/** The page title ("Page – Site"): in the server render's <title>, and document.title in the browser. */
export function usePageTitle(title: string | null | undefined, site?: string | null) {
  usePageHead({ title, site });
}
