import { MockedProvider } from '@apollo/client/testing/react';
import { I18nProvider } from '@lingui/react';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { messages as en } from '../../locales/en/messages.po';
import { renderWithProviders } from '../../ui/test-utils';
import { SearchBlock } from './search-block';

const CONFIG = {
  showSearchInput: true,
  showSearchButton: true,
  showSearchCount: true,
  showCountProperty: true,
  title: 'Find your new home',
};
const block = (
  <SearchBlock
    config={CONFIG}
    salePath="/en/for-sale/"
    rentPath="/en/for-rent/"
    saleCount={28}
    rentCount={6}
  />
);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

const serverHtml = (ui: ReactNode) => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <MockedProvider>
      <I18nProvider i18n={createI18n('en', en)}>
        <MemoryRouter initialEntries={['/en/']}>{ui}</MemoryRouter>
      </I18nProvider>
    </MockedProvider>,
  );
  return host;
};

describe('SearchBlock', () => {
  it("server's HTML: a GET form to the sale list whose search button sends the text as `q`", () => {
    const host = serverHtml(block);
    const form = host.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/for-sale/');
    const input = form.querySelector('input')!;
    expect(input.getAttribute('name')).toBe('q');
    expect(input.getAttribute('placeholder')).toBe('City, postcode or reference');
    // The first submit button is the one Enter uses: the search button, to the form's own action.
    const submit = form.querySelector('button[type="submit"]')!;
    expect(submit.textContent).toBe('Search');
    expect(submit.hasAttribute('formaction')).toBe(false);
  });

  it('once hydrated, its search button opens the sale list with the text, or the whole list', () => {
    renderWithProviders(
      <>
        {block}
        <Where />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    fireEvent.click(button);
    expect(screen.getByTestId('where').textContent).toBe('/en/for-sale/');
    fireEvent.change(screen.getByRole('combobox', { name: 'Search a property, a city or a postcode' }), {
      target: { value: 'Uccle' },
    });
    fireEvent.click(button);
    expect(screen.getByTestId('where').textContent).toBe('/en/for-sale/?q=Uccle');
  });
});
