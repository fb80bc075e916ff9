import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { messages as en } from '../../locales/en/messages.po';
import { renderWithProviders } from '../../ui/test-utils';
import { readListParams } from './list-params';
import { ListToolbar, sortFormFields } from './list-toolbar';

afterEach(cleanup);

const FILTERED = '/en/for-sale/?city=Uccle%7C1180&city=Ixelles%7C1050&type=2&q=garden&view=map&page=3';

function Page() {
  const [search] = useSearchParams();
  const { pathname, search: qs } = useLocation();
  return (
    <>
      <ListToolbar pathname={pathname} params={readListParams(search)} total={12} />
      <span data-testid="where">{pathname + qs}</span>
    </>
  );
}

const page = (
  <Routes>
    <Route path="/en/for-sale/" element={<Page />} />
  </Routes>
);

describe('sortFormFields', () => {
  it('keeps the filters, the text and the view, and drops the sort and the page', () => {
    const params = readListParams(new URLSearchParams(`${FILTERED.split('?')[1]}&sort=price-asc`));
    expect(sortFormFields(params)).toEqual([
      ['city', 'Uccle|1180'],
      ['city', 'Ixelles|1050'],
      ['type', '2'],
      ['q', 'garden'],
      ['view', 'map'],
    ]);
    expect(sortFormFields(readListParams(new URLSearchParams('page=2')))).toEqual([]);
  });
});

describe('ListToolbar sort', () => {
  it('before hydration: a labelled select in a GET form with the filters and a button that applies it', () => {
    const html = renderToString(
      <I18nProvider i18n={createI18n('en', en)}>
        <MemoryRouter initialEntries={[FILTERED]}>{page}</MemoryRouter>
      </I18nProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const form = container.querySelector('form.list-toolbar__sort');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/en/for-sale/');
    const select = form?.querySelector('select[name="sort"]');
    expect(container.querySelector(`label[for="${select?.id}"]`)?.textContent).toBe('Sort by');
    const hidden = [...(form?.querySelectorAll('input[type="hidden"]') ?? [])].map((i) => [
      i.getAttribute('name'),
      i.getAttribute('value'),
    ]);
    expect(hidden).toEqual([
      ['city', 'Uccle|1180'],
      ['city', 'Ixelles|1050'],
      ['type', '2'],
      ['q', 'garden'],
      ['view', 'map'],
    ]);
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Apply');
  });

  it('hydrated: no button, a change applies at once on page 1 with the filters kept', async () => {
    renderWithProviders(page, { route: FILTERED });
    const select = screen.getByLabelText('Sort by');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    fireEvent.change(select, { target: { value: 'price-desc' } });
    expect(screen.getByTestId('where').textContent).toBe(
      '/en/for-sale/?city=Uccle%7C1180&city=Ixelles%7C1050&type=2&q=garden&sort=price-desc&view=map',
    );
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price-desc');
  });
});
