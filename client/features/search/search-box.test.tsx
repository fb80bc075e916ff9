import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../ui/test-utils';
import { cutDescription, SEARCH_DEBOUNCE_MS, SearchBox, SearchQuery } from './search-box';

const answer = {
  search: {
    __typename: 'SearchResult',
    types: [
      { __typename: 'PropertyType', id: 2, name: 'Apartment', countSaleProperty: 5, countRentProperty: 3 },
    ],
    cities: [
      {
        __typename: 'City',
        name: 'Waterloo',
        zip: '1410',
        countSale: 4,
        countRent: 1,
        filter: 'Waterloo|1410',
      },
      { __typename: 'City', name: 'Wavre', zip: '1300', countSale: 0, countRent: 0, filter: 'Wavre|1300' },
    ],
    properties: [
      {
        __typename: 'Property',
        id: 4711,
        typeDescription: 'A'.repeat(150),
        path: '/en/for-sale/waterloo/villa/4711/',
        thumbnail: { __typename: 'Photo', url: '/media/t.jpg' },
      },
    ],
  },
};

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function setup() {
  const asked: string[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: SearchQuery, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (vars: Record<string, unknown>) => {
        asked.push(String(vars.text));
        return { data: answer };
      },
    },
  ];
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SearchBox salePath="/en/for-sale/" rentPath="/en/for-rent/" />
            <Where />
          </>
        }
      />
    </Routes>,
    { mocks },
  );
  const box = screen.getByRole('combobox', { name: 'Search a property, a city or a postcode' });
  return { box, asked };
}

async function typeInto(box: HTMLElement, value: string) {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value } });
  return screen.findByRole('listbox', {}, { timeout: 2000 });
}

describe('SearchBox', () => {
  afterEach(cleanup);

  it('shows results grouped under Types, Cities and Properties', async () => {
    const { box, asked } = setup();
    const listbox = await typeInto(box, 'wa');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(asked).toEqual(['wa']);
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Types', 'Cities', 'Properties']);
    const [types, cities, props] = groups;
    expect(within(types).getByRole('option').textContent).toContain('For sale (5)');
    expect(within(types).getByRole('link').getAttribute('href')).toBe('/en/for-sale/?type=2');
    expect(within(cities).getAllByRole('option')[0].textContent).toContain('Waterloo [1410]');
    expect(within(cities).getAllByRole('link')[0].getAttribute('href')).toBe(
      '/en/for-sale/?city=Waterloo%7C1410',
    );
    const property = within(props).getByRole('option');
    expect(property.textContent).toContain(`${'A'.repeat(100)}…`);
    expect(property.textContent).not.toContain('A'.repeat(101));
    expect(property.textContent).toContain('Ref: 4711');
    const img = property.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['60', '60']);
    expect(within(props).getByRole('link').getAttribute('href')).toBe('/en/for-sale/waterloo/villa/4711/');
  });

  it('greys out a city without listings and does not link it', async () => {
    const { box } = setup();
    const listbox = await typeInto(box, 'wa');
    const wavre = within(listbox)
      .getAllByRole('option')
      .find((o) => o.textContent?.includes('Wavre [1300]'))!;
    expect(wavre.getAttribute('aria-disabled')).toBe('true');
    expect(wavre.className).toContain('is-disabled');
    expect(within(wavre).queryByRole('link')).toBeNull();
  });

  it('moves with the arrow keys and follows the active option on Enter', async () => {
    const { box } = setup();
    const listbox = await typeInto(box, 'wa');
    const options = within(listbox).getAllByRole('option');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[3].id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/en/for-sale/?city=Waterloo%7C1410');
  });

  it('closes on Escape', async () => {
    const { box } = setup();
    await typeInto(box, 'wa');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('empties the results when the box is cleared', async () => {
    const { box } = setup();
    await typeInto(box, 'wa');
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.queryByRole('option')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('sends no query for blank text and one query after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { box, asked } = setup();
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: '   ' } });
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3));
      expect(asked).toEqual([]);
      for (const value of ['w', 'wa', 'wat', 'wate']) {
        fireEvent.change(box, { target: { value } });
        await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS / 4));
      }
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
      await waitFor(() => expect(screen.getAllByRole('option').length).toBe(4));
      expect(asked).toEqual(['wate']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cutDescription', () => {
  it('keeps short texts and cuts long ones at 100 characters', () => {
    expect(cutDescription('Villa')).toBe('Villa');
    expect(cutDescription('x'.repeat(100))).toBe('x'.repeat(100));
    expect(cutDescription('x'.repeat(101))).toBe(`${'x'.repeat(100)}…`);
  });
});
