/**
 * Cookie consent state (four categories, necessary always on; the choice is kept six months): pure
 * functions, no browser access.
 */

export const CONSENT_CATEGORIES = ['necessary', 'preferences', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = { necessary: true } & Record<Exclude<ConsentCategory, 'necessary'>, boolean>;

export const CONSENT_COOKIE = 'consent';
/** Six months, in seconds. */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 182;
/** The prompt waits this long after the page has loaded. */
export const CONSENT_DELAY_MS = 500;

export const AGREE_ALL: ConsentChoice = {
  necessary: true,
  preferences: true,
  statistics: true,
  marketing: true,
};
export const DECLINE: ConsentChoice = {
  necessary: true,
  preferences: false,
  statistics: false,
  marketing: false,
};

/** "necessary.statistics": the granted categories, dot-separated (cookie-safe). */
export function serializeConsent(choice: ConsentChoice): string {
  return CONSENT_CATEGORIES.filter((c) => choice[c]).join('.');
}

/** The stored choice, or null when there is none or it cannot be read (then the prompt shows again). */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value).trim();
  } catch {
    return null;
  }
  const parts = decoded.split('.');
  if (
    !parts.includes('necessary') ||
    parts.some((p) => !(CONSENT_CATEGORIES as readonly string[]).includes(p))
  )
    return null;
  return {
    necessary: true,
    preferences: parts.includes('preferences'),
    statistics: parts.includes('statistics'),
    marketing: parts.includes('marketing'),
  };
}

/** The value of one cookie in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The `document.cookie` assignment that stores a choice (maxAge 0 deletes it). */
export function consentCookie(choice: ConsentChoice | null, secure = false): string {
  const value = choice ? serializeConsent(choice) : '';
  return `${CONSENT_COOKIE}=${value}; Max-Age=${choice ? CONSENT_MAX_AGE : 0}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export type TrackingIds = {
  analyticsId?: string | null;
  tagManagerId?: string | null;
  pixelId?: string | null;
  adsId?: string | null;
};
export type TrackerKey = 'analytics' | 'tag-manager' | 'pixel' | 'ads';
export type TrackingScript = {
  key: TrackerKey;
  category: ConsentCategory;
  /** The configured id the script is initialised with. */
  id: string;
  src: string;
};

/** The tracking scripts a choice allows: statistics → analytics and tag manager; marketing → pixel and ads. */
export function allowedScripts(choice: ConsentChoice | null, ids: TrackingIds): TrackingScript[] {
  if (!choice) return [];
  const scripts: TrackingScript[] = [];
  const q = encodeURIComponent;
  if (choice.statistics && ids.analyticsId)
    scripts.push({
      key: 'analytics',
      id: ids.analyticsId,
      category: 'statistics',
      src: `https://www.googletagmanager.com/gtag/js?id=${q(ids.analyticsId)}`,
    });
  if (choice.statistics && ids.tagManagerId)
    scripts.push({
      key: 'tag-manager',
      id: ids.tagManagerId,
      category: 'statistics',
      src: `https://www.googletagmanager.com/gtm.js?id=${q(ids.tagManagerId)}`,
    });
  if (choice.marketing && ids.pixelId)
    scripts.push({
      key: 'pixel',
      id: ids.pixelId,
      category: 'marketing',
      src: 'https://connect.facebook.net/en_US/fbevents.js',
    });
  if (choice.marketing && ids.adsId)
    scripts.push({
      key: 'ads',
      id: ids.adsId,
      category: 'marketing',
      src: `https://www.googletagmanager.com/gtag/js?id=${q(ids.adsId)}`,
    });
  return scripts;
}

/** Paths with 'preview' in them never show the prompt. */
export const skipsPrompt = (pathname: string) => pathname.includes('preview');

/** `?setcookies` (with or without a value) resets the choice. */
export const resetsChoice = (search: string) => new URLSearchParams(search).has('setcookies');
