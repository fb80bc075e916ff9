import type { EntityManager } from 'typeorm';
import { config } from '../core/config';
import { logger } from '../core/logger';
import { MAIL_TOPIC, type MailIntent } from './mail-intent.types';
import type { MailSubmission } from './mail-template';
import { MAIL_TEMPLATES, mailTemplate } from './mail-templates';
import { quotedText, visitorChoices } from './visitor-content';

/**
 * The outbox's writer. Every mail is a row of `outbox` written in the transaction of what caused
 * it; the worker's relay (`outbox-relay.ts`) hands the rows to BullMQ. The table's columns are named
 * here only: features call `enqueueMails`, or embed `outboxInsertFragment` in a statement that must
 * stay one statement. Both go through the same SQL, which is where the two rules of mails to an
 * address a visitor typed live:
 * - what they may carry: a mail to anyone but the agency gets the choices of the submission, never
 *   the visitor's words (`visitor-content.ts`), and answers to the agency (its Reply-To);
 * - how many there may be: RECIPIENT_DAILY_LIMIT a Brussels day per address, across every form,
 *   counted in `recipient_cap`; beyond it the mail is not written (what caused it still is) and the
 *   skip is logged with a hash of the address, never the address. Mails of a template declared
 *   `capped: false` (an address the site holds: an invited owner, a confirmed subscriber) are
 *   neither counted nor skipped: the cap is for addresses someone typed.
 */

/** What a form submission's mails know of it. Copied into each payload, cut to what its reader may see. */
export type SubmissionForMails = MailSubmission & { propertyId: number | null };

/** A mail that was not written because its recipient had had enough for the day. */
export interface SkippedMail {
  template: string;
  /** The first 16 hex digits of sha256(lower-cased address): enough to find it, not to read it. */
  recipient: string;
}

/**
 * The payloads of the outbox rows for these intents. An agency mail carries the whole submission;
 * any other carries its choices and the fields its template quotes (its Reply-To, the agency, is
 * set by the SQL below, for rows made in SQL too). A submission a caller put in an intent is
 * dropped: only the one given here is stored, cut to its reader. An agency template addressed
 * elsewhere is a programming error: it throws, and the caller's transaction with it.
 */
function outboxPayloads(
  intents: readonly MailIntent[],
  submission?: SubmissionForMails | null,
): Record<string, unknown>[] {
  return intents.map(({ submission: _callers, ...intent }) => {
    const template = mailTemplate(intent.template);
    if (!template) throw new Error(`unknown mail template "${intent.template}"`);
    const toAgency = intent.to === 'agency';
    if (!toAgency && template.audience === 'agency')
      throw new Error(`mail template "${intent.template}" is for the agency only`);
    if (!submission) return intent;
    const known = {
      id: submission.id,
      form: submission.form,
      createdAt: submission.createdAt.toISOString(),
      propertyId: submission.propertyId,
    };
    if (template.audience === 'agency' || toAgency)
      return {
        ...intent,
        submission: {
          ...known,
          lang: submission.lang,
          fields: submission.fields,
          pageUrl: submission.pageUrl,
        },
      };
    const quoted = (template.quotes ?? []).flatMap((field) => {
      const text = quotedText(submission.fields[field]);
      return text === null ? [] : [[field, text] as const];
    });
    return {
      ...intent,
      submission: {
        ...known,
        choices: visitorChoices(submission.fields),
        quoted: Object.fromEntries(quoted),
      },
    };
  });
}

/** The templates whose mails go to an address the site holds: never counted nor skipped by the cap. */
const UNCAPPED_TEMPLATES: readonly string[] = Object.entries(MAIL_TEMPLATES)
  .filter(([, template]) => template.audience === 'visitor' && template.capped === false)
  .map(([name]) => name);

