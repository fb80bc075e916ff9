/**
 * The built-in map frame's map: Leaflet with the site's tiles, the listings clustered with
 * supercluster, a card for the chosen listing. Lives in the frame's own bundle (served at
 * /map-frame/): neither Leaflet nor supercluster ever reaches the list page's JavaScript.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Supercluster from 'supercluster';
import type { MapMessage, MapProperty } from '../map-message';
import { probeTiles, type TileProbe } from '../../../ui/tile-probe';

export interface FrameTexts {
  map: string;
  zoomIn: string;
  zoomOut: string;
  close: string;
  view: string;
  /** The cluster button's name: "12 listings, zoom in". */
  cluster: (count: number) => string;
}

export interface FrameSettings {
  tileUrl: string;
  attribution: string;
}

interface PointProps {
  index: number;
}

/** Belgium, for a map with nothing on it yet. */
const BELGIUM: L.LatLngBoundsExpression = [
  [49.5, 2.55],
  [51.5, 6.4],
];
/** Close enough to see the street, not so close that one listing fills the frame. */
const MAX_FIT_ZOOM = 16;
// Leaflet's tiles are 256 px: supercluster measures its radius in that extent, so 60 is 60 px on
// screen, enough for two discs never to overlap.
const CLUSTER_OPTIONS = { radius: 60, extent: 256, maxZoom: 18 };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Size class of a cluster: the bigger the count, the bigger the disc. */
const clusterSize = (count: number) => (count < 10 ? 's' : count < 100 ? 'm' : 'l');

export class FrameMap {
  private readonly map: L.Map;
  private readonly markers = L.layerGroup();
  private index = new Supercluster<PointProps>(CLUSTER_OPTIONS);
  private message: MapMessage | null = null;
  private shown = '';
  private readonly card: HTMLElement;
  private cardFor: number | null = null;
  /** The marker that opened the card: focus goes back to it when the card closes. */
  private opener: HTMLElement | null = null;
  tiles: TileProbe | 'loading' = 'loading';

