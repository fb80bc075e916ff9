import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startRedisServer,
  startWorkerProcess,
  stopChild,
  type Child,
} from '../testing/child-processes';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../mail/mail-catcher';
import { createMailTransport, type MailTransport } from '../mail/mail-transport';
import { insertOutboxRow, outboxRowState } from '../mail/outbox.testing';
import { deliverOutboxMail, MailBusyError } from '../mail/send-mail.job';
import { waitFor } from '../testing/wait-for';
import { startBackgroundWork, type BackgroundWork } from '../worker-runtime';
import { visitor } from './forms.testing';

/**
 * What the outbox promises when things break: a submission the visitor saw accepted is mailed, at
 * least once, even when the worker is killed (SIGKILL), stopped (SIGTERM) or Redis disappears. A
 * second copy can only come from a delivery that died between the server's 250 and recording it
 * (the SIGKILL run counts them); a graceful stop or a Redis outage makes none. Real worker
 * processes, a real Redis of the test's own where it must die, a real SMTP server.
 *
 * Each failure has a database, an SMTP server and queue keys of its own, so the three run at the
 * same time (describe.concurrent). The worker processes check for stalled jobs every 2 s and lease
 * a mail for 5 s (production: 30 s and 60 s): the recovery a SIGKILL needs is the same, only sooner.
 */
const FAST_RECOVERY = { QUEUE_STALLED_CHECK_MS: '2000', MAIL_LEASE_SECONDS: '5' };
const SUBMIT = `mutation($input: ContactFormInput!) { submitSiteContact(input: $input) { ok status submissionId } }`;
const AGENCY = 'info@immo-demo.be';
const bypass = () => `bypass:${process.env.CAPTCHA_BYPASS_KEY}`;

async function submitMany(server: TestServer, count: number, tag: string): Promise<string[]> {
  const ids: string[] = [];
  let next = 0;
  // Ten visitors at a time: the API path under some concurrency, without flooding a shared machine.
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < count) {
        const i = next++;
        const res = await server.gql<{
          submitSiteContact: { ok: boolean; status: string; submissionId: string };
        }>(SUBMIT, {
          input: {
            ...visitor,
            email: `${tag}-${i}@example.be`,
            message: `Message ${i}`,
            meta: { lang: 'en', captcha: bypass() },
          },
        });
        expect(res.data?.submitSiteContact.status, JSON.stringify(res)).toBe('ACCEPTED');
        ids.push(res.data!.submitSiteContact.submissionId);
      }
    }),
  );
  return ids;
}

const outboxId = (m: CaughtMail) => m.headers['x-outbox-id'];

/**
 * Every outbox row was mailed at least once and is marked sent; resolves with the rows and the
 * copies beyond the first (each with the first's Message-ID, so a receiver can tell).
 */
async function expectEachRowMailed(server: TestServer, catcher: MailCatcher, submissions: number) {
  const rows: { id: string; status: string; attempts: number }[] = await server.ds.query(
    `SELECT id::text, status, attempts FROM outbox ORDER BY id`,
  );
  expect(rows).toHaveLength(submissions * 2);
  expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
  const perRow = new Map<string, CaughtMail[]>();
  for (const m of catcher.messages) perRow.set(outboxId(m), [...(perRow.get(outboxId(m)) ?? []), m]);
  expect([...perRow.keys()].sort()).toEqual(rows.map((r) => r.id).sort());
  let duplicates = 0;
  for (const copies of perRow.values()) {
    duplicates += copies.length - 1;
    expect(new Set(copies.map((m) => m.messageId)).size, 'copies of one mail share a Message-ID').toBe(1);
  }
  const agency = catcher.messages.filter((m) => m.to.includes(AGENCY));
  expect(new Set(agency.map((m) => m.messageId)).size).toBe(submissions);
  return { rows, duplicates };
}

async function unsent(server: TestServer): Promise<number> {
  const [{ n }]: { n: number }[] = await server.ds.query(
    `SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent'`,
  );
  return n;
}

/** A database, a test server and an SMTP server of a suite's own; worker processes on queue keys of its own. */
function scenario() {
  const ctx = {} as {
    server: TestServer;
    catcher: MailCatcher;
    dbUrl: string;
    env: Record<string, string>;
    worker: Child | undefined;
  };
  beforeAll(async () => {
    ctx.dbUrl = await freshDatabase();
    ctx.server = await startTestServer(ctx.dbUrl);
    ctx.catcher = await startMailCatcher();
    ctx.env = {
      DATABASE_URL: ctx.dbUrl,
      SMTP_URL: `smtp://127.0.0.1:${ctx.catcher.smtpPort}`,
      QUEUE_PREFIX: `test-${randomUUID()}`,
      LOG_LEVEL: 'warn',
      ...FAST_RECOVERY,
    };
  });
  afterAll(async () => {
    if (ctx.worker) await stopChild(ctx.worker, 'SIGKILL');
    await ctx.catcher?.close();
    await ctx.server?.close();
  });
  return ctx;
}

