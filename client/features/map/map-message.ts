/**
 * The message a results page posts to its map frame, and the frame's check of what it receives.
 * One module for both sides, so the page and the built-in frame never disagree on the shape; an
 * agency's own frame follows docs/map-message.md. Pure: no DOM, no Leaflet.
 *
 * The page posts one message 50 ms after the frame's `load` event, then one more each time the
 * results change. Every message is whole (the full list, never a difference), so a frame only
 * ever draws the last one it accepted.
 */

export const MAP_MESSAGE_TYPE = 'agency-map:properties';
/** Raised when a field changes meaning or is removed; new optional fields keep the version. */
export const MAP_MESSAGE_VERSION = 1;
/** The server's cap on a map's listings (propertyMarkers): a longer list is refused whole. */
export const MAP_MESSAGE_MAX_PROPERTIES = 1_000;
/** How long after the frame's load the page posts: the frame's own script has run by then. */
export const MAP_MESSAGE_DELAY_MS = 50;

export const MAP_TYPES = ['roadmap', 'satellite', 'hybrid', 'terrain'] as const;
export type MapType = (typeof MAP_TYPES)[number];

export interface MapThumbnail {
  url: string;
  width: number;
  height: number;
}

/** One listing on the map: enough for a marker and its card, nothing more. */
export interface MapProperty {
  id: number;
  title: string;
  city: string;
  /** The price as the page shows it ("€ 350.000", "Price on request"). */
  price: string;
  latitude: number;
  longitude: number;
  /** The detail page, absolute, on the page's own origin. */
  url: string;
  thumbnail: MapThumbnail | null;
  /** The CRM's marquee code (0 and 2 option, 1 available, 3 sold, 4 rented). */
  marquee: number;
  /** The marquee as the card's ribbon says it, in the page's language; null for none. */
  ribbon: string | null;
  goal: 'SALE' | 'RENT';
}

export interface MapMessageInfo {
  /** The page's language: nl, fr, en or de. */
  language: string;
  /** How many listings the message carries. */
  count: number;
  /** How many listings match the search, those without a published address included. */
  total: number;
  /** True when the server's cap of 1,000 left matching listings with an address out. */
  truncated: boolean;
}

export interface MapMessage {
  type: typeof MAP_MESSAGE_TYPE;
  version: typeof MAP_MESSAGE_VERSION;
  properties: MapProperty[];
  messageInfo: MapMessageInfo;
  mapType: MapType;
  /** A marker picture (absolute http(s) URL) instead of the frame's own pin; null for the pin. */
  customMarker: string | null;
  /** Marquee codes whose ribbon the map leaves off its cards (by default 1: available needs no ribbon). */
  marqueeIgnoreList: number[];
}

/** The map settings of the site (GraphQL `siteConfig.map`). */
export interface MapMessageSettings {
  mapType: string;
  customMarker: string | null;
  marqueeIgnoreList: readonly number[];
}

/** A listing as the propertyMarkers query gives it. */
export interface MarkerListing {
  id: number;
  title: string;
  city: string;
  path: string;
  latitude?: number | null;
  longitude?: number | null;
  price: { formatted: string };
  goal: 'SALE' | 'RENT';
  thumbnail?: MapThumbnail | null;
  marquee: number;
  ribbon?: string | null;
}

