import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { Icon } from '../../ui/icon';
import { demandRegisterPath, type DemandPrefill } from '../demand';
import type { ListParams } from './list-params';

/** What a list's filters ask of a saved search: every filter, the free text included. */
export function savedSearchPrefill(goal: 'SALE' | 'RENT', params: ListParams): DemandPrefill {
  return {
    goal,
    typeId: params.type,
    cities: params.cities,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    minBedrooms: params.minBedrooms,
    minLivingArea: params.minLivingArea,
    maxEnergyLabel: params.maxEnergyLabel,
    text: params.q,
  };
}

/**
 * "Save this search" in the list's head: a plain link (it works before any script runs) to the
 * demand register, filled with the list's filters and words.
 */
export function SaveSearchLink({ goal, params }: { goal: 'SALE' | 'RENT'; params: ListParams }) {
  const lang = useLocale();
  return (
    <div className="save-search">
      <Link
        className="button save-search__link"
        to={demandRegisterPath(lang, savedSearchPrefill(goal, params))}
      >
        <Icon name="bell" />
        <Trans>Save this search</Trans>
      </Link>
    </div>
  );
}
