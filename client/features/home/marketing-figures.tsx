import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/i18n';

/** The figures of the site configuration (marketingStats). */
export interface MarketingStats {
  yearsOfExperience: number;
  clients: number;
  soldWithinTwoWeeksPercent: number;
  monthlyVisitors: number;
}

/**
 * The figures belong to the Dutch texts tailored to the agency, so they show on the Dutch home
 * page only. A figure of 0 (or less) is one the agency has not given: it is left out, and with
 * none given the band is not shown at all.
 */
export function shownFigures(
  lang: Locale,
  stats: MarketingStats | null | undefined,
): (keyof MarketingStats)[] {
  if (lang !== 'nl' || !stats) return [];
  return FIGURE_ORDER.filter((key) => stats[key] > 0);
}

const FIGURE_ORDER: (keyof MarketingStats)[] = [
  'yearsOfExperience',
  'clients',
  'soldWithinTwoWeeksPercent',
  'monthlyVisitors',
];

/** "25 jaar ervaring · 4.000+ klanten · 62 % verkocht binnen 2 weken · 30.000 bezoekers per maand". */
export function MarketingFigures({
  lang,
  stats,
}: {
  lang: Locale;
  stats: MarketingStats | null | undefined;
}) {
  const { t } = useLingui();
  const shown = shownFigures(lang, stats);
  if (!stats || shown.length === 0) return null;
  // Belgian grouping in the page language: 4.000 and 30.000 in Dutch.
  const number = new Intl.NumberFormat(`${lang}-BE`);
  const years = number.format(stats.yearsOfExperience);
  const clients = number.format(stats.clients);
  const percent = number.format(stats.soldWithinTwoWeeksPercent);
  const visitors = number.format(stats.monthlyVisitors);
  const label: Record<keyof MarketingStats, ReactNode> = {
    yearsOfExperience: (
      <Trans>
        <strong>{years}</strong> years of experience
      </Trans>
    ),
    clients: (
      <Trans>
        <strong>{clients}+</strong> clients
      </Trans>
    ),
    soldWithinTwoWeeksPercent: (
      <Trans>
        <strong>{percent}%</strong> sold within 2 weeks
      </Trans>
    ),
    monthlyVisitors: (
      <Trans>
        <strong>{visitors}</strong> visitors a month
      </Trans>
    ),
  };
  return (
    <section className="marketing-figures" aria-label={t`Our figures`}>
      <ul>
        {shown.map((key) => (
          <li key={key} data-figure={key}>
            {label[key]}
          </li>
        ))}
      </ul>
    </section>
  );
}
