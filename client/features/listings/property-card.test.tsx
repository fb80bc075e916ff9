import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PropertyCardFragment } from '../../generated/graphql';
import { renderWithProviders } from '../../ui/test-utils';
import { PropertyCard } from './property-card';

const CARD: PropertyCardFragment = {
  id: 4210049,
  title: 'Handelspand in het centrum',
  city: 'Waterloo',
  path: '/en/for-sale/waterloo/handelspand-in-het-centrum/4210049/',
  goal: 'SALE',
  availability: 'AVAILABLE',
  ribbon: null,
  price: { formatted: '€ 350.000', amount: 350000 },
  rooms: { bedrooms: null },
  surfaces: { living: null },
  energy: { letter: null, band: null },
  thumbnail: { url: '/media/demo/shop-01.svg', width: 800, height: 600 },
  type: { name: 'Commercial' },
};

afterEach(cleanup);

describe('PropertyCard ribbon', () => {
  it.each<[Partial<PropertyCardFragment>, string | null]>([
    // The CRM's label wins over the status word, whatever the status.
    [{ ribbon: 'For takeover' }, 'For takeover'],
    [{ ribbon: 'Sold out', availability: 'SOLD' }, 'Sold out'],
    [{ ribbon: '<b>Nieuw</b>' }, '<b>Nieuw</b>'],
    // No label: the status word, and nothing for an available listing.
    [{ availability: 'OPTION' }, 'Under option'],
    [{ availability: 'SOLD' }, 'Sold'],
    [{ availability: 'RENTED' }, 'Rented'],
    [{}, null],
  ])('%j → %s', (fields, expected) => {
    const { container } = renderWithProviders(<PropertyCard property={{ ...CARD, ...fields }} />);
    const ribbon = container.querySelector('.overlay');
    expect(ribbon?.textContent ?? null).toBe(expected);
    // Free text is text, never markup.
    expect(container.querySelector('.overlay b')).toBeNull();
  });
});

describe('PropertyCard facts and price', () => {
  it('shows bedrooms, living area and the energy letter, each with its words for assistive technology', () => {
    const { container } = renderWithProviders(
      <PropertyCard
        property={{
          ...CARD,
          rooms: { bedrooms: 3 },
          surfaces: { living: 124.6 },
          energy: { letter: 'A_PLUS', band: null },
        }}
      />,
    );
    const facts = [...container.querySelectorAll('.card-facts li')];
    expect(facts.map((li) => li.querySelector('.visually-hidden')?.textContent)).toEqual([
      '3 bedrooms',
      'Living area 125 m²',
      'Energy label A+',
    ]);
    expect(facts.map((li) => li.querySelector('[aria-hidden="true"]:not(svg)')?.textContent)).toEqual([
      '3',
      '125 m²',
      'A+',
    ]);
    expect(container.querySelector('.energy-badge--a_plus')).not.toBeNull();
  });

  it.each<[PropertyCardFragment['energy'], string, string]>([
    [{ letter: 'C', band: 'c_sub' }, 'C−', 'c'],
    [{ letter: 'A_PLUS', band: 'a_plusplus' }, 'A++', 'a_plus'],
    [{ letter: 'G', band: 'i' }, 'I', 'g'],
    [{ letter: 'B', band: 'b' }, 'B', 'b'],
  ])('shows the certificate’s own label %j as %s, coloured as its letter', (energy, text, colour) => {
    const { container } = renderWithProviders(<PropertyCard property={{ ...CARD, energy }} />);
    const badge = container.querySelector('.energy-badge');
    expect(badge?.textContent).toBe(text);
    expect(badge?.className).toBe(`energy-badge energy-badge--${colour}`);
    expect(container.querySelector('.card-facts .visually-hidden')?.textContent).toBe(`Energy label ${text}`);
  });

  it.each<[Partial<PropertyCardFragment>, string]>([
    [{}, '€ 350.000'],
    [{ goal: 'RENT', price: { formatted: '€ 1.250', amount: 1250 } }, '€ 1.250 /month'],
    // On demand: no amount, so no period.
    [{ goal: 'RENT', price: { formatted: 'Price on demand', amount: null } }, 'Price on demand'],
  ])('%j → %s', (fields, expected) => {
    const { container } = renderWithProviders(<PropertyCard property={{ ...CARD, ...fields }} />);
    expect(container.querySelector('.price')?.textContent).toBe(expected);
    // Nothing known, nothing listed.
    expect(container.querySelector('.card-facts')).toBeNull();
  });
});

describe('PropertyCard title', () => {
  it('is an h3 under a titled section, an h2 where the cards are the page itself', () => {
    const { container } = renderWithProviders(<PropertyCard property={CARD} />);
    expect(container.querySelector('h3.property-card__title')?.textContent).toBe(CARD.title);
    cleanup();
    const list = renderWithProviders(<PropertyCard property={CARD} headingLevel={2} />);
    expect(list.container.querySelector('h2.property-card__title')?.textContent).toBe(CARD.title);
    expect(list.container.querySelector('h3')).toBeNull();
  });
});
