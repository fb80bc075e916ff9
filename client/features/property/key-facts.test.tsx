import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { energyLetterOf, KeyFacts } from './key-facts';
import { EMPTY_PROPERTY, FULL_PROPERTY } from './property.fixtures';

afterEach(cleanup);

type Source = Parameters<typeof KeyFacts>[0]['property'];

/** The facts as read: "name: value" per fact, in order. */
function facts(property: Source): string[] {
  const { container } = renderWithProviders(<KeyFacts property={property} />);
  return [...container.querySelectorAll('.key-fact')].map(
    (f) => `${f.querySelector('dt')!.textContent}: ${f.querySelector('dd')!.textContent}`,
  );
}

const FLAT = {
  ...FULL_PROPERTY,
  type: { id: 2, name: 'Apartment' },
  rooms: { ...EMPTY_PROPERTY.rooms, bedrooms: 1, bathrooms: 1 },
  surfaces: { ...EMPTY_PROPERTY.surfaces, living: 65, ground: 65 },
  energy: { ...EMPTY_PROPERTY.energy, band: 'b_sub', region: 'BRUSSELS' as const },
};

describe('KeyFacts', () => {
  it.each<[string, Source, string[]]>([
    [
      'a house for sale with everything',
      FULL_PROPERTY,
      [
        'bedrooms: 4',
        'bathrooms: 2',
        'living area: 246 m²',
        'plot: 1,250 m²',
        'energy label: E',
        'type: House',
        'availability: Available',
      ],
    ],
    [
      'a flat to rent: one of each, no plot (its ground is its floor), a sub-band as its certificate prints it',
      { ...FLAT, goal: 'RENT' },
      [
        'bedroom: 1',
        'bathroom: 1',
        'living area: 65 m²',
        'energy label: B−',
        'type: Apartment',
        'availability: Available now',
      ],
    ],
    ['nothing known but the type', EMPTY_PROPERTY, ['type: House', 'availability: Available']],
    [
      'zero rooms and surfaces count as unknown',
      {
        ...EMPTY_PROPERTY,
        rooms: { ...EMPTY_PROPERTY.rooms, bedrooms: 0, bathrooms: 0 },
        surfaces: { ...EMPTY_PROPERTY.surfaces, living: 0, ground: 0 },
      },
      ['type: House', 'availability: Available'],
    ],
    ['under option', { ...FULL_PROPERTY, availability: 'OPTION' }, ['availability: Under option']],
    ['sold', { ...FULL_PROPERTY, availability: 'SOLD' }, ['availability: Sold']],
    ['rented', { ...FULL_PROPERTY, goal: 'RENT', availability: 'RENTED' }, ['availability: Rented']],
  ])('%s', (_, property, expected) => {
    const shown = facts(property);
    if (expected.length === 1) expect(shown).toContain(expected[0]);
    else expect(shown).toEqual(expected);
  });

  it('colours the energy badge by its letter', () => {
    renderWithProviders(
      <KeyFacts
        property={{ ...FULL_PROPERTY, energy: { ...FULL_PROPERTY.energy, band: 'a_plus', letter: null } }}
      />,
    );
    expect(screen.getByText('A+').className).toBe('energy-badge energy-badge-a-plus');
  });
});

describe('energyLetterOf', () => {
  it.each([
    ['a_plusplus', 'A_PLUS'],
    ['a_plus', 'A_PLUS'],
    ['a', 'A'],
    ['b_plus', 'B'],
    ['b_sub', 'B'],
    ['c', 'C'],
    ['G', 'G'],
    ['h', null],
    ['', null],
    [null, null],
  ] as const)('%s → %s', (band, letter) => {
    expect(energyLetterOf(band)).toBe(letter);
  });
});
