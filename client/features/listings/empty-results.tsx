import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useLocale } from '../../app/use-locale';
import { graphql } from '../../generated';
import type { PropertyFilter } from '../../generated/graphql';
import { Icon } from '../../ui/icon';
import { demandRegisterPath } from '../demand';
import type { FilterChip } from './filter-chips';
import { listFilter, listHref, type ListFilterKey, type ListParams } from './list-params';

/**
 * How many listings each "widen your search" link would give: one count per active filter, in
 * one request, each only when that filter is set (a count is a cheap query, page size 1).
 */
export const ListRelaxQuery = graphql(`
  query ListRelax(
    $lang: String
    $q: PropertyFilter
    $withQ: Boolean!
    $cities: PropertyFilter
    $withCities: Boolean!
    $type: PropertyFilter
    $withType: Boolean!
    $price: PropertyFilter
    $withPrice: Boolean!
    $minBedrooms: PropertyFilter
    $withMinBedrooms: Boolean!
    $minLivingArea: PropertyFilter
    $withMinLivingArea: Boolean!
    $maxEnergyLabel: PropertyFilter
    $withMaxEnergyLabel: Boolean!
  ) {
    q: properties(filter: $q, pageSize: 1, lang: $lang) @include(if: $withQ) {
      total
    }
    cities: properties(filter: $cities, pageSize: 1, lang: $lang) @include(if: $withCities) {
      total
    }
    type: properties(filter: $type, pageSize: 1, lang: $lang) @include(if: $withType) {
      total
    }
    price: properties(filter: $price, pageSize: 1, lang: $lang) @include(if: $withPrice) {
      total
    }
    minBedrooms: properties(filter: $minBedrooms, pageSize: 1, lang: $lang) @include(if: $withMinBedrooms) {
      total
    }
    minLivingArea: properties(filter: $minLivingArea, pageSize: 1, lang: $lang)
      @include(if: $withMinLivingArea) {
      total
    }
    maxEnergyLabel: properties(filter: $maxEnergyLabel, pageSize: 1, lang: $lang)
      @include(if: $withMaxEnergyLabel) {
      total
    }
  }
`);

interface Relaxation {
  filter: ListFilterKey;
  label: string;
  without: ListParams;
}

/** One suggestion per filter kind: the cities go together ("Ixelles (1050), Uccle (1180)"). */
export function relaxations(chips: readonly FilterChip[], params: ListParams): Relaxation[] {
  const out: Relaxation[] = [];
  for (const chip of chips) {
    const known = out.find((r) => r.filter === chip.filter);
    if (known) known.label = `${known.label}, ${chip.label}`;
    else
      out.push({
        filter: chip.filter,
        label: chip.label,
        without: chip.filter === 'cities' ? { ...params, cities: [], page: 1 } : chip.without,
      });
  }
  return out;
}

/**
 * No listing matches: say so kindly, offer each filter to drop (with what that would give), and
 * the demand register prefilled with this search, to be told when one comes in.
 */
export function EmptyResults({
  goal,
  pathname,
  params,
  chips,
}: {
  goal: 'SALE' | 'RENT';
  pathname: string;
  params: ListParams;
  chips: readonly FilterChip[];
}) {
  const { t } = useLingui();
  const lang = useLocale();
  const relax = relaxations(chips, params);
  const has = (k: ListFilterKey) => relax.some((r) => r.filter === k);
  const filterOf = (k: ListFilterKey): PropertyFilter | null => {
    const r = relax.find((x) => x.filter === k);
    return r ? listFilter(goal, r.without) : null;
  };
  const { data } = useQuery(ListRelaxQuery, {
    skip: relax.length === 0,
    variables: {
      lang,
      q: filterOf('q'),
      withQ: has('q'),
      cities: filterOf('cities'),
      withCities: has('cities'),
      type: filterOf('type'),
      withType: has('type'),
      price: filterOf('price'),
      withPrice: has('price'),
      minBedrooms: filterOf('minBedrooms'),
      withMinBedrooms: has('minBedrooms'),
      minLivingArea: filterOf('minLivingArea'),
      withMinLivingArea: has('minLivingArea'),
      maxEnergyLabel: filterOf('maxEnergyLabel'),
      withMaxEnergyLabel: has('maxEnergyLabel'),
    },
  });
  const alertPath = demandRegisterPath(lang, {
    goal,
    typeId: params.type,
    cities: params.cities,
    maxPrice: params.maxPrice,
    minBedrooms: params.minBedrooms,
  });
  return (
    <section className="empty-results" aria-labelledby="empty-results-title">
      <h2 id="empty-results-title">
        <Trans>No property matches your search yet</Trans>
      </h2>
      <p>
        {relax.length > 0 ? (
          <Trans>New properties come in every week. Meanwhile, you could widen your search:</Trans>
        ) : (
          <Trans>New properties come in every week.</Trans>
        )}
      </p>
      {relax.length > 0 ? (
        <ul className="empty-results__relax">
          {relax.map((r) => {
            const total = data?.[r.filter]?.total;
            const label = r.label;
            return (
              <li key={r.filter}>
                <Link to={listHref(pathname, r.without)}>
                  <span>{t`Without ${label}`}</span>
                  {total === undefined ? null : (
                    <span className="empty-results__count">
                      {' '}
                      (<Plural value={total} one="# property" other="# properties" />)
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p>
        <Link className="button empty-results__alert" to={alertPath}>
          <Icon name="bell" />
          <Trans>Alert me when a property matches</Trans>
        </Link>
      </p>
    </section>
  );
}
