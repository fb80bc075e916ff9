/**
 * Cookie consent state (four categories, necessary always on; the choice is kept six months): pure
 * functions, no browser access.
 */

import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  serializeConsent,
  type ConsentCategory,
  type ConsentChoice,
} from '../../../common/consent';

// The cookie's contract is shared with the server, which records the prompt's plain form.
export {
  AGREE_ALL,
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  DECLINE,
  parseConsent,
  serializeConsent,
  type ConsentCategory,
  type ConsentChoice,
} from '../../../common/consent';

/** The prompt waits this long after the page has loaded. */
export const CONSENT_DELAY_MS = 500;

export { readCookie } from '../../ui/cookies';

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
