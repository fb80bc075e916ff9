import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import { renderWithProviders } from '../../ui/test-utils';
import { AttributeGroups, BuildingGroup, EnergyGroup, needsRenovationNotice } from './attribute-groups';
import { EMPTY_PROPERTY, FULL_PROPERTY } from './property.fixtures';

afterEach(cleanup);

const GROUPS = [
  'Price and costs',
  'Rooms and parking',
  'Surfaces',
  'Plot and building',
  'Comfort and finish',
  'Purchase costs',
  'Life annuity (viager)',
  'Energy',
  'Risks and hazards',
  'Planning information',
];

const headings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
/** The text of the row whose label is `label`, inside the group titled `group`. */
function row(group: string, label: string): string {
  const section = screen.getByRole('region', { name: group });
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling!.textContent!;
}

describe('AttributeGroups', () => {
  it('renders every group of a full listing, with units and translated codes', () => {
    renderWithProviders(<AttributeGroups property={FULL_PROPERTY} />);
    expect(headings()).toEqual(GROUPS);

    expect(row('Price and costs', 'Reference')).toBe('4242');
    expect(row('Price and costs', 'Unique code')).toBe('ABC-123');
    expect(row('Price and costs', 'Price')).toBe('€ 495.000');
    expect(row('Price and costs', 'Monthly rent')).toBe('€ 1.250');
    expect(row('Price and costs', 'Charges for the renter')).toBe('€ 75');
    expect(row('Price and costs', 'Rental deposit, paid by the tenant')).toBe('€ 3.750');
    // Who pays each cost is said with it: the agency's fee is not the tenant's.
    expect(row('Price and costs', 'Agency fee, paid by the owner')).toBe('€ 1.500');
    expect(row('Price and costs', 'Inventory of fixtures, shared by tenant and owner')).toBe('€ 350');
    expect(row('Rooms and parking', 'Bedrooms')).toBe('4');
    expect(row('Rooms and parking', 'Outdoor parking spaces')).toBe('1');
    expect(row('Surfaces', 'Living area')).toBe('245.5 m²');
    expect(row('Surfaces', 'Total surface')).toBe('1,250 m²');
    expect(row('Plot and building', 'Plot width')).toBe('22.5 m');
    expect(row('Plot and building', 'Construction year')).toBe('1978');
    expect(row('Plot and building', 'Facades')).toBe('Open building (4 facades)');

    expect(row('Energy', 'EPC label')).toBe('452 kWh/m².year');
    const label = screen.getByRole('img', { name: 'Energy label E' });
    expect(label.getAttribute('src')).toBe('/static/energy/flanders/e.svg');
    expect(row('Energy', 'Specific energy consumption')).toBe('452 kWh/m².year');
    expect(row('Energy', 'Total energy consumption')).toBe('38,000 kWh/year');
    expect(row('Energy', 'CO₂ emission')).toBe('85 kg CO₂/m².year');
    expect(row('Energy', 'E-level')).toBe('95');
    expect(row('Energy', 'EPC certificate valid until')).toBe('01-01-2034');
    expect(screen.getByRole('note').textContent).toMatch(
      /label E or F must be renovated to label D or better within 5 years/,
    );

    expect(row('Comfort and finish', 'Heating')).toBe('Heat pump');
    expect(row('Comfort and finish', 'Glazing')).toBe('Double glazing');
    expect(row('Comfort and finish', 'Roof')).toBe('thatch'); // unknown code: shown as sent
    expect(row('Comfort and finish', 'Interior comfort')).toBe('Alarm system, sauna');
    expect(row('Comfort and finish', 'Exterior comfort')).toBe('Solar panels');

    expect(row('Risks and hazards', 'Flood risk')).toBe('Not in a flood-prone area');
    expect(row('Risks and hazards', 'G-score (building)')).toBe('A');
    expect(row('Risks and hazards', 'Asbestos')).toBe('Asbestos-safe');
    expect(row('Risks and hazards', 'Asbestos certificate date')).toBe('15-03-2024');

    expect(row('Planning information', 'Building permit')).toBe('Building permit granted');
    expect(row('Planning information', 'Allotment permit')).toBe('Yes');
    expect(row('Planning information', 'Summons')).toBe('No');
    expect(row('Planning information', 'Zoning')).toBe('Residential area');

    expect(row('Purchase costs', 'Notary fee')).toBe('€ 6.950');
    expect(row('Purchase costs', 'VAT')).toBe('€ 21.000');
    expect(row('Life annuity (viager)', 'Bouquet (down payment)')).toBe('€ 80.000');
    expect(row('Life annuity (viager)', 'Occupied by the seller')).toBe('Yes');
    expect(row('Life annuity (viager)', 'Age of the sellers')).toBe('78, 81 years');
  });

  it('shows no group without data (identity and price always have data)', () => {
    renderWithProviders(<AttributeGroups property={EMPTY_PROPERTY} />);
    expect(headings()).toEqual(['Price and costs']);
    expect(screen.queryByText('Unique code')).toBeNull();
    expect(screen.queryByText('Monthly rent')).toBeNull();
  });

  it.each<[string, Partial<PropertyDetailFieldsFragment>]>([
    ['Rooms and parking', { rooms: { ...EMPTY_PROPERTY.rooms, bedrooms: 0 } }],
    ['Surfaces', { surfaces: { ...EMPTY_PROPERTY.surfaces, garden: 120 } }],
    ['Plot and building', { building: { ...EMPTY_PROPERTY.building, renovationYear: 2020 } }],
    ['Energy', { energy: { ...EMPTY_PROPERTY.energy, certificateEndDate: '31-12-2030' } }],
    ['Comfort and finish', { comfort: { ...EMPTY_PROPERTY.comfort, exteriorComfort: ['garden'] } }],
    ['Risks and hazards', { risks: { ...EMPTY_PROPERTY.risks, pScore: 'C' } }],
    ['Planning information', { planning: { ...EMPTY_PROPERTY.planning, summons: false } }],
    ['Purchase costs', { purchaseCosts: { ...EMPTY_PROPERTY.purchaseCosts, notaryFee: 2500 } }],
    [
      'Life annuity (viager)',
      { annuity: { bouquet: null, monthlyAnnuity: 900, occupied: null, sellerAges: [] } },
    ],
  ])('shows "%s" as soon as one of its fields has data, and only the rows with data', (group, patch) => {
    renderWithProviders(<AttributeGroups property={{ ...EMPTY_PROPERTY, ...patch }} />);
    expect(headings()).toEqual(['Price and costs', group]);
    expect(within(screen.getByRole('region', { name: group })).getAllByRole('term')).toHaveLength(1);
  });

  it('hides an annuity without any figure', () => {
    renderWithProviders(
      <AttributeGroups
        property={{
          ...EMPTY_PROPERTY,
          annuity: { bouquet: null, monthlyAnnuity: null, occupied: null, sellerAges: [] },
        }}
      />,
    );
    expect(headings()).toEqual(['Price and costs']);
  });

  it('says "Price on demand" when the price is hidden', () => {
    renderWithProviders(
      <AttributeGroups
        property={{ ...EMPTY_PROPERTY, costs: { ...EMPTY_PROPERTY.costs, priceOnDemand: true } }}
      />,
    );
    expect(row('Price and costs', 'Price')).toBe('Price on demand');
  });
});

