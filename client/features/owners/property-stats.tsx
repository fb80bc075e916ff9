import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { graphql } from '../../generated';
import type { OwnerPropertyStatsQuery } from '../../generated/graphql';
import { Icon } from '../../ui/icon';
import { lazyComponent } from '../../ui/lazy-component';
import { AvailabilityLabel, FormLabel, SourceLabel } from './labels';
import { serverMessage, useSessionEnded } from './owner-account';
import {
  barWidth,
  chartMarkers,
  conversion,
  formatCount,
  formatDay,
  formatEuros,
  formatMonth,
  formatShare,
  funnelSteps,
  type FunnelStep,
} from './stats-format';

const PropertyStatsQuery = graphql(`
  query OwnerPropertyStats($propertyId: Int!, $days: Int, $lang: String) {
    ownerPropertyStats(propertyId: $propertyId, days: $days, lang: $lang) {
      property {
        id
        title
        city
        price
        availability
        path
        goal
      }
      today
      from
      views {
        today
        week
        month
        total
      }
      visitorDays {
        today
        week
        month
        total
      }
      favourites {
        today
        week
        month
        total
      }
      series {
        day
        views
        impressions
        enquiries
        visits
        offers
      }
      period {
        impressions
        views
        enquiries
        visits
        offers
        mediaOnline
      }
      allTime {
        views
        enquiries
        visits
        offers
        mediaOnline
      }
      sources {
        source
        views
      }
      months {
        month
        views
        enquiries
        visits
        offers
        mediaOnline
      }
      milestones {
        kind
        occurredAt
        day
        form
        medium
        fromPrice
        toPrice
        fromStatus
        toStatus
      }
    }
  }
`);

type Stats = OwnerPropertyStatsQuery['ownerPropertyStats'];
type MilestoneEntry = Stats['milestones'][number];

/** recharts (~100 KiB) only in the owners' chart chunk; it draws nothing on the server anyway (STACK pitfall 12). */
const VisitsChart = lazyComponent(() => import('./visits-chart').then((m) => m.VisitsChart));

const PERIODS = [30, 90, 365] as const;

/** One listing's statistics: counters, the graph with its table, funnel, sources, months and history. */
export function PropertyStats({ propertyId }: { propertyId: number }) {
  const lang = useLocale();
  const [days, setDays] = useState<number>(30);
  const { data, previousData, loading, error } = useQuery(PropertyStatsQuery, {
    variables: { propertyId, days, lang },
    ssr: false,
  });
  useSessionEnded(error);
  const stats = (data ?? previousData)?.ownerPropertyStats;
  const back = (
    <p>
      <Link to="?" className="portal-back">
        <Icon name="arrow-left" />
        <Trans>All my properties</Trans>
      </Link>
    </p>
  );
  if (error)
    return (
      <>
        {back}
        <p role="alert" className="owner-notice owner-notice--error">
          {serverMessage(error) ?? <Trans>There is an error in the API. Please try again later.</Trans>}
        </p>
      </>
    );
  if (!stats)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  const p = stats.property;
  return (
    <div className="portal-stats" aria-busy={loading}>
      {back}
      <h2>{p.title || `Ref ${p.id}`}</h2>
      <p className="portal-stats__meta">
        {p.city} · {p.price} · <AvailabilityLabel value={p.availability} /> ·{' '}
        <a href={p.path}>
          <Trans>View the public page</Trans>
        </a>
      </p>
      <Counters views={stats.views} />
      <Visitors visitorDays={stats.visitorDays} favourites={stats.favourites} />
      <PeriodChoice days={days} onChange={setDays} />
      <VisitsGraph stats={stats} days={days} />
      <Funnel period={stats.period} days={days} goal={p.goal} />
      <Sources sources={stats.sources} days={days} />
      <Months months={stats.months} goal={p.goal} />
      <History milestones={stats.milestones} />
      <p className="portal-stats__privacy">
        <Trans>
          Page visits are counted without cookies and without keeping anything about the visitors; visits by
          search engine robots are not counted.
        </Trans>
      </p>
    </div>
  );
}