/** The Brussels calendar day: the cap's day, the one the agency and its visitors live in. */
const TODAY = `(now() AT TIME ZONE 'Europe/Brussels')::date`;
/**
 * Past days' counts deleted per write: a write drains more than it adds, so the table stays at about a
 * day. The form write is a prepared statement, planned once per connection, maybe while the table
 * was empty: its plan must stay cheap when the table has grown. So the stale rows are found oldest
 * first, in the order of the day index (unordered, the plan read the whole table looking for them),
 * and the DELETE runs only when some were found (its scan, planned on an empty table, reads all of
 * it): on most writes it does not run at all. Measured with bench:forms (a scan of the table per
 * write otherwise, 8,000 in 10 s).
 */
const PRUNE_BATCH = 100;

/**
 * The CTEs that write mails: `outbox_rows` (the mails), `outbox_counts` (today's count of each
 * capped recipient, raised by the mails to it: an upsert, so concurrent writes to one address queue
 * on its row and each sees the others' count), `outbox_stale` and `outbox_pruned` (past days' counts,
 * a few per write, skipping rows another write holds), `outbox_decided` (which mails fit under the cap, in the order
 * given) and `outbox_written` (the rows). `rowsSql` yields `payload jsonb`, `submission_id uuid`
 * and `ord bigint`.
 */
function outboxCtes(rowsSql: string, capped: boolean, firstParam: number): string {
  const limit = `$${firstParam}`;
  const topic = `$${firstParam + 1}`;
  const agency = `$${firstParam + 2}`;
  // Capped writes take one more parameter: the templates the cap leaves alone.
  const recipient = capped
    ? `CASE WHEN r.payload->>'to' = 'agency' OR r.payload->>'template' = ANY ($${firstParam + 3}::text[]) THEN NULL
            ELSE encode(sha256(convert_to(lower(r.payload->>'to'), 'UTF8')), 'hex') END`
    : 'NULL::text';
  return `outbox_rows AS MATERIALIZED (
       SELECT CASE WHEN r.payload->>'to' = 'agency' THEN r.payload
                   ELSE r.payload || jsonb_build_object('replyTo', ${agency}::text) END AS payload,
              r.submission_id, r.ord, ${recipient} AS recipient
         FROM (${rowsSql}) AS r
     ), outbox_counts AS (
       INSERT INTO recipient_cap AS c (recipient_hash, day, mails)
       SELECT recipient, ${TODAY}, count(*) FROM outbox_rows WHERE recipient IS NOT NULL GROUP BY recipient
       ON CONFLICT (recipient_hash, day) DO UPDATE SET mails = c.mails + EXCLUDED.mails
       RETURNING recipient_hash, mails
     ), outbox_stale AS (
       SELECT ARRAY(SELECT ctid FROM recipient_cap WHERE day < ${TODAY}
                     ORDER BY day LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED) AS ctids
     ), outbox_pruned AS (
       DELETE FROM recipient_cap
        WHERE (SELECT cardinality(ctids) > 0 FROM outbox_stale)
          AND ctid = ANY ((SELECT ctids FROM outbox_stale)::tid[])
     ), outbox_decided AS (
       SELECT r.payload, r.submission_id, r.ord, r.recipient,
              r.recipient IS NULL
                OR c.mails - count(*) OVER (PARTITION BY r.recipient)
                   + row_number() OVER (PARTITION BY r.recipient ORDER BY r.ord) <= ${limit}::int AS send
         FROM outbox_rows r LEFT JOIN outbox_counts c ON c.recipient_hash = r.recipient
     ), outbox_written AS (
       INSERT INTO outbox (submission_id, topic, payload)
       SELECT submission_id, ${topic}, payload FROM outbox_decided WHERE send ORDER BY ord
       RETURNING id
     )`;
}