const isCoordinate = (v: unknown, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/** `/media/x.jpg` on `origin`; an absolute http(s) URL as it is; null for anything else. */
function absoluteUrl(url: string, origin: string): string | null {
  try {
    const u = new URL(url, `${origin}/`);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

const isMapType = (v: unknown): v is MapType => (MAP_TYPES as readonly unknown[]).includes(v);

/**
 * The message for `listings`: those without valid coordinates are left out (the server sends
 * none when the address is not published), links and pictures made absolute on `origin` (the
 * page's), so a frame on another origin can use them.
 */
export function buildMapMessage(input: {
  listings: readonly MarkerListing[];
  /** Listings matching the search, with or without an address. */
  total: number;
  language: string;
  origin: string;
  settings: MapMessageSettings;
}): MapMessage {
  const { listings, origin, settings } = input;
  const properties: MapProperty[] = [];
  for (const l of listings.slice(0, MAP_MESSAGE_MAX_PROPERTIES)) {
    if (!isCoordinate(l.latitude, 90) || !isCoordinate(l.longitude, 180)) continue;
    const url = absoluteUrl(l.path, origin);
    if (!url) continue;
    const thumbUrl = l.thumbnail ? absoluteUrl(l.thumbnail.url, origin) : null;
    properties.push({
      id: l.id,
      title: l.title,
      city: l.city,
      price: l.price.formatted,
      latitude: l.latitude,
      longitude: l.longitude,
      url,
      thumbnail:
        l.thumbnail && thumbUrl
          ? { url: thumbUrl, width: l.thumbnail.width, height: l.thumbnail.height }
          : null,
      marquee: l.marquee,
      ribbon: l.ribbon ?? null,
      goal: l.goal,
    });
  }
  const customMarker = settings.customMarker ? absoluteUrl(settings.customMarker, origin) : null;
  return {
    type: MAP_MESSAGE_TYPE,
    version: MAP_MESSAGE_VERSION,
    properties,
    messageInfo: {
      language: input.language,
      count: properties.length,
      total: Math.max(input.total, properties.length),
      truncated: listings.length >= MAP_MESSAGE_MAX_PROPERTIES && input.total > MAP_MESSAGE_MAX_PROPERTIES,
    },
    mapType: isMapType(settings.mapType) ? settings.mapType : 'roadmap',
    customMarker,
    marqueeIgnoreList: [...settings.marqueeIgnoreList],
  };
}

/**
 * The origin a message goes to: the frame URL's, resolved against the page. Never '*': the
 * listings are public, but a page that posts to whatever the frame became (a redirect, an
 * injected frame) would be telling a stranger what its visitor searched for.
 */
export function frameOrigin(frameUrl: string, pageOrigin: string): string {
  return new URL(frameUrl, `${pageOrigin}/`).origin;
}

// ---- The frame's side -------------------------------------------------------------------------

const MAX_TEXT = 300;
const MAX_URL = 2_000;
const MAX_IGNORED = 50;
const MAX_PICTURE_SIDE = 10_000;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max = MAX_TEXT): v is string => typeof v === 'string' && v.length <= max;
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isWebUrl = (v: unknown): v is string => {
  if (!isText(v, MAX_URL)) return false;
  try {
    const { protocol } = new URL(v);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};
const isSide = (v: unknown) =>
  Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= MAX_PICTURE_SIDE;

function isProperty(v: unknown, origin: string): v is MapProperty {
  if (!isObject(v)) return false;
  const t = v.thumbnail;
  return (
    Number.isSafeInteger(v.id) &&
    (v.id as number) > 0 &&
    isText(v.title) &&
    isText(v.city) &&
    isText(v.price, 100) &&
    isCoordinate(v.latitude, 90) &&
    isCoordinate(v.longitude, 180) &&
    // The card links to the detail page in the top window: only the sender's own pages.
    isWebUrl(v.url) &&
    v.url.startsWith(`${origin}/`) &&
    (t === null || (isObject(t) && isWebUrl(t.url) && isSide(t.width) && isSide(t.height))) &&
    Number.isSafeInteger(v.marquee) &&
    (v.ribbon === null || isText(v.ribbon, 100)) &&
    (v.goal === 'SALE' || v.goal === 'RENT')
  );
}

/**
 * What the frame accepts: a message of this type and version, from one of `allowedOrigins` (the
 * frame's parent), whole and within bounds. Anything else (another origin, another version, a
 * list longer than the cap, a bad coordinate, a link to another site) gives null and is ignored:
 * a frame never draws half a message.
 */
export function readMapMessage(
  event: { origin: string; data: unknown },
  allowedOrigins: readonly string[],
): MapMessage | null {
  if (!allowedOrigins.includes(event.origin)) return null;
  const d = event.data;
  if (!isObject(d) || d.type !== MAP_MESSAGE_TYPE || d.version !== MAP_MESSAGE_VERSION) return null;
  const { properties, messageInfo: info, marqueeIgnoreList: ignored } = d;
  if (!Array.isArray(properties) || properties.length > MAP_MESSAGE_MAX_PROPERTIES) return null;
  if (!properties.every((p) => isProperty(p, event.origin))) return null;
  if (
    !isObject(info) ||
    !isText(info.language, 10) ||
    !isCount(info.count) ||
    info.count !== properties.length ||
    !isCount(info.total) ||
    typeof info.truncated !== 'boolean'
  )
    return null;
  if (!isMapType(d.mapType)) return null;
  if (d.customMarker !== null && !isWebUrl(d.customMarker)) return null;
  if (!Array.isArray(ignored) || ignored.length > MAX_IGNORED || !ignored.every(Number.isSafeInteger))
    return null;
  return d as unknown as MapMessage;
}
