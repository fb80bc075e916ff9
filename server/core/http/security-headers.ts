import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { YOUTUBE_THUMBNAIL_ORIGIN } from '../../../common/video';
import type { Config } from '../config';

/**
 * The browser security headers: the headers every answer carries (`securityHeaders`), the
 * Content-Security-Policy of the site's pages (`sitePolicy`) and of the small pages of mail links
 * (`standalonePagePolicy`), and the parts every policy is built from (`serializePolicy`,
 * `DOCUMENT_LOCKS`, hashes, hosts). A feature with pages of its own declares their policy beside its
 * route: the map frame (server/web/map-frame.ts), the queue dashboard (server/admin/), the GraphQL
 * explorer (server/graphql-explorer.ts). Everything but the middleware is a pure function of
 * its arguments.
 *
 * Inline scripts are allowed by their SHA-256 hash, never by a nonce: rendered pages are cached
 * and shared by every visitor, so the hash of each inline script is computed when the page's HTML
 * is built and cached with it.
 */

export type Sources = readonly string[];
/** Directive name → sources, in the order they are sent; an empty list is sent as 'none'. */
export type Directives = Readonly<Record<string, Sources>>;

/** Directives sent with their tokens as they are (none, or keywords that are not sources). */
const TOKEN_DIRECTIVES = new Set(['sandbox', 'upgrade-insecure-requests']);

/** The header value: directives in order, each source once. */
export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      const unique = [...new Set(sources)];
      if (TOKEN_DIRECTIVES.has(name)) return [name, ...unique].join(' ');
      return [name, ...(unique.length > 0 ? unique : ["'none'"])].join(' ');
    })
    .join('; ');
}

