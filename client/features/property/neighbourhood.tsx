import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import { useLocale } from '../../i18n/use-locale';
import { CollapsibleSection } from './attribute-groups';
import { codeText, POINT_OF_INTEREST_LABELS } from './code-labels';
import { formatDistance, formatScore } from './format';

type Detail = PropertyDetailFieldsFragment;

/** Points of interest near the listing: category, name and distance, nearest first. */
export function PointsOfInterest({ points }: { points: Detail['pointsOfInterest'] }) {
  const { i18n } = useLingui();
  const lang = useLocale();
  if (points.length === 0) return null;
  const sorted = [...points].sort((a, b) => a.distanceMeters - b.distanceMeters);
  return (
    <CollapsibleSection
      id="property-poi"
      className="property-poi"
      title={<Trans>Points of interest</Trans>}
      rows={sorted.length}
    >
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Category</Trans>
            </th>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>Distance</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((p, i) => (
            <tr key={`${p.category}-${p.name}-${i}`}>
              <td>{codeText(POINT_OF_INTEREST_LABELS, p.category, (d) => i18n._(d))}</td>
              <td>{p.name}</td>
              <td>{formatDistance(p.distanceMeters, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </CollapsibleSection>
  );
}

/** The seven mobility categories, in the order the page shows them. */
const MOBILITY_CATEGORIES: ReadonlyArray<{
  key: keyof Omit<Detail['mobility'], '__typename'>;
  label: () => ReactNode;
}> = [
  { key: 'publicTransport', label: () => <Trans>Public transport</Trans> },
  { key: 'education', label: () => <Trans>Education</Trans> },
  { key: 'shops', label: () => <Trans>Shops</Trans> },
  { key: 'leisure', label: () => <Trans>Leisure</Trans> },
  { key: 'health', label: () => <Trans>Health</Trans> },
  { key: 'environment', label: () => <Trans>Environment</Trans> },
  { key: 'nearby', label: () => <Trans>Nearby amenities</Trans> },
];

/** The mobility score: a 0–10 bar per category with its value as text; only categories with a score. */
export function MobilityScore({ mobility }: { mobility: Detail['mobility'] }) {
  const lang = useLocale();
  const rows = MOBILITY_CATEGORIES.map((c) => ({ ...c, value: mobility[c.key] })).filter(
    (r): r is typeof r & { value: number } => typeof r.value === 'number' && Number.isFinite(r.value),
  );
  if (rows.length === 0) return null;
  return (
    <CollapsibleSection
      id="property-mobility"
      className="property-mobility"
      title={<Trans>Mobility score</Trans>}
      rows={rows.length}
    >
      <dl>
        {rows.map((r) => {
          const value = Math.min(10, Math.max(0, r.value));
          const score = formatScore(value, lang);
          return (
            <div key={r.key} className="mobility-row">
              <dt id={`mobility-${r.key}`}>{r.label()}</dt>
              <dd>
                <span className="mobility-bar" aria-hidden="true">
                  <span style={{ width: `${value * 10}%` }} />
                </span>
                <span className="mobility-value">
                  <Trans>{score} / 10</Trans>
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </CollapsibleSection>
  );
}

/** Points of interest and the mobility score, as the detail page shows them (in a static section). */
export function Neighbourhood({ property: p }: { property: Pick<Detail, 'pointsOfInterest' | 'mobility'> }) {
  return (
    <>
      <PointsOfInterest points={p.pointsOfInterest} />
      <MobilityScore mobility={p.mobility} />
    </>
  );
}
