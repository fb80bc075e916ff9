import { useQuery } from '@apollo/client/react';
import { Plural, Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError, BadSearch, isBadInput } from '../../ui/api-error';
import { useHttpStatus } from '../../ui/http-status';
import { useLocale } from '../../i18n/use-locale';
import { graphql } from '../../generated';
import { lazyComponent } from '../../ui/lazy-component';
import { useListImpressionsBeacon } from '../page-views';
import { EmptyResults } from './empty-results';
import { FilterChips, useFilterChips } from './filter-chips';
import { ListFilters, ListFiltersQuery } from './list-filters';
import { useListHead } from './list-head';
import { apiSort, listFilter, listHref, readListParams, writeListParams } from './list-params';
import { ListToolbar } from './list-toolbar';
import { Paging } from './paging';
import { PropertyCards } from './property-card';
import { SaveSearchLink } from './save-search-link';
import { AfterHydration } from '../../ui/use-mounted';
import { NoScriptNote } from '../../ui/noscript-note';
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
 * Sale or rent list, 12 per page: "Save this search" beside the title, filters (folded on phones), a
 * chip per active filter, the count, the order, list or map, "Page x of y", and a helpful page when
 * nothing matches. The query string is the only state.
 */
export function ListPage({ goal }: { goal: 'SALE' | 'RENT' }) {
  const lang = useLocale();
  const { pathname, search: query } = useLocation();
  const [search] = useSearchParams();
  const params = readListParams(search);
  const filter = listFilter(goal, params);
  const { data, error } = useQuery(ListQuery, {
    variables: { filter, sort: apiSort(params.sort), page: params.page, lang },
  });
  const { data: choices } = useQuery(ListFiltersQuery, { variables: { goal, lang } });
  // ?page=99 of a 3-page list: no such page (a link from before the list shrank, or typed).
  const pastTheEnd =
    data !== undefined && data.properties.total > 0 && params.page > data.properties.pageCount;
  const chips = useFilterChips(params, choices?.cities ?? [], choices?.propertyTypes ?? []);
  useListHead({
    goal,
    params,
    total: data?.properties.total ?? null,
    cities: choices?.cities ?? [],
    types: choices?.propertyTypes ?? [],
    noindex: pastTheEnd,
  });
  useListImpressionsBeacon(
    params.view === 'list' ? (data?.properties.items.map((p) => p.id) ?? []) : [],
    lang,
  );
  const total = data?.properties.total ?? null;
  // A card's detail page opens with this list's address, for its "Back to results".
  const results = { results: `${pathname}${query}` };
  return (
    <section className="list-page">
      <div className="list-page__head">
        <h1>{goal === 'SALE' ? <Trans>For sale</Trans> : <Trans>For rent</Trans>}</h1>
        <SaveSearchLink goal={goal} params={params} />
      </div>
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
      ) : pastTheEnd && data ? (
        <PastTheLastPage
          firstPage={listHref(pathname, { ...params, page: 1 })}
          pageCount={data.properties.pageCount}
        />
      ) : params.view === 'map' ? (
        <div className="list-map">
          <NoScriptNote>
            <Trans>
              The map needs JavaScript:{' '}
              <Link to={listHref(pathname, { ...params, view: 'list' })}>see the listings as a list</Link>.
            </Trans>
          </NoScriptNote>
          <AfterHydration>
            <Suspense fallback={null}>
              <ResultsMap goal={goal} filter={filter} />
            </Suspense>
          </AfterHydration>
        </div>
      ) : data ? (
        <>
          <PropertyCards items={data.properties.items} headingLevel={2} linkState={results} firstIsPriority />
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

/** A page number past the list's last: 404, what the list has, and the way to its first page. */
function PastTheLastPage({ firstPage, pageCount }: { firstPage: string; pageCount: number }) {
  useHttpStatus(404);
  return (
    <section className="empty-results" aria-labelledby="past-the-end-title">
      <h2 id="past-the-end-title">
        <Trans>This page of the list does not exist</Trans>
      </h2>
      <p>
        <Plural value={pageCount} one="The list has only one page." other="The list has # pages." />
      </p>
      <p>
        <Link to={firstPage}>
          <Trans>Go to the first page</Trans>
        </Link>
      </p>
    </section>
  );
}
