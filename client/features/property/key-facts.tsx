import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { EnergyLetter, PropertyDetailFieldsFragment } from '../../generated/graphql';
import type { LanguageCode } from '../../../common/languages';
import { useLocale } from '../../i18n/use-locale';
import { Icon } from '../../ui/icon';
import { bandLetter } from '../../ui/energy-label';
import { formatNumber } from './format';

type Detail = PropertyDetailFieldsFragment;

const LETTERS: ReadonlySet<string> = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g']);

/**
 * The label's letter on the common scale, from the region's band key: every A above plain A
 * (Wallonia's A++, Flanders' A+) is A+, and a sub-band (b_plus, b_sub) counts as its letter, so
 * buyers compare listings of the three regions on one scale, as the API's own `letter` does. Null
 * for an unknown band. For a label the API has no letter for yet.
 */
export function energyLetterOf(band: string | null | undefined): EnergyLetter | null {
  if (!band) return null;
  const [letter = '', suffix] = band.toLowerCase().split('_');
  if (!LETTERS.has(letter)) return null;
  if (letter === 'a' && (suffix === 'plus' || suffix === 'plusplus')) return 'A_PLUS';
  return letter.toUpperCase() as EnergyLetter;
}

/** What the badge prints: "A+" for A_PLUS, the letter otherwise. */
export function energyLetterText(letter: EnergyLetter): string {
  return letter === 'A_PLUS' ? 'A+' : letter;
}

/** One fact of the bar: an icon, the value as read, and what it is (for screen readers, under the value). */
export interface KeyFact {
  id: 'bedrooms' | 'bathrooms' | 'living' | 'plot' | 'energy' | 'type' | 'availability';
  icon: string;
  label: ReactNode;
  value: ReactNode;
}

const positive = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;

type KeyFactSource = Pick<Detail, 'rooms' | 'surfaces' | 'energy' | 'type' | 'availability' | 'goal'>;

/**
 * The facts of the bar under the title, only those with data: bedrooms, bathrooms, living area,
 * plot area, the energy label, the type and the availability. A plot area only counts for a
 * listing that has land: a flat's "ground surface" is the floor's, and would repeat the living area.
 */
export function keyFacts(p: KeyFactSource, lang: LanguageCode): KeyFact[] {
  const facts: KeyFact[] = [];
  const { bedrooms, bathrooms } = p.rooms;
  if (positive(bedrooms))
    facts.push({
      id: 'bedrooms',
      icon: 'bed-double',
      label: <Plural value={bedrooms} one="bedroom" other="bedrooms" />,
      value: bedrooms,
    });
  if (positive(bathrooms))
    facts.push({
      id: 'bathrooms',
      icon: 'bath',
      label: <Plural value={bathrooms} one="bathroom" other="bathrooms" />,
      value: bathrooms,
    });
  const living = p.surfaces.living;
  if (positive(living)) {
    const m2 = formatNumber(Math.round(living), lang);
    facts.push({
      id: 'living',
      icon: 'ruler',
      label: <Trans>living area</Trans>,
      value: <Trans>{m2} m²</Trans>,
    });
  }
  const plot = p.surfaces.ground;
  if (positive(plot) && (!positive(living) || Math.round(plot) !== Math.round(living))) {
    const m2 = formatNumber(Math.round(plot), lang);
    facts.push({ id: 'plot', icon: 'land-plot', label: <Trans>plot</Trans>, value: <Trans>{m2} m²</Trans> });
  }
  const letter = p.energy.letter ?? energyLetterOf(p.energy.band);
  if (letter)
    facts.push({
      id: 'energy',
      icon: 'leaf',
      label: <Trans>energy label</Trans>,
      value: (
        <span className={`energy-badge energy-badge-${letter.toLowerCase().replace('_', '-')}`}>
          {p.energy.band ? bandLetter(p.energy.band) : energyLetterText(letter)}
        </span>
      ),
    });
  if (p.type.name.trim() !== '')
    facts.push({ id: 'type', icon: 'home', label: <Trans>type</Trans>, value: p.type.name });
  facts.push({
    id: 'availability',
    icon: 'calendar-check',
    label: <Trans>availability</Trans>,
    value: availabilityText(p.availability, p.goal),
  });
  return facts;
}

function availabilityText(availability: Detail['availability'], goal: Detail['goal']): ReactNode {
  switch (availability) {
    case 'OPTION':
      return <Trans>Under option</Trans>;
    case 'SOLD':
      return <Trans>Sold</Trans>;
    case 'RENTED':
      return <Trans>Rented</Trans>;
    default:
      // The CRM sends no entry date: a listing on offer is available from now.
      return goal === 'RENT' ? <Trans>Available now</Trans> : <Trans>Available</Trans>;
  }
}

/**
 * The key facts under the title: a description list whose values come first, visually, with an
 * icon (decorative) and the name of the fact below in small print, e.g. "3 / bedrooms".
 */
export function KeyFacts({ property }: { property: KeyFactSource }) {
  const facts = keyFacts(property, useLocale());
  return (
    <dl className="key-facts">
      {facts.map((f) => (
        <div key={f.id} className={`key-fact key-fact-${f.id}`}>
          <dt>
            <Icon name={f.icon} />
            <span className="key-fact-label">{f.label}</span>
          </dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
