import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router';
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
        title: 'Villa with a garden',
        city: 'Waterloo',
        goal: 'SALE',
        availability: 'AVAILABLE',
        typeDescription: 'A'.repeat(150),
        path: '/en/for-sale/waterloo/villa/4711/',
        price: { __typename: 'Price', formatted: '€ 750.000', amount: 750000 },
        thumbnail: { __typename: 'Photo', url: '/media/t.jpg' },
      },
      {
        __typename: 'Property',
        id: 4712,
        title: 'Studio near the station',
        city: 'Waterloo',
        goal: 'RENT',
        availability: 'RENTED',
        typeDescription: '',
        path: '/en/for-rent/waterloo/studio/4712/',
        price: { __typename: 'Price', formatted: '€ 850', amount: 850 },
        thumbnail: null,
      },
    ],
  },
};
const nothing = { search: { __typename: 'SearchResult', types: [], cities: [], properties: [] } };

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function setup({ goal }: { goal?: 'SALE' | 'RENT' } = {}) {
  const asked: string[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: SearchQuery, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (vars: Record<string, unknown>) => {
        asked.push(String(vars.text));
        const found = vars.text === 'zzz' ? nothing : answer;
        // What the lists hold for the text: a count per letter, so each text has its own.
        const totals = { __typename: 'SearchListTotals', sale: String(vars.text).length, rent: 1 };
        return { data: vars.withTotals ? { search: { ...found.search, listTotals: totals } } : found };
      },
    },
  ];
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SearchBox
              salePath="/en/for-sale/"
              rentPath="/en/for-rent/"
              goal={goal}
              actions={(targets, choice, totals) => (
                <p>
                  <Link to={targets.sale}>For sale {choice?.countSale ?? totals?.sale}</Link>
                  <Link to={targets.rent}>For rent {choice?.countRent ?? totals?.rent}</Link>
                </p>
              )}
            />
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

const where = () => screen.getByTestId('where').textContent;
const optionWith = (listbox: HTMLElement, text: string) =>
  within(listbox)
    .getAllByRole('option')
    .find((o) => o.textContent?.includes(text))!;

async function typeInto(box: HTMLElement, value: string) {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value } });
  return screen.findByRole('listbox', {}, { timeout: 2000 });
}

