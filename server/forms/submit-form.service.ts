import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  checkFields,
  normalizeValues,
  type FieldIssue,
  type FormRules,
} from '../../common/forms/field-rules';
import { FORM_KINDS, type FormKind } from '../../common/forms/form-kinds';
import { limitKeyOf } from '../core/client-address';
import { SUPPORTED_LANGUAGES, config, type LanguageCode } from '../core/config';
import type { GraphQLContext } from '../core/graphql/context';
import { logger } from '../core/logger';
import { translate, type MessageId } from '../core/messages';
import { sharedProducerConnection } from '../core/queue/connection';
import { queryPrepared } from '../core/db/prepared-query';
import { createRateLimit, type RateLimit } from '../core/rate-limit';
import { checkCaptcha, spendCaptchaSql, verifyAndSpendCaptcha } from './captcha.service';
import { FormResult, FormStatus, type FieldError, type SubmissionMetaInput } from './form.types';
import type { MailIntent } from '../mail/mail-intent.types';
import {
  enqueueMails,
  noteSkippedMails,
  outboxInsertFragment,
  OUTBOX_SKIPPED_SQL,
  type SkippedMail,
  type SubmissionForMails,
} from '../mail/outbox.service';
import { recordSubmissionEvent } from '../page-views/submission-events.service';

/** A refusal decided inside the transaction (documents already requested, slot full). */
export interface FormRefusal {
  status: FormStatus.ALREADY_REQUESTED | FormStatus.FULL | FormStatus.INVALID | FormStatus.RATE_LIMITED;
  messageId: MessageId;
  errors?: { field: string; code: string; messageId: MessageId }[];
}

export interface StoreContext<V> {
  manager: EntityManager;
  values: V;
  lang: LanguageCode;
  submissionId: string;
  propertyId: number | null;
}

/** Everything that makes one form different from another; the rest is `submitForm`. */
export interface FormDefinition<V extends Record<string, unknown>> {
  kind: FormKind;
  rules: FormRules;
  /** Cross-field checks the per-field rules cannot express. */
  check?: (values: V) => FieldIssue[];
  propertyId?: (values: V) => number | null | undefined;
  /** The visitor's e-mail, stored lower-cased for lookups. */
  email: (values: V) => string | null | undefined;
  mails: (values: V, lang: LanguageCode) => MailIntent[];
  /**
   * Runs first in the transaction; a refusal rolls everything back. It may complete `ctx.values`
   * with what it looked up (the job contact's CV file): the values are stored, and given to
   * `mails`, after it.
   */
  beforeStore?: (ctx: StoreContext<V>) => Promise<FormRefusal | null>;
  /** Runs after the submission row exists, in the same transaction (bookings, registrations …). */
  afterStore?: (ctx: StoreContext<V>) => Promise<void>;
  /** How many rate-limit points one submission costs (send-to-friend costs more). */
  rateLimitCost?: number;
  /** The message of an accepted submission when the form has its own (documents: "will be sent by e-mail"). */
  acceptedMessageId?: MessageId;
  /** What the visitor reads when the submission could not be stored (default "Mail not sent, try again"). */
  failureMessageId?: MessageId;
}

const rateLimits = new Map<string, RateLimit>();
function rateLimitFor(kind: FormKind): RateLimit {
  let limit = rateLimits.get(kind);
  if (!limit) {
    limit = createRateLimit(sharedProducerConnection(), {
      keyPrefix: `${config().QUEUE_PREFIX}:rl:form:${kind}`,
      points: config().FORM_RATE_LIMIT,
      durationSeconds: 600,
    });
    rateLimits.set(kind, limit);
  }
  return limit;
}

const thankYouPaths = new Map<string, { path: string | null; expires: number }>();
async function thankYouPath(
  manager: EntityManager,
  kind: FormKind,
  lang: LanguageCode,
): Promise<string | null> {
  const key = `${FORM_KINDS[kind].thankYou}|${lang}`;
  const hit = thankYouPaths.get(key);
  if (hit && hit.expires > Date.now()) return hit.path;
  const rows: { path: string | null }[] = await manager.query(
    `SELECT paths->>$2 AS path FROM route WHERE key = $1 AND enabled`,
    [FORM_KINDS[kind].thankYou, lang],
  );
  const path = rows[0]?.path ?? null;
  thankYouPaths.set(key, { path, expires: Date.now() + 60_000 });
  return path;
}

const asLanguage = (v: string | null | undefined, fallback: LanguageCode): LanguageCode =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(v ?? '') ? (v as LanguageCode) : fallback;

const cut = (v: string | null | undefined, max: number): string | null => (v ? v.slice(0, max) : null);

const fieldError = (lang: LanguageCode, issue: FieldIssue): FieldError => ({
  field: issue.field,
  code: issue.code,
  message: translate(
    lang,
    `field.${issue.code}` as MessageId,
    issue.max !== undefined ? { max: issue.max } : {},
  ),
});

