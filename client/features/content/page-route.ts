import { useQuery } from '@apollo/client/react';
import { graphql } from '../../generated';
import { useLocale } from '../../i18n/use-locale';

/** The route table in the page language: every content page's title and breadcrumb trail. */
export const PageRouteQuery = graphql(`
  query PageRoute($lang: String) {
    routes(lang: $lang) {
      key
      path
      breadcrumbs {
        name
        path
      }
    }
  }
`);

/** One route-table page in the page language (undefined while loading or when it has no such key). */
export function usePageRoute(routeKey: string) {
  const lang = useLocale();
  const { data } = useQuery(PageRouteQuery, { variables: { lang } });
  return data?.routes.find((r) => r.key === routeKey);
}
