import { CONSENT_COOKIE, parseConsent } from '../../../common/consent';
import { readCookie } from '../cookies';

/** What the browser tells the server about a submission (SubmissionMetaInput minus captcha and honeypot). */
export interface PageMeta {
  pageUrl: string | null;
  referrer: string | null;
  utmSource: string | null;
  analyticsConsent: boolean;
}

/** The stored consent, read the way the consent feature stores it (cookie, then localStorage). */
export function analyticsConsentGiven(): boolean {
  const fromCookie = parseConsent(readCookie(document.cookie, CONSENT_COOKIE));
  if (fromCookie) return fromCookie.statistics;
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_COOKIE))?.statistics ?? false;
  } catch {
    return false;
  }
}

/** Read at submit time (never during render: the server renders forms too). */
export function pageMeta(): PageMeta {
  return {
    pageUrl: window.location.href,
    referrer: document.referrer || null,
    utmSource: new URLSearchParams(window.location.search).get('utm_source'),
    analyticsConsent: analyticsConsentGiven(),
  };
}
