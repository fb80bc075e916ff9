import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { graphql } from '../../generated';
import { Icon } from '../../ui/icon';
import { demandRegisterPath } from '../demand';
import type { FilterChip } from './filter-chips';
import { listFilter, listHref, type ListFilterKey, type ListParams } from './list-params';
import { savedSearchPrefill } from './save-search-link';

/** How many listings each "widen your search" link would give: one count per suggestion, in one request. */
export const ListRelaxQuery = graphql(`
  query ListRelax($filters: [PropertyFilter!]!) {
    propertyCounts(filters: $filters)
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
  const { data } = useQuery(ListRelaxQuery, {
    skip: relax.length === 0,
    variables: { filters: relax.map((r) => listFilter(goal, r.without)) },
  });
  const alertPath = demandRegisterPath(lang, savedSearchPrefill(goal, params));
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
          {relax.map((r, i) => {
            const total = data?.propertyCounts[i];
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
