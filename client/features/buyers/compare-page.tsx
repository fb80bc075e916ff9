import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../generated';
import { useLocale } from '../../i18n/use-locale';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { CardPhoto } from '../../ui/card-photo';
import { useRoutePath } from '../../ui/route-path';
import { usePageHead } from '../../ui/use-page-head';
import { compareIdsOf, comparePath, COMPARE_MAX } from './area-links';
import { compareRows, type CompareRowKey } from './compare-rows';

// The card's fields (title, place, photo, price …) and what the comparison adds.
export const CompareListingsQuery = graphql(`
  query CompareListings($ids: [Int!]!, $lang: String) {
    propertiesByIds(ids: $ids, lang: $lang) {
      ...PropertyCard
      price {
        onDemand
      }
      surfaces {
        ground
      }
      rooms {
        bathrooms
      }
      energy {
        epcValue
      }
      risks {
        pScore
        gScore
      }
      building {
        constructionYear
      }
      costs {
        chargesRenter
      }
    }
  }
`);

function RowLabel({ row }: { row: CompareRowKey }): ReactNode {
  switch (row) {
    case 'price':
      return <Trans>Price</Trans>;
    case 'pricePerSquareMetre':
      return <Trans>Price per m² of living area</Trans>;
    case 'livingArea':
      return <Trans>Living area</Trans>;
    case 'plotArea':
      return <Trans>Plot area</Trans>;
    case 'bedrooms':
      return <Trans>Bedrooms</Trans>;
    case 'bathrooms':
      return <Trans>Bathrooms</Trans>;
    case 'energy':
      return <Trans>Energy label and use</Trans>;
    case 'pScore':
      return <Trans>Flood P-score (plot)</Trans>;
    case 'gScore':
      return <Trans>Flood G-score (building)</Trans>;
    case 'constructionYear':
      return <Trans>Year of construction</Trans>;
    case 'charges':
      return <Trans>Monthly charges</Trans>;
  }
}

/**
 * Up to COMPARE_MAX listings side by side (`?id=` repeated): the figures a buyer weighs, the rows
 * where they differ highlighted and the best of each row marked. The table scrolls sideways within
 * its frame on a phone, the row names staying in view.
 */
export function ComparePage() {
  const { t } = useLingui();
  const lang = useLocale();
  const [params] = useSearchParams();
  const { ids, dropped } = compareIdsOf(params);
  const area = useRoutePath('buyers-area');
  const here = useRoutePath('compare');
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  usePageHead({ title: t`Compare properties`, noindex: true });
  const { data, loading, error } = useQuery(CompareListingsQuery, {
    variables: { ids: ids.map(Number), lang },
    skip: ids.length === 0,
  });
  const listings = data?.propertiesByIds ?? [];
  const rows = compareRows(listings, lang);
  const crumbs = [
    { name: t`Home`, path: `/${lang}/` },
    ...(area ? [{ name: t`My search`, path: area }] : []),
    { name: t`Compare`, path: null },
  ];
  let body: ReactNode;
  if (ids.length === 0 || (data && listings.length === 0))
    body = (
      <p>
        {area ? (
          <Trans>
            There is nothing to compare yet. Tick two to four of your favourites in{' '}
            <Link to={area}>My search</Link>.
          </Trans>
        ) : (
          <Trans>There is nothing to compare yet. Tick two to four of your favourites in My search.</Trans>
        )}
      </p>
    );
  else if (loading && !data)
    body = (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  else if (error && !data)
    body = (
      <p role="alert">
        <Trans>These properties cannot be shown right now. Please try again later.</Trans>
      </p>
    );
  else
    body = (
      <>
        <div className="compare-tools">
          <p className="buyers-hint">
            <Trans>
              Highlighted rows differ between the properties; <span className="compare-best-mark">★</span>{' '}
              marks the best of a row.
            </Trans>
          </p>
          <label className="compare-only">
            <input
              type="checkbox"
              checked={onlyDifferences}
              onChange={(e) => setOnlyDifferences(e.target.checked)}
            />
            <Trans>Only the differences</Trans>
          </label>
        </div>
        <div className="compare-scroll" role="region" aria-labelledby="compare-title" tabIndex={0}>
          <table className="compare-table">
            <caption className="visually-hidden">
              <Trans>The properties compared, one per column</Trans>
            </caption>
            <thead>
              <tr>
                <td />
                {listings.map((p) => (
                  <th key={p.id} scope="col" className="compare-listing">
                    <Link to={p.path} className="compare-listing__link">
                      <CardPhoto thumbnail={p.thumbnail} alt="" sizes="(max-width: 767px) 9rem, 14rem" />
                      <span className="compare-listing__title">{p.title}</span>
                    </Link>
                    <span className="compare-listing__place">
                      {p.type.name} · {p.city}
                    </span>
                    {here && listings.length > 1 ? (
                      <Link
                        className="compare-listing__remove"
                        to={comparePath(
                          here,
                          listings.filter((x) => x.id !== p.id).map((x) => String(x.id)),
                        )}
                      >
                        <Trans>Remove</Trans>
                        <span className="visually-hidden"> {p.title}</span>
                      </Link>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows
                .filter((r) => !onlyDifferences || r.differs)
                .map((r) => (
                  <tr key={r.key} className={r.differs ? 'compare-row--differs' : undefined}>
                    <th scope="row">
                      <RowLabel row={r.key} />
                    </th>
                    {r.cells.map((c, i) => (
                      <td key={listings[i].id} className={c.best ? 'compare-cell--best' : undefined}>
                        {c.text ?? <span className="compare-unknown">{t`not given`}</span>}
                        {c.best ? (
                          <>
                            {' '}
                            <span className="compare-best-mark" aria-hidden="true">
                              ★
                            </span>
                            <span className="visually-hidden"> {t`(the best)`}</span>
                          </>
                        ) : null}
                      </td>
                    ))}
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      </>
    );
  return (
    <article className="container buyers-compare" data-route="compare">
      <Breadcrumbs items={crumbs} />
      <h1 id="compare-title">
        <Trans>Compare properties</Trans>
      </h1>
      {dropped > 0 ? (
        <p className="buyers-hint">
          <Trans>At most {COMPARE_MAX} properties are compared at once: the first ones are shown.</Trans>
        </p>
      ) : null}
      {body}
    </article>
  );
}