function result(
  lang: LanguageCode,
  status: FormStatus,
  messageId: MessageId,
  extra: Partial<FormResult> = {},
): FormResult {
  return {
    ok: status === FormStatus.ACCEPTED,
    status,
    message: translate(lang, messageId),
    errors: [],
    thankYouPath: null,
    submissionId: null,
    ...extra,
  };
}

/** The submission row, as both write paths store it: its columns, and their values in that order. */
const SUBMISSION_COLUMNS =
  'id, form, lang, property_id, email, fields, page_url, referrer, utm_source, analytics_consent';

interface SubmissionRow<V> {
  id: string;
  def: FormDefinition<V & Record<string, unknown>>;
  values: V;
  meta: SubmissionMetaInput;
  lang: LanguageCode;
  propertyId: number | null;
}

const submissionValues = <V extends Record<string, unknown>>(row: SubmissionRow<V>): unknown[] => [
  row.id,
  row.def.kind,
  row.lang,
  row.propertyId,
  row.def.email(row.values)?.toLowerCase() ?? null,
  JSON.stringify(row.values),
  cut(row.meta.pageUrl, 2000),
  cut(row.meta.referrer, 2000),
  cut(row.meta.utmSource, 200),
  row.meta.analyticsConsent,
];

/** The statement that stores the submission row from `$1` on, selected `from` a guard when given. */
const insertSubmissionSql = (from = ''): string =>
  `INSERT INTO form_submission (${SUBMISSION_COLUMNS})
   SELECT $1, $2, $3, $4::int, $5, $6::jsonb, $7, $8, $9, $10 ${from}`;

/**
 * The property check, the captcha spent, the submission and its outbox mails in ONE statement (one
 * round trip instead of six with BEGIN … COMMIT; measured with bench:forms). Same rules as the
 * transaction: nothing is written (not even the captcha spent) unless the property is listed and the
 * captcha was not used before.
 */
async function storeInOneStatement<V extends Record<string, unknown>>(
  ctx: GraphQLContext,
  def: FormDefinition<V>,
  values: V,
  meta: SubmissionMetaInput,
  lang: LanguageCode,
  propertyId: number | null,
  captcha: { signature?: string; expires?: number },
): Promise<{ propertyOk: boolean; captchaOk: boolean; submissionId: string }> {
  const submissionId = randomUUID();
  const mails = outboxInsertFragment({
    firstParam: 13,
    intents: def.mails(values, lang),
    submission: mailSubmission(def, submissionId, values, meta, lang, propertyId),
    fromSql: 'sub',
    submissionIdSql: 'sub.id',
  });
  const [row] = await queryPrepared<{ property_ok: boolean; captcha_ok: boolean; skipped: SkippedMail[] }>(
    ctx.ds,
    `WITH prop AS (
       SELECT $4::int IS NULL OR EXISTS (SELECT 1 FROM property WHERE id = $4 AND withdrawn_at IS NULL) AS ok
     ), spent AS (
       ${spendCaptchaSql(11, 'FROM prop WHERE prop.ok AND $11::text IS NOT NULL')}
     ), cap AS (
       SELECT $11::text IS NULL OR EXISTS (SELECT 1 FROM spent) AS ok
     ), sub AS (
       ${insertSubmissionSql('FROM prop, cap WHERE prop.ok AND cap.ok')}
       RETURNING id
     ), ${mails.sql}
     SELECT prop.ok AS property_ok, cap.ok AS captcha_ok, ${OUTBOX_SKIPPED_SQL} AS skipped FROM prop, cap`,
    [
      ...submissionValues({ id: submissionId, def, values, meta, lang, propertyId }),
      captcha.signature ?? null,
      captcha.expires ?? null,
      ...mails.params,
    ],
  );
  noteSkippedMails(row.skipped);
  return { propertyOk: row.property_ok, captchaOk: row.captcha_ok, submissionId };
}

/** What the submission's mails are told of it (the outbox writer cuts it to what each reader may see). */
function mailSubmission<V extends Record<string, unknown>>(
  def: FormDefinition<V>,
  submissionId: string,
  values: V,
  meta: SubmissionMetaInput,
  lang: LanguageCode,
  propertyId: number | null,
): SubmissionForMails {
  return {
    id: submissionId,
    form: def.kind,
    lang,
    fields: values,
    pageUrl: cut(meta.pageUrl, 2000),
    createdAt: new Date(),
    propertyId,
  };
}

/** Thrown inside the transaction to roll it back with an answer for the visitor. */
class Refused extends Error {
  constructor(readonly answer: FormResult) {
    super('refused');
  }
}

