import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import { Queue } from 'bullmq';
import { redisConnection } from '../server/core/queue/connection';
import { appDataSource } from '../server/data-source';
import { startMailCatcher } from '../server/mail/mail-catcher';
import { MAIL_QUEUE } from '../server/mail/mail-intent.types';
import {
  BENCH_DB_URL,
  BENCH_DURATION,
  BENCH_LISTINGS,
  forkServer,
  peakRssMb,
  prependBenchmarkSection,
  prepareBenchDatabase,
  ROOT,
  stopChild,
  waitForHttp,
} from './bench/bench-kit';

/**
 * `npm run bench:forms`: with 10,000 listings, autocannon at 50 connections for 20 s on
 * submitSiteContact against the real server (NODE_ENV=test: production refuses the captcha bypass
 * key the load generator needs; otherwise as deployed, response cache on), then checks that every
 * answer ACCEPTED is stored, then times ONE `npm run worker` process sending all their mails into a
 * local SMTP sink. Writes docs/benchmarks.md. BENCH_DATABASE_URL, BENCH_DURATION, BENCH_LISTINGS override.
 */
const CONNECTIONS = 50;
const PORT = 3910;
const TARGET_RPS = 300;
const TARGET_P99_MS = 50;

const MUTATION = `mutation($input: ContactFormInput!) { submitSiteContact(input: $input) { ok status submissionId } }`;

