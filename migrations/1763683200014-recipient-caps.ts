import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many mails each address a visitor typed was sent today (Brussels day), across all forms: the
 * forms must not be a way to flood a stranger's inbox under the agency's name. The address is kept
 * only as a sha256 of its lower-cased form; rows of past days are deleted as new ones are written,
 * so the table holds about one day of recipients.
 */
export class RecipientCaps1763683200014 implements MigrationInterface {
  name = 'RecipientCaps1763683200014';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE recipient_cap (
        recipient_hash text NOT NULL,
        day date NOT NULL,
        mails int NOT NULL,
        CONSTRAINT recipient_cap_pkey PRIMARY KEY (recipient_hash, day)
      )`);
    await q.query(`CREATE INDEX recipient_cap_day_idx ON recipient_cap (day)`);
    // Mails are now rendered from their payload alone. Unsent mails written before carry only their
    // submission's id: give them the submission as the new writers do (all of it for the agency's
    // mail, and none of the visitor's words for a mail to a typed address), so none goes out empty.
    await q.query(`
      UPDATE outbox o SET payload = o.payload || jsonb_build_object('submission',
        CASE WHEN o.payload->>'to' = 'agency' THEN jsonb_build_object(
               'id', s.id, 'form', s.form, 'lang', s.lang, 'fields', s.fields, 'pageUrl', s.page_url,
               'createdAt', to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'propertyId', s.property_id)
             ELSE jsonb_build_object(
               'id', s.id, 'form', s.form,
               'createdAt', to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'propertyId', s.property_id, 'choices', '{}'::jsonb, 'quoted', '{}'::jsonb)
        END)
      FROM form_submission s
      WHERE s.id = o.submission_id AND o.status <> 'sent' AND NOT o.payload ? 'submission'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS recipient_cap`);
  }
}
