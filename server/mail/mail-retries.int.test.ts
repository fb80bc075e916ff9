import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Queue } from 'bullmq';
import express from 'express';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { redisConnection } from '../core/queue/connection';
import { mountQueueDashboard, type QueueDashboard } from '../admin/queue-dashboard';
import {
  freePort,
  startNodeProcess,
  startWorkerProcess,
  stopChild,
  type Child,
} from '../testing/child-processes';
import { freshDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { waitFor } from '../testing/wait-for';
import { main as mailRetry } from '../../scripts/mail-retry';
import { insertOutboxRow, outboxRowState } from './outbox.testing';
import { MAIL_QUEUE } from './mail-intent.types';
import { startFaultySmtp, type FaultySmtp, type ReceivedMail } from './smtp-faults.testing';

/**
 * No accepted mail is lost, however long SMTP is down: real worker processes (their own config:
 * MAIL_BACKOFF_SCALE shrinks the schedule, not its shape), real Redis, real SMTP servers that go
 * down, come back, die after the final dot or refuse a mailbox. Two scenarios, each with its
 * database, worker and queue keys, run side by side.
 */

interface Scenario {
  dbUrl: string;
  server: TestServer;
  env: Record<string, string>;
  worker: Child;
}

function scenario(env: Record<string, string>, smtpPort: () => number) {
  const ctx = {} as Scenario;
  beforeAll(async () => {
    ctx.dbUrl = await freshDatabase();
    ctx.server = await startTestServer(ctx.dbUrl);
    ctx.env = {
      DATABASE_URL: ctx.dbUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort()}`,
      QUEUE_PREFIX: `test-${randomUUID()}`,
      LOG_LEVEL: 'info',
      ...env,
    };
    ctx.worker = startWorkerProcess(ctx.env);
  });
  afterAll(async () => {
    if (ctx.worker) await stopChild(ctx.worker);
    await ctx.server?.close();
  });
  return ctx;
}

const copiesOf = (received: readonly ReceivedMail[], id: string) => received.filter((m) => m.outboxId === id);

async function statuses(ctx: Scenario, ids: string[]): Promise<Record<string, number>> {
  const rows: { status: string; n: number }[] = await ctx.server.ds.query(
    `SELECT status, count(*)::int AS n FROM outbox WHERE id = ANY($1::bigint[]) GROUP BY status`,
    [ids],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

describe.concurrent('SMTP down, then back; SMTP dying after the final dot', () => {
  let port = 0;
  let smtp: FaultySmtp | undefined;
  let dying: Child | undefined;
  beforeAll(async () => {
    port = await freePort();
  });
  // A tenth of a thousandth of the real schedule: tries after 3 ms, 6 ms … then every 360 ms.
  const ctx = scenario({ MAIL_RETRY_HOURS: '720', MAIL_BACKOFF_SCALE: '0.0001' }, () => port);
  afterAll(async () => {
    if (dying) await stopChild(dying, 'SIGKILL');
    await smtp?.close();
  });

  it.sequential(
    'mails survive an outage longer than the old 5 tries: each arrives once, and the log warns with counts, not per try',
    async ({ expect }) => {
      const ids: string[] = [];
      for (let i = 0; i < 20; i++)
        ids.push(await insertOutboxRow(ctx.server.ds, { to: i % 2 ? 'agency' : `outage-${i}@example.be` }));
      // Nobody listens on the SMTP port: every mail is tried twice as often as the old policy
      // allowed in all (5 tries), and none is given up.
      const progress = await waitFor(
        async () => {
          const [row]: { least: number; dead: number }[] = await ctx.server.ds.query(
            `SELECT min(attempts)::int AS least, count(*) FILTER (WHERE status = 'dead')::int AS dead
             FROM outbox WHERE id = ANY($1::bigint[])`,
            [ids],
          );
          return row.least >= 10 || row.dead > 0 ? row : null;
        },
        { timeoutMs: 45_000, message: 'every mail tried 10 times' },
      );
      expect(progress.dead, 'mails given up while SMTP was down').toBe(0);
      expect(await statuses(ctx, ids)).not.toHaveProperty('sent');
      const warnings = () =>
        ctx.worker
          .output()
          .split('\n')
          .filter((l) => l.includes('mails are failing'));
      expect(warnings().length).toBeGreaterThanOrEqual(1);
      const warning = JSON.parse(warnings()[0]) as Record<string, unknown>;
      expect(warning).toMatchObject({ level: 40, dead: 0 });
      expect(warning.lastError).toMatch(/ECONNREFUSED/);
      expect(typeof warning.waiting).toBe('number');

      smtp = await startFaultySmtp({ port });
      await waitFor(() => ids.every((id) => copiesOf(smtp!.received, id).length > 0), {
        timeoutMs: 15_000,
        message: 'every mail at the SMTP server',
      });
      await waitFor(async () => (await statuses(ctx, ids)).sent === ids.length, {
        message: 'every row sent',
      });
      for (const id of ids) expect(copiesOf(smtp.received, id), `mail ${id}`).toHaveLength(1);
      const [{ tries }]: { tries: number }[] = await ctx.server.ds.query(
        `SELECT sum(failures)::int AS tries FROM outbox WHERE id = ANY($1::bigint[])`,
        [ids],
      );
      // Well over the old policy's 5 tries a mail (each mail's last, successful try is no failure),
      // and a line or two of log (one a minute at most).
      expect(tries).toBeGreaterThan(ids.length * 5);
      expect(warnings().length).toBeLessThanOrEqual(2);
      expect(ctx.worker.output()).toContain('mails are delivered again');
    },
    60_000,
  );

  it.sequential(
    'a mail whose SMTP server died after the final dot, before its 250, is sent again with the same Message-ID',
    async ({ expect }) => {
      await smtp?.close();
      smtp = undefined;
      dying = startNodeProcess('server/mail/dying-smtp.testing.ts', { PORT: String(port) });
      await waitFor(() => dying!.output().includes('listening'), {
        timeoutMs: 20_000,
        message: 'the dying SMTP server listens',
      });
      const id = await insertOutboxRow(ctx.server.ds, { to: 'after-the-dot@example.be' });
      expect((await dying.exited).signal).toBe('SIGKILL');
      const before = dying
        .output()
        .split('\n')
        .filter((l) => l.startsWith('received '))
        .map((l) => JSON.parse(l.slice('received '.length)) as ReceivedMail);
      expect(before.map((m) => m.outboxId)).toEqual([id]);
      dying = undefined;

      smtp = await startFaultySmtp({ port });
      await waitFor(() => copiesOf(smtp!.received, id).length > 0, {
        timeoutMs: 15_000,
        message: 'the mail sent again',
      });
      await waitFor(async () => (await outboxRowState(ctx.server.ds, id)).status === 'sent');
      // Once or twice, never zero times: here the dead server had read it all, so twice.
      const copies = [...before, ...copiesOf(smtp.received, id)];
      expect(copies).toHaveLength(2);
      expect(copies[1].messageId).toBe(copies[0].messageId);
      expect(copies[0].messageId).toMatch(new RegExp(`^<outbox-${id}@`));
    },
    60_000,
  );
});

describe.concurrent('dead mails', () => {
  let smtp: FaultySmtp;
  let dashboard: QueueDashboard;
  let web: Server;
  let queue: Queue;
  const refuse = (address: string) => address.startsWith('nobody@');
  const PASSWORD = 'dashboard password for the retry test';
  beforeAll(async () => {
    smtp = await startFaultySmtp({ refuse });
  });
  // The shortest retry period there is: 24 h × 0.00001 = 0.86 s, tries every few milliseconds.
  const ctx = scenario({ MAIL_RETRY_HOURS: '24', MAIL_BACKOFF_SCALE: '0.00001' }, () => smtp.port);
  beforeAll(async () => {
    const app = express();
    dashboard = mountQueueDashboard(app, { password: PASSWORD, queuePrefix: ctx.env.QUEUE_PREFIX });
    web = await new Promise((resolve) => {
      const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
    });
    queue = new Queue(MAIL_QUEUE, { connection: redisConnection('producer'), prefix: ctx.env.QUEUE_PREFIX });
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await dashboard?.close();
    await new Promise((r) => web?.close(r));
    await smtp?.close();
  });
  const dead = (id: string) =>
    waitFor(async () => (await outboxRowState(ctx.server.ds, id)).status === 'dead', {
      timeoutMs: 20_000,
      message: `mail ${id} dead`,
    });
  const sent = (id: string) =>
    waitFor(async () => (await outboxRowState(ctx.server.ds, id)).status === 'sent', {
      timeoutMs: 20_000,
      message: `mail ${id} sent`,
    });
  const jobState = async (id: string) => (await queue.getJob(`outbox-${id}`))?.getState();

  it.sequential(
    'a mailbox refused with 5xx at RCPT TO is dead at once, without a retry',
    async ({ expect }) => {
      const id = await insertOutboxRow(ctx.server.ds, { to: 'nobody@example.be' });
      await dead(id);
      const row = await outboxRowState(ctx.server.ds, id);
      expect(row).toMatchObject({ attempts: 1, failures: 0 });
      expect(row.last_error).toMatch(/550/);
      expect(copiesOf(smtp.received, id)).toEqual([]);
      await waitFor(async () => (await jobState(id)) === 'failed', {
        message: 'a dead letter in the dashboard',
      });
    },
  );

  it.sequential(
    'a mail past its expiresAt is dead, "expired", and not sent; one still valid goes',
    async ({ expect }) => {
      const expired = await insertOutboxRow(ctx.server.ds, {
        to: 'reset-late@example.be',
        payload: { expiresAt: new Date(Date.now() - 1_000).toISOString(), resetToken: 'secret-token' },
      });
      const valid = await insertOutboxRow(ctx.server.ds, {
        to: 'reset-in-time@example.be',
        payload: { expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
      });
      await dead(expired);
      await sent(valid);
      expect((await outboxRowState(ctx.server.ds, expired)).last_error).toBe('expired');
      const [{ payload }]: { payload: Record<string, unknown> }[] = await ctx.server.ds.query(
        `SELECT payload FROM outbox WHERE id = $1`,
        [expired],
      );
      expect(payload).not.toHaveProperty('resetToken');
      expect(copiesOf(smtp.received, expired)).toEqual([]);
      expect(copiesOf(smtp.received, valid)).toHaveLength(1);
    },
  );

  it.sequential(
    'mails still failing after the retry period are dead, counted by /readyz; the dashboard retry and npm run mail:retry send them',
    async ({ expect }) => {
      await smtp.close();
      const viaDashboard = await insertOutboxRow(ctx.server.ds, { to: 'dashboard-retry@example.be' });
      const viaScript = await insertOutboxRow(ctx.server.ds, { to: 'script-retry@example.be' });
      await dead(viaDashboard);
      await dead(viaScript);
      expect((await outboxRowState(ctx.server.ds, viaDashboard)).last_error).toMatch(
        /^not delivered after \d+ tries in 0\.9 s: .*ECONNREFUSED/,
      );
      await waitFor(async () => (await jobState(viaDashboard)) === 'failed');

      const [{ deadRows }]: { deadRows: number }[] = await ctx.server.ds.query(
        `SELECT count(*)::int AS "deadRows" FROM outbox WHERE status = 'dead'`,
      );
      const ready = await fetch(`${ctx.server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        status: 'ok',
        database: 'up',
        mail: { waiting: 0, dead: deadRows },
      });

      smtp = await startFaultySmtp({ port: smtp.port, refuse });
      // The dashboard's own HTTP API, as its "Retry" button calls it.
      const base = `http://127.0.0.1:${(web.address() as AddressInfo).port}/admin/queues`;
      const auth = { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}` };
      const retried = await fetch(`${base}/api/queues/${MAIL_QUEUE}/outbox-${viaDashboard}/retry`, {
        method: 'PUT',
        headers: auth,
      });
      expect(retried.status).toBe(204);
      await sent(viaDashboard);
      expect(copiesOf(smtp.received, viaDashboard)).toHaveLength(1);
      // The row is marked sent inside the job; BullMQ marks the job completed once it has returned.
      await expect.poll(() => queue.getJobState(`outbox-${viaDashboard}`)).toBe('completed');
      expect((await queue.getJob(`outbox-${viaDashboard}`))!.returnvalue).toBe('sent');

      // `npm run mail:retry -- <id>` as staff run it: a process of its own.
      const script = spawnSync(
        process.execPath,
        ['-r', './server/core/register.cjs', 'scripts/mail-retry.ts', viaScript],
        {
          cwd: path.resolve(__dirname, '../..'),
          env: { PATH: process.env.PATH, DATABASE_URL: ctx.dbUrl, NODE_ENV: 'test' },
          encoding: 'utf8',
        },
      );
      expect(script.status, script.stderr).toBe(0);
      expect(script.stdout).toContain(`Sending again: #${viaScript}`);
      expect(script.stdout).toContain('site-contact.confirmation to script-retry@example.be');
      await sent(viaScript);
      expect(copiesOf(smtp.received, viaScript)).toHaveLength(1);
      expect((await (await fetch(`${ctx.server.url}/readyz`)).json()) as unknown).toEqual({
        status: 'ok',
        database: 'up',
        mail: { waiting: 0, dead: deadRows - 2 },
      });
    },
    60_000,
  );

  it.sequential(
    'mail:retry refuses bad arguments and reports mails it cannot send again',
    async ({ expect }) => {
      const env = { DATABASE_URL: ctx.dbUrl };
      let out = '';
      let err = '';
      const run = (...argv: string[]) =>
        mailRetry(
          argv,
          env,
          (s) => (out += s),
          (s) => (err += s),
        );
      expect(await run('twelve')).toBe(2);
      expect(err).toContain('Not a mail number: "twelve"');
      expect(await run('--all', '12')).toBe(2);
      const sentId = await insertOutboxRow(ctx.server.ds, { to: 'done@example.be', status: 'sent' });
      expect(await run(sentId, '999999999')).toBe(1);
      expect(err).toContain(`#${sentId} is not dead (sent)`);
      expect(err).toContain('No mail #999999999.');
      // What a visitor typed reaches the staff terminal without its escape sequences.
      await insertOutboxRow(ctx.server.ds, {
        to: 'evil\u001b]0;owned\u0007@example.be',
        status: 'dead',
        lastError: '550 no mailbox evil\u001b[2J\r\nFAKE',
      });
      out = '';
      expect(await run()).toBe(0);
      expect(out).toMatch(/nobody@example\.be/);
      expect(out).toContain('evil ]0;owned @example.be');
      expect(out).toContain('550 no mailbox evil [2J FAKE');
      // Only the line ends the script writes itself.
      expect(out.replace(/\n/g, '')).not.toMatch(/\p{Cc}/u);
    },
  );
});
