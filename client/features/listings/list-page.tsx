import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ApiError, BadSearch, isBadInput } from '../../app/api-error';
import { useLocale } from '../../app/use-locale';
import { graphql } from '../../generated';
import { lazyComponent } from '../../ui/lazy-component';
import { useListImpressionsBeacon } from '../visits/visit-beacon';
import { EmptyResults } from './empty-results';
import { FilterChips, useFilterChips } from './filter-chips';
import { ListFilters, ListFiltersQuery } from './list-filters';
import { useListHead } from './list-head';
import { apiSort, listFilter, readListParams, writeListParams } from './list-params';
import { ListToolbar } from './list-toolbar';
import { Paging } from './paging';
import { PropertyCard } from './property-card';
import { ServerHtmlIsland } from '../../ui/server-html-island';
import { AfterHydration } from '../../ui/use-mounted';
import './listings.css';

const ListQuery = graphql(`
  query List($filter: PropertyFilter!, $sort: PropertySort!, $page: Int!, $lang: String) {
    properties(filter: $filter, sort: $sort, page: $page, pageSize: 12, lang: $lang) {
      total
      page
      pageCount
      items {
        ...PropertyCard
      }
    }
  }
`);

// The map and Leaflet load only when a visitor asks for the map: never in the list's first load.
const ResultsMap = lazyComponent(() => import('../map').then((m) => m.ResultsMap));

/**
 * Sale or rent list, 12 per page: filters (folded on phones), a chip per active filter, the count,
 * the order, list or map, "Page x of y", and a helpful page when nothing matches. The query string
 * is the only state.
 */
export function ListPage({ goal }: { goal: 'SALE' | 'RENT' }) {
  const lang = useLocale();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const params = readListParams(search);
  const filter = listFilter(goal, params);
  const { data, error } = useQuery(ListQuery, {
    variables: { filter, sort: apiSort(params.sort), page: params.page, lang },
  });
  const { data: choices } = useQuery(ListFiltersQuery, { variables: { goal, lang } });
  const chips = useFilterChips(params, choices?.cities ?? [], choices?.propertyTypes ?? []);
  useListHead({
    goal,
    params,
    total: data?.properties.total ?? null,
    cities: choices?.cities ?? [],
    types: choices?.propertyTypes ?? [],
  });
  useListImpressionsBeacon(
    params.view === 'list' ? (data?.properties.items.map((p) => p.id) ?? []) : [],
    lang,
  );
  const total = data?.properties.total ?? null;
  return (
    <section className="list-page">
      <h1>{goal === 'SALE' ? <Trans>For sale</Trans> : <Trans>For rent</Trans>}</h1>
      <ListFilters goal={goal} pathname={pathname} params={params} />
      <FilterChips pathname={pathname} params={params} chips={chips} />
      <ListToolbar pathname={pathname} params={params} total={total} />
      {error && !data ? (
        isBadInput(error) ? (
          <BadSearch />
        ) : (
          <ApiError />
        )
      ) : total === 0 ? (
        <EmptyResults goal={goal} pathname={pathname} params={params} chips={chips} />
      ) : params.view === 'map' ? (
        <div className="list-map">
          <AfterHydration>
            <Suspense fallback={null}>
              <ResultsMap goal={goal} filter={filter} />
            </Suspense>
          </AfterHydration>
        </div>
      ) : data ? (
        <>
          <ServerHtmlIsland as="ul" className="cards" data={data.properties.items}>
            {data.properties.items.map((p, i) => (
              <li key={p.id}>
                <PropertyCard property={p} headingLevel={2} priority={i === 0} />
              </li>
            ))}
          </ServerHtmlIsland>
          <Paging
            pathname={pathname}
            params={writeListParams(params)}
            page={params.page}
            pageCount={data.properties.pageCount}
            total={data.properties.total}
          />
        </>
      ) : null}
    </section>
  );
}
