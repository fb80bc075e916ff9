import type { DataSource, EntityManager } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { isLanguageCode } from '../core/localized';
import type { MailIntent } from '../mail/mail-intent.types';
import { enqueueMails } from '../mail/outbox.service';
import type { AlertLinkPurpose } from './demand-newsletter.entity';
import {
  ALERT_LINK_DAYS,
  hashToken,
  MANAGE_LINK_RESEND_MINUTES,
  newToken,
  subscriptionUrl,
} from './subscription-links';

type Query = Pick<EntityManager, 'query'>;

/** The two links of an alert mail, for every search and watch of its address. */
export interface AlertLinks {
  manageUrl: string;
  unsubscribeUrl: string;
}

/**
 * Makes the manage and unsubscribe links of alert mails to these addresses (lower-cased), all in
 * one statement: an alert run mails hundreds of addresses per transaction.
 */
export async function issueAlertLinks(m: Query, emails: readonly string[]): Promise<Map<string, AlertLinks>> {
  const out = new Map<string, AlertLinks>();
  const rows: { hash: string; email: string; purpose: AlertLinkPurpose }[] = [];
  for (const email of new Set(emails)) {
    const manage = newToken();
    const unsubscribe = newToken();
    out.set(email, {
      manageUrl: subscriptionUrl('alertsManage', manage),
      unsubscribeUrl: subscriptionUrl('alertsUnsubscribe', unsubscribe),
    });
    rows.push({ hash: hashToken(manage), email, purpose: 'manage' });
    rows.push({ hash: hashToken(unsubscribe), email, purpose: 'unsubscribe' });
  }
  if (rows.length === 0) return out;
  await m.query(
    `INSERT INTO alert_link_token (token_hash, email, purpose, expires_at)
     SELECT t.hash, t.email, t.purpose,
            now() + make_interval(days => CASE t.purpose WHEN 'manage' THEN $4::int ELSE $5::int END)
       FROM unnest($1::text[], $2::text[], $3::text[]) AS t(hash, email, purpose)`,
    [
      rows.map((r) => r.hash),
      rows.map((r) => r.email),
      rows.map((r) => r.purpose),
      ALERT_LINK_DAYS.manage,
      ALERT_LINK_DAYS.unsubscribe,
    ],
  );
  return out;
}

/** Whose alert link a token is, whether it still works, and the address's language. */
export interface AlertLinkHolder {
  email: string;
  expired: boolean;
  /** The language of the address's newest confirmed search or watch; null when it has none left. */
  lang: LanguageCode | null;
}

export async function lookUpAlertLink(
  q: Query,
  token: string,
  purpose: AlertLinkPurpose,
): Promise<AlertLinkHolder | null> {
  if (!token) return null;
  const [row]: { email: string; expired: boolean; lang: string | null }[] = await q.query(
    `SELECT t.email, t.expires_at < now() AS expired,
            (SELECT lang FROM (
               SELECT lang, created_at FROM demand_registration
                WHERE email = t.email AND active AND confirmed_at IS NOT NULL
               UNION ALL
               SELECT lang, created_at FROM listing_watch
                WHERE email = t.email AND active AND confirmed_at IS NOT NULL
             ) s ORDER BY created_at DESC LIMIT 1) AS lang
       FROM alert_link_token t WHERE t.token_hash = $1 AND t.purpose = $2`,
    [hashToken(token), purpose],
  );
  if (!row) return null;
  return {
    email: row.email,
    expired: row.expired,
    lang: row.lang && isLanguageCode(row.lang) ? row.lang : null,
  };
}

/**
 * The cookie a browser keeps once a manage link was opened in it: the buyers' area of that browser
 * then lists the address's searches and watches without a login. HttpOnly, like a session.
 */
export const ALERTS_MANAGE_COOKIE = 'alerts_manage';
/** How long a browser remembers a manage link it opened (the link itself may end sooner). */
export const ALERTS_MANAGE_COOKIE_DAYS = 30;

/** The address a live manage link stands for, or null (unknown, expired, malformed). */
export async function addressOfManageLink(q: Query, token: string | null): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const holder = await lookUpAlertLink(q, token, 'manage');
  return holder && !holder.expired ? holder.email : null;
}

/** The manage page's address for a manage link's token. */
export const manageUrlOf = (token: string): string => subscriptionUrl('alertsManage', token);

/** A fresh manage link for an address whose owner proved it otherwise (a buyer logged in by mail). */
export async function newManageUrl(m: Query, email: string): Promise<string> {
  return (await issueAlertLinks(m, [email])).get(email)!.manageUrl;
}

/** Stops every saved search and watch of an address (the one-click unsubscribe). Idempotent. */
export async function stopAllAlerts(m: Query, email: string): Promise<void> {
  await m.query(
    `UPDATE demand_registration SET active = false, unsubscribed_at = COALESCE(unsubscribed_at, now())
      WHERE email = $1 AND active`,
    [email],
  );
  await m.query(
    `UPDATE listing_watch SET active = false, unsubscribed_at = COALESCE(unsubscribed_at, now())
      WHERE email = $1 AND active`,
    [email],
  );
}

/**
 * Mails a fresh manage link to the address an expired one was for: the page of an expired link
 * offers it. Nobody types an address here, so nobody else's mailbox can be reached; an address
 * gets at most one such mail per MANAGE_LINK_RESEND_MINUTES, within its daily cap. Returns false
 * when nothing was sent (an unknown token, nothing left to manage, asked again too soon, the cap).
 */
export async function sendNewManageLink(ds: DataSource, expiredToken: string): Promise<boolean> {
  return ds.transaction(async (m) => {
    const holder = await lookUpAlertLink(m, expiredToken, 'manage');
    if (!holder || holder.lang === null) return false;
    // One request at a time per address, so two clicks cannot both pass the check below.
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('alert-manage-link:' || $1, 0))`, [
      holder.email,
    ]);
    const [recent]: { n: number }[] = await m.query(
      `SELECT count(*)::int AS n FROM alert_link_token
        WHERE email = $1 AND purpose = 'manage' AND created_at > now() - make_interval(mins => $2)`,
      [holder.email, MANAGE_LINK_RESEND_MINUTES],
    );
    if (recent.n > 0) return false;
    const links = (await issueAlertLinks(m, [holder.email])).get(holder.email)!;
    const mail: MailIntent = {
      template: 'saved-search.manage-link',
      to: holder.email,
      lang: holder.lang,
      manageUrl: links.manageUrl,
      unsubscribeUrl: links.unsubscribeUrl,
    };
    // Over the address's daily cap, nothing is sent.
    return (await enqueueMails(m, [mail])).length === 0;
  });
}

/** Deletes links that expired long ago: a late click on them reads "not valid", not "expired". */
export async function pruneAlertLinks(m: Query): Promise<number> {
  // An UPDATE or DELETE answers [rows, count].
  const [, count]: [unknown[], number] = await m.query(
    `DELETE FROM alert_link_token WHERE token_hash IN (
       SELECT token_hash FROM alert_link_token WHERE expires_at < now() - interval '6 months' LIMIT 1000)
     RETURNING 1`,
  );
  return count;
}