async function main() {
  await prepareBenchDatabase();
  const ds = appDataSource(BENCH_DB_URL, { poolSize: 2 });
  await ds.initialize();
  // Each run starts without earlier submissions, so every count below is this run's.
  // The recipient counts too: the same addresses come back every run, and a day of runs would have
  // them over the daily cap, their mails skipped (fewer rows written, a faster run that is not one).
  await ds.query(`TRUNCATE form_submission, outbox, captcha_spent, recipient_cap CASCADE`);

  const sink = await startMailCatcher({ keep: 1_000_000 });
  const bypassKey = randomBytes(24).toString('hex');
  const queuePrefix = `bench-forms-${process.pid}`;
  const serverEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    CAPTCHA_BYPASS_KEY: bypassKey,
    // The limiter still runs on every submission (one Redis round trip); its limit is lifted because every request comes from 127.0.0.1.
    FORM_RATE_LIMIT: '1000000',
    QUEUE_PREFIX: queuePrefix,
    SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`,
    WORKER_IN_PROCESS: '0',
  };
  const loadBefore = os.loadavg()[0];
  const api = forkServer(PORT, '300', serverEnv);
  await waitForHttp(`http://127.0.0.1:${PORT}/readyz`);

  // One address per request, as visitors have: mails to one address are capped per day
  // (RECIPIENT_DAILY_LIMIT), and its count is one row every write to that address queues on.
  let sent = 0;
  const body = () =>
    JSON.stringify({
      query: MUTATION,
      variables: {
        input: {
          title: 'mrs',
          firstName: 'Anna',
          lastName: 'Peeters',
          email: `anna.peeters+${++sent}@example.be`,
          phone: '0475 12 34 56',
          message: 'Benchmark: is the garden south-facing?',
          privacyConsent: true,
          meta: { lang: 'nl', captcha: `bypass:${bypassKey}`, pageUrl: '/nl/contact/' },
        },
      },
    });
  const outcomes = new Map<string, number>();
  const acceptedIds: string[] = [];
  const record = (status: number, text: string) => {
    const answer =
      status === 200 ? (/"status":"([A-Z_]+)"/.exec(text)?.[1] ?? 'no status') : `HTTP ${status}`;
    outcomes.set(answer, (outcomes.get(answer) ?? 0) + 1);
    const id = /"submissionId":"([0-9a-f-]{36})"/.exec(text)?.[1];
    if (answer === 'ACCEPTED' && id) acceptedIds.push(id);
  };
  const r = await autocannon({
    url: `http://127.0.0.1:${PORT}/graphql`,
    connections: CONNECTIONS,
    duration: BENCH_DURATION,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: body() }),
        onResponse: (status, text) => record(status, text),
      },
    ],
  });
  const accepted = outcomes.get('ACCEPTED') ?? 0;
  const apiRss = peakRssMb(api.pid!);
  await stopChild(api);
  // Every submission answered ACCEPTED is in the table with its two mails. (The table may hold a few
  // more: requests still in flight when autocannon stopped, whose answers it no longer reads.)
  const [{ stored, storedMails }]: { stored: number; storedMails: number }[] = await ds.query(
    `SELECT count(*)::int AS stored, (SELECT count(*)::int FROM outbox WHERE submission_id = ANY($1::uuid[])) AS "storedMails" FROM form_submission WHERE id = ANY($1::uuid[])`,
    [acceptedIds],
  );
  const [{ total, rows }]: { total: number; rows: number }[] = await ds.query(
    `SELECT count(*)::int AS total, (SELECT count(*)::int FROM outbox) AS rows FROM form_submission`,
  );
  const submit = {
    acceptedPerSec: Math.round(accepted / BENCH_DURATION),
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    outcomes: Object.fromEntries(outcomes),
  };
  console.log('submit', JSON.stringify(submit), { accepted, stored, storedMails, total, rows });

  // ONE worker process, as `npm run worker` runs it, sends everything the run accepted.
  const started = performance.now();
  const worker = spawn(process.execPath, ['-r', './server/core/register.cjs', 'server/worker.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: BENCH_DB_URL, ...serverEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await sink.waitFor(() => true, 1, 120_000);
  const firstMailAt = performance.now();
  for (;;) {
    const [{ unsent }]: { unsent: number }[] = await ds.query(
      `SELECT count(*)::int AS unsent FROM outbox WHERE status <> 'sent'`,
    );
    if (unsent === 0) break;
    if (performance.now() - started > 30 * 60_000)
      throw new Error(`${unsent} mails still unsent after 30 minutes`);
    await new Promise((res) => setTimeout(res, 100));
  }
  const doneAt = performance.now();
  const workerRss = peakRssMb(worker.pid!);
  worker.kill('SIGTERM');
  await new Promise((res) => worker.once('exit', res));
  const perRow = new Map<string, number>();
  for (const m of sink.messages)
    perRow.set(m.headers['x-outbox-id'], (perRow.get(m.headers['x-outbox-id']) ?? 0) + 1);
  const duplicates = [...perRow.values()].filter((n) => n > 1).length;
  const mail = {
    mails: sink.messages.length,
    distinct: perRow.size,
    duplicates,
    totalSeconds: (doneAt - started) / 1000,
    sendingSeconds: (doneAt - firstMailAt) / 1000,
  };
  console.log('mail', JSON.stringify(mail));

  const queue = new Queue(MAIL_QUEUE, { connection: redisConnection('worker'), prefix: queuePrefix });
  await queue.obliterate({ force: true });
  await queue.close();
  await sink.close();
  await ds.destroy();

  const met = (ok: boolean) => (ok ? '**met**' : '**not met**');
  const other = Object.entries(submit.outcomes)
    .filter(([k]) => k !== 'ACCEPTED')
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  const section = [
    `## bench:forms — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${BENCH_LISTINGS.toLocaleString('en')} listings; autocannon, ${CONNECTIONS} connections, ${BENCH_DURATION} s, on this 2-core machine with the load generator, PostgreSQL and Redis on the same cores (1-minute load average before the run: ${loadBefore.toFixed(1)}, after: ${os.loadavg()[0].toFixed(1)}). ` +
      `\`submitSiteContact\` (site contact: one submission + two outbox mails per request) against \`server/main.ts\` with NODE_ENV=test (production refuses the bench-only CAPTCHA_BYPASS_KEY; nothing else on this path depends on NODE_ENV), the response cache on as deployed, ` +
      `FORM_RATE_LIMIT lifted (all requests come from one IP; the limiter still runs, one Redis round trip per request). Latencies in ms.`,
    '',
    '| accepted/s | req/s | p50 | p99 | non-2xx | errors+timeouts | other answers | answered ACCEPTED | of those stored (with 2 mails) | rows in the table | API peak RSS MB |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${submit.acceptedPerSec} | ${submit.reqPerSec} | ${submit.p50} | ${submit.p99} | ${submit.non2xx} | ${submit.errors} | ${other || '—'} | ${accepted} | ${stored} (${storedMails / 2}) | ${total} | ${apiRss} |`,
    '',
    `Target ≥ ${TARGET_RPS} accepted/s with p99 ≤ ${TARGET_P99_MS} ms: ${met(submit.acceptedPerSec >= TARGET_RPS && submit.p99 <= TARGET_P99_MS)}. Every accepted submission stored (by the submissionId of each ACCEPTED answer): ${met(stored === accepted && storedMails === 2 * accepted)}. ` +
      `The table holds ${total - accepted} more: requests in flight when autocannon stopped, whose answers it does not read.`,
    '',
    `Mail: ONE worker process (\`server/worker.ts\`: outbox relay → BullMQ on the local Redis → SMTP, 10 jobs in flight, 3 SMTP connections) sending the ${rows} outbox rows into a local SMTP sink (\`startMailCatcher\` in the bench process, which parses every mail).`,
    '',
    '| mails | distinct outbox rows | duplicates | from process start s | mails/s (incl. start) | from first mail s | mails/s | worker peak RSS MB |',
    '|---|---|---|---|---|---|---|---|',
    `| ${mail.mails} | ${mail.distinct} | ${mail.duplicates} | ${mail.totalSeconds.toFixed(1)} | ${Math.round(rows / mail.totalSeconds)} | ${mail.sendingSeconds.toFixed(1)} | ${Math.round(rows / mail.sendingSeconds)} | ${workerRss} |`,
    '',
  ].join('\n');
  prependBenchmarkSection(section);
  console.log(section);
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
