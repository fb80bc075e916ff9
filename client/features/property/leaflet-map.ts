/**
 * The Leaflet part of the property map, loaded only in the browser through a dynamic import from
 * property-map.tsx: Leaflet touches `window` when it loads, and with its stylesheet it would add
 * about 45 KiB (gzip) to every detail page's initial JavaScript. Nothing else imports this module.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { probeTiles } from '../../ui/tile-probe';

export type TileState = 'ready' | 'failed';

export interface MapMountOptions {
  latitude: number;
  longitude: number;
  tileUrl: string;
  attribution: string;
  /** The marker's text alternative (the address). */
  markerLabel: string;
  zoomInTitle: string;
  zoomOutTitle: string;
  /** Told once: the first tile arrived, or every tile of the first view failed (offline, blocked). */
  onTiles: (state: TileState) => void;
}

const ZOOM = 15;

// Leaflet finds its default marker images from its stylesheet's URL, which a bundler rewrites;
// the images are given explicitly instead (Vite emits them next to this chunk).
const markerIconOptions = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** Builds the map in `element`; returns the function that removes it. */
export function mountMap(element: HTMLElement, o: MapMountOptions): () => void {
  const center = L.latLng(o.latitude, o.longitude);
  const map = L.map(element, {
    center,
    zoom: ZOOM,
    // The page scrolls over the map; zooming stays with the buttons, a double click and pinching.
    scrollWheelZoom: false,
    // No keyboard panning: the container would be a focus stop with nothing to announce.
    keyboard: false,
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: o.zoomInTitle, zoomOutTitle: o.zoomOutTitle }).addTo(map);
  L.marker(center, {
    icon: markerIconOptions,
    alt: o.markerLabel,
    interactive: false,
    keyboard: false,
  }).addTo(map);

  let loaded = 0;
  let reported = false;
  let removed = false;
  const report = (state: TileState) => {
    if (reported || removed) return;
    reported = true;
    o.onTiles(state);
  };
  // The tile server is asked once, from a worker, before any tile image: offline, a dozen failed
  // images would each write an error in the console, and the map would hide itself anyway.
  void probeTiles(o.tileUrl).then((probe) => {
    if (removed) return;
    if (probe === 'failed') return report('failed');
    L.tileLayer(o.tileUrl, { attribution: o.attribution, maxZoom: 19 })
      .on('tileload', () => {
        loaded += 1;
        report('ready');
      })
      // 'load' comes when every tile of the view has settled, failed ones included.
      .on('load', () => report(loaded > 0 ? 'ready' : 'failed'))
      .addTo(map);
  });

  return () => {
    removed = true;
    map.remove();
  };
}
