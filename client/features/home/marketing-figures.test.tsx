import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, type Locale } from '../../i18n/i18n';
import { messages as en } from '../../locales/en/messages.po';
import { messages as fr } from '../../locales/fr/messages.po';
import { messages as nl } from '../../locales/nl/messages.po';
import { MarketingFigures, shownFigures, type MarketingStats } from './marketing-figures';

const DEMO: MarketingStats = {
  yearsOfExperience: 25,
  clients: 4000,
  soldWithinTwoWeeksPercent: 62,
  monthlyVisitors: 30000,
};
const NONE: MarketingStats = {
  yearsOfExperience: 0,
  clients: 0,
  soldWithinTwoWeeksPercent: 0,
  monthlyVisitors: 0,
};
const CATALOGS = { nl, fr, en, de: en };

const renderIn = (lang: Locale, stats: MarketingStats | null) =>
  render(
    <I18nProvider i18n={createI18n(lang, CATALOGS[lang])}>
      <MarketingFigures lang={lang} stats={stats} />
    </I18nProvider>,
  );

describe('shownFigures', () => {
  it.each<{ lang: Locale; stats: MarketingStats | null; shown: (keyof MarketingStats)[] }>([
    {
      lang: 'nl',
      stats: DEMO,
      shown: ['yearsOfExperience', 'clients', 'soldWithinTwoWeeksPercent', 'monthlyVisitors'],
    },
    { lang: 'fr', stats: DEMO, shown: [] },
    { lang: 'en', stats: DEMO, shown: [] },
    { lang: 'de', stats: DEMO, shown: [] },
    { lang: 'nl', stats: NONE, shown: [] },
    { lang: 'nl', stats: null, shown: [] },
    { lang: 'nl', stats: { ...NONE, clients: 4000 }, shown: ['clients'] },
    {
      lang: 'nl',
      stats: { ...DEMO, soldWithinTwoWeeksPercent: 0 },
      shown: ['yearsOfExperience', 'clients', 'monthlyVisitors'],
    },
  ])('$lang $stats → $shown', ({ lang, stats, shown }) => {
    expect(shownFigures(lang, stats)).toEqual(shown);
  });
});

describe('MarketingFigures', () => {
  afterEach(cleanup);

  it('shows the four figures in Dutch with Belgian grouping', () => {
    renderIn('nl', DEMO);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' '));
    expect(items).toEqual([
      '25 jaar ervaring',
      '4.000+ klanten',
      '62 % verkocht binnen 2 weken',
      '30.000 bezoekers per maand',
    ]);
    expect(screen.getByRole('region', { name: 'Onze cijfers' })).toBeTruthy();
  });

  it.each<Locale>(['fr', 'en'])('is not shown in %s', (lang) => {
    const { container } = renderIn(lang, DEMO);
    expect(container.innerHTML).toBe('');
  });

  it('is not shown when no figure is given', () => {
    const { container } = renderIn('nl', NONE);
    expect(container.innerHTML).toBe('');
  });
});