/**
 * The one path of every visitor form: checks (the same rules as the browser, plus the captcha),
 * rate limit, then the submission and its outbox mails in one transaction. Success is answered
 * only after the commit; if PostgreSQL fails, the visitor is told to try again and keeps the form.
 */
export async function submitForm<V extends Record<string, unknown>>(
  ctx: GraphQLContext,
  def: FormDefinition<V>,
  input: V,
  meta: SubmissionMetaInput,
): Promise<FormResult> {
  const lang = asLanguage(meta.lang, ctx.lang);
  const values = normalizeValues(input);

  // A bot filled in the hidden field: it sees success and nothing is stored or sent.
  if (meta.website && meta.website.trim() !== '') {
    logger.info({ form: def.kind }, 'honeypot filled: submission dropped');
    return result(lang, FormStatus.ACCEPTED, def.acceptedMessageId ?? 'form.accepted');
  }

  const issues = [...checkFields(def.rules, values), ...(def.check?.(values) ?? [])];
  const captcha = checkCaptcha(meta.captcha);
  if (captcha.result !== 'ok')
    issues.push({
      field: 'captcha',
      code: captcha.result === 'missing' ? 'captchaMissing' : 'captchaInvalid',
    });
  if (issues.length > 0)
    return result(lang, FormStatus.INVALID, 'form.invalid', {
      errors: issues.map((i) => fieldError(lang, i)),
    });

  if (!(await rateLimitFor(def.kind).consume(limitKeyOf(ctx.client.ip), def.rateLimitCost ?? 1)))
    return result(lang, FormStatus.RATE_LIMITED, 'form.rateLimited');

  const propertyId = def.propertyId?.(values) ?? null;
  const unknownProperty = () =>
    result(lang, FormStatus.INVALID, 'form.invalid', {
      errors: [
        { field: 'propertyId', code: 'unknownProperty', message: translate(lang, 'form.unknownProperty') },
      ],
    });
  const captchaSpent = () =>
    result(lang, FormStatus.INVALID, 'form.invalid', {
      errors: [fieldError(lang, { field: 'captcha', code: 'captchaInvalid' })],
    });
  try {
    // Forms about a property also append an event to the owners' statistics: the transaction path.
    if (!def.beforeStore && !def.afterStore && propertyId === null) {
      // Nothing of the form's own runs in between: the whole write is one statement, atomic by itself.
      const stored = await storeInOneStatement(ctx, def, values, meta, lang, propertyId, captcha);
      if (!stored.propertyOk) return unknownProperty();
      if (!stored.captchaOk) return captchaSpent();
      return result(lang, FormStatus.ACCEPTED, def.acceptedMessageId ?? 'form.accepted', {
        submissionId: stored.submissionId,
        thankYouPath: await thankYouPath(ctx.ds.manager, def.kind, lang),
      });
    }
    return await ctx.ds.transaction(async (manager) => {
      if (propertyId !== null) {
        const found: unknown[] = await manager.query(
          `SELECT 1 FROM property WHERE id = $1 AND withdrawn_at IS NULL`,
          [propertyId],
        );
        if (found.length === 0) throw new Refused(unknownProperty());
      }
      // One solution buys one submission: spent here, in the submission's transaction.
      if ((await verifyAndSpendCaptcha(manager, meta.captcha)) !== 'ok') throw new Refused(captchaSpent());

      const submissionId = randomUUID();
      const store: StoreContext<V> = { manager, values, lang, submissionId, propertyId };
      const refusal = await def.beforeStore?.(store);
      if (refusal)
        throw new Refused(
          result(lang, refusal.status, refusal.messageId, {
            errors: (refusal.errors ?? []).map((e) => ({
              field: e.field,
              code: e.code,
              message: translate(lang, e.messageId),
            })),
          }),
        );

      await manager.query(
        insertSubmissionSql(),
        submissionValues({ id: submissionId, def, values, meta, lang, propertyId }),
      );
      await def.afterStore?.(store);
      if (propertyId !== null)
        // What the owner's portal shows as communications, visits and offers, in this transaction.
        await recordSubmissionEvent(manager, {
          id: submissionId,
          propertyId,
          form: def.kind,
          lang,
          referrer: meta.referrer,
          utmSource: meta.utmSource,
        });
      await enqueueMails(manager, def.mails(values, lang), {
        submission: mailSubmission(def, submissionId, values, meta, lang, propertyId),
      });
      return result(lang, FormStatus.ACCEPTED, def.acceptedMessageId ?? 'form.accepted', {
        submissionId,
        thankYouPath: await thankYouPath(manager, def.kind, lang),
      });
    });
  } catch (err) {
    if (err instanceof Refused) return err.answer;
    logger.error({ err, form: def.kind }, 'form submission could not be stored');
    return result(lang, FormStatus.UNAVAILABLE, def.failureMessageId ?? 'form.mailNotSent');
  }
}
