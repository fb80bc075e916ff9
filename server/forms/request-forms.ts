import { config } from '../core/config';
import {
  DOCUMENTS_REQUEST_RULES,
  SEND_TO_FRIEND_RULES,
  VALUATION_RULES,
  sendToFriendIssues,
  valuationIssues,
} from '../../common/forms/request-rules';
import type { FieldIssue } from '../../common/forms/field-rules';
import { requirePrivacyConsent, type ContactValues } from './contact-forms';
import { FormStatus } from './form.types';
import type { FormDefinition } from './submit-form.service';
import type { PersonValues } from '../../common/forms/field-rules';

const requireProperty = (v: { propertyId?: unknown }): FieldIssue[] =>
  v.propertyId ? [] : [{ field: 'propertyId', code: 'required' }];

/** A documents request asks what a contact form asks. */
export type DocumentsRequestValues = ContactValues;

/**
 * Documents request: once per e-mail and property. The unique index decides, inside the
 * submission's transaction, so two requests sent at the same moment cannot both be accepted.
 */
export const DOCUMENTS_REQUEST: FormDefinition<DocumentsRequestValues> = {
  kind: 'documents-request',
  rules: DOCUMENTS_REQUEST_RULES,
  check: (v) => [...requirePrivacyConsent(v), ...requireProperty(v)],
  propertyId: (v) => v.propertyId,
  email: (v) => v.email,
  acceptedMessageId: 'form.documentsAccepted',
  async beforeStore({ manager, values, propertyId, submissionId }) {
    // TypeORM answers an INSERT … RETURNING with the rows; none when the conflict skipped it.
    const inserted: unknown[] = await manager.query(
      `INSERT INTO document_request (property_id, email, submission_id) VALUES ($1, $2, $3)
       ON CONFLICT (property_id, lower(email)) DO NOTHING RETURNING id`,
      [propertyId, values.email, submissionId],
    );
    return inserted.length === 0
      ? { status: FormStatus.ALREADY_REQUESTED, messageId: 'form.documentsAlreadyRequested' }
      : null;
  },
  mails: (v, lang) => [
    { template: 'documents-request', to: 'agency', lang: config().DEFAULT_LANGUAGE, replyTo: v.email },
    { template: 'documents-request.visitor', to: v.email, lang },
  ],
};

export interface ValuationValues extends PersonValues, Record<string, unknown> {
  street: string;
  houseNumber: string;
  box: string | null;
  zip: string;
  city: string;
  propertyType: string;
  goal: string;
  remarks: string | null;
}

/** Free valuation (contact-demand): who, which property to value, and what for. */
export const FREE_VALUATION: FormDefinition<ValuationValues> = {
  kind: 'free-valuation',
  rules: VALUATION_RULES,
  check: (v) => [...valuationIssues(v), ...requirePrivacyConsent(v)],
  email: (v) => v.email,
  mails: (v, lang) => [
    { template: 'free-valuation', to: 'agency', lang: config().DEFAULT_LANGUAGE, replyTo: v.email },
    { template: 'free-valuation.confirmation', to: v.email, lang },
  ],
};

export interface SendToFriendValues extends Record<string, unknown> {
  propertyId: number | null;
  senderName: string;
  senderEmail: string;
  friendEmail: string;
  note: string | null;
}

/** At most this many recommendations reach one address in 24 hours, whoever sends them. */
export const FRIEND_MAILS_PER_DAY = 3;
/** One recommendation costs as much as five other submissions of the per-IP rate limit. */
export const SEND_TO_FRIEND_RATE_COST = 5;

/**
 * Send to friend: a fixed template to the friend (no visitor HTML, no visitor subject) that names
 * the sender in its body and answers to the agency (the outbox writer sets the Reply-To of every
 * mail to a typed address). No agency copy, and no confirmation to the sender either: the sender's
 * address is not verified, so a confirmation would be one more mail a stranger can aim at someone.
 */
export const SEND_TO_FRIEND: FormDefinition<SendToFriendValues> = {
  kind: 'send-to-friend',
  rules: SEND_TO_FRIEND_RULES,
  check: (v) => [...requireProperty(v), ...sendToFriendIssues(v)],
  propertyId: (v) => v.propertyId,
  email: (v) => v.senderEmail,
  rateLimitCost: SEND_TO_FRIEND_RATE_COST,
  acceptedMessageId: 'form.friendSent',
  async beforeStore({ manager, values }) {
    const friend = values.friendEmail.toLowerCase();
    // Serialises the count and the insert per recipient: concurrent sends cannot overshoot the cap.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('friend_mail:' || $1, 0))`, [friend]);
    const [{ n }]: { n: number }[] = await manager.query(
      `SELECT count(*)::int AS n FROM friend_mail WHERE lower(friend_email) = $1 AND created_at > now() - interval '1 day'`,
      [friend],
    );
    return n >= FRIEND_MAILS_PER_DAY
      ? { status: FormStatus.RATE_LIMITED, messageId: 'form.friendLimit' }
      : null;
  },
  async afterStore({ manager, values, submissionId }) {
    await manager.query(`INSERT INTO friend_mail (friend_email, submission_id) VALUES ($1, $2)`, [
      values.friendEmail.toLowerCase(),
      submissionId,
    ]);
  },
  mails: (v, lang) => [{ template: 'send-to-friend.friend', to: v.friendEmail, lang }],
};
