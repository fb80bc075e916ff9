import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Documents requests (one per e-mail and property, enforced by a unique index so two concurrent
 * requests cannot both pass) and the log of send-to-friend mails (counted per friend address to
 * cap how many one address receives a day).
 */
export class DocumentsFriend1763683200005 implements MigrationInterface {
  name = 'DocumentsFriend1763683200005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE document_request (
        id bigserial PRIMARY KEY,
        property_id int NOT NULL,
        email text NOT NULL,
        submission_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT document_request_property_id_fkey FOREIGN KEY (property_id) REFERENCES property(id) ON DELETE CASCADE
      )`);
    // lower(): the same address typed with other capitals is the same person.
    await q.query(
      `CREATE UNIQUE INDEX document_request_property_email_key ON document_request (property_id, lower(email))`,
    );

    await q.query(`
      CREATE TABLE friend_mail (
        id bigserial PRIMARY KEY,
        friend_email text NOT NULL,
        submission_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT friend_mail_submission_id_fkey FOREIGN KEY (submission_id) REFERENCES form_submission(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX friend_mail_recipient_idx ON friend_mail (lower(friend_email), created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS friend_mail`);
    await q.query(`DROP TABLE IF EXISTS document_request`);
  }
}
