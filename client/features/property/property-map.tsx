import { skipToken, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { graphql } from '../../generated';
import { useMounted } from '../../ui/use-mounted';

export const MapSettingsQuery = graphql(`
  query MapSettings($lang: String) {
    siteConfig(lang: $lang) {
      map {
        tileUrl
        attribution
      }
    }
  }
`);

const isCoordinate = (value: number | null | undefined, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** OpenStreetMap at the listing, with a marker: the map's fallback and its printed form. */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/**
 * Where the listing is: the address and a link to OpenStreetMap (server-rendered, so they work
 * without JavaScript, offline and on paper), and in the browser a Leaflet map with a marker.
 * Nothing is shown without coordinates; the API sends none when the address is not published.
 */
export function PropertyLocation({
  latitude,
  longitude,
  address,
}: {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  address: string;
}) {
  const lang = useLocale();
  const valid = isCoordinate(latitude, 90) && isCoordinate(longitude, 180);
  const { data } = useQuery(MapSettingsQuery, valid ? { variables: { lang } } : skipToken);
  if (!valid) return null;
  const settings = data?.siteConfig.map;
  return (
    <section className="property-map" aria-labelledby="property-map">
      <h2 id="property-map">
        <Trans>Location</Trans>
      </h2>
      <p className="property-map-address">{address}</p>
      <p>
        <a href={openStreetMapUrl(latitude, longitude)} target="_blank" rel="noopener">
          <Trans>Open in OpenStreetMap</Trans>
        </a>
      </p>
      {settings ? (
        <LeafletMap
          latitude={latitude}
          longitude={longitude}
          tileUrl={settings.tileUrl}
          attribution={settings.attribution}
          address={address}
        />
      ) : null}
    </section>
  );
}

type MapState = 'loading' | 'ready' | 'failed';

/**
 * The interactive map, browser only: the server renders nothing here (Leaflet needs `window`), and
 * Leaflet with its stylesheet is a separate chunk fetched once the map nears the screen. When no tile loads
 * (offline, tile server down) or the chunk cannot be fetched, the map hides itself: the address
 * and the link above stay.
 */
function LeafletMap({
  latitude,
  longitude,
  tileUrl,
  attribution,
  address,
}: {
  latitude: number;
  longitude: number;
  tileUrl: string;
  attribution: string;
  address: string;
}) {
  const { t } = useLingui();
  const mounted = useMounted();
  const [state, setState] = useState<MapState>('loading');
  const element = useRef<HTMLDivElement>(null);
  const zoomInTitle = t`Zoom in`;
  const zoomOutTitle = t`Zoom out`;
  useEffect(() => {
    const el = element.current;
    if (!mounted || !el) return;
    let cancelled = false;
    let unmount: (() => void) | undefined;
    setState('loading');
    const load = () =>
      import('./leaflet-map').then(
        ({ mountMap }) => {
          if (cancelled) return;
          unmount = mountMap(el, {
            latitude,
            longitude,
            tileUrl,
            attribution,
            markerLabel: address,
            zoomInTitle,
            zoomOutTitle,
            onTiles: (s) => !cancelled && setState(s),
          });
        },
        () => !cancelled && setState('failed'),
      );
    // Leaflet (its code, its tiles) only once the map is about to scroll into view: on a phone it
    // is far down the page, and a visitor who never gets there never pays for it.
    const near =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((e) => e.isIntersecting)) return;
              near?.disconnect();
              void load();
            },
            { rootMargin: '400px 0px' },
          );
    if (near) near.observe(el);
    else void load();
    return () => {
      cancelled = true;
      near?.disconnect();
      unmount?.();
    };
  }, [mounted, latitude, longitude, tileUrl, attribution, address, zoomInTitle, zoomOutTitle]);
  if (!mounted) return null;
  return (
    <div
      ref={element}
      className="property-map-canvas"
      role="region"
      aria-label={t`Map`}
      data-map-state={state}
      hidden={state === 'failed'}
    />
  );
}
