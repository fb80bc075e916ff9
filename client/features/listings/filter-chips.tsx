import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon';
import { cityLabel, cityOption, type CityOption } from './list-filters';
import {
  activeFilters,
  listHref,
  withoutFilter,
  withoutFilters,
  type ListFilterKey,
  type ListParams,
} from './list-params';

/**
 * Belgian grouping in every language, as the API's own prices ("€ 350.000"), so one page never
 * mixes two styles; plain spaces, so the server's text and the browser's are the same.
 */
const EUROS = new Intl.NumberFormat('nl-BE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
export const euros = (n: number) => EUROS.format(n).replace(/[\u00a0\u202f]/g, ' ');

export interface FilterChip {
  key: string;
  filter: ListFilterKey;
  label: string;
  /** The list without this filter (page 1). */
  without: ListParams;
}

/** The words of each active filter, for its chip and for the "widen your search" links. */
export function useFilterChips(
  params: ListParams,
  cities: readonly CityOption[],
  types: readonly { id: number; name: string }[],
): FilterChip[] {
  const { t } = useLingui();
  const chips: FilterChip[] = [];
  for (const filter of activeFilters(params)) {
    const without = withoutFilter(params, filter);
    switch (filter) {
      case 'q': {
        const q = params.q!;
        chips.push({ key: 'q', filter, label: t`Search: ${q}`, without });
        break;
      }
      case 'cities':
        for (const city of params.cities)
          chips.push({
            key: `city-${city}`,
            filter,
            label: cityLabel(cityOption(city, cities)),
            without: withoutFilter(params, 'cities', city),
          });
        break;
      case 'type': {
        const id = params.type!;
        chips.push({
          key: 'type',
          filter,
          label: types.find((ty) => ty.id === id)?.name ?? t`Type ${id}`,
          without,
        });
        break;
      }
      case 'price': {
        const min = params.minPrice === undefined ? null : euros(params.minPrice);
        const max = params.maxPrice === undefined ? null : euros(params.maxPrice);
        const label = min && max ? `${min} – ${max}` : min ? t`From ${min}` : t`Up to ${max}`;
        chips.push({ key: 'price', filter, label, without });
        break;
      }
      case 'minBedrooms': {
        const n = params.minBedrooms!;
        chips.push({
          key: filter,
          filter,
          label: t({ message: `${n}+ bedrooms`, comment: 'A filter: at least n bedrooms' }),
          without,
        });
        break;
      }
      case 'minLivingArea': {
        const m = params.minLivingArea!;
        chips.push({ key: filter, filter, label: t`${m} m² or more`, without });
        break;
      }
      case 'maxEnergyLabel': {
        const l = params.maxEnergyLabel!;
        chips.push({ key: filter, filter, label: t`Energy label ${l} or better`, without });
        break;
      }
    }
  }
  return chips;
}

/** One removable chip per active filter (each a link to the list without it) and "Clear all". */
export function FilterChips({
  pathname,
  params,
  chips,
}: {
  pathname: string;
  params: ListParams;
  chips: readonly FilterChip[];
}) {
  const { t } = useLingui();
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips">
      <ul aria-label={t`Active filters`}>
        {chips.map((chip) => {
          const label = chip.label;
          return (
            <li key={chip.key}>
              <Link
                className="filter-chip"
                to={listHref(pathname, chip.without)}
                aria-label={t`Remove filter: ${label}`}
              >
                <span>{label}</span>
                <Icon name="x" />
              </Link>
            </li>
          );
        })}
      </ul>
      {chips.length > 1 ? (
        <Link className="filter-chips__clear" to={listHref(pathname, withoutFilters(params))}>
          {t`Clear all`}
        </Link>
      ) : null}
    </div>
  );
}