describe('facades', () => {
  it.each([
    [4, 'Open building (4 facades)'],
    [3, 'Half-open building (3 facades)'],
    [2, 'Closed building (2 facades)'],
    [1, '1'],
  ])('%s facades read "%s"', (facades, text) => {
    renderWithProviders(<BuildingGroup building={{ ...EMPTY_PROPERTY.building, facades }} />);
    expect(row('Plot and building', 'Facades')).toBe(text);
  });
});

describe('energy', () => {
  it('shows the value with its unit when there is no label picture', () => {
    renderWithProviders(
      <EnergyGroup energy={{ ...EMPTY_PROPERTY.energy, region: null, epcValue: 180 }} goal="SALE" />,
    );
    expect(row('Energy', 'EPC value')).toBe('180 kWh/m².year');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('names the label picture by its letter, with its sign (B−)', () => {
    renderWithProviders(
      <EnergyGroup
        energy={{
          ...EMPTY_PROPERTY.energy,
          region: 'BRUSSELS',
          band: 'b_sub',
          imageUrl: '/static/energy/brussels/b_sub.svg',
        }}
        goal="SALE"
      />,
    );
    expect(screen.getByRole('img', { name: 'Energy label B−' }).getAttribute('src')).toBe(
      '/static/energy/brussels/b_sub.svg',
    );
  });

  it.each<
    [
      string | null,
      PropertyDetailFieldsFragment['energy']['region'],
      PropertyDetailFieldsFragment['goal'],
      boolean,
    ]
  >([
    ['e', 'FLANDERS', 'SALE', true],
    ['f', 'FLANDERS', 'SALE', true],
    ['e_plus', 'BRUSSELS', 'SALE', true],
    ['f_sub', 'BRUSSELS', 'SALE', true],
    ['e', 'WALLONIA', 'SALE', true],
    ['d', 'FLANDERS', 'SALE', false],
    ['d_sub', 'BRUSSELS', 'SALE', false],
    ['g', 'WALLONIA', 'SALE', false],
    [null, 'FLANDERS', 'SALE', false],
    ['e', 'FLANDERS', 'RENT', false],
    ['e', 'LUXEMBOURG', 'SALE', false],
  ])('renovation notice for band %s in %s (%s): %s', (band, region, goal, shown) => {
    expect(needsRenovationNotice({ band, region }, goal)).toBe(shown);
  });
});
