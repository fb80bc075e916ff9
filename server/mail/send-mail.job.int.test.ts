import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../core/config';
import { appDataSource } from '../data-source';
import { freshDatabase } from '../testing/test-database';
import { waitFor } from '../testing/wait-for';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { createMailTransport, type MailTransport, type SendMail } from './mail-transport';
import { listDeadMails, reviveDeadMails } from './dead-mails.service';
import { enqueueMails } from './outbox.service';
import { insertOutboxRow, outboxRowState } from './outbox.testing';
import { deliverOutboxMail, MailDeadError, MailRetryError } from './send-mail.job';
import { startFaultySmtp, type FaultySmtp } from './smtp-faults.testing';

/**
 * One delivery of one outbox row, against a real PostgreSQL and real SMTP servers: what it does
 * with a row it cannot write a mail from, with a lease that ran out while nobody took the row, with
 * a connection pool that is busy, and which headers a mail to a typed address carries.
 */
describe('one mail delivery', () => {
  let ds: DataSource;
  let catcher: MailCatcher;
  let transport: MailTransport;
  /** A fast schedule: the first retry after a few milliseconds. */
  const settings = { retryHours: 24, scale: 0.00001 };
  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 4 });
    await ds.initialize();
    catcher = await startMailCatcher();
    transport = createMailTransport(`smtp://127.0.0.1:${catcher.smtpPort}`);
  });
  afterAll(async () => {
    transport?.close();
    await catcher?.close();
    await ds?.destroy();
  });
  const copiesOf = (id: string) => catcher.messages.filter((m) => m.headers['x-outbox-id'] === id);

  describe('a row the mail cannot be written from is dead at once, saying why', () => {
    it.each<[string, Record<string, unknown>, RegExp]>([
      ['a welcome without its unsubscribe link', { template: 'newsletter.welcome' }, /no unsubscribeUrl/],
      [
        'an alert whose link leads off the site',
        { template: 'demand-register.match', unsubscribeUrl: 'https://evil.example/x' },
        /no unsubscribeUrl/,
      ],
      [
        'a password mail sent again after its link was dropped',
        {
          template: 'owner-password-reset',
          name: 'Anna',
          linkMinutes: 60,
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
        /no resetToken/,
      ],
      ['a template that does not exist', { template: 'no-such-template' }, /unknown mail template/],
    ])('%s', async (_what, payload, reason) => {
      const { template, ...rest } = payload;
      const id = await insertOutboxRow(ds, {
        to: `broken-${randomUUID()}@example.be`,
        template: String(template),
        payload: rest,
        // A dead row sent again by staff, as the password mail's is.
        status: 'dead',
        failures: 4,
      });
      await expect(deliverOutboxMail(ds, transport, id, settings)).rejects.toBeInstanceOf(MailDeadError);
      const row = await outboxRowState(ds, id);
      expect(row).toMatchObject({ status: 'dead', attempts: 1, failures: 0, next_attempt_at: null });
      expect(row.last_error).toMatch(reason);
      expect(copiesOf(id)).toEqual([]);
    });

    it('the database failing while the listing is read is a failed try, sent on the next one', async () => {
      const [{ id: propertyId }]: { id: number }[] = await ds.query(
        `SELECT id FROM property WHERE withdrawn_at IS NULL ORDER BY id LIMIT 1`,
      );
      const id = await insertOutboxRow(ds, { to: 'listing-later@example.be', payload: { propertyId } });
      // The listing's table out of reach for a moment, as during a failover.
      await ds.query(`ALTER TABLE property RENAME TO property_away`);
      try {
        await expect(deliverOutboxMail(ds, transport, id, settings)).rejects.toBeInstanceOf(MailRetryError);
      } finally {
        await ds.query(`ALTER TABLE property_away RENAME TO property`);
      }
      expect(await outboxRowState(ds, id)).toMatchObject({ status: 'queued', failures: 1 });
      expect(await deliverOutboxMail(ds, transport, id, settings)).toBe('sent');
    });
  });

  describe('a delivery slower than its lease', () => {
    /** The real transport, with `before` run when a send starts (after the row was claimed). */
    const delayed = (before: (id: string) => Promise<unknown>): MailTransport => {
      const outboxIdOf = (mail: Parameters<SendMail>[0]) =>
        String((mail.headers as Record<string, string>)['X-Outbox-Id']);
      return {
        send: async (mail, options) => (await before(outboxIdOf(mail)), transport.send(mail, options)),
        withConnection: (work) =>
          transport.withConnection!((send) =>
            work(async (mail, options) => (await before(outboxIdOf(mail)), send(mail, options))),
          ),
        close: () => undefined,
      };
    };

    it('still sends the mail when nobody took the row over, and records it sent', async () => {
      const id = await insertOutboxRow(ds, { to: 'slow-relay@example.be' });
      // The lease ran out while the message was on its way (a slow relay, a long wait for a connection).
      const expire = (outboxId: string) =>
        ds.query(`UPDATE outbox SET lease_until = now() - interval '1 second' WHERE id = $1`, [outboxId]);
      expect(await deliverOutboxMail(ds, delayed(expire), id, settings)).toBe('sent');
      expect(await outboxRowState(ds, id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      await catcher.waitFor((m) => m.headers['x-outbox-id'] === id);
      expect(copiesOf(id)).toHaveLength(1);
    });

    it('withdraws the message when another delivery took the row over, and records the lost try', async () => {
      const id = await insertOutboxRow(ds, { to: 'taken-over@example.be' });
      // What a claim by another delivery does to the row: a new fencing token, a new lease.
      const takeOver = (outboxId: string) =>
        ds.query(
          `UPDATE outbox SET attempts = attempts + 1, lease_until = now() + interval '1 minute' WHERE id = $1`,
          [outboxId],
        );
      const lost = await deliverOutboxMail(ds, delayed(takeOver), id, settings).catch((e: unknown) => e);
      expect(lost).toBeInstanceOf(MailRetryError);
      expect((lost as MailRetryError).message).toMatch(/lease lost/);
      const row = await outboxRowState(ds, id);
      // The other delivery's row: still 'sending' under its token, with this try on record.
      expect(row).toMatchObject({ status: 'sending', attempts: 2, failures: 1 });
      expect(row.last_error).toMatch(/lease lost before the final dot/);
      expect(copiesOf(id)).toEqual([]);
    });
  });

  it('claims a row only once it has one of the three connections', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow: FaultySmtp = await startFaultySmtp({ afterFinalDot: () => released });
    const pool = createMailTransport(`smtp://127.0.0.1:${slow.port}`);
    try {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push(await insertOutboxRow(ds, { to: `backlog-${i}@example.be` }));
      const deliveries = ids.map((id) => deliverOutboxMail(ds, pool, id, settings));
      await waitFor(() => slow.received.length === 3, { message: 'three mails at the slow relay' });
      const rows: { status: string; attempts: number }[] = await ds.query(
        `SELECT status, attempts FROM outbox WHERE id = ANY($1::bigint[]) ORDER BY status`,
        [ids],
      );
      // The two waiting for a connection have not started a lease that could run out meanwhile.
      expect(rows).toEqual([
        { status: 'pending', attempts: 0 },
        { status: 'pending', attempts: 0 },
        { status: 'sending', attempts: 1 },
        { status: 'sending', attempts: 1 },
        { status: 'sending', attempts: 1 },
      ]);
      release();
      expect(await Promise.all(deliveries)).toEqual(ids.map(() => 'sent'));
      expect(slow.received).toHaveLength(5);
    } finally {
      release();
      pool.close();
      await slow.close();
    }
  });

  it('a mail to a typed address carries no submission id; the agency copy does', async () => {
    const [{ id: submissionId }]: { id: string }[] = await ds.query(
      `INSERT INTO form_submission (form, lang, fields) VALUES ('site-contact', 'en', '{}') RETURNING id`,
    );
    const submission = {
      id: submissionId,
      form: 'site-contact',
      lang: 'en' as const,
      fields: { firstName: 'Anna' },
      pageUrl: null,
      createdAt: new Date(),
      propertyId: null,
    };
    const visitor = `headers-${randomUUID()}@example.be`;
    await enqueueMails(
      ds.manager,
      [
        { template: 'site-contact', to: 'agency', lang: 'en', replyTo: visitor },
        { template: 'site-contact.confirmation', to: visitor, lang: 'en' },
      ],
      { submission },
    );
    const rows: { id: string; to: string }[] = await ds.query(
      `SELECT id::text, payload->>'to' AS "to" FROM outbox WHERE submission_id = $1 ORDER BY id`,
      [submissionId],
    );
    for (const row of rows) expect(await deliverOutboxMail(ds, transport, row.id, settings)).toBe('sent');
    const [agencyCopy] = await catcher.waitFor((m) => m.headers['x-outbox-id'] === rows[0].id);
    const [visitorCopy] = await catcher.waitFor((m) => m.headers['x-outbox-id'] === rows[1].id);
    expect(agencyCopy.headers['x-submission-id']).toBe(submissionId);
    expect(visitorCopy.to).toEqual([visitor]);
    expect(visitorCopy.headers).not.toHaveProperty('x-submission-id');
    expect(visitorCopy.replyTo).toBe(config().AGENCY_EMAIL);
    expect(JSON.stringify(visitorCopy.headers)).not.toContain(submissionId);
  });

  it('staff revive dead mails by id or all: fresh retry period, other rows left alone, then sent', async () => {
    const dead = async (to: string) =>
      insertOutboxRow(ds, { to, status: 'dead', attempts: 7, failures: 6, lastError: 'not delivered' });
    const chosen = await dead('revive-one@example.be');
    const other = await dead('revive-all@example.be');
    const sent = await insertOutboxRow(ds, { to: 'already@example.be', status: 'sent' });
    expect((await listDeadMails(ds.manager)).map((m) => m.id)).toEqual(
      expect.arrayContaining([chosen, other]),
    );

    const one = await reviveDeadMails(ds, [chosen, sent]);
    expect(one).toMatchObject([{ id: chosen, recipient: 'revive-one@example.be', failures: 0 }]);
    expect(await outboxRowState(ds, chosen)).toMatchObject({ status: 'pending', failures: 0 });
    expect(await outboxRowState(ds, other)).toMatchObject({ status: 'dead', failures: 6 });
    expect((await outboxRowState(ds, sent)).status).toBe('sent');

    expect((await reviveDeadMails(ds, 'all')).map((m) => m.id)).toContain(other);
    expect(await listDeadMails(ds.manager)).toEqual([]);
    for (const id of [chosen, other])
      expect(await deliverOutboxMail(ds, transport, id, settings)).toBe('sent');
  });
});
