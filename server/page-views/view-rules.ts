/**
 * How a page view is described without keeping anything personal: where the visitor came from
 * (a category, not the URL), what kind of device (a class, not the user agent), and whether it
 * was a person at all. Pure functions, table-tested.
 */

export const SOURCES = ['direct', 'search', 'social', 'portal', 'mail', 'other'] as const;
export type Source = (typeof SOURCES)[number];

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

const SEARCH_ENGINES =
  /(^|\.)(google|bing|yahoo|duckduckgo|ecosia|qwant|yandex|baidu|startpage|search\.brave|brave)\.[a-z.]+$/;
const SOCIAL =
  /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|x|t|pinterest|tiktok|youtube|reddit|whatsapp|messenger)\.(com|me|co|in)$/;
// Belgian and Luxembourg property portals the agency publishes on.
const PORTALS =
  /(^|\.)(immoweb\.be|zimmo\.be|immovlan\.be|logic-immo\.be|realo\.be|immoscoop\.be|athome\.lu|immotop\.lu|spotahome\.com|idealista\.com)$/;
const WEBMAIL =
  /(^|\.)(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|mail\.yahoo\.com|webmail\.[a-z.]+|mail\.proximus\.be|telenet\.be)$/;

const UTM_CATEGORIES: [RegExp, Source][] = [
  [/^(e-?mail|newsletter|mailchimp|brevo|sendinblue)$/, 'mail'],
  [/^(facebook|fb|instagram|ig|linkedin|twitter|x|tiktok|pinterest|social|whatsapp)$/, 'social'],
  [/^(google|bing|cpc|ppc|sea|seo|search)$/, 'search'],
  [/^(immoweb|zimmo|immovlan|logic-immo|realo|immoscoop|athome|portal)$/, 'portal'],
];

/**
 * The source category of a view: UTM parameters win (campaign links say what they are), then the
 * referrer's host; no referrer or our own site is direct.
 */
export function classifySource(
  referrer: string | null | undefined,
  utmSource: string | null | undefined,
  utmMedium: string | null | undefined,
  ownHost: string | null,
): Source {
  for (const utm of [utmMedium, utmSource]) {
    const v = utm?.trim().toLowerCase();
    if (!v) continue;
    for (const [pattern, source] of UTM_CATEGORIES) if (pattern.test(v)) return source;
  }
  if (utmSource?.trim()) return 'other';
  let host: string;
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase().replace(/^www\./, '') : '';
  } catch {
    return 'other';
  }
  if (!host || (ownHost && host === ownHost.toLowerCase().replace(/^www\./, ''))) return 'direct';
  // Webmail first: mail.google.com is Google but not a search.
  if (WEBMAIL.test(host)) return 'mail';
  if (SEARCH_ENGINES.test(host)) return 'search';
  if (SOCIAL.test(host)) return 'social';
  if (PORTALS.test(host)) return 'portal';
  return 'other';
}

const BOT =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|headlesschrome|phantomjs|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl\/|wget\/|python-requests|python-urllib|httpclient|axios\/|node-fetch|go-http-client|java\/|okhttp|libwww|scrapy|petalbot|ahrefs|semrush|mj12|dotbot|yandex(bot|images)|baiduspider|applebot|duckduckbot|preview/i;

/** Crawlers, link previews, monitors and scripts are not visitors. An empty user agent is not a browser either. */
export const isBot = (userAgent: string | null | undefined): boolean =>
  !userAgent || userAgent.trim() === '' || BOT.test(userAgent);

/** The device class from the user agent (tablets first: their agents often also say "Mobile"). */
export function deviceClass(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? '';
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(ua)) return 'tablet';
  if (/mobi|iphone|ipod|android.*mobile|windows phone|blackberry|opera mini/i.test(ua)) return 'mobile';
  return 'desktop';
}
