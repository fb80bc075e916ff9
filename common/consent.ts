/**
 * The cookie consent contract shared by the browser and the server: the four categories
 * (necessary always on), the cookie that keeps a choice six months, and the prompt's plain form
 * (POST /consent), which records a choice before the page's scripts run.
 */

export const CONSENT_CATEGORIES = ['necessary', 'preferences', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = { necessary: true } & Record<Exclude<ConsentCategory, 'necessary'>, boolean>;

export const CONSENT_COOKIE = 'consent';
/** Six months, in seconds. */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 182;

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

/** Where the prompt's form posts, and its fields: `choice` (one of CONSENT_FORM_CHOICES), `category` (repeated), `back`. */
export const CONSENT_FORM_PATH = '/consent';
export const CONSENT_FORM_CHOICES = ['all', 'partly', 'decline'] as const;
export type ConsentFormChoice = (typeof CONSENT_FORM_CHOICES)[number];

/**
 * The choice a posted prompt form stands for: "all" and "decline" whatever the boxes say, "partly"
 * the ticked categories. Null for anything else (an unknown choice or category): nothing is stored.
 */
export function choiceFromForm(choice: unknown, categories: readonly unknown[]): ConsentChoice | null {
  if (choice === 'all') return AGREE_ALL;
  if (choice === 'decline') return DECLINE;
  if (choice !== 'partly') return null;
  if (categories.some((c) => typeof c !== 'string' || !(CONSENT_CATEGORIES as readonly string[]).includes(c)))
    return null;
  return {
    necessary: true,
    preferences: categories.includes('preferences'),
    statistics: categories.includes('statistics'),
    marketing: categories.includes('marketing'),
  };
}