describe.concurrent('a worker killed (SIGKILL) while it sends', () => {
  const ctx = scenario();

  it('after a restart, 100 submissions give 100 agency mails and every row is mailed, twice at most for those in flight', async ({
    expect,
  }) => {
    const { server, catcher, env } = ctx;
    await submitMany(server, 100, 'kill');
    expect(await unsent(server)).toBe(200);

    const worker = (ctx.worker = startWorkerProcess(env));
    await catcher
      .waitFor(() => true, 40, 60_000)
      .catch((err: Error) => {
        throw new Error(`${err.message}\nworker output:\n${worker.output().slice(-3000)}`);
      });
    worker.process.kill('SIGKILL');
    expect((await worker.exited).signal).toBe('SIGKILL');
    const atKill = catcher.messages.length;
    expect(atKill, 'the worker was killed before it finished').toBeLessThan(200);
    // Mails in flight at the kill: their rows stay 'sending' (leased) and their jobs active in Redis.
    const [{ inFlight }]: { inFlight: number }[] = await server.ds.query(
      `SELECT count(*)::int AS "inFlight" FROM outbox WHERE status = 'sending'`,
    );
    expect(inFlight, 'the kill interrupted no delivery').toBeGreaterThan(0);

    const restarted = (ctx.worker = startWorkerProcess(env));
    // BullMQ hands the killed worker's jobs over once it finds them stalled (two checks), and each
    // waits for its row's lease to end.
    await expect.poll(() => unsent(server), { timeout: 180_000, interval: 250 }).toBe(0);
    expect(await stopChild(restarted)).toEqual({ code: 0, signal: null });
    const output = restarted.output();
    ctx.worker = undefined;
    // Late mails would arrive now if a delivery were still running somewhere.
    await new Promise((r) => setTimeout(r, 500));
    const { rows, duplicates } = await expectEachRowMailed(server, catcher, 100);
    // A copy can only come from a delivery the kill cut between the server's 250 and its record.
    expect(duplicates).toBeLessThanOrEqual(inFlight);
    console.log(
      `SIGKILL after ${atKill} mails with ${inFlight} in flight; rows retried: ${rows.filter((r) => r.attempts > 1).length}; mailed twice: ${duplicates}`,
      output.slice(0, 2000),
    );
  }, 300_000);
});

describe.concurrent('a worker stopped (SIGTERM) while it sends', () => {
  const ctx = scenario();

  it('exits 0 with nothing half-sent, and after a restart nothing is lost or duplicated', async ({
    expect,
  }) => {
    const { server, catcher, env } = ctx;
    await submitMany(server, 50, 'term');
    const worker = (ctx.worker = startWorkerProcess(env));
    await catcher.waitFor(() => true, 20, 60_000);
    expect(await stopChild(worker, 'SIGTERM')).toEqual({ code: 0, signal: null });
    const atStop = catcher.messages.length;
    expect(atStop).toBeLessThan(100);
    // Graceful: what was in flight finished and is recorded; nothing is left half-sent.
    const [{ sending }]: { sending: number }[] = await server.ds.query(
      `SELECT count(*)::int AS sending FROM outbox WHERE status = 'sending'`,
    );
    expect(sending).toBe(0);
    const [{ sent }]: { sent: number }[] = await server.ds.query(
      `SELECT count(*)::int AS sent FROM outbox WHERE status = 'sent'`,
    );
    expect(sent).toBe(atStop);

    const restarted = (ctx.worker = startWorkerProcess(env));
    await expect.poll(() => unsent(server), { timeout: 120_000, interval: 100 }).toBe(0);
    expect(await stopChild(restarted)).toEqual({ code: 0, signal: null });
    ctx.worker = undefined;
    await new Promise((r) => setTimeout(r, 500));
    // A graceful stop lets every delivery record its answer: no copies.
    expect((await expectEachRowMailed(server, catcher, 50)).duplicates).toBe(0);
  }, 240_000);
});

