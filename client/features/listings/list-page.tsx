import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearchParams } from 'react-router';
import { graphql } from '../../generated';
import { useLocale } from '../../app/use-locale';
import { PropertyCard } from './property-card';

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

/** Sale or rent list, 12 per page, "Page x of y"; paging keeps the filters. */
export function ListPage({ goal }: { goal: 'SALE' | 'RENT' }) {
  const lang = useLocale();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { t } = useLingui();
  const { page, city, type } = readListParams(params);
  const { data } = useQuery(ListQuery, { variables: { goal, city, type, page, lang } });
  if (!data) return null;
  const { items, total, pageCount } = data.properties;
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `${pathname}?${next.toString()}`;
  };
  return (
    <section>
      <h1>{goal === 'SALE' ? <Trans>For sale</Trans> : <Trans>For rent</Trans>}</h1>
      {items.length === 0 ? (
        <p>
          <Trans>No results were found for your search</Trans>
        </p>
      ) : (
        <ul className="cards">
          {items.map((p) => (
            <li key={p.id}>
              <PropertyCard property={p} />
            </li>
          ))}
        </ul>
      )}
      <nav className="paging" aria-label={t`Pages`}>
        {page > 1 ? (
          <Link to={pageLink(page - 1)} rel="prev">
            <Trans>Previous</Trans>
          </Link>
        ) : null}
        <span>
          <Trans>
            Page {page} of {pageCount} ({total} properties)
          </Trans>
        </span>
        {page < pageCount ? (
          <Link to={pageLink(page + 1)} rel="next">
            <Trans>Next</Trans>
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
