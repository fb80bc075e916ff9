import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisConnection } from '../core/queue/connection';
import { sharedDatabaseUrl } from '../testing/test-database';
import { startTestServer } from '../testing/test-server';
import { MAIL_QUEUE } from '../mail/mail-intent.types';
import { HOUSEKEEPING_QUEUE } from '../core/queue/repeatable-work';
import {
  basicPassword,
  DASHBOARD_FAILED_LOGINS,
  mountQueueDashboard,
  passwordMatches,
  type QueueDashboard,
} from './queue-dashboard';

const PASSWORD = 'correct horse battery staple';
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('queue dashboard', () => {
  let server: Server;
  let base: string;
  let dashboard: QueueDashboard;
  let queue: Queue;
  const prefix = `test-${randomUUID()}`;
  beforeAll(async () => {
    const app = express();
    // Each test comes from its own address, so the failed-login limit of one does not touch the others.
    app.set('trust proxy', true);
    dashboard = mountQueueDashboard(app, { password: PASSWORD, queuePrefix: prefix });
    server = await new Promise((resolve) => {
      const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/queues`;
    // A dead letter: a mail job that failed for good.
    queue = new Queue(MAIL_QUEUE, { connection: redisConnection('worker'), prefix });
    await queue.add('mail', { outboxId: '1' }, { jobId: 'outbox-1' });
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await queue?.close();
    await dashboard?.close();
    await new Promise((r) => server?.close(r));
  });
  const get = (path: string, ip: string, authorization?: string) =>
    fetch(base + path, { headers: { 'x-forwarded-for': ip, ...(authorization ? { authorization } : {}) } });

  it('asks for a password (realm "Queues") and refuses a wrong one', async () => {
    const none = await get('/', '10.0.0.1');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Basic realm="Queues", charset="UTF-8"');
    expect((await get('/', '10.0.0.1', basic('admin', 'wrong password'))).status).toBe(401);
    expect((await get('/api/queues', '10.0.0.1', basic('admin', PASSWORD.slice(0, -1)))).status).toBe(401);
    expect((await get('/', '10.0.0.1', 'Bearer whatever')).status).toBe(401);
  });

  it('shows the mail queue and the housekeeping queue with the right password', async () => {
    const page = await get('/', '10.0.0.2', basic('admin', PASSWORD));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const api = await get('/api/queues', '10.0.0.2', basic('admin', PASSWORD));
    expect(api.status).toBe(200);
    const body = (await api.json()) as { queues: { name: string; counts: Record<string, number> }[] };
    expect(body.queues.map((q) => q.name)).toEqual([MAIL_QUEUE, HOUSEKEEPING_QUEUE]);
    expect(body.queues[0].counts.waiting).toBe(1);
  });

  it(`locks an IP out after ${DASHBOARD_FAILED_LOGINS} wrong passwords, even with the right one`, async () => {
    for (let i = 0; i < DASHBOARD_FAILED_LOGINS; i++)
      expect((await get('/', '10.0.0.3', basic('admin', `guess ${i}`))).status).toBe(401);
    expect((await get('/', '10.0.0.3', basic('admin', PASSWORD))).status).toBe(429);
    expect((await get('/', '10.0.0.4', basic('admin', PASSWORD))).status).toBe(200);
  });

  it.each<[string, Record<string, string>, string, number]>([
    ['a form of another site (text/plain)', { origin: 'https://evil.example' }, 'text/plain', 403],
    [
      'a form of another site (urlencoded)',
      { origin: 'https://evil.example' },
      'application/x-www-form-urlencoded',
      403,
    ],
    [
      'a form of another site (multipart)',
      { origin: 'https://evil.example' },
      'multipart/form-data; boundary=x',
      403,
    ],
    ['a sandboxed frame (Origin: null)', { origin: 'null' }, 'text/plain', 403],
    ['a browser that sends only Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }, 'text/plain', 403],
    ['another port of the same host', { origin: 'http://127.0.0.1:1' }, 'application/json', 403],
  ])('refuses a job added by %s, with the remembered password', async (_, headers, type, status) => {
    const before = await queue.count();
    const res = await fetch(`${base}/api/queues/${MAIL_QUEUE}/add`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': '10.0.0.5',
        authorization: basic('admin', PASSWORD),
        'content-type': type,
        ...headers,
      },
      body: type === 'application/json' ? '{"name":"mail","data":{"outboxId":"666"}}' : 'name=mail&data={}',
    });
    expect(res.status).toBe(status);
    expect(await queue.count()).toBe(before);
  });

  it('takes a change from its own pages', async () => {
    const res = await fetch(`${base}/api/queues/pause`, {
      method: 'PUT',
      headers: {
        'x-forwarded-for': '10.0.0.6',
        authorization: basic('admin', PASSWORD),
        origin: new URL(base).origin,
      },
    });
    expect(res.status).toBe(200);
    expect(await queue.isPaused()).toBe(true);
    await queue.resume();
  });

  it.each([
    [basic('admin', PASSWORD), PASSWORD],
    [basic('', 'a:b'), 'a:b'],
    ['Basic', null],
    ['Basic bm9jb2xvbg==', null],
    [undefined, null],
  ])('reads the password of %s', (header, expected) => {
    expect(basicPassword(header)).toBe(expected);
  });

  it('compares passwords of any length', () => {
    expect(passwordMatches(PASSWORD, PASSWORD)).toBe(true);
    expect(passwordMatches('', PASSWORD)).toBe(false);
    expect(passwordMatches(PASSWORD + 'x', PASSWORD)).toBe(false);
  });
});

describe('queue dashboard without ADMIN_PASSWORD', () => {
  it('does not exist', async () => {
    const server = await startTestServer(sharedDatabaseUrl());
    try {
      const res = await fetch(`${server.url}/admin/queues`, {
        headers: { authorization: basic('admin', PASSWORD) },
      });
      expect(res.status).toBe(404);
      expect((await fetch(`${server.url}/admin/queues/api/queues`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
