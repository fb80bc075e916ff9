import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { graphql } from '../../generated';
import { useLocale } from '../../app/use-locale';
import { PropertyCard } from '../listings/property-card';

const HomeQuery = graphql(`
  query Home($lang: String) {
    forSale: properties(filter: { goal: SALE }, pageSize: 4, lang: $lang) {
      total
      items {
        ...PropertyCard
      }
    }
    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {
      total
    }
    routes(lang: $lang) {
      key
      path
    }
  }
`);

/** Home: the For sale / For rent entry points with counts and the latest offers (≤ 4). */
export function HomePage() {
  const lang = useLocale();
  const { data } = useQuery(HomeQuery, { variables: { lang } });
  if (!data) return null;
  const path = (key: string) => data.routes.find((r) => r.key === key)?.path ?? `/${lang}/`;
  const sale = data.forSale.total;
  const rent = data.forRent.total;
  return (
    <>
      <section className="search-block">
        <Link to={path('for-sale')} className="button">
          <Trans>For sale ({sale})</Trans>
        </Link>
        <Link to={path('for-rent')} className="button">
          <Trans>For rent ({rent})</Trans>
        </Link>
      </section>
      <section aria-labelledby="latest-offers">
        <h2 id="latest-offers">
          <Trans>Latest offers</Trans>
        </h2>
        <ul className="cards">
          {data.forSale.items.map((p) => (
            <li key={p.id}>
              <PropertyCard property={p} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