/** `'sha256-…'` of an inline script or style, as the browser hashes it (UTF-8, line breaks normalized by the HTML parser). */
export function sha256Source(content: string): string {
  const normalized = content.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

/**
 * The hashes of every inline `<script>` (no `src`: the hydration state, any JSON) and `<style>`
 * element of a document, in document order. The pages' own markup is escaped (React, safeJson):
 * a `<script` or `</script>` in their text is never a tag, so what matches here is what the
 * browser parses as an element.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(m[1] ?? '')) continue;
    if ((m[2] ?? '') !== '') scripts.push(sha256Source(m[2] ?? ''));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi))
    styles.push(sha256Source(m[1] ?? ''));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * The CSP host source of a URL or a URL template (MAP_TILE_URL): `https://{s}.tile.example.org/…`
 * gives `https://*.tile.example.org`, a protocol-relative `//tiles.example.org/…` gives
 * `tiles.example.org` (the page's own scheme). A placeholder anywhere but the first label of the
 * host (which a host source cannot express) gives the scheme alone. Null for what is not http(s).
 */
export function hostSource(url: string): string | null {
  const m = /^(?:(https?):)?\/\/([^/?#]+)/i.exec(url.trim());
  if (!m) return null;
  const scheme = m[1]?.toLowerCase();
  const [host, port] = splitPort(m[2]!.toLowerCase().replace(/^[^@]*@/, ''));
  const labels = host.split('.');
  const placeholder = (label: string) => /[{}]/.test(label);
  if (labels.slice(1).some(placeholder) || (port !== undefined && placeholder(port)))
    return scheme ? `${scheme}:` : null;
  if (placeholder(labels[0]!)) labels[0] = '*';
  if (!labels.every((l) => l === '*' || /^[a-z0-9-]+$/.test(l))) return null;
  return `${scheme ? `${scheme}://` : ''}${labels.join('.')}${port !== undefined ? `:${port}` : ''}`;
}

function splitPort(hostAndPort: string): [string, string | undefined] {
  const colon = hostAndPort.lastIndexOf(':');
  return colon < 0 ? [hostAndPort, undefined] : [hostAndPort.slice(0, colon), hostAndPort.slice(colon + 1)];
}

/** The tracking ids of the site configuration (`siteConfig.siteInfo`) that make the consent feature load a script. */
export interface TrackingIds {
  analyticsId?: string | null;
  tagManagerId?: string | null;
  pixelId?: string | null;
  adsId?: string | null;
}

type TrackingDirective = 'script-src' | 'img-src' | 'connect-src' | 'frame-src';

/**
 * What each tracking script needs, allowed only when the site configuration has its id: the
 * consent feature (client/features/consent/consent-state.ts `allowedScripts`) loads the script
 * from these origins after the visitor's consent, and the script then sends its hits (images,
 * beacons, fetch) and, for Google Ads, opens its frames. From Google's "Use Tag Manager with a
 * Content Security Policy" guide (GA4, Google Ads, the container) and Meta's pixel documentation.
 * Tags a Tag Manager container adds for other vendors need their origins added here; its
 * "Custom HTML" tags (inline scripts) cannot run under this policy, by design.
 */
export const TRACKING_SOURCES: Record<keyof TrackingIds, Partial<Record<TrackingDirective, Sources>>> = {
  analyticsId: {
    'script-src': ['https://*.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
  },
  tagManagerId: {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://www.googletagmanager.com'],
    'connect-src': ['https://www.googletagmanager.com', 'https://www.google.com'],
  },
  pixelId: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com'],
  },
  adsId: {
    'script-src': [
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://www.google.com',
      'https://googleads.g.doubleclick.net',
      'https://pagead2.googlesyndication.com',
    ],
    'img-src': [
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
      // The conversion pixel ends on the visitor's country domain: the agency's visitors are Belgian.
      'https://www.google.be',
      'https://pagead2.googlesyndication.com',
    ],
    'connect-src': [
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
      'https://pagead2.googlesyndication.com',
    ],
    'frame-src': [
      'https://www.googletagmanager.com',
      'https://td.doubleclick.net',
      'https://bid.g.doubleclick.net',
    ],
  },
};

/** The sources the configured tracking scripts add, per directive. */
export function trackingSources(ids: TrackingIds | null | undefined): Record<TrackingDirective, string[]> {
  const out: Record<TrackingDirective, string[]> = {
    'script-src': [],
    'img-src': [],
    'connect-src': [],
    'frame-src': [],
  };
  for (const key of Object.keys(TRACKING_SOURCES) as (keyof TrackingIds)[]) {
    if (!ids?.[key]) continue;
    for (const [directive, sources] of Object.entries(TRACKING_SOURCES[key]) as [
      TrackingDirective,
      Sources,
    ][])
      out[directive].push(...sources);
  }
  return out;
}

/** What the site's policy takes from the configuration (read once, at boot). */
export interface SitePolicySettings {
  /** MAP_TILE_URL: the Leaflet tiles of the detail page. */
  mapTileUrl: string;
  /** MAP_FRAME_URL: the lists' map frame when it is an agency's own; unset for the built-in one (this site). */
  mapFrameUrl?: string;
  /** EMBED_ORIGINS: the video players and virtual tours the detail page embeds. */
  embedOrigins: Sources;
  /** MEDIA_ORIGINS: pictures and video files shown from other hosts (the CRM's photo server). */
  mediaOrigins: Sources;
  /** `npm run dev`: Vite injects the CSS as <style> elements. */
  devServer: boolean;
}

export function sitePolicySettings(
  cfg: Pick<Config, 'MAP_TILE_URL' | 'MAP_FRAME_URL' | 'EMBED_ORIGINS' | 'MEDIA_ORIGINS' | 'SITE_DEV_SERVER'>,
): SitePolicySettings {
  return {
    mapTileUrl: cfg.MAP_TILE_URL,
    mapFrameUrl: cfg.MAP_FRAME_URL,
    embedOrigins: cfg.EMBED_ORIGINS,
    mediaOrigins: cfg.MEDIA_ORIGINS,
    devServer: cfg.SITE_DEV_SERVER,
  };
}

/**
 * The still images that stand for embedded videos until they are played: allowed exactly when
 * EMBED_ORIGINS lets a YouTube player in (youtube-nocookie.com or youtube.com, any subdomain).
 * The detail page shows YouTube's poster from its image host instead of loading the player on
 * arrival; a site that embeds no YouTube player has no reason to fetch YouTube's images.
 */
export function videoPosterSources(embedOrigins: Sources): string[] {
  const youtubePlayer = embedOrigins.some((o) =>
    /^https?:\/\/(\*\.|[a-z0-9-]+\.)*youtube(-nocookie)?\.com$/i.test(o),
  );
  return youtubePlayer ? [YOUTUBE_THUMBNAIL_ORIGIN] : [];
}

/** Directives every HTML page of this server ends with: no plugins, no foreign <base>, forms post home, never framed. */
export const DOCUMENT_LOCKS: Directives = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The policy of a page of the site, and of every page it can reach without loading a new
 * document: the site is a single-page app after the first load, so the origins are the whole
 * site's, only the hashes are the page's own.
 *
 * Styles: `<style>` elements and stylesheets come from the site only (style-src-elem), but style
 * attributes need 'unsafe-inline' (style-src-attr): the server-rendered markup carries React's
 * `style` props (the content grids' columns, the footer and top bar colours, the neighbourhood
 * bars), and the CMS's HTML, put in with dangerouslySetInnerHTML also after a client-side
 * navigation, carries its editors' style attributes, which no hash computed for the first page
 * could list. Leaflet and recharts set styles through the CSSOM (element.style), which CSP does
 * not govern: they need nothing. style-src keeps 'unsafe-inline' for browsers without the -elem
 * and -attr directives (they would otherwise drop every style attribute). `npm run dev` adds
 * 'unsafe-inline' to style-src-elem: Vite injects the CSS as <style> elements.
 */
export function sitePolicy(
  settings: SitePolicySettings,
  page: { scriptHashes: Sources; tracking?: TrackingIds | null },
): string {
  const tracking = trackingSources(page.tracking);
  const tiles = hostSource(settings.mapTileUrl);
  // The lists' map frame: the built-in one is this site's; an agency's, its host.
  const mapFrame = settings.mapFrameUrl ? hostSource(settings.mapFrameUrl) : "'self'";
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...page.scriptHashes, ...tracking['script-src']],
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'", ...(settings.devServer ? ["'unsafe-inline'"] : [])],
    'style-src-attr': ["'unsafe-inline'"],
    // data: Leaflet's marker and control images, inlined by the build.
    'img-src': [
      "'self'",
      'data:',
      ...(tiles ? [tiles] : []),
      ...settings.mediaOrigins,
      ...videoPosterSources(settings.embedOrigins),
      ...tracking['img-src'],
    ],
    'media-src': ["'self'", ...settings.mediaOrigins],
    'font-src': ["'self'"],
    // The tile host: the detail map asks it once, from a worker, whether it answers
    // (client/ui/tile-probe.ts), before it adds its tile images.
    'connect-src': ["'self'", ...(tiles ? [tiles] : []), ...tracking['connect-src']],
    'frame-src': [...settings.embedOrigins, ...(mapFrame ? [mapFrame] : []), ...tracking['frame-src']],
    // That worker is made from a blob by the map's own script.
    'worker-src': ['blob:'],
    ...DOCUMENT_LOCKS,
  });
}