describe('SearchBox', () => {
  afterEach(cleanup);

  it("gives the buttons the totals of the typed text's lists, and none while they are on their way", async () => {
    const { box } = setup();
    await typeInto(box, 'liege');
    const sale = () => screen.getByRole('link', { name: /^For sale/ });
    await waitFor(() => expect(sale().textContent).toBe('For sale 5'));
    expect(sale().getAttribute('href')).toBe('/en/for-sale/?q=liege');
    // Typed on: the count of "liege" is not that of the new text's list.
    fireEvent.change(box, { target: { value: 'liege centre' } });
    expect(sale().textContent).toBe('For sale ');
    await waitFor(() => expect(sale().textContent).toBe('For sale 12'));
  });

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
    const [types, cities] = groups;
    expect(within(types).getByRole('option').textContent).toContain('Apartment For sale (5) · For rent (3)');
    expect(within(cities).getAllByRole('option')[0].textContent).toContain('Waterloo [1410]');
  });

  it('shows a listing as photo, title (with its status unless available), price, city, description cut at 100 characters and reference', async () => {
    const { box } = setup();
    const listbox = await typeInto(box, 'wa');
    const sale = optionWith(listbox, 'Ref: 4711');
    const img = sale.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual([
      '60',
      '60',
      '',
    ]);
    expect(sale.textContent).toBe(`Villa with a garden€ 750.000Waterloo · ${'A'.repeat(100)}…Ref: 4711`);
    // A rent is per month; without a photo the row keeps its 60 px place.
    const rent = optionWith(listbox, 'Ref: 4712');
    // A listing no longer on the market says so beside its title.
    expect(rent.textContent).toBe('Studio near the stationRented€ 850 /monthWaterlooRef: 4712');
    expect(rent.querySelector('img')).toBeNull();
    expect(rent.querySelector('.search-thumb')).not.toBeNull();
    // No link inside an option (a listbox nests no controls): the option itself opens the listing.
    expect(within(listbox).queryByRole('link')).toBeNull();
    fireEvent.click(sale);
    expect(where()).toBe('/en/for-sale/waterloo/villa/4711/');
  });

  it('greys out a city without listings: it cannot be picked', async () => {
    const { box } = setup();
    const listbox = await typeInto(box, 'wa');
    const wavre = optionWith(listbox, 'Wavre [1300]');
    expect(wavre.getAttribute('aria-disabled')).toBe('true');
    expect(wavre.className).toContain('is-disabled');
    fireEvent.click(wavre);
    expect((box as HTMLInputElement).value).toBe('wa');
    expect(screen.getByRole('link', { name: /For sale/ }).getAttribute('href')).toBe('/en/for-sale/?q=wa');
  });

  it('moves with the arrow keys, Home and End, and opens the active row on Enter', async () => {
    const { box } = setup();
    const listbox = await typeInto(box, 'wa');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(5);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'End' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[4].id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[4].id);
    fireEvent.keyDown(box, { key: 'Home' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(where()).toBe('/en/for-sale/?city=Waterloo%7C1410');
  });

  it('opens a listing on Enter', async () => {
    const { box } = setup();
    await typeInto(box, 'wa');
    fireEvent.keyDown(box, { key: 'End' }); // no row active yet: the caret's key
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(where()).toBe('/en/for-rent/waterloo/studio/4712/');
  });

  it('opens the sale list with the text on Enter when no row is active', async () => {
    const { box } = setup();
    await typeInto(box, 'wa');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(where()).toBe('/en/for-sale/?q=wa');
  });

  it('opens the rent list with the text on Enter when the box stands for rent', async () => {
    const { box } = setup({ goal: 'RENT' });
    await typeInto(box, 'wa');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(where()).toBe('/en/for-rent/?q=wa');
  });

  it('carries the typed text on the buttons', async () => {
    const { box } = setup();
    await typeInto(box, 'wa');
    expect(screen.getByRole('link', { name: /For sale/ }).getAttribute('href')).toBe('/en/for-sale/?q=wa');
    expect(screen.getByRole('link', { name: /For rent/ }).getAttribute('href')).toBe('/en/for-rent/?q=wa');
  });

  it('picks a city on click: the box shows it, the buttons carry it, Enter opens its list, and it can be cleared', async () => {
    const { box } = setup();
    const listbox = await typeInto(box, 'wa');
    fireEvent.click(optionWith(listbox, 'Waterloo [1410]'));
    expect((box as HTMLInputElement).value).toBe('Waterloo [1410]');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(where()).toBe('/en/');
    const rent = screen.getByRole('link', { name: 'For rent 1' });
    expect(rent.getAttribute('href')).toBe('/en/for-rent/?city=Waterloo%7C1410');
    expect(screen.getByRole('link', { name: 'For sale 4' }).getAttribute('href')).toBe(
      '/en/for-sale/?city=Waterloo%7C1410',
    );
    fireEvent.click(rent);
    expect(where()).toBe('/en/for-rent/?city=Waterloo%7C1410');
  });

  it('picks a type on click and opens its list on Enter; the clear button forgets it', async () => {
    const { box } = setup();
    const listbox = await typeInto(box, 'wa');
    fireEvent.click(optionWith(listbox, 'Apartment'));
    expect((box as HTMLInputElement).value).toBe('Apartment');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Apartment' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: /For sale/ }).getAttribute('href')).toBe('/en/for-sale/');
    expect(screen.queryByRole('button', { name: /Clear/ })).toBeNull();
    fireEvent.change(box, { target: { value: 'wa' } });
    fireEvent.click(optionWith(await screen.findByRole('listbox'), 'Apartment'));
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(where()).toBe('/en/for-sale/?type=2');
  });

  it('drops the choice when the visitor types again', async () => {
    const { box } = setup();
    const listbox = await typeInto(box, 'wa');
    fireEvent.click(optionWith(listbox, 'Waterloo [1410]'));
    fireEvent.change(box, { target: { value: 'Waterloo [1410' } });
    expect(screen.getByRole('link', { name: /For sale/ }).getAttribute('href')).toBe(
      '/en/for-sale/?q=Waterloo+%5B1410',
    );
  });

  it('says so when nothing matches, in a status screen readers announce', async () => {
    const { box } = setup();
    // The test's own <output> is a status too: the box's is the paragraph.
    const status = screen.getAllByRole('status').find((el) => el.tagName === 'P')!;
    expect(status.textContent).toBe('');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'zzz' } });
    await waitFor(() => expect(status.textContent).toBe('No results were found for your search'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(where()).toBe('/en/for-sale/?q=zzz');
  });

  it('closes on Escape, and a second Escape empties the box', async () => {
    const { box } = setup();
    await typeInto(box, 'wa');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('wa');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('is a text input with the search key on phones (a combobox may not be type=search)', () => {
    const { box } = setup();
    expect(box.getAttribute('type')).toBe('text');
    expect(box.getAttribute('inputmode')).toBe('search');
    expect(box.getAttribute('enterkeyhint')).toBe('search');
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
      await waitFor(() => expect(screen.getAllByRole('option').length).toBe(5));
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
