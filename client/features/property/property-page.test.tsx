import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import { preloadForServerRender } from '../../ui/lazy-component';
import { renderWithProviders } from '../../ui/test-utils';
import { PropertyDetailQuery } from './property-detail.query';
import { PropertyPage } from './property-page';
import { asResponse, EMPTY_PROPERTY, FULL_PROPERTY, MAP_SETTINGS_MOCK } from './property.fixtures';

// The page's static sections load after hydration in the browser; here they are loaded up front.
beforeAll(() => preloadForServerRender('code'));
afterEach(cleanup);

function mock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: PropertyDetailQuery, variables: { id: 4242, lang: 'en' } }, result };
}
const listing = (p: PropertyDetailFieldsFragment) => mock({ data: { property: asResponse(p) } });

describe('PropertyPage', () => {
  it('shows title, price, address, key facts, gallery, attributes, media, neighbourhood and the navigation', async () => {
    const { container } = renderWithProviders(<PropertyPage id={4242} />, {
      route: '/en/for-sale/antwerpen/villa/4242/',
      mocks: [listing(FULL_PROPERTY), MAP_SETTINGS_MOCK],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Villa met tuin' })).toBeTruthy();
    expect(container.querySelector('.property-price')!.textContent).toBe('€ 495.000');
    expect(screen.getByText('Kerkstraat 12, 2000 Antwerpen', { selector: '.property-address' })).toBeTruthy();
    const facts = container.querySelector('.key-facts')!;
    expect([...facts.querySelectorAll('dd')].map((d) => d.textContent)).toEqual([
      '4',
      '2',
      '246 m²',
      '1,250 m²',
      'E',
      'House',
      'Available',
    ]);
    expect(screen.getByText('Photo 1 of 3')).toBeTruthy();
    expect(screen.getByRole('note').className).toBe('energy-notice');
    expect(screen.queryByText('Property Sold')).toBeNull();
    // The agent is the contact panel's: no second card beside it.
    expect(container.querySelector('.manager-card')).toBeNull();

    expect(screen.getByRole('link', { name: 'Grondplan' }).getAttribute('href')).toBe(
      '/media/demo/floor-plan.pdf',
    );
    const map = screen.getByRole('link', { name: 'Open in OpenStreetMap' }).getAttribute('href')!;
    expect(map).toContain('openstreetmap.org');
    expect(map).toContain('mlat=50.714000&mlon=4.399000');

    const poi = screen.getByRole('region', { name: 'Points of interest' });
    const rows = within(poi)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'SchoolSint-Jozefscollege350 m',
      'Railway stationStation Antwerpen1.5 km',
      'cinemaKinepolis2.2 km',
    ]);

    const mobility = screen.getByRole('region', { name: 'Mobility score' });
    expect(
      within(mobility)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual([
      'Public transport',
      'Education',
      'Shops',
      'Leisure',
      'Health',
      'Environment',
      'Nearby amenities',
    ]);
    expect(within(mobility).getByText('7.5 / 10')).toBeTruthy();

    // Every link of the page's navigation leads to an element of the page.
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Description',
      'Features',
      'Energy',
      'Risks',
      'Planning',
      'Documents',
      'Neighbourhood',
      'Location',
      'Similar properties',
    ]);
    for (const a of links)
      expect(container.querySelector(a.getAttribute('href')!), a.textContent!).not.toBeNull();
  });

  it('says the price of a rent per month', async () => {
    const { container } = renderWithProviders(<PropertyPage id={4242} />, {
      mocks: [
        listing({
          ...FULL_PROPERTY,
          goal: 'RENT',
          price: { amount: 1250, formatted: '€ 1.250', onDemand: false },
        }),
        MAP_SETTINGS_MOCK,
      ],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('.property-price')!.textContent).toBe('€ 1.250 /month');
  });

  it('has tiles for the video and the tour, and plays the video only after a click', async () => {
    const { container } = renderWithProviders(<PropertyPage id={4242} />, {
      mocks: [listing(FULL_PROPERTY), MAP_SETTINGS_MOCK],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Video' }).getAttribute('href')).toBe('#property-video');
    const tour = screen.getByRole('link', { name: 'Virtual tour (opens in a new window)' });
    expect(tour.getAttribute('href')).toBe(FULL_PROPERTY.virtualTourUrl);
    expect(tour.getAttribute('rel')).toBe('noopener');
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Play the video: ${FULL_PROPERTY.title}` }));
    expect(container.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });

  it('leaves out every optional part a listing does not have', async () => {
    const { container } = renderWithProviders(<PropertyPage id={4242} />, {
      mocks: [listing(EMPTY_PROPERTY)],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('No photos found')).toBeTruthy();
    // The contact panel is not optional: every listing has it (its own tests say what it shows).
    const headings = [...container.querySelectorAll('.property-main h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Price and costs']);
    expect(screen.queryByRole('link', { name: 'Video' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open in OpenStreetMap' })).toBeNull();
    expect([...container.querySelectorAll('.key-facts dd')].map((d) => d.textContent)).toEqual([
      'House',
      'Available',
    ]);
  });

  it.each([
    ['SOLD', 'Property Sold'],
    ['RENTED', 'The property you requested has been rented'],
  ] as const)('announces a %s listing prominently', async (availability, message) => {
    renderWithProviders(<PropertyPage id={4242} />, {
      mocks: [listing({ ...FULL_PROPERTY, availability }), MAP_SETTINGS_MOCK],
    });
    expect((await screen.findByText(message)).className).toContain('availability-notice');
  });

  it('is the "Property Not Found" page when the API answers NOT_FOUND', async () => {
    renderWithProviders(<PropertyPage id={4242} />, {
      mocks: [
        mock({
          errors: [
            {
              message: 'Property not found: no property has reference 4242.',
              extensions: { code: 'NOT_FOUND' },
            },
          ],
        }),
      ],
    });
    expect(await screen.findByText('Property Not Found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('reports an API failure rather than a missing listing', async () => {
    renderWithProviders(<PropertyPage id={4242} />, {
      mocks: [mock({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is an error in the API. Please try again later.',
    );
  });
});
