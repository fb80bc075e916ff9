import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { graphql } from '../../generated';
import type { EnergyLetter } from '../../generated/graphql';
import { buildMapMessage, frameOrigin, MAP_MESSAGE_DELAY_MS, type MapMessage } from './map-message';
import './results-map.css';

export const ResultsMapQuery = graphql(`
  query ResultsMap($filter: PropertyFilter!, $lang: String) {
    propertyMarkers(filter: $filter, lang: $lang) {
      id
      title
      city
      path
      latitude
      longitude
      goal
      marquee
      ribbon
      price {
        formatted
      }
      thumbnail {
        url
        width
        height
      }
    }
    properties(filter: $filter, page: 1, pageSize: 1, lang: $lang) {
      total
    }
    siteConfig(lang: $lang) {
      map {
        frameUrl
        mapType
        customMarker
        marqueeIgnoreList
      }
    }
  }
`);

export interface ResultsMapFilter {
  cities?: string[];
  type?: number;
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  minLivingArea?: number;
  maxEnergyLabel?: EnergyLetter;
  text?: string;
}

export interface ResultsMapProps {
  goal: 'SALE' | 'RENT';
  filter: ResultsMapFilter;
}

/** The frame's address in the page's language: `?lang=` added to the configured URL. */
export function frameSrc(frameUrl: string, lang: string, pageOrigin: string): string {
  const url = new URL(frameUrl, `${pageOrigin}/`);
  url.searchParams.set('lang', lang);
  return url.origin === pageOrigin ? `${url.pathname}${url.search}` : url.href;
}

/**
 * The list's results on a map: a frame (the site's own, or the agency's from MAP_FRAME_URL) that
 * the page tells which listings to show, in one message posted 50 ms after the frame loaded and
 * again whenever the results change (docs/map-message.md). Browser only: the list page renders it
 * after hydration, from its own chunk.
 */
export function ResultsMap({ goal, filter }: ResultsMapProps) {
  const lang = useLocale();
  const { t } = useLingui();
  const {
    data: current,
    previousData,
    error,
  } = useQuery(ResultsMapQuery, {
    variables: { filter: { goal, ...filter }, lang },
  });
  // The last results while the next load: the frame stays (and keeps its map) when the search changes.
  const data = current ?? previousData;
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  // Bumped on every load of the frame (its first, and any reload): each load gets its message.
  const [loads, setLoads] = useState(0);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const settings = data?.siteConfig.map;

  const message: MapMessage | null = useMemo(
    () =>
      data && settings
        ? buildMapMessage({
            listings: data.propertyMarkers,
            total: data.properties.total,
            language: lang,
            origin,
            settings,
          })
        : null,
    [data, settings, lang, origin],
  );

  // The message's content: Apollo hands out a new result object whenever the cache is written
  // (the list's own queries included), and the same listings must not be posted, and redrawn, again.
  const content = useMemo(() => (message ? JSON.stringify(message) : null), [message]);
  const target = settings ? frameOrigin(settings.frameUrl, origin) : null;

  useEffect(() => {
    const receiver = frame?.contentWindow;
    if (!receiver || !content || !target || loads === 0) return;
    const timer = window.setTimeout(
      () => receiver.postMessage(JSON.parse(content) as MapMessage, target),
      MAP_MESSAGE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [frame, content, target, loads]);

  if (error)
    return (
      <p className="results-map-note" role="status">
        <Trans>The map could not be loaded. The list shows the same listings.</Trans>
      </p>
    );
  if (!settings) return <div className="results-map-frame results-map-pending" aria-busy="true" />;
  const shown = message?.messageInfo.count ?? 0;
  const total = message?.messageInfo.total ?? 0;
  return (
    <div className="results-map">
      <iframe
        ref={setFrame}
        className="results-map-frame"
        src={frameSrc(settings.frameUrl, lang, origin)}
        title={t`Map of the listings`}
        onLoad={() => setLoads((n) => n + 1)}
        // An agency's frame runs its scripts and opens a listing in this window on a click; it
        // gets no forms, no dialogs and no navigation of the page without the visitor's click.
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      {message && shown < total ? (
        <p className="results-map-note">
          <Trans>
            {shown} of {total} listings have a published address and show on the map.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
