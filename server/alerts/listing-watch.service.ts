import { WATCH_RULES } from '../../common/forms/demand-rules';
import { requirePrivacyConsent } from '../../common/forms/contact-rules';
import type { FieldIssue } from '../../common/forms/field-rules';
import { newestListingChangeId } from '../catalog/listing-change.service';
import { FormStatus } from '../forms/form.types';
import type { FormDefinition } from '../forms/submit-form.service';
import type { MailIntent } from '../mail/mail-intent.types';
import { hashToken, newToken, subscriptionUrl, WATCH_CONFIRM_DAYS } from './subscription-links';

export interface WatchValues extends Record<string, unknown> {
  email: string;
  privacyConsent: boolean;
  propertyId: number | null;
}

const requireProperty = (v: WatchValues): FieldIssue[] =>
  v.propertyId ? [] : [{ field: 'propertyId', code: 'required' }];

/**
 * "Watch this property", double opt-in like a saved search: the address may be anyone's, so the
 * watch mails nothing until the link of its confirmation mail is followed. A listing sold, rented
 * or withdrawn cannot be watched (its page offers similar properties instead). Watching a listing
 * the address already watches sends no second mail and changes nothing: the answer is the same
 * success, so the form never tells whether an address watches a listing. A fresh definition per
 * submission: the confirmation token is made here and only its hash is stored.
 */
export function watchListingForm(): FormDefinition<WatchValues> {
  const confirmToken = newToken();
  let mailNeeded = false;
  return {
    kind: 'listing-watch',
    rules: WATCH_RULES,
    acceptedMessageId: 'form.watchAccepted',
    check: (v) => [...requirePrivacyConsent(v), ...requireProperty(v)],
    propertyId: (v) => v.propertyId,
    email: (v) => v.email,
    beforeStore: async ({ manager, propertyId }) => {
      const [row]: { open: boolean }[] = await manager.query(
        `SELECT withdrawn_at IS NULL AND marquee NOT IN (3, 4) AS open FROM property WHERE id = $1`,
        [propertyId],
      );
      return row?.open
        ? null
        : {
            status: FormStatus.INVALID,
            messageId: 'form.invalid',
            errors: [{ field: 'propertyId', code: 'closed', messageId: 'form.watchClosed' }],
          };
    },
    afterStore: async ({ manager, values, lang, submissionId, propertyId }) => {
      const email = values.email.trim().toLowerCase();
      // One watch per address and listing: a pending one gets a new link (its old one is
      // replaced), a confirmed and active one is left as it is.
      await manager.query(
        `SELECT pg_advisory_xact_lock(hashtextextended('listing-watch:' || $1 || ':' || $2, 0))`,
        [email, propertyId],
      );
      const [existing]: { id: string; confirmed: boolean; active: boolean }[] = await manager.query(
        `SELECT id, confirmed_at IS NOT NULL AS confirmed, active FROM listing_watch
          WHERE email = $1 AND property_id = $2 ORDER BY created_at DESC LIMIT 1`,
        [email, propertyId],
      );
      if (existing?.confirmed && existing.active) return;
      if (existing?.confirmed) {
        // Unsubscribed before: watching again is a new opt-in.
        await manager.query(`DELETE FROM listing_watch WHERE id = $1`, [existing.id]);
      }
      await manager.query(
        existing && !existing.confirmed
          ? `UPDATE listing_watch SET confirm_token_hash = $3, confirm_expires_at = now() + make_interval(days => $4),
                    lang = $5, submission_id = $6, active = true
              WHERE email = $1 AND property_id = $2 AND confirmed_at IS NULL`
          : `INSERT INTO listing_watch (email, property_id, confirm_token_hash, confirm_expires_at, lang, submission_id)
             VALUES ($1, $2, $3, now() + make_interval(days => $4), $5, $6)`,
        [email, propertyId, hashToken(confirmToken), WATCH_CONFIRM_DAYS, lang, submissionId],
      );
      mailNeeded = true;
    },
    mails: (v, lang) => {
      if (!mailNeeded) return [];
      // To whatever address was typed: no words of the visitor, only the listing and the link.
      const mail: MailIntent = {
        template: 'listing-watch.confirmation',
        to: v.email,
        lang,
        confirmUrl: subscriptionUrl('watchConfirm', confirmToken),
        confirmDays: WATCH_CONFIRM_DAYS,
      };
      return [mail];
    },
  };
}

/** Marks a watch confirmed from now on: it is told the changes after the newest one. */
export async function startWatch(
  manager: Parameters<typeof newestListingChangeId>[0],
  id: string,
): Promise<void> {
  await manager.query(
    `UPDATE listing_watch SET confirmed_at = now(), last_change_id = $2::bigint WHERE id = $1`,
    [id, await newestListingChangeId(manager)],
  );
}
