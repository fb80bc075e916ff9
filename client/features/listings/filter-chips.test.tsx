import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { relaxations } from './empty-results';
import { FilterChips, useFilterChips } from './filter-chips';
import { cityOption, type CityOption } from './list-filters';
import { readListParams } from './list-params';
import { ListToolbar } from './list-toolbar';

afterEach(cleanup);

const CITIES: CityOption[] = [
  { name: 'Bruxelles', zip: '1000', filter: 'Bruxelles|1000' },
  { name: 'Ixelles', zip: '1050', filter: 'Ixelles|1050' },
  { name: 'Limal', zip: '1300', filter: 'Limal|1300' },
  { name: 'Wavre', zip: '1300', filter: 'Wavre|1300' },
];
const TYPES = [{ id: 2, name: 'Apartment' }];

describe('cityOption', () => {
  it.each([
    ['Ixelles|1050', 'Ixelles|1050'],
    ['ixelles|1050', 'Ixelles|1050'],
    // Another language's name: the one city of that postcode.
    ['Brussel|1000', 'Bruxelles|1000'],
    ['Elsene|1050', 'Ixelles|1050'],
    // A postcode of two cities: only the name decides.
    ['Wavre|1300', 'Wavre|1300'],
    ['Waver|1300', 'Waver|1300'],
    // Not offered (no listing today): kept as written.
    ['Namur|5000', 'Namur|5000'],
  ])('%s → %s', (value, filter) => {
    expect(cityOption(value, CITIES).filter).toBe(filter);
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="where">{pathname + search}</span>;
}

function Chips({ qs }: { qs: string }) {
  const params = readListParams(new URLSearchParams(qs));
  const chips = useFilterChips(params, CITIES, TYPES);
  return (
    <>
      <FilterChips pathname="/en/for-sale/" params={params} chips={chips} />
      <ul data-testid="relax">
        {relaxations(chips, params).map((r) => (
          <li key={r.filter}>{r.label}</li>
        ))}
      </ul>
    </>
  );
}

describe('FilterChips', () => {
  const qs =
    'q=Rue%20Haute&city=Brussel%7C1000&city=Ixelles%7C1050&type=2&minPrice=200000&maxPrice=450000&minBedrooms=2&minLivingArea=80&maxEnergyLabel=A%2B&sort=price-asc';

  it('shows one removable chip per filter, each a link to the list without it', () => {
    renderWithProviders(<Chips qs={qs} />);
    const chips = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('link');
    expect(chips.map((c) => [c.getAttribute('aria-label'), c.getAttribute('href')])).toEqual([
      [
        'Remove filter: Search: Rue Haute',
        '/en/for-sale/?city=Brussel%7C1000&city=Ixelles%7C1050&type=2&minPrice=200000&maxPrice=450000&minBedrooms=2&minLivingArea=80&maxEnergyLabel=A%2B&sort=price-asc',
      ],
      [
        'Remove filter: Bruxelles (1000)',
        '/en/for-sale/?city=Ixelles%7C1050&type=2&minPrice=200000&maxPrice=450000&minBedrooms=2&minLivingArea=80&maxEnergyLabel=A%2B&q=Rue+Haute&sort=price-asc',
      ],
      [
        'Remove filter: Ixelles (1050)',
        '/en/for-sale/?city=Brussel%7C1000&type=2&minPrice=200000&maxPrice=450000&minBedrooms=2&minLivingArea=80&maxEnergyLabel=A%2B&q=Rue+Haute&sort=price-asc',
      ],
      [
        'Remove filter: Apartment',
        '/en/for-sale/?city=Brussel%7C1000&city=Ixelles%7C1050&minPrice=200000&maxPrice=450000&minBedrooms=2&minLivingArea=80&maxEnergyLabel=A%2B&q=Rue+Haute&sort=price-asc',
      ],
      [
        'Remove filter: € 200.000 – € 450.000',
        '/en/for-sale/?city=Brussel%7C1000&city=Ixelles%7C1050&type=2&minBedrooms=2&minLivingArea=80&maxEnergyLabel=A%2B&q=Rue+Haute&sort=price-asc',
      ],
      [
        'Remove filter: 2+ bedrooms',
        '/en/for-sale/?city=Brussel%7C1000&city=Ixelles%7C1050&type=2&minPrice=200000&maxPrice=450000&minLivingArea=80&maxEnergyLabel=A%2B&q=Rue+Haute&sort=price-asc',
      ],
      [
        'Remove filter: 80 m² or more',
        '/en/for-sale/?city=Brussel%7C1000&city=Ixelles%7C1050&type=2&minPrice=200000&maxPrice=450000&minBedrooms=2&maxEnergyLabel=A%2B&q=Rue+Haute&sort=price-asc',
      ],
      [
        'Remove filter: Energy label A+ or better',
        '/en/for-sale/?city=Brussel%7C1000&city=Ixelles%7C1050&type=2&minPrice=200000&maxPrice=450000&minBedrooms=2&minLivingArea=80&q=Rue+Haute&sort=price-asc',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(
      '/en/for-sale/?sort=price-asc',
    );
    // The cities of the "widen your search" page go together.
    expect(
      within(screen.getByTestId('relax'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Search: Rue Haute',
      'Bruxelles (1000), Ixelles (1050)',
      'Apartment',
      '€ 200.000 – € 450.000',
      '2+ bedrooms',
      '80 m² or more',
      'Energy label A+ or better',
    ]);
  });

  it.each([
    ['minPrice=150000', 'From € 150.000'],
    ['maxPrice=900', 'Up to € 900'],
    ['type=7', 'Type 7'],
  ])('?%s reads "%s"', (q, label) => {
    renderWithProviders(<Chips qs={q} />);
    expect(screen.getByRole('link', { name: `Remove filter: ${label}` })).toBeTruthy();
    // One chip needs no "Clear all".
    expect(screen.queryByRole('link', { name: 'Clear all' })).toBeNull();
  });

  it('shows nothing without filters', () => {
    renderWithProviders(<Chips qs="sort=price-desc&page=3" />);
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });
});

function Toolbar({ total }: { total: number }) {
  const [search] = useSearchParams();
  return <ListToolbar pathname="/en/for-sale/" params={readListParams(search)} total={total} />;
}

describe('ListToolbar', () => {
  function renderToolbar(route: string, total: number) {
    renderWithProviders(
      <Routes>
        <Route
          path="/en/for-sale/"
          element={
            <>
              <Toolbar total={total} />
              <Where />
            </>
          }
        />
      </Routes>,
      { route },
    );
  }

  it('counts with plurals and says which view is on', () => {
    renderToolbar('/en/for-sale/?type=2', 1);
    expect(screen.getByRole('status').textContent).toBe('1 property');
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('a new sort goes back to page 1 and keeps the filters; the map view too', () => {
    renderToolbar('/en/for-sale/?type=2&page=3', 40);
    expect(screen.getByRole('status').textContent).toBe('40 properties');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-desc' } });
    expect(screen.getByTestId('where').textContent).toBe('/en/for-sale/?type=2&sort=price-desc');
    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByTestId('where').textContent).toBe('/en/for-sale/?type=2&sort=price-desc&view=map');
  });
});
