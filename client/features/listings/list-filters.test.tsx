import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { ListFilters, ListFiltersQuery } from './list-filters';
import { readListParams } from './list-params';

afterEach(cleanup);

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: ListFiltersQuery, variables: { goal: 'SALE', lang: 'en' } },
    result: {
      data: {
        cities: [
          { __typename: 'City', id: 1, name: 'Ixelles', zip: '1050', filter: 'Ixelles|1050' },
          { __typename: 'City', id: 2, name: 'Uccle', zip: '1180', filter: 'Uccle|1180' },
        ],
        propertyTypes: [{ __typename: 'PropertyType', id: 2, name: 'Apartment' }],
      },
    },
    maxUsageCount: 10,
  },
];

function Page() {
  const [search] = useSearchParams();
  const { pathname, search: qs } = useLocation();
  return (
    <>
      <ListFilters goal="SALE" pathname={pathname} params={readListParams(search)} />
      <span data-testid="where">{pathname + qs}</span>
    </>
  );
}

function renderFilters(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/en/for-sale/" element={<Page />} />
    </Routes>,
    { route, mocks },
  );
}

describe('ListFilters', () => {
  it('shows the address in the form and folds on phones behind "Filters (n)"', async () => {
    renderFilters('/en/for-sale/?city=Elsene%7C1050&type=2&maxPrice=450000&maxEnergyLabel=C');
    const toggle = screen.getByRole('button', { name: 'Filters (4)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The Dutch name of the address finds the city of this language by its postcode.
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Ixelles (1050)' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect((screen.getByRole('checkbox', { name: 'Uccle (1180)' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Maximum price (€)') as HTMLInputElement).value).toBe('450000');
    expect((screen.getByLabelText('Energy label') as HTMLSelectElement).value).toBe('C');
  });

  it('applies on "Show properties": back to page 1, the sort, view and text kept, odd input dropped', async () => {
    renderFilters('/en/for-sale/?q=garden&sort=price-asc&view=map&page=4');
    await screen.findByRole('checkbox', { name: 'Uccle (1180)' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Uccle (1180)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ixelles (1050)' }));
    fireEvent.change(screen.getByLabelText('Minimum price (€)'), { target: { value: '500000' } });
    fireEvent.change(screen.getByLabelText('Maximum price (€)'), { target: { value: '200000' } });
    fireEvent.change(screen.getByLabelText('Bedrooms'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Living area'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Energy label'), { target: { value: 'A+' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show properties' }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/en/for-sale/?city=Ixelles%7C1050&city=Uccle%7C1180&minPrice=200000&maxPrice=500000&minBedrooms=3&minLivingArea=100&maxEnergyLabel=A%2B&q=garden&sort=price-asc&view=map',
    );
  });
});
