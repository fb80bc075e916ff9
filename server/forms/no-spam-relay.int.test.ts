import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../core/config';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { BackgroundWork } from '../worker-runtime';
import {
  bypassCaptcha,
  FORM_RESULT_FIELDS,
  outboxSettled,
  startMailWorker,
  visitor,
  type FormResultShape,
} from './forms.testing';

const CONTACT = `mutation($input: ContactFormInput!) { submitSiteContact(input: $input) { ${FORM_RESULT_FIELDS} } }`;
const MORE_INFO = `mutation($input: ContactFormInput!) { requestMoreInfo(input: $input) { ${FORM_RESULT_FIELDS} } }`;

const hashOf = (email: string) => createHash('sha256').update(email.toLowerCase(), 'utf8').digest('hex');

/**
 * Anyone can type anyone's address into a form. The forms must not become a way to send a stranger
 * a text or a link of one's choosing under the agency's name, nor a flood of mails: GraphQL →
 * PostgreSQL (submission, outbox, recipient cap) → relay → BullMQ → real SMTP.
 */
describe('the forms are no spam relay', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let work: BackgroundWork;
  let propertyId: number;
  beforeAll(async () => {
    const dbUrl = await freshDatabase();
    server = await startTestServer(dbUrl);
    catcher = await startMailCatcher();
    work = await startMailWorker(server.ds, dbUrl, catcher);
    [{ id: propertyId }] = await server.ds.query(
      `SELECT id FROM property WHERE withdrawn_at IS NULL ORDER BY id LIMIT 1`,
    );
  });
  afterAll(async () => {
    await work?.stop();
    await catcher?.close();
    await server?.close();
  });

  // The site contact is written in one statement; "more information" (about a listing) in a transaction.
  const contact = async (email: string, extra: Record<string, unknown> = {}) =>
    (
      await server.gql<{ submitSiteContact: FormResultShape }>(CONTACT, {
        input: { ...visitor, email, ...extra, meta: { lang: 'en', captcha: bypassCaptcha() } },
      })
    ).data!.submitSiteContact;
  const moreInfo = async (email: string, extra: Record<string, unknown> = {}) =>
    (
      await server.gql<{ requestMoreInfo: FormResultShape }>(MORE_INFO, {
        input: { ...visitor, email, propertyId, ...extra, meta: { lang: 'en', captcha: bypassCaptcha() } },
      })
    ).data!.requestMoreInfo;

  it('sends the visitor a confirmation without their words or links; the agency gets everything', async () => {
    const email = `target-${randomUUID()}@example.be`;
    const bait = {
      firstName: 'Claim your prize',
      lastName: 'at evil-prize',
      message: 'You won 1000 EUR! Claim it at https://evil-prize.example/claim before midnight.',
    };
    for (const send of [contact, moreInfo]) {
      const r = await send(email, bait);
      expect(r).toMatchObject({ ok: true, status: 'ACCEPTED' });
    }
    const confirmations = await catcher.waitFor((m) => m.to.includes(email), 2);
    const agency = await catcher.waitFor((m) => m.replyTo === email, 2);
    for (const mail of confirmations) {
      const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
      expect(all).not.toContain('evil-prize');
      expect(all).not.toContain('You won');
      expect(all).not.toContain('Claim');
      expect(mail.replyTo).toBe(config().AGENCY_EMAIL);
      expect(mail.text).toContain('Hello,');
    }
    expect(confirmations.map((m) => m.text.includes('Form: More information'))).toContain(true);
    for (const mail of agency) {
      expect(mail.text).toContain('https://evil-prize.example/claim');
      expect(mail.subject).toContain('Claim your prize at evil-prize');
    }
  });

  it('skips the 6th mail of the day to one address across two forms; submissions and agency mails all go', async () => {
    const email = `flooded-${randomUUID()}@example.be`;
    // A count of a past day, as a busy day leaves behind: deleted as new counts are written.
    await server.ds.query(
      `INSERT INTO recipient_cap (recipient_hash, day, mails) VALUES ($1, current_date - 3, 99)`,
      [hashOf(`old-${randomUUID()}@example.be`)],
    );
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      // Alternating forms and capitals: the cap is per address, across all forms.
      const r = await (i % 2 ? moreInfo : contact)(i % 3 ? email : email.toUpperCase());
      expect(r).toMatchObject({ ok: true, status: 'ACCEPTED' });
      ids.push(r.submissionId!);
    }
    const rows: { submission_id: string; to: string; template: string }[] = await server.ds.query(
      `SELECT o.submission_id, o.payload->>'to' AS "to", o.payload->>'template' AS template
         FROM outbox o WHERE o.submission_id = ANY ($1::uuid[]) ORDER BY o.id`,
      [ids],
    );
    const [{ n: stored }] = await server.ds.query(
      `SELECT count(*)::int AS n FROM form_submission WHERE id = ANY ($1::uuid[])`,
      [ids],
    );
    expect(stored).toBe(6);
    expect(rows.filter((r) => r.to === 'agency')).toHaveLength(6);
    const visitorRows = rows.filter((r) => r.to !== 'agency');
    expect(visitorRows.map((r) => r.submission_id)).toEqual(ids.slice(0, 5));

    await outboxSettled(server.ds);
    const delivered = catcher.messages.filter((m) =>
      m.to.some((to) => to.toLowerCase() === email.toLowerCase()),
    );
    expect(delivered).toHaveLength(5);
    const toAgency = catcher.messages.filter(
      (m) => m.replyTo?.toLowerCase() === email.toLowerCase() && m.to.includes(config().AGENCY_EMAIL),
    );
    expect(toAgency).toHaveLength(6);

    const caps: { recipient_hash: string; mails: number; today: boolean }[] = await server.ds.query(
      `SELECT recipient_hash, mails, day = (now() AT TIME ZONE 'Europe/Brussels')::date AS today FROM recipient_cap`,
    );
    // The address is kept only as a hash; past days are gone.
    expect(caps.find((c) => c.recipient_hash === hashOf(email))).toMatchObject({ mails: 6, today: true });
    expect(caps.every((c) => c.today)).toBe(true);
    expect(JSON.stringify(caps)).not.toContain('flooded');
  });

  it('lets exactly the daily number through when many arrive at once', async () => {
    const email = `rushed-${randomUUID()}@example.be`;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? moreInfo : contact)(email)),
    );
    expect(results.every((r) => r.status === 'ACCEPTED')).toBe(true);
    const [{ n }] = await server.ds.query(
      `SELECT count(*)::int AS n FROM outbox WHERE submission_id = ANY ($1::uuid[]) AND payload->>'to' <> 'agency'`,
      [results.map((r) => r.submissionId)],
    );
    expect(n).toBe(config().RECIPIENT_DAILY_LIMIT);
  });
});