  constructor(
    private readonly element: HTMLElement,
    card: HTMLElement,
    private readonly settings: FrameSettings,
    private readonly texts: FrameTexts,
  ) {
    this.card = card;
    this.map = L.map(element, {
      zoomControl: false,
      // No keyboard handler: it focuses the whole map on every mouse press, which scrolls the
      // page around the frame to show all of it, under the visitor's pointer (a click on a marker
      // near the frame's edge then ends elsewhere and opens nothing). The keyboard reaches the
      // zoom buttons, the clusters and the markers instead.
      keyboard: false,
      attributionControl: true,
    });
    this.map.getContainer().setAttribute('aria-label', texts.map);
    this.map.getContainer().setAttribute('role', 'region');
    L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(this.map);
    this.map.fitBounds(BELGIUM);
    this.markers.addTo(this.map);
    this.map.on('moveend', () => this.draw());
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && this.cardFor !== null) this.closeCard();
    });
    void this.addTiles();
  }

  /** Tiles only when the tile server answers: offline the markers stay, on a plain background. */
  private async addTiles(): Promise<void> {
    const state = await probeTiles(this.settings.tileUrl);
    if (state === 'ready')
      L.tileLayer(this.settings.tileUrl, { attribution: this.settings.attribution, maxZoom: 19 }).addTo(
        this.map,
      );
    this.tiles = state;
    this.element.dataset.tiles = state;
  }

  /** Draws a new list: clusters rebuilt, the view fitted to the listings, any card closed. */
  show(message: MapMessage): void {
    // The same listings again (the page posts after every load of the frame): the visitor's view
    // and card stay as they are.
    const key = JSON.stringify(message);
    if (key === this.shown) return;
    this.shown = key;
    this.message = message;
    this.index = new Supercluster<PointProps>(CLUSTER_OPTIONS);
    this.index.load(
      message.properties.map((p, index) => ({
        type: 'Feature' as const,
        properties: { index },
        geometry: { type: 'Point' as const, coordinates: [p.longitude, p.latitude] },
      })),
    );
    this.closeCard(false);
    if (message.properties.length > 0) {
      const bounds = L.latLngBounds(message.properties.map((p) => [p.latitude, p.longitude]));
      this.map.fitBounds(bounds, { padding: [40, 40], maxZoom: MAX_FIT_ZOOM, animate: false });
    }
    // fitBounds to the same view fires no moveend.
    this.draw();
  }

  private draw(): void {
    this.markers.clearLayers();
    const message = this.message;
    if (!message) return;
    const b = this.map.getBounds();
    const zoom = Math.round(this.map.getZoom());
    // Where the view is, for whoever checks the frame from outside (the browser tests).
    this.element.dataset.zoom = String(zoom);
    const features = this.index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom);
    for (const f of features) {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const props = f.properties;
      if ('cluster' in props && props.cluster) this.addCluster(lat, lng, props.cluster_id, props.point_count);
      else {
        const property = message.properties[(props as PointProps).index];
        if (property) this.addMarker(property);
      }
    }
  }

  private addCluster(lat: number, lng: number, id: number, count: number): void {
    const size = clusterSize(count);
    const px = size === 's' ? 36 : size === 'm' ? 44 : 52;
    const marker = L.marker([lat, lng], {
      icon: L.divIcon({
        className: `frame-cluster frame-cluster-${size}`,
        html: `<span>${count}</span>`,
        iconSize: [px, px],
      }),
      keyboard: true,
      title: '',
    });
    marker.on('click', () => {
      const zoom = Math.min(this.index.getClusterExpansionZoom(id), 18);
      this.map.setView([lat, lng], zoom);
    });
    this.addButton(marker, this.texts.cluster(count), 'cluster');
  }

  private addMarker(p: MapProperty): void {
    const custom = this.message?.customMarker;
    const icon = custom
      ? L.icon({ iconUrl: custom, iconSize: [32, 32], iconAnchor: [16, 32], className: 'frame-pin-custom' })
      : L.divIcon({
          className: 'frame-pin',
          html: '<span></span>',
          iconSize: [26, 34],
          iconAnchor: [13, 34],
        });
    const marker = L.marker([p.latitude, p.longitude], { icon, keyboard: true, alt: '', title: '' });
    marker.on('click', () => this.openCard(p, marker.getElement() ?? null));
    this.addButton(marker, `${p.title}, ${p.city}, ${p.price}`, 'listing');
    if (this.cardFor === p.id) marker.getElement()?.setAttribute('aria-expanded', 'true');
  }

  /** A marker is a button for everyone: a name, Enter and Space as well as a click. */
  private addButton(marker: L.Marker, label: string, kind: 'cluster' | 'listing'): void {
    marker.addTo(this.markers);
    const el = marker.getElement();
    if (!el) return;
    el.setAttribute('role', 'button');
    el.setAttribute('aria-label', label);
    el.removeAttribute('title');
    el.dataset.kind = kind;
    if (kind === 'listing') el.setAttribute('aria-expanded', 'false');
    // A press focuses the marker without scrolling the page around the frame (see the map's options).
    el.addEventListener('mousedown', (e) => {
      e.preventDefault();
      el.focus({ preventScroll: true });
    });
    el.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      e.stopPropagation();
      marker.fire('click');
    });
  }

  private openCard(p: MapProperty, opener: HTMLElement | null): void {
    const message = this.message;
    if (!message) return;
    this.opener?.setAttribute('aria-expanded', 'false');
    this.opener = opener;
    this.cardFor = p.id;
    opener?.setAttribute('aria-expanded', 'true');
    const ribbon =
      p.ribbon && !message.marqueeIgnoreList.includes(p.marquee)
        ? `<span class="frame-card-ribbon">${escapeHtml(p.ribbon)}</span>`
        : '';
    const picture = p.thumbnail
      ? `<img src="${escapeHtml(p.thumbnail.url)}" width="${p.thumbnail.width}" height="${p.thumbnail.height}" alt="">`
      : '';
    this.card.innerHTML = `${picture}<div class="frame-card-body">${ribbon}
<h2 id="frame-card-title">${escapeHtml(p.title)}</h2>
<p class="frame-card-price">${escapeHtml(p.price)}</p>
<p class="frame-card-city">${escapeHtml(p.city)}</p>
<a href="${escapeHtml(p.url)}" target="_top">${escapeHtml(this.texts.view)}</a></div>
<button type="button" class="frame-card-close" aria-label="${escapeHtml(this.texts.close)}">×</button>`;
    this.card.dataset.id = String(p.id);
    this.card.hidden = false;
    this.card.querySelector('button')?.addEventListener('click', () => this.closeCard());
    this.card.querySelector<HTMLAnchorElement>('a')?.focus({ preventScroll: true });
  }

  private closeCard(returnFocus = true): void {
    if (this.cardFor === null) return;
    this.cardFor = null;
    this.card.hidden = true;
    this.card.innerHTML = '';
    delete this.card.dataset.id;
    this.opener?.setAttribute('aria-expanded', 'false');
    if (returnFocus && this.opener?.isConnected) this.opener.focus({ preventScroll: true });
    this.opener = null;
  }
}
