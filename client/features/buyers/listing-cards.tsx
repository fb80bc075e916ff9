import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { graphql } from '../../generated';
import type { PropertyCardFragment } from '../../generated/graphql';
import { useLocale } from '../../i18n/use-locale';
import { PropertyCard } from '../listings';

export const ListingsByIdsQuery = graphql(`
  query ListingsByIds($ids: [Int!]!, $lang: String) {
    propertiesByIds(ids: $ids, lang: $lang) {
      ...PropertyCard
    }
  }
`);

/**
 * Cards of listings by id, in the order given; listings that left the site are left out. `extra`
 * adds something under a card (the comparison's checkbox). Rendered on the server too when the ids
 * are known there (a shared list's address).
 */
export function ListingCards({
  ids,
  extra,
  label,
}: {
  ids: readonly string[];
  extra?: (listing: PropertyCardFragment) => ReactNode;
  /** The list's accessible name. */
  label: string;
}) {
  const lang = useLocale();
  const { data, loading, error } = useQuery(ListingsByIdsQuery, {
    variables: { ids: ids.map(Number), lang },
    skip: ids.length === 0,
  });
  if (ids.length === 0) return null;
  if (loading && !data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (error && !data)
    return (
      <p role="alert">
        <Trans>These properties cannot be shown right now. Please try again later.</Trans>
      </p>
    );
  const listings = data?.propertiesByIds ?? [];
  return (
    <ul className="cards buyers-cards" aria-label={label}>
      {listings.map((p) => (
        <li key={p.id}>
          <PropertyCard property={p} headingLevel={3} />
          {extra?.(p)}
        </li>
      ))}
    </ul>
  );
}
