import type { EntityManager } from 'typeorm';
import { MAIL_TOPIC, type MailIntent } from './mail-intent.types';

/**
 * The outbox's writers. Every mail is a row of `outbox` written in the transaction of what caused
 * it; the worker's relay (`outbox-relay.ts`) hands the rows to BullMQ. The table's columns are named
 * here only: features call `enqueueMails`, or embed `outboxInsertFragment` in a statement that must
 * stay one statement.
 */

/**
 * Queues mails in the caller's transaction (one statement, rows in the order given). A mail caused by
 * a form submission names it: its rows go when the submission goes, and the mail job reads it.
 */
export async function enqueueMails(
  manager: Pick<EntityManager, 'query'>,
  intents: readonly MailIntent[],
  options: { submissionId?: string | null } = {},
): Promise<void> {
  if (intents.length === 0) return;
  await manager.query(
    `INSERT INTO outbox (submission_id, topic, payload) SELECT $1, $2, p FROM jsonb_array_elements($3::jsonb) AS p`,
    [options.submissionId ?? null, MAIL_TOPIC, JSON.stringify(intents)],
  );
}

/**
 * The `INSERT INTO outbox … SELECT …` of a statement that writes its mails together with what caused
 * them (a data-modifying CTE). Every argument is SQL text the caller owns: `topicParam` the
 * parameter holding the topic (MAIL_TOPIC), `payloadSql` the payload of each row, `fromSql` the rows
 * to select from, `submissionIdSql` (optional) the submission each row belongs to.
 */
export function outboxInsertFragment(parts: {
  submissionIdSql?: string;
  topicParam: string;
  payloadSql: string;
  fromSql: string;
}): string {
  const { submissionIdSql, topicParam, payloadSql, fromSql } = parts;
  return submissionIdSql === undefined
    ? `INSERT INTO outbox (topic, payload) SELECT ${topicParam}, ${payloadSql} FROM ${fromSql}`
    : `INSERT INTO outbox (submission_id, topic, payload) SELECT ${submissionIdSql}, ${topicParam}, ${payloadSql} FROM ${fromSql}`;
}
