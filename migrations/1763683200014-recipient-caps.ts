import type { MigrationInterface, QueryRunner } from 'typeorm';
import { config } from '../server/core/config';

/**
 * The links of the subscription mails, by template: the token a row written before carries, the
 * payload key the template reads now, and the site path of the link (as of this migration).
 */
const TOKEN_LINKS: Readonly<Record<string, readonly { token: string; url: string; path: string }[]>> = {
  'newsletter.confirm': [{ token: 'confirmToken', url: 'confirmUrl', path: '/api/newsletter/confirm' }],
  'newsletter.welcome': [
    { token: 'unsubscribeToken', url: 'unsubscribeUrl', path: '/api/newsletter/unsubscribe' },
  ],
  'demand-register.confirmation': [
    { token: 'unsubscribeToken', url: 'unsubscribeUrl', path: '/api/demand/unsubscribe' },
    { token: 'confirmToken', url: 'confirmUrl', path: '/api/demand/confirm' },
  ],
  'demand-register.match': [
    { token: 'unsubscribeToken', url: 'unsubscribeUrl', path: '/api/demand/unsubscribe' },
  ],
};

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
    // The templates no longer build links from tokens: they take the site's links from the payload
    // (and refuse any other). Unsent subscription mails written before carry the token: give them
    // the link the writers build now, on PUBLIC_URL.
    const base = config().PUBLIC_URL.replace(/\/$/, '');
    const tokened: { id: string; payload: Record<string, unknown> }[] = await q.query(
      `SELECT id::text, payload FROM outbox
        WHERE status <> 'sent' AND payload->>'template' = ANY ($1::text[])
          AND (payload ? 'unsubscribeToken' OR payload ? 'confirmToken')`,
      [Object.keys(TOKEN_LINKS)],
    );
    for (const { id, payload } of tokened) {
      const links: Record<string, string> = {};
      for (const link of TOKEN_LINKS[String(payload.template)] ?? []) {
        const token = payload[link.token];
        if (typeof token === 'string' && token !== '' && payload[link.url] === undefined)
          links[link.url] = `${base}${link.path}?token=${encodeURIComponent(token)}`;
      }
      await q.query(
        `UPDATE outbox SET payload = (payload - 'unsubscribeToken' - 'confirmToken') || $2::jsonb WHERE id = $1`,
        [id, JSON.stringify(links)],
      );
    }
    // A mail to anyone but the agency answers to the agency (the writers put its address). Friend
    // mails written before answered to the address their sender typed.
    await q.query(
      `UPDATE outbox SET payload = payload || jsonb_build_object('replyTo', $1::text)
        WHERE status <> 'sent' AND payload->>'to' <> 'agency' AND payload ? 'replyTo'
          AND payload->'replyTo' IS DISTINCT FROM to_jsonb($1::text)`,
      [config().AGENCY_EMAIL],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS recipient_cap`);
  }
}
