import type { DataSource } from 'typeorm';
import { NEWSLETTER_RULES } from '../../common/forms/demand-rules';
import type { LanguageCode } from '../core/config';
import type { MailIntent } from '../mail/mail-intent.types';
import { enqueueMails } from '../mail/outbox.service';
import {
  hashToken,
  newToken,
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_RESEND_MINUTES,
  subscriptionUrl,
} from './subscription-links';
import type { FormDefinition } from '../forms/submit-form.service';

export interface NewsletterValues extends Record<string, unknown> {
  email: string;
  name: string | null;
}

/**
 * The newsletter sign-up, double opt-in. A fresh definition per submission: the confirmation
 * token is made here and only its hash is stored. Every answer is the same success, so the form
 * never tells whether an address is subscribed; a mail goes out only for a new address, one that
 * unsubscribed, or a pending one whose last confirmation mail is more than an hour old (which
 * also replaces an expired link).
 */
export function newsletterForm(): FormDefinition<NewsletterValues> {
  const token = newToken();
  let mailNeeded = false;
  return {
    kind: 'newsletter',
    rules: NEWSLETTER_RULES,
    email: (v) => v.email,
    afterStore: async ({ manager, values, lang }) => {
      // One statement, so two sign-ups of one address at once cannot both mail.
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO newsletter_subscriber AS s (email, name, lang, status, confirm_token_hash, confirm_expires_at, confirm_sent_at)
         VALUES ($1, $2, $3, 'pending', $4, now() + make_interval(days => $5), now())
         ON CONFLICT (email) DO UPDATE
            SET name = COALESCE(EXCLUDED.name, s.name), lang = EXCLUDED.lang, status = 'pending',
                confirm_token_hash = EXCLUDED.confirm_token_hash, confirm_expires_at = EXCLUDED.confirm_expires_at,
                confirm_sent_at = EXCLUDED.confirm_sent_at, unsubscribed_at = NULL
          WHERE s.status <> 'confirmed' AND (s.confirm_sent_at IS NULL OR s.confirm_sent_at < now() - make_interval(mins => $6))
         RETURNING id`,
        [
          values.email.toLowerCase(),
          values.name,
          lang,
          hashToken(token),
          NEWSLETTER_CONFIRM_DAYS,
          NEWSLETTER_RESEND_MINUTES,
        ],
      );
      mailNeeded = rows.length > 0;
    },
    mails: (v, lang) => {
      if (!mailNeeded) return [];
      // No name in the mail: it goes to whatever address was typed, so it carries no words of the visitor.
      const mail: MailIntent = {
        template: 'newsletter.confirm',
        to: v.email,
        lang,
        confirmUrl: subscriptionUrl('newsletterConfirm', token),
      };
      return [mail];
    },
  };
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';

/**
 * Follows a confirmation link. Idempotent: a second click answers 'already-confirmed'. The
 * first confirmation also queues the welcome mail, which carries the first unsubscribe link.
 */
export async function confirmNewsletter(
  ds: DataSource,
  token: string,
): Promise<{ outcome: ConfirmOutcome; lang: LanguageCode | null }> {
  if (!token) return { outcome: 'invalid', lang: null };
  return ds.transaction(async (m) => {
    const [row]: {
      id: string;
      status: string;
      expired: boolean;
      lang: LanguageCode;
      email: string;
      name: string | null;
    }[] = await m.query(
      `SELECT id, status, confirm_expires_at < now() AS expired, lang, email, name FROM newsletter_subscriber WHERE confirm_token_hash = $1 FOR UPDATE`,
      [hashToken(token)],
    );
    if (!row || row.status === 'unsubscribed') return { outcome: 'invalid', lang: row?.lang ?? null };
    if (row.status === 'confirmed') return { outcome: 'already-confirmed', lang: row.lang };
    if (row.expired) return { outcome: 'expired', lang: row.lang };
    await m.query(
      `UPDATE newsletter_subscriber SET status = 'confirmed', confirmed_at = now() WHERE id = $1`,
      [row.id],
    );
    const unsubscribe = newToken();
    await m.query(`INSERT INTO unsubscribe_token (token_hash, newsletter_subscriber_id) VALUES ($1, $2)`, [
      hashToken(unsubscribe),
      row.id,
    ]);
    const mail: MailIntent = {
      template: 'newsletter.welcome',
      to: row.email,
      lang: row.lang,
      unsubscribeUrl: subscriptionUrl('newsletterUnsubscribe', unsubscribe),
    };
    await enqueueMails(m, [mail]);
    return { outcome: 'confirmed', lang: row.lang };
  });
}

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

/** Who an unsubscribe token belongs to, and the language to answer in. */
export async function lookUpUnsubscribeToken(
  ds: DataSource,
  token: string,
  kind: 'demand' | 'newsletter',
): Promise<{ targetId: string; lang: LanguageCode } | null> {
  if (!token) return null;
  const sql =
    kind === 'demand'
      ? `SELECT r.id AS "targetId", r.lang FROM unsubscribe_token t JOIN demand_registration r ON r.id = t.demand_registration_id WHERE t.token_hash = $1`
      : `SELECT s.id AS "targetId", s.lang FROM unsubscribe_token t JOIN newsletter_subscriber s ON s.id = t.newsletter_subscriber_id WHERE t.token_hash = $1`;
  const [row]: { targetId: string; lang: LanguageCode }[] = await ds.query(sql, [hashToken(token)]);
  return row ?? null;
}

/** Stops the alerts of one registration, or the newsletter for one address. Idempotent. */
export async function unsubscribe(
  ds: DataSource,
  token: string,
  kind: 'demand' | 'newsletter',
): Promise<{ outcome: UnsubscribeOutcome; lang: LanguageCode | null }> {
  const found = await lookUpUnsubscribeToken(ds, token, kind);
  if (!found) return { outcome: 'invalid', lang: null };
  if (kind === 'demand')
    await ds.query(
      `UPDATE demand_registration SET active = false, unsubscribed_at = COALESCE(unsubscribed_at, now()) WHERE id = $1`,
      [found.targetId],
    );
  else
    await ds.query(
      `UPDATE newsletter_subscriber SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, now()) WHERE id = $1`,
      [found.targetId],
    );
  return { outcome: 'unsubscribed', lang: found.lang };
}