function Counters({ views }: { views: Stats['views'] }) {
  const lang = useLocale();
  const tiles: [ReactNode, number][] = [
    [<Trans key="t">Today</Trans>, views.today],
    [<Trans key="w">This week</Trans>, views.week],
    [<Trans key="m">This month</Trans>, views.month],
    [<Trans key="a">In total</Trans>, views.total],
  ];
  return (
    <section aria-labelledby="portal-counters-title">
      <h3 id="portal-counters-title">
        <Trans>Page visits</Trans>
      </h3>
      <dl className="portal-counters">
        {tiles.map(([label, n], i) => (
          <div key={i} className="portal-counter">
            <dt>{label}</dt>
            <dd data-testid={`counter-${i}`}>{formatCount(n, lang)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Visitors beside the page visits: unique visitors per day summed ("visitor-days": a visitor is
 * told apart for one day only, nothing longer-lived is kept), and the visitors who made the listing
 * a favourite.
 */
function Visitors({ visitorDays, favourites }: { visitorDays: Stats['views']; favourites: Stats['views'] }) {
  const lang = useLocale();
  // Periods down, figures across: three narrow columns fit a phone.
  const periods: [ReactNode, keyof Stats['views']][] = [
    [<Trans key="t">Today</Trans>, 'today'],
    [<Trans key="w">This week</Trans>, 'week'],
    [<Trans key="m">This month</Trans>, 'month'],
    [<Trans key="a">In total</Trans>, 'total'],
  ];
  return (
    <section aria-labelledby="portal-visitors-title" className="portal-visitors">
      <h3 id="portal-visitors-title">
        <Trans>Visitors and favourites</Trans>
      </h3>
      <div className="portal-table-scroll" tabIndex={0} role="region" aria-labelledby="portal-visitors-title">
        <table>
          <thead>
            <tr>
              <td />
              <th scope="col">
                <Trans>Visitor-days</Trans>
              </th>
              <th scope="col">
                <Trans>Made it a favourite</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {periods.map(([label, period]) => (
              <tr key={period} data-testid={`visitors-${period}`}>
                <th scope="row">{label}</th>
                <td>{formatCount(visitorDays[period], lang)}</td>
                <td>{formatCount(favourites[period], lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="portal-stats__privacy">
        <Trans>
          A visitor-day is one visitor on one day: visitors are not recognised from one day to the next, so
          someone who comes back on three days counts three times.
        </Trans>
      </p>
    </section>
  );
}

function PeriodChoice({ days, onChange }: { days: number; onChange: (d: number) => void }) {
  const id = useId();
  return (
    <p className="portal-period">
      <label htmlFor={id}>
        <Trans>Period</Trans>
      </label>{' '}
      <select id={id} value={days} onChange={(e) => onChange(Number(e.target.value))}>
        {PERIODS.map((d) => (
          <option key={d} value={d}>
            {d === 365 ? <Trans>Last 12 months</Trans> : <Trans>Last {d} days</Trans>}
          </option>
        ))}
      </select>
    </p>
  );
}

function VisitsGraph({ stats, days }: { stats: Stats; days: number }) {
  const lang = useLocale();
  const { t } = useLingui();
  const markers = chartMarkers(stats.milestones, stats.from, stats.today);
  return (
    <section aria-labelledby="portal-graph-title" className="portal-graph">
      <h3 id="portal-graph-title">
        <Trans>Page visits per day, last {days} days</Trans>
      </h3>
      <div
        className="portal-graph__chart"
        role="img"
        aria-label={t`Graph of the page visits per day; the same figures are in the table below.`}
      >
        <Suspense fallback={<div className="portal-graph__placeholder" />}>
          <VisitsChart
            series={stats.series}
            markers={markers}
            labels={{ views: t`Page visits`, price: t`Price change`, status: t`Status change` }}
          />
        </Suspense>
      </div>
      {markers.length > 0 && (
        <ul className="portal-graph__legend">
          {markers.some((m) => m.kind === 'PRICE_CHANGE') && (
            <li className="portal-graph__legend-price">
              <Trans>Dashed gold line: the price changed</Trans>
            </li>
          )}
          {markers.some((m) => m.kind === 'STATUS_CHANGE') && (
            <li className="portal-graph__legend-status">
              <Trans>Dashed blue line: the status changed</Trans>
            </li>
          )}
        </ul>
      )}
      <details className="portal-graph__table">
        <summary>
          <Trans>Show the figures per day as a table</Trans>
        </summary>
        <table>
          <caption>
            <Trans>Page visits per day, last {days} days</Trans>
          </caption>
          <ColumnHeads
            labels={[
              <Trans key="d">Day</Trans>,
              <Trans key="v">Page visits</Trans>,
              <Trans key="l">Seen in lists</Trans>,
              <Trans key="r">Requests</Trans>,
              <Trans key="s">Visits</Trans>,
              <Trans key="e">Events</Trans>,
            ]}
            textColumns={[5]}
          />
          <tbody>
            {[...stats.series].reverse().map((d) => {
              const marks = stats.milestones.filter(
                (m) => m.day === d.day && (m.kind === 'PRICE_CHANGE' || m.kind === 'STATUS_CHANGE'),
              );
              return (
                <tr key={d.day}>
                  <th scope="row">{formatDay(d.day)}</th>
                  <td>{formatCount(d.views, lang)}</td>
                  <td>{formatCount(d.impressions, lang)}</td>
                  <td>{formatCount(d.enquiries, lang)}</td>
                  <td>{formatCount(d.visits, lang)}</td>
                  <td className="portal-cell--text">
                    {marks.map((m, i) => (
                      <span key={i}>
                        {i > 0 && '; '}
                        <MilestoneText m={m} />
                      </span>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/**
 * A table's column headings, each aligned as its column: the first (the rows' headings) and the
 * columns of words (`textColumns`, by index) to the left, figures to the right.
 */
function ColumnHeads({ labels, textColumns = [] }: { labels: ReactNode[]; textColumns?: number[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, i) => (
          <th
            key={i}
            scope="col"
            className={i === 0 || textColumns.includes(i) ? 'portal-cell--text' : undefined}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const STEP_LABELS: Record<FunnelStep, ReactNode> = {
  impressions: <Trans>Seen in search results and lists</Trans>,
  views: <Trans>Page visits</Trans>,
  enquiries: <Trans>Requests (forms)</Trans>,
  visits: <Trans>Visits booked</Trans>,
  offers: <Trans>Offers</Trans>,
};

/** From being seen to the listing's goal (funnelSteps): an offer for a sale, a visit for a rental. */
export function Funnel({ period, days, goal }: { period: Stats['period']; days: number; goal: string }) {
  const lang = useLocale();
  const shown = funnelSteps(goal);
  const steps: [ReactNode, number][] = shown.map((step) => [STEP_LABELS[step], period[step]]);
  const max = Math.max(...steps.map(([, n]) => n));
  return (
    <section aria-labelledby="portal-funnel-title">
      <h3 id="portal-funnel-title">
        {shown.includes('offers') ? (
          <Trans>From being seen to an offer, last {days} days</Trans>
        ) : (
          <Trans>From being seen to a visit, last {days} days</Trans>
        )}
      </h3>
      <ol className="portal-bars portal-funnel">
        {steps.map(([label, n], i) => {
          const share = i > 0 ? conversion(steps[i - 1][1], n) : null;
          const pct = share === null ? null : formatShare(share, lang);
          return (
            <li key={i}>
              <span className="portal-bars__label">{label}</span>
              <span
                className="portal-bars__bar"
                style={{ width: `${barWidth(n, max)}%` }}
                aria-hidden="true"
              />
              <span className="portal-bars__value">
                {formatCount(n, lang)}
                {pct !== null && (
                  <span className="portal-bars__share">
                    {' '}
                    (<Trans>{pct} % of the previous step</Trans>)
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Sources({ sources, days }: { sources: Stats['sources']; days: number }) {
  const lang = useLocale();
  const total = sources.reduce((n, s) => n + s.views, 0);
  const max = Math.max(0, ...sources.map((s) => s.views));
  return (
    <section aria-labelledby="portal-sources-title">
      <h3 id="portal-sources-title">
        <Trans>Where the visitors came from, last {days} days</Trans>
      </h3>
      {sources.length === 0 ? (
        <p>
          <Trans>No page visits in this period.</Trans>
        </p>
      ) : (
        <ul className="portal-bars">
          {sources.map((s) => (
            <li key={s.source}>
              <span className="portal-bars__label">
                <SourceLabel source={s.source} />
              </span>
              <span
                className="portal-bars__bar"
                style={{ width: `${barWidth(s.views, max)}%` }}
                aria-hidden="true"
              />
              <span className="portal-bars__value">
                {formatCount(s.views, lang)} ({Math.round((s.views / total) * 100)} %)
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The history per month; the offers column only where the funnel has that step (a sale). */
export function Months({ months, goal }: { months: Stats['months']; goal: string }) {
  const locale = useLocale();
  if (months.length === 0) return null;
  const offers = funnelSteps(goal).includes('offers');
  return (
    <section aria-labelledby="portal-months-title">
      <h3 id="portal-months-title">
        <Trans>History per month</Trans>
      </h3>
      {/* Scrolls sideways on a phone: keyboard users reach it too (a named, focusable region). */}
      <div className="portal-table-scroll" tabIndex={0} role="region" aria-labelledby="portal-months-title">
        <table className="portal-months">
          <ColumnHeads
            labels={[
              <Trans key="m">Month</Trans>,
              <Trans key="v">Page visits</Trans>,
              <Trans key="r">Requests</Trans>,
              <Trans key="s">Visits</Trans>,
              ...(offers ? [<Trans key="o">Offers</Trans>] : []),
              <Trans key="e">Media online</Trans>,
            ]}
          />
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{formatMonth(m.month, locale)}</th>
                <td>{formatCount(m.views, locale)}</td>
                <td>{formatCount(m.enquiries, locale)}</td>
                <td>{formatCount(m.visits, locale)}</td>
                {offers && <td>{formatCount(m.offers, locale)}</td>}
                <td>{formatCount(m.mediaOnline, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Entries of the history shown before "show more". */
const HISTORY_FIRST = 15;

type HistoryFilter = 'all' | 'communications' | 'visits' | 'media' | 'changes';
const FILTERED: Record<Exclude<HistoryFilter, 'all'>, readonly string[]> = {
  communications: ['ENQUIRY', 'OFFER'],
  visits: ['VISIT'],
  media: ['MEDIA_ONLINE'],
  changes: ['PRICE_CHANGE', 'STATUS_CHANGE'],
};

function History({ milestones }: { milestones: Stats['milestones'] }) {
  const id = useId();
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const [expanded, setExpanded] = useState(false);
  const matching =
    filter === 'all' ? milestones : milestones.filter((m) => FILTERED[filter].includes(m.kind));
  const shown = expanded ? matching : matching.slice(0, HISTORY_FIRST);
  const hidden = matching.length - shown.length;
  return (
    <section aria-labelledby="portal-history-title">
      <h3 id="portal-history-title">
        <Trans>History: communications, visits, media online and changes</Trans>
      </h3>
      <p className="portal-period">
        <label htmlFor={id}>
          <Trans>Show</Trans>
        </label>{' '}
        <select id={id} value={filter} onChange={(e) => setFilter(e.target.value as HistoryFilter)}>
          <option value="all">{<Trans>Everything</Trans>}</option>
          <option value="communications">{<Trans>Communications</Trans>}</option>
          <option value="visits">{<Trans>Visits</Trans>}</option>
          <option value="media">{<Trans>Media online</Trans>}</option>
          <option value="changes">{<Trans>Price and status changes</Trans>}</option>
        </select>
      </p>
      {shown.length === 0 ? (
        <p>
          <Trans>Nothing yet.</Trans>
        </p>
      ) : (
        <ol className="portal-history">
          {shown.map((m, i) => (
            <li key={`${m.occurredAt}-${i}`}>
              <time dateTime={m.occurredAt}>{formatDay(m.day)}</time> <MilestoneText m={m} />
            </li>
          ))}
        </ol>
      )}
      {hidden > 0 && (
        <p>
          <button type="button" className="button" onClick={() => setExpanded(true)}>
            <Trans>Show {hidden} more</Trans>
          </button>
        </p>
      )}
    </section>
  );
}

function MilestoneText({ m }: { m: MilestoneEntry }): ReactNode {
  switch (m.kind) {
    case 'ENQUIRY':
      return (
        <Trans>
          Request: <FormLabel form={m.form} />
        </Trans>
      );
    case 'VISIT':
      return <Trans>Visit booked</Trans>;
    case 'OFFER':
      return <Trans>Offer received</Trans>;
    case 'MEDIA_ONLINE': {
      const medium = m.medium ?? '';
      return <Trans>Online on {medium}</Trans>;
    }
    case 'PRICE_CHANGE': {
      const from = m.fromPrice === null || m.fromPrice === undefined ? '?' : formatEuros(m.fromPrice);
      const to = m.toPrice === null || m.toPrice === undefined ? '?' : formatEuros(m.toPrice);
      return (
        <Trans>
          Price changed from {from} to {to}
        </Trans>
      );
    }
    case 'STATUS_CHANGE':
      return (
        <Trans>
          Status changed from <AvailabilityLabel value={m.fromStatus} /> to{' '}
          <AvailabilityLabel value={m.toStatus} />
        </Trans>
      );
    default:
      return null;
  }
}
