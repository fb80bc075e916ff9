import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { openStreetMapUrl, PropertyLocation } from './property-map';
import { MAP_SETTINGS_MOCK } from './property.fixtures';

afterEach(cleanup);

describe('openStreetMapUrl', () => {
  it.each([
    [50.714, 4.399, 'https://www.openstreetmap.org/?mlat=50.714000&mlon=4.399000#map=17/50.714000/4.399000'],
    [
      -33.8688197,
      151.20929,
      'https://www.openstreetmap.org/?mlat=-33.868820&mlon=151.209290#map=17/-33.868820/151.209290',
    ],
  ])('%d, %d → %s', (lat, lon, url) => {
    expect(openStreetMapUrl(lat, lon)).toBe(url);
  });
});

describe('PropertyLocation', () => {
  it('shows the address and the OpenStreetMap link, then the map once the tile settings are in', async () => {
    renderWithProviders(
      <PropertyLocation latitude={50.714} longitude={4.399} address="Kerkstraat 12, 2000 Antwerpen" />,
      { mocks: [MAP_SETTINGS_MOCK] },
    );
    const section = screen.getByRole('region', { name: 'Location' });
    expect(section.textContent).toContain('Kerkstraat 12, 2000 Antwerpen');
    const link = screen.getByRole('link', { name: 'Open in OpenStreetMap' });
    expect(link.getAttribute('href')).toBe(openStreetMapUrl(50.714, 4.399));
    expect(link.getAttribute('rel')).toBe('noopener');
    const map = await screen.findByRole('region', { name: 'Map' });
    expect(map.className).toBe('property-map-canvas');
  });

  it.each([
    ['no coordinates (address not published)', null, null],
    ['a latitude out of range', 91, 4.4],
    ['a longitude that is not a number', 50.7, Number.NaN],
  ])('shows nothing for %s, and asks nothing', (_, latitude, longitude) => {
    // No mock: a query would fail the render with an error.
    const { container } = renderWithProviders(
      <PropertyLocation latitude={latitude} longitude={longitude} address="Kerkstraat 12" />,
    );
    expect(container.textContent).toBe('');
  });
});
