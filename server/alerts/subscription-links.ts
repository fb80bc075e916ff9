import { createHash, randomBytes } from 'node:crypto';
import { config } from '../core/config';

/** A token for a link in a mail: 192 random bits, URL-safe. Only its hash is stored. */
export const newToken = (): string => randomBytes(24).toString('base64url');

/** What is stored of a token; the SQL side computes the same: encode(sha256(convert_to(token, 'UTF8')), 'hex'). */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** SQL expressions for the same, where tokens are made set-based in the database. */
export const SQL_NEW_TOKEN = `replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`;
export const sqlHashToken = (expr: string): string => `encode(sha256(convert_to(${expr}, 'UTF8')), 'hex')`;

export const SUBSCRIPTION_PATHS = {
  demandConfirm: '/api/demand/confirm',
  demandUnsubscribe: '/api/demand/unsubscribe',
  newsletterConfirm: '/api/newsletter/confirm',
  newsletterUnsubscribe: '/api/newsletter/unsubscribe',
  watchConfirm: '/api/watch/confirm',
  alertsManage: '/api/alerts/manage',
  alertsUnsubscribe: '/api/alerts/unsubscribe',
} as const;

/** An absolute link on the public site with the token. */
export function subscriptionUrl(path: keyof typeof SUBSCRIPTION_PATHS, token: string): string {
  return `${config().PUBLIC_URL.replace(/\/$/, '')}${SUBSCRIPTION_PATHS[path]}?token=${encodeURIComponent(token)}`;
}

/** How long a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/** A pending address gets at most one confirmation mail per this many minutes. */
export const NEWSLETTER_RESEND_MINUTES = 60;

/** How long the confirmation link of a demand register mail works. */
export const DEMAND_CONFIRM_DAYS = 7;
/**
 * A registration never confirmed is deleted this many days after its link expired: long enough
 * for a late click to be told the link expired, short enough that the address (perhaps a
 * stranger's, typed by someone else) is not kept.
 */
export const DEMAND_UNCONFIRMED_KEEP_DAYS = 7;

/** How long the confirmation link of a watch works: as a saved search's. */
export const WATCH_CONFIRM_DAYS = DEMAND_CONFIRM_DAYS;

/**
 * How long the links of an alert mail work: the manage page's for two months (a newer mail brings a
 * new one, and an expired one offers to send one), the one-click unsubscribe's for a year (mail
 * clients keep offering it as long as the mail is kept).
 */
export const ALERT_LINK_DAYS = { manage: 60, unsubscribe: 365 } as const;
/** An address may ask for a new manage link at most once per this many minutes. */
export const MANAGE_LINK_RESEND_MINUTES = 10;
