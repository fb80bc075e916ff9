import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { NotFoundPage, NotFoundRoutesQuery } from './not-found-page';

const routesAnswered = vi.fn(() => ({
  data: {
    routes: [
      { __typename: 'Route', key: 'for-sale', path: '/en/for-sale/' },
      { __typename: 'Route', key: 'for-rent', path: '/en/for-rent/' },
    ],
  },
}));
const routes: MockLink.MockedResponse = {
  request: { query: NotFoundRoutesQuery, variables: { lang: 'en' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: routesAnswered,
};

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

describe('NotFoundPage', () => {
  afterEach(cleanup);

  it('offers a search form and a way home', () => {
    renderWithProviders(<NotFoundPage />, { mocks: [routes] });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the homepage' }).getAttribute('href')).toBe('/en/');
  });

  it('turns into the search box, whose Search button opens the sale list with the text', async () => {
    renderWithProviders(
      <>
        <NotFoundPage />
        <Where />
      </>,
      { route: '/en/nothing-here/', mocks: [routes] },
    );
    const box = await screen.findByRole('combobox', { name: 'Search a property, a city or a postcode' });
    // Clicking before the routes' answer leads home and renders again at once: wait for the
    // answer first, then for the button to lead to the sale list itself.
    await waitFor(() => expect(routesAnswered).toHaveBeenCalled());
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(screen.getByTestId('where').textContent).toBe('/en/for-sale/');
    });
    fireEvent.change(box, { target: { value: 'Uccle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where').textContent).toBe('/en/for-sale/?q=Uccle');
  });
});
