import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEMAND_RULES } from '../../../common/forms/demand-rules';
import { DEMAND_LIMITS, SEARCH_ENERGY_LETTERS } from '../../../common/forms/search-criteria';
import { createI18n } from '../../i18n/i18n';
import { messages as en } from '../../locales/en/messages.po';
import { Icon } from '../../ui/icon';
import { readDemandPrefill } from '../demand';
import {
  ENERGY_LETTERS,
  MAX_BEDROOMS,
  MAX_LIVING_AREA,
  MAX_PRICE,
  MAX_TEXT,
  readListParams,
  type ListParams,
} from './list-params';
import { SaveSearchLink, savedSearchPrefill } from './save-search-link';

// The icons' code, as the server has it before its first render.
await Icon.preload();

const params = (qs: string): ListParams => readListParams(new URLSearchParams(qs));

/** The link as the server renders it: what a visitor gets before (or without) any script. */
function serverHtml(goal: 'SALE' | 'RENT', qs: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <I18nProvider i18n={createI18n('en', en)}>
      <MemoryRouter initialEntries={[`/en/for-sale/?${qs}`]}>
        <SaveSearchLink goal={goal} params={params(qs)} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return container;
}

describe('savedSearchPrefill', () => {
  it.each<[string, 'SALE' | 'RENT', string, ReturnType<typeof readDemandPrefill>]>([
    ['no filter', 'SALE', '', { goal: 'SALE' }],
    [
      'every filter',
      'SALE',
      'city=Ixelles%7C1050&city=Uccle%7C1180&type=2&minPrice=250000&maxPrice=450000&minBedrooms=3' +
        '&minLivingArea=120&maxEnergyLabel=a%2B',
      {
        goal: 'SALE',
        typeId: 2,
        cities: ['Ixelles|1050', 'Uccle|1180'],
        minPrice: 250000,
        maxPrice: 450000,
        minBedrooms: 3,
        minLivingArea: 120,
        maxEnergyLabel: 'A+',
      },
    ],
    // The list's words go with it; the order, the view and the page are no criteria of a saved search.
    [
      'the words and the rest',
      'RENT',
      'q=garden&sort=price-asc&view=map&page=3&maxPrice=1200',
      { goal: 'RENT', maxPrice: 1200, text: 'garden' },
    ],
    ['words alone', 'SALE', 'q=%20jardin%0A%20garage%20', { goal: 'SALE', text: 'jardin garage' }],
    [
      'the longest words a list takes',
      'SALE',
      `q=${'x'.repeat(150)}`,
      { goal: 'SALE', text: 'x'.repeat(DEMAND_RULES.text.max) },
    ],
  ])('%s: the register reads back the list’s filters', (_, goal, qs, expected) => {
    expect(savedSearchPrefill(goal, params(qs))).toMatchObject(expected);
    const html = serverHtml(goal, qs);
    const href = html.querySelector('a')?.getAttribute('href') ?? '';
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/en/keep-me-informed/');
    expect(url.searchParams.get('q') ?? undefined).toBe(expected.text);
    expect(readDemandPrefill(url.searchParams)).toEqual(expected);
  });

  it('every value a list accepts is one the register accepts', () => {
    expect(ENERGY_LETTERS).toEqual(SEARCH_ENERGY_LETTERS);
    expect(MAX_PRICE).toBeLessThanOrEqual(DEMAND_LIMITS.maxPrice);
    expect(MAX_BEDROOMS).toBeLessThanOrEqual(DEMAND_LIMITS.maxBedrooms);
    expect(MAX_LIVING_AREA).toBeLessThanOrEqual(DEMAND_LIMITS.maxLivingArea);
    expect(MAX_TEXT).toBeLessThanOrEqual(DEMAND_RULES.text.max);
  });
});

describe('SaveSearchLink', () => {
  it.each<[string, string]>([
    ['type=1', '/en/keep-me-informed/?goal=sale&type=1'],
    ['type=1&q=garden%20view', '/en/keep-me-informed/?goal=sale&type=1&q=garden+view'],
  ])('is a plain link with its name, and nothing more: ?%s', (qs, href) => {
    const html = serverHtml('SALE', qs);
    const link = html.querySelector('a');
    expect(link?.textContent).toBe('Save this search');
    expect(link?.getAttribute('href')).toBe(href);
    expect(link?.querySelector('svg')).not.toBeNull();
    expect(html.querySelector('.save-search')?.children).toHaveLength(1);
  });
});
