import { useQuery } from '@apollo/client/react';
import { useLocale } from '../i18n/use-locale';
import { graphql } from '../generated';

/** The route table (cached once per page): links to fixed pages by key, in the page language. */
export const PrivacyRouteQuery = graphql(`
  query PrivacyRoute {
    routes {
      key
      paths {
        nl
        fr
        en
        de
      }
    }
  }
`);

/** A page of the route table by key, in the page language. */
export function useRoutePath(key: string): string | null {
  const lang = useLocale();
  const { data } = useQuery(PrivacyRouteQuery);
  return data?.routes.find((r) => r.key === key)?.paths[lang] ?? null;
}