describe.concurrent('Redis down', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let redis: Child | undefined;
  let work: BackgroundWork | undefined;
  beforeAll(async () => {
    const dbUrl = await freshDatabase();
    server = await startTestServer(dbUrl);
    catcher = await startMailCatcher();
    const port = await freePort();
    redis = await startRedisServer(port);
    work = await startBackgroundWork(server.ds, dbUrl, {
      transport: createMailTransport(`smtp://127.0.0.1:${catcher.smtpPort}`),
      queuePrefix: `test-${randomUUID()}`,
      redisUrl: `redis://127.0.0.1:${port}`,
    });
    (redis as Child & { port?: number }).port = port;
  });
  afterAll(async () => {
    await work?.stop();
    if (redis) await stopChild(redis, 'SIGKILL');
    await catcher?.close();
    await server?.close();
  });

  it('accepts a submission while the queue Redis is gone and mails it once Redis is back', async ({
    expect,
  }) => {
    const port = (redis as Child & { port: number }).port;
    // A submission's mails, by their outbox ids (a mail to a typed address carries no submission id).
    const mailOf = async (submissionId: string) => {
      const rows: { id: string }[] = await server.ds.query(
        `SELECT id::text FROM outbox WHERE submission_id = $1`,
        [submissionId],
      );
      const ids = new Set(rows.map((r) => r.id));
      return (m: CaughtMail) => ids.has(m.headers['x-outbox-id']);
    };
    const [before] = await submitMany(server, 1, 'before');
    await catcher.waitFor(await mailOf(before), 2);

    await stopChild(redis!, 'SIGKILL');
    const [during] = await submitMany(server, 1, 'during');
    // Accepted and stored with its mails; they wait in the outbox while the relay cannot reach Redis:
    // a relay run fails (one that finds the rows locked by the relay's own run returns 0: try again).
    await waitFor(
      () =>
        work!.relayNow().then(
          () => false,
          () => true,
        ),
      { message: 'a relay run failing on the missing Redis' },
    );
    const waiting: { status: string }[] = await server.ds.query(
      `SELECT status FROM outbox WHERE submission_id = $1`,
      [during],
    );
    expect(waiting.map((w) => w.status)).toEqual(['pending', 'pending']);
    const ofDuring = await mailOf(during);
    expect(catcher.messages.filter(ofDuring)).toEqual([]);

    // A new, empty Redis on the same address (its data is gone, as after a crash without persistence).
    redis = await startRedisServer(port);
    const mails = await catcher.waitFor(ofDuring, 2, 60_000);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['during-0@example.be', AGENCY]);
    await expect
      .poll(
        async () =>
          (await server.ds.query(`SELECT count(*)::int AS n FROM outbox WHERE status = 'sent'`))[0].n,
        { timeout: 10_000 },
      )
      .toBe(4);
  }, 120_000);
});

// Fast, one row each: in the shadow of the runs above, one test after the other.
describe.concurrent('a delivery interrupted at each step', () => {
  let server: TestServer;
  let catcher: MailCatcher;
  let transport: MailTransport;
  beforeAll(async () => {
    server = await startTestServer(await freshDatabase());
    catcher = await startMailCatcher();
    transport = createMailTransport(`smtp://127.0.0.1:${catcher.smtpPort}`);
  });
  afterAll(async () => {
    transport?.close();
    await catcher?.close();
    await server?.close();
  });

  /** An outbox row as a delivery that died left it: 'sending', its lease over. */
  const abandoned = (to: string): Promise<string> =>
    insertOutboxRow(server.ds, {
      to,
      status: 'sending',
      attempts: 1,
      leaseUntil: new Date(Date.now() - 1_000),
    });

  it.sequential(
    'sends again a mail whose delivery died before the server answered (its lease is over)',
    async ({ expect }) => {
      const id = await abandoned('died-mid-send@example.be');
      expect(await deliverOutboxMail(server.ds, transport, id)).toBe('sent');
      await catcher.waitFor((m) => outboxId(m) === id);
      expect(await outboxRowState(server.ds, id)).toMatchObject({ status: 'sent', attempts: 2 });
    },
  );

  it.sequential(
    'a delivery that died between the 250 and its record sends a second copy with the same Message-ID',
    async ({ expect }) => {
      const id = await insertOutboxRow(server.ds, { to: 'after-250@example.be' });
      expect(await deliverOutboxMail(server.ds, transport, id)).toBe('sent');
      // The row as that delivery left it: the server has the mail, the outbox does not know.
      await server.ds.query(
        `UPDATE outbox SET status = 'sending', lease_until = now() - interval '1 second' WHERE id = $1`,
        [id],
      );
      expect(await deliverOutboxMail(server.ds, transport, id)).toBe('sent');
      const copies = await catcher.waitFor((m) => outboxId(m) === id, 2);
      expect(copies).toHaveLength(2);
      expect(copies[0].messageId).toMatch(new RegExp(`^<outbox-${id}@`));
      expect(copies[1].messageId).toBe(copies[0].messageId);
    },
  );

  it.sequential('waits while another delivery holds the lease', async ({ expect }) => {
    const id = await insertOutboxRow(server.ds, {
      to: 'busy@example.be',
      status: 'sending',
      attempts: 1,
      leaseUntil: new Date(Date.now() + 30_000),
    });
    await expect(deliverOutboxMail(server.ds, transport, id)).rejects.toBeInstanceOf(MailBusyError);
  });

  it.sequential(
    'never sends the final dot once its lease is gone: the server keeps nothing',
    async ({ expect }) => {
      const id = await insertOutboxRow(server.ds, { to: 'slow@example.be' });
      // Another delivery takes the row over while this one is in the DATA phase (as if it had been too slow).
      const takeOver = () => server.ds.query(`UPDATE outbox SET attempts = attempts + 1 WHERE id = $1`, [id]);
      const slowTransport: MailTransport = {
        send: (mail, options) =>
          transport.send(mail, {
            beforeFinalDot: async () => (await takeOver(), options?.beforeFinalDot?.()),
          }),
        close: () => undefined,
      };
      await expect(deliverOutboxMail(server.ds, slowTransport, id)).rejects.toThrow(/lease lost/);
      await new Promise((r) => setTimeout(r, 300));
      expect(catcher.messages.filter((m) => outboxId(m) === id)).toEqual([]);
    },
  );
});
