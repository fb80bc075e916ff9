import { usePageHead } from './use-page-head';

/** The page title ("Page – Agency"): in the server render's <title>, and document.title in the browser. */
export function usePageTitle(title: string | null | undefined) {
  usePageHead({ title });
}
