import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearchParams } from 'react-router';
import { graphql } from '../../generated';
import { useLocale } from '../../app/use-locale';
import { ListFilters } from './list-filters';
import { Paging } from './paging';
import { PropertyCard } from './property-card';
import './listings.css';
import { usePageTitle } from '../../ui/use-page-title';
import { useListImpressionsBeacon } from '../visits/visit-beacon';

const ListQuery = graphql(`
  query List($goal: Goal!, $city: String, $type: Int, $page: Int!, $lang: String) {
    properties(filter: { goal: $goal, city: $city, type: $type }, page: $page, pageSize: 12, lang: $lang) {
      total
      page
      pageCount
      items {
        ...PropertyCard
      }
    }
  }
`);

/** Query-string values a person may have typed: anything odd gives the first page, unfiltered. */
export function readListParams(params: URLSearchParams): { page: number; city?: string; type?: number } {
  const page = Number(params.get('page'));
  const type = Number(params.get('type'));
  const city = params.get('city') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    city: /^[^|]{1,100}\|[0-9A-Za-z-]{2,10}$/.test(city) ? city : undefined,
    type: Number.isInteger(type) && type >= 1 && type <= 99 ? type : undefined,
  };
}

/** Sale or rent list, 12 per page, filters and "Page x of y"; the query string is the only state. */
export function ListPage({ goal }: { goal: 'SALE' | 'RENT' }) {
  const lang = useLocale();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { page, city, type } = readListParams(params);
  const { data } = useQuery(ListQuery, { variables: { goal, city, type, page, lang } });
  const { t } = useLingui();
  usePageTitle(goal === 'SALE' ? t`For sale` : t`For rent`);
  useListImpressionsBeacon(data?.properties.items.map((p) => p.id) ?? [], lang);
  return (
    <section className="list-page">
      <h1>{goal === 'SALE' ? <Trans>For sale</Trans> : <Trans>For rent</Trans>}</h1>
      <ListFilters goal={goal} pathname={pathname} city={city} type={type} />
      {data ? (
        <>
          {data.properties.items.length === 0 ? (
            <p className="list-empty">
              <Trans>No results were found for your search</Trans>
            </p>
          ) : (
            <ul className="cards">
              {data.properties.items.map((p) => (
                <li key={p.id}>
                  <PropertyCard property={p} />
                </li>
              ))}
            </ul>
          )}
          <Paging
            pathname={pathname}
            params={params}
            page={page}
            pageCount={data.properties.pageCount}
            total={data.properties.total}
          />
        </>
      ) : null}
    </section>
  );
}
