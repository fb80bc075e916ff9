import http from 'node:http';
import { Pool } from 'pg';
import { config } from '../../server/core/config';
import { redisConnection } from '../../server/core/queue/connection';
import {
  STATS_TIME_ZONE,
  UNIQUE_VISITORS,
  type NewEvent,
} from '../../server/page-views/append-events.service';
import { clientAddress, proxyTrust } from '../../server/core/client-address';
import { beaconEvents, parseBeacon } from '../../server/page-views/beacon.router';
import { isBot } from '../../server/page-views/view-rules';
import { VisitorViewCap } from '../../server/page-views/visitor-cap';

const trust = proxyTrust(config().TRUSTED_PROXIES);

/**
 * The naive baseline of `npm run bench:page-views`: what POST /api/beacon would be without the batcher
 * and the queue. Same validation and classification as the real route (parseBeacon, isBot,
 * beaconEvents) and the same daily cap per visitor (VisitorViewCap, one Redis call per view), then,
 * for each beacon, one transaction: an awaited INSERT of the event and an awaited upsert of its
 * daily counters, committed before the 204. No Express (it would only slow this side down), no
 * batching, no queue. Usage: naive-beacon-server.ts <port>, DATABASE_URL, QUEUE_PREFIX (the
 * visitor keys' prefix in Redis).
 */
const port = Number(process.argv[2]);
const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_SIZE ?? 10),
});
/** As the real route's PUBLIC_URL host when the benchmark forks it: referrers from it are direct. */
const OWN_HOST = 'localhost';
const MAX_BODY_BYTES = 8 * 1024;
const cap = new VisitorViewCap(
  redisConnection('producer'),
  config().QUEUE_PREFIX,
  config().VISITOR_DAILY_VIEWS,
);

async function store(events: readonly NewEvent[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const e of events) {
      const inserted = await client.query(
        `INSERT INTO property_event (id, property_id, kind, occurred_at, source, lang, device, new_visitor) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [
          e.id,
          e.propertyId,
          e.kind,
          e.occurredAt.toISOString(),
          e.source ?? 'direct',
          e.lang ?? null,
          e.device ?? null,
          e.newVisitor === true,
        ],
      );
      // A resent beacon (same id and time) is not counted twice, as in appendEvents.
      if (inserted.rowCount === 1) {
        for (const kind of e.newVisitor ? [e.kind, UNIQUE_VISITORS] : [e.kind])
          await client.query(
            `INSERT INTO property_daily_stat AS s (property_id, day, kind, source, count)
             VALUES ($1, ($2::timestamptz AT TIME ZONE '${STATS_TIME_ZONE}')::date, $3, $4, 1)
             ON CONFLICT (property_id, day, kind, source) DO UPDATE SET count = s.count + 1`,
            [e.propertyId, e.occurredAt.toISOString(), kind, e.source ?? 'direct'],
          );
      }
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

async function answer(body: string, userAgent: string, address: string): Promise<number> {
  const beacon = parseBeacon(body);
  if (!beacon) return 400;
  if (isBot(userAgent)) return 204;
  let events = beaconEvents(beacon, userAgent, OWN_HOST);
  if (beacon.kind === 'view') {
    const visitor = await cap.visitor(address, userAgent, events[0].occurredAt);
    const [verdict] = await cap.admit([{ visitor, propertyId: events[0].propertyId }]);
    events = verdict.counted ? [{ ...events[0], newVisitor: verdict.newVisitor }] : [];
  }
  if (events.length > 0) await store(events);
  return 204;
}

http
  .createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/api/beacon') {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413).end();
        return;
      }
      answer(
        Buffer.concat(chunks).toString('utf8'),
        req.headers['user-agent'] ?? '',
        clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust),
      ).then(
        (status) => res.writeHead(status, { 'cache-control': 'no-store' }).end(),
        (err: unknown) => {
          console.error('naive beacon: could not store', err);
          res.writeHead(503).end();
        },
      );
    });
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));

process.once('SIGTERM', () => {
  void pool.end().finally(() => process.exit(0));
});
