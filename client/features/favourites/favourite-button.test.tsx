import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { messages as en } from '../../locales/en/texts';
import { FavouriteButton } from './favourite-button';
import { FavouriteHeart } from './favourite-heart';
import { FAVOURITES_KEY } from './favourites-list';

const i18n = createI18n('en', en);
// Nobody is logged in here: the buttons never ask the server (the buyers' e2e test covers an account).
const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
const buttons = (
  <ApolloProvider client={client}>
    <I18nProvider i18n={i18n}>
      <FavouriteButton id="5" title="House in Uccle" />
      <FavouriteButton id="5" title="House in Uccle" />
      <FavouriteButton id="6" title="Flat in Ixelles" />
    </I18nProvider>
  </ApolloProvider>
);
const pressed = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-pressed'));

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('FavouriteButton', () => {
  it('is not in the server’s HTML, and appears once the page has hydrated', async () => {
    const hearts = (
      <ApolloProvider client={client}>
        <I18nProvider i18n={i18n}>
          <FavouriteHeart id="5" title="House in Uccle" />
          <FavouriteHeart id="6" title="Flat in Ixelles" />
        </I18nProvider>
      </ApolloProvider>
    );
    const html = renderToString(hearts);
    expect(html).not.toContain('<button');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      render(hearts, { container, hydrate: true });
    });
    expect(await screen.findAllByRole('button')).toHaveLength(2);
    expect(pressed()).toEqual(['false', 'false']);
    expect(screen.getByRole('button', { name: 'Save “House in Uccle” to favourites' })).toBeTruthy();
  });

  it('saves and removes a listing, on every heart of it, and keeps it in this browser', () => {
    render(buttons);
    fireEvent.click(screen.getAllByRole('button')[0]!);
    expect(pressed()).toEqual(['true', 'true', 'false']);
    fireEvent.click(screen.getAllByRole('button')[2]!);
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_KEY)!)).toEqual(['6', '5']);
    fireEvent.click(screen.getAllByRole('button')[1]!);
    expect(pressed()).toEqual(['false', 'false', 'true']);
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_KEY)!)).toEqual(['6']);
  });

  it('follows a change made in another tab', () => {
    render(buttons);
    act(() => {
      window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['5']));
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY }));
    });
    expect(pressed()).toEqual(['true', 'true', 'false']);
  });
});
