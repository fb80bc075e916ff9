import { Trans } from '@lingui/react/macro';
import type { PropertyCardFragment } from '../../generated/graphql';
import { PropertyCards } from '../listings';

/**
 * Listings like this one (same goal, type and area, near its price), as the lists show them; the
 * detail page renders this in a static section below its content. Nothing when there are none.
 * On phones the cards scroll sideways in one row, so four of them cost one card's height.
 */
export function SimilarProperties({ similar }: { similar: readonly PropertyCardFragment[] }) {
  if (similar.length === 0) return null;
  return (
    <section className="property-similar" aria-labelledby="property-similar">
      <h2 id="property-similar">
        <Trans>Similar properties</Trans>
      </h2>
      <PropertyCards items={similar} className="similar-cards" />
    </section>
  );
}
