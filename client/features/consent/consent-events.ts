/**
 * The window event that reopens the prompt over the visitor's current choice (the footer's
 * "Cookie settings"): unlike `?setcookies`, nothing is cleared until the visitor decides again.
 * Its own module: the footer needs the name, not the consent rules, which load with the prompt.
 */
export const CONSENT_REOPEN_EVENT = 'consent:reopen';
