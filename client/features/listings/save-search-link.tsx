import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { Icon } from '../../ui/icon';
import { demandRegisterPath, type DemandPrefill } from '../demand';
import type { ListParams } from './list-params';

/**
 * What a list's filters ask of a saved search: every filter but the free text, which a saved
 * search does not keep.
 */
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
  };
}

/**
 * "Save this search" in the list's head: a plain link (it works before any script runs) to the
 * demand register, filled with the list's filters. A text search is not kept: one line says so.
 */
export function SaveSearchLink({ goal, params }: { goal: 'SALE' | 'RENT'; params: ListParams }) {
  const lang = useLocale();
  const q = params.q;
  return (
    <div className="save-search">
      <Link
        className="button save-search__link"
        to={demandRegisterPath(lang, savedSearchPrefill(goal, params))}
      >
        <Icon name="bell" />
        <Trans>Save this search</Trans>
      </Link>
      {q === undefined ? null : (
        <p className="save-search__note">
          <Trans>E-mail alerts leave out the text “{q}”.</Trans>
        </p>
      )}
    </div>
  );
}