/** In the caller's final SELECT: the mails the cap skipped (a jsonb array of SkippedMail). */
export const OUTBOX_SKIPPED_SQL = `(SELECT coalesce(jsonb_agg(jsonb_build_object('template', payload->>'template', 'recipient', left(recipient, 16)) ORDER BY ord), '[]'::jsonb) FROM outbox_decided WHERE NOT send)`;
/** In the caller's final SELECT: how many outbox rows were written. */
export const OUTBOX_WRITTEN_SQL = `(SELECT count(*)::int FROM outbox_written)`;

/** Logs the mails the cap skipped (the submission was stored and the agency's mail queued all the same). */
export function noteSkippedMails(skipped: readonly SkippedMail[] | null | undefined): void {
  for (const mail of skipped ?? [])
    logger.warn(
      { template: mail.template, recipient: mail.recipient, limit: config().RECIPIENT_DAILY_LIMIT },
      "mail not sent: its recipient had the day's maximum of mails from the site's forms",
    );
}

/**
 * The mail-writing part of a statement that writes its mails together with what caused them (a
 * data-modifying CTE): CTE text to put after `WITH …,` and the parameters it numbers from
 * `firstParam` on (append them to the caller's). The caller's final SELECT may read
 * OUTBOX_SKIPPED_SQL (and hand it to `noteSkippedMails`) and OUTBOX_WRITTEN_SQL.
 * - `intents`: mails made in code, with the submission they belong to; written only for each row of
 *   `fromSql` (e.g. 'sub', so nothing is written when the submission was not), with
 *   `submissionIdSql` as their submission. They count against the recipient cap.
 * - `rowsSql`: mails made in SQL (payload, submission_id, ord), for mails a recipient subscribed
 *   to and confirmed with a link of theirs; `capped: false` says so, and they are not counted.
 */
export function outboxInsertFragment(
  source:
    | {
        firstParam: number;
        intents: readonly MailIntent[];
        submission?: SubmissionForMails | null;
        fromSql?: string;
        submissionIdSql?: string;
      }
    | { firstParam: number; rowsSql: string; capped: false },
): { sql: string; params: unknown[] } {
  const common = [config().RECIPIENT_DAILY_LIMIT, MAIL_TOPIC, config().AGENCY_EMAIL];
  if ('rowsSql' in source)
    return { sql: outboxCtes(source.rowsSql, false, source.firstParam), params: common };
  const head = [...common, UNCAPPED_TEMPLATES];
  const payloads = `$${source.firstParam + head.length}`;
  const submissionId = source.submissionIdSql ?? `$${source.firstParam + head.length + 1}::uuid`;
  const rowsSql = `SELECT t.p AS payload, ${submissionId} AS submission_id, t.ord
                     FROM ${source.fromSql ? `${source.fromSql}, ` : ''}jsonb_array_elements(${payloads}::jsonb) WITH ORDINALITY AS t(p, ord)`;
  const params: unknown[] = [...head, JSON.stringify(outboxPayloads(source.intents, source.submission))];
  if (source.submissionIdSql === undefined) params.push(source.submission?.id ?? null);
  return { sql: outboxCtes(rowsSql, true, source.firstParam), params };
}

/**
 * Queues mails in the caller's transaction (one statement, rows in the order given). A mail caused
 * by a form submission names it: its rows go when the submission goes, and its template reads the
 * submission from the payload. Returns the mails the recipient cap skipped (already logged).
 */
export async function enqueueMails(
  manager: Pick<EntityManager, 'query'>,
  intents: readonly MailIntent[],
  options: { submission?: SubmissionForMails | null } = {},
): Promise<SkippedMail[]> {
  if (intents.length === 0) return [];
  const write = outboxInsertFragment({ firstParam: 1, intents, submission: options.submission });
  const [row]: { skipped: SkippedMail[] }[] = await manager.query(
    `WITH ${write.sql} SELECT ${OUTBOX_SKIPPED_SQL} AS skipped`,
    write.params,
  );
  noteSkippedMails(row?.skipped);
  return row?.skipped ?? [];
}