/**
 * A page built on its own, outside the site's app (the mail links' pages, the error page): nothing
 * loads, only its own inline styles and scripts run, by hash (a page without any leaves it to
 * default-src 'none').
 */
export function standalonePagePolicy(html: string): string {
  const { scripts, styles } = inlineHashes(html);
  return serializePolicy({
    'default-src': ["'none'"],
    ...(scripts.length > 0 ? { 'script-src': scripts } : {}),
    ...(styles.length > 0 ? { 'style-src': styles } : {}),
    ...DOCUMENT_LOCKS,
  });
}

/** Every answer that is not a page (JSON, files): nothing may load or run in it if a browser opens it as a document. */
export const NON_DOCUMENT_POLICY = serializePolicy({
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/**
 * Browser features the site never uses, denied to it and to every frame it embeds. Fullscreen,
 * autoplay and picture-in-picture stay: the video players and tours ask for them (their frames'
 * `allow`), and a feature this header lists for self only is refused to every embedded origin.
 * Only names Chromium knows: an unknown one is an error in the console of every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** One year: the HSTS max-age (subdomains are not included: the agency's other hosts are not ours to decide). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The headers every answer gets, whatever it is; a page then replaces the Content-Security-Policy with its own. */
export function baseHeaders(publicUrl: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // For browsers without frame-ancestors; the explorer's sandbox frame replaces it.
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': NON_DOCUMENT_POLICY,
    ...(/^https:/i.test(publicUrl) ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}` } : {}),
  };
}

/**
 * The middleware: sets the base headers on every answer. It takes Node's request and response (and
 * calls `next` when given), so the HTTP handler runs it before anything answers: the beacon and the
 * cached-query fast path answer before Express.
 */
export function securityHeaders(
  publicUrl: string,
): (req: IncomingMessage, res: ServerResponse, next?: () => void) => void {
  const headers = Object.entries(baseHeaders(publicUrl));
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next?.();
  };
}
