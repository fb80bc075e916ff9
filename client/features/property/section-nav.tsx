import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';

type Detail = PropertyDetailFieldsFragment;

export type DetailSectionId =
  | 'description'
  | 'features'
  | 'energy'
  | 'risks'
  | 'planning'
  | 'documents'
  | 'neighbourhood'
  | 'location'
  | 'similar';

/** The element each section starts at: its heading, or the wrapper the page puts around it. */
export const SECTION_TARGETS: Readonly<Record<DetailSectionId, string>> = {
  description: 'property-description',
  features: 'property-features',
  energy: 'attributes-energy',
  risks: 'attributes-risks',
  planning: 'attributes-planning',
  documents: 'property-documents',
  neighbourhood: 'property-neighbourhood',
  location: 'property-map',
  similar: 'property-similar',
};

const filled = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === 'string'
      ? value.trim() !== ''
      : value !== null && value !== undefined;

/** True when any field of a group (its __typename aside) has a value: the group is then shown. */
const anyFilled = (group: object): boolean =>
  Object.entries(group).some(([key, value]) => key !== '__typename' && filled(value));

const isSafeDocument = (url: string) => /^(https?:)?\/\/[^/]/i.test(url) || /^\/(?!\/)/.test(url);
const isCoordinate = (value: number | null | undefined, limit: number) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The sections the detail page shows for this listing, in page order: a section without data is
 * not on the page, so it is not in the navigation either. `similar` says whether the similar
 * listings show.
 */
export function detailSections(
  p: Pick<
    Detail,
    | 'description'
    | 'energy'
    | 'risks'
    | 'planning'
    | 'documents'
    | 'pointsOfInterest'
    | 'mobility'
    | 'latitude'
    | 'longitude'
  >,
  similar: boolean,
): DetailSectionId[] {
  const shown: [DetailSectionId, boolean][] = [
    ['description', p.description.trim() !== ''],
    // Reference and price are always there: the features always show.
    ['features', true],
    // The region alone (from the postcode) is no energy data.
    ['energy', Object.entries(p.energy).some(([k, v]) => k !== '__typename' && k !== 'region' && filled(v))],
    ['risks', anyFilled(p.risks)],
    ['planning', anyFilled(p.planning)],
    ['documents', p.documents.some((d) => isSafeDocument(d.url))],
    ['neighbourhood', p.pointsOfInterest.length > 0 || anyFilled(p.mobility)],
    ['location', isCoordinate(p.latitude, 90) && isCoordinate(p.longitude, 180)],
    ['similar', similar],
  ];
  return shown.filter(([, show]) => show).map(([id]) => id);
}

function sectionLabel(id: DetailSectionId): ReactNode {
  switch (id) {
    case 'description':
      return <Trans>Description</Trans>;
    case 'features':
      return <Trans>Features</Trans>;
    case 'energy':
      return <Trans>Energy</Trans>;
    case 'risks':
      return <Trans>Risks</Trans>;
    case 'planning':
      return <Trans>Planning</Trans>;
    case 'documents':
      return <Trans>Documents</Trans>;
    case 'neighbourhood':
      return <Trans>Neighbourhood</Trans>;
    case 'location':
      return <Trans>Location</Trans>;
    case 'similar':
      return <Trans>Similar properties</Trans>;
  }
}

/** How far below the top of the window a section counts as the one being read (px). */
const READING_LINE = 160;

/**
 * The page's table of contents on desktop: a bar that sticks under the header, with a link to
 * each section the listing has; the section being read is marked (aria-current). Hidden on
 * smaller screens, where the sections follow each other closed and the bar would take a line of
 * a small window.
 */
export function SectionNav({ sections }: { sections: readonly DetailSectionId[] }) {
  const { t } = useLingui();
  const [current, setCurrent] = useState<DetailSectionId | null>(null);
  const key = sections.join(' ');
  useEffect(() => {
    const ids = key.split(' ') as DetailSectionId[];
    let frame = 0;
    const update = () => {
      frame = 0;
      let reading: DetailSectionId | null = null;
      // Looked up on each scroll: static sections replace their elements once their code loads.
      for (const id of ids) {
        const el = document.getElementById(SECTION_TARGETS[id]);
        if (el && el.getBoundingClientRect().top <= READING_LINE) reading = id;
      }
      setCurrent(reading);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [key]);
  if (sections.length < 2) return null;
  return (
    <nav className="section-nav" aria-label={t`On this page`}>
      <ul>
        {sections.map((id) => (
          <li key={id}>
            <a href={`#${SECTION_TARGETS[id]}`} aria-current={current === id ? 'location' : undefined}>
              {sectionLabel(id)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
