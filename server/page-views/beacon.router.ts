import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DataSource } from 'typeorm';
import { readCappedBody } from '../core/http/capped-body';
import { clientAddress, limitKeyOf, proxyTrust } from '../core/client-address';
import { parseBoundedJson } from '../core/http/bounded-json';
import { config, SUPPORTED_LANGUAGES } from '../core/config';
import { logger } from '../core/logger';
import { sharedProducerConnection } from '../core/queue/connection';
import { KEEP_RECENT, RETRY_EXPONENTIAL_5 } from '../core/queue/job-defaults';
import { createRateLimit } from '../core/rate-limit';
import { appendEvents, type NewEvent } from './append-events.service';
import { EventBatcher } from './event-batcher';
import { PublishedListingIds } from './listing-ids';
import { toJobEvents, LISTING_EVENTS_QUEUE, type ListingEventsJobData } from './record-events.job';
import { classifySource, deviceClass, isBot } from './view-rules';
import { VisitorViewCap, type VisitorRef } from './visitor-cap';
import { isUuid } from '../core/uuid';

/** A list page shows at most 100 listings. */
const MAX_IMPRESSIONS = 100;
const CLOCK_TOLERANCE_MS = 10 * 60_000;

/** What a beacon tells: a detail page seen, the listings a list showed, or a listing made a favourite. */
type BeaconKind = 'view' | 'impression' | 'favourite';

interface Beacon {
  kind: BeaconKind;
  propertyIds: number[];
  eventId: string | null;
  /** When the page says the view happened (ms since epoch): with the id, a resent beacon is the same event. */
  at: number | null;
  lang: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
}

/** Reads what `navigator.sendBeacon` posts (text/plain JSON). Null when it is not a beacon. */
export function parseBeacon(body: unknown): Beacon | null {
  let v: Record<string, unknown>;
  try {
    v =
      typeof body === 'string'
        ? (parseBoundedJson(body) as Record<string, unknown>)
        : (body as Record<string, unknown>);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const kind = v.kind ?? 'view';
  if (kind !== 'view' && kind !== 'impression' && kind !== 'favourite') return null;
  const ids = kind !== 'impression' ? [v.propertyId] : Array.isArray(v.propertyIds) ? v.propertyIds : [];
  const propertyIds = ids.filter(
    (id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0 && id < 2 ** 31,
  );
  if (propertyIds.length === 0 || propertyIds.length !== ids.length || propertyIds.length > MAX_IMPRESSIONS)
    return null;
  const text = (x: unknown, max: number) =>
    typeof x === 'string' && x.trim() !== '' ? x.trim().slice(0, max) : null;
  const eventId = text(v.eventId, 36);
  return {
    kind,
    // A listing named twice in one list beacon was shown once.
    propertyIds: [...new Set(propertyIds)],
    eventId: eventId && isUuid(eventId) ? eventId : null,
    at: typeof v.at === 'number' && Number.isFinite(v.at) ? Math.trunc(v.at) : null,
    lang: (SUPPORTED_LANGUAGES as readonly string[]).includes(String(v.lang)) ? String(v.lang) : null,
    referrer: text(v.referrer, 2000),
    utmSource: text(v.utmSource, 100),
    utmMedium: text(v.utmMedium, 100),
  };
}

/** Turns a beacon into events: categories only, no IP, no cookie, no URL kept. */
export function beaconEvents(
  b: Beacon,
  userAgent: string,
  ownHost: string | null,
  now = new Date(),
): NewEvent[] {
  const source = classifySource(b.referrer, b.utmSource, b.utmMedium, ownHost);
  const device = deviceClass(userAgent);
  // The page's clock is trusted only when close to ours (the log is partitioned by time).
  const occurredAt =
    b.at !== null && Math.abs(b.at - now.getTime()) <= CLOCK_TOLERANCE_MS ? new Date(b.at) : now;
  return b.propertyIds.map((propertyId, i) => ({
    // A view's or favourite's id comes from the page (a resent beacon counts once); impressions get fresh ones.
    id: b.kind !== 'impression' && b.eventId && i === 0 ? b.eventId : randomUUID(),
    propertyId,
    kind: b.kind,
    occurredAt,
    source,
    lang: b.lang,
    device,
  }));
}

/** The beacon's path; answered before Express (see `handle`). */
export const BEACON_PATH = '/api/beacon';
const MAX_BEACON_BYTES = 8 * 1024;

/** An event waiting in the batcher, with its anonymous visitor (for the caps, never stored). */
interface PendingEvent {
  event: NewEvent;
  visitor: VisitorRef;
}

/**
 * The events of a batch that count: a page view or a list impression beyond its visitor's or its
 * address group's daily ones of the listing is dropped (neither logged nor counted), and a
 * visitor's first view of the listing that day is marked, which counts one unique visitor (within
 * its address group's cap). Views and impressions are counted apart: a visitor who saw a listing
 * in three lists may still open it three times. A favourite counts once per visitor, listing and
 * day (its first), within the same group cap: a heart clicked on and off is one.
 */
async function countedEvents(cap: VisitorViewCap, pending: readonly PendingEvent[]): Promise<NewEvent[]> {
  const verdicts =
    pending.length > 0
      ? await cap.admit(
          pending.map(({ visitor, event }) => ({
            visitor,
            propertyId: event.propertyId,
            kind: event.kind === 'impression' || event.kind === 'favourite' ? event.kind : ('view' as const),
          })),
        )
      : [];
  return pending.flatMap(({ event }, i) => {
    if (event.kind === 'favourite') return verdicts[i].newVisitor ? [event] : [];
    if (!verdicts[i].counted) return [];
    return event.kind === 'view' ? [{ ...event, newVisitor: verdicts[i].newVisitor }] : [event];
  });
}

function answer(res: ServerResponse, status: number, body?: string): void {
  res
    .writeHead(
      status,
      body
        ? { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' }
        : { 'cache-control': 'no-store' },
    )
    .end(body);
}

/**
 * POST /api/beacon: validates, batches and queues page views, list impressions and favourites, answers 204. At most
 * VISITOR_DAILY_VIEWS views of a listing per anonymous visitor and Brussels day are counted, and
 * at most ADDRESS_GROUP_DAILY_VIEWS per address group, whatever user agents it sends
 * (`VisitorViewCap`: one Redis call per batch). When Redis is down the views are capped in memory
 * and the batch goes straight to PostgreSQL; only when both are down is the answer 503.
 * A plain Node handler, run before Express: measured with bench:page-views, Express' routing and body
 * parsing were about a third of the CPU a beacon costs, and beacons are the busiest request.
 */
export interface BeaconEndpoint {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

export function beaconEndpoint(ds: DataSource, queuePrefix = config().QUEUE_PREFIX): BeaconEndpoint {
  const queue = new Queue<ListingEventsJobData>(LISTING_EVENTS_QUEUE, {
    connection: sharedProducerConnection(),
    prefix: queuePrefix,
  });
  const cap = new VisitorViewCap(sharedProducerConnection(), queuePrefix, config().VISITOR_DAILY_VIEWS);
  const batcher = new EventBatcher<PendingEvent>(async (pending) => {
    const events = await countedEvents(cap, pending);
    if (events.length === 0) return;
    try {
      await queue.add('events', { events: toJobEvents(events) }, { ...RETRY_EXPONENTIAL_5, ...KEEP_RECENT });
    } catch (err) {
      logger.warn(
        { err: err instanceof Error ? err.message : err, events: events.length },
        'visit events: Redis unavailable, writing to PostgreSQL',
      );
      await ds.transaction((m) => appendEvents(m, events));
    }
  });
  const limit = createRateLimit(null, {
    keyPrefix: 'beacon',
    points: config().BEACON_RATE_LIMIT,
    durationSeconds: 60,
  });
  const ownHost = new URL(config().PUBLIC_URL).hostname;
  const trust = proxyTrust(config().TRUSTED_PROXIES);
  const listings = new PublishedListingIds(ds);

  async function accept(req: IncomingMessage, body: string, res: ServerResponse): Promise<void> {
    const beacon = parseBeacon(body);
    if (!beacon) return answer(res, 400, '{"error":"invalid beacon"}');
    const userAgent = req.headers['user-agent'] ?? '';
    const ip = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust);
    // The limit counts events, not requests: one list beacon carries up to 100 impressions.
    if (isBot(userAgent) || !(await limit.consume(limitKeyOf(ip), beacon.propertyIds.length)))
      return answer(res, 204);
    try {
      // Only published listings are counted; made-up ids are dropped without a word.
      const propertyIds = await listings.filter(beacon.propertyIds);
      if (propertyIds.length === 0) return answer(res, 204);
      const events = beaconEvents({ ...beacon, propertyIds }, userAgent, ownHost);
      // A view or impression beyond the visitor's daily ones of the listing is answered like any
      // other (nothing to learn from it) and dropped when its batch is written.
      const visitor = await cap.visitor(ip, userAgent, events[0].occurredAt);
      await batcher.add(events.map((event) => ({ event, visitor })));
      answer(res, 204);
    } catch (err) {
      logger.error({ err }, 'visit events could not be stored');
      answer(res, 503);
    }
  }

  return {
    handle(req, res) {
      const encoded =
        req.headers['content-encoding'] !== undefined && req.headers['content-encoding'] !== 'identity';
      if (encoded || Number(req.headers['content-length'] ?? 0) > MAX_BEACON_BYTES) {
        req.resume();
        return answer(res, encoded ? 415 : 413, '{"error":"invalid beacon"}');
      }
      // A rejection would be unhandled and end the process: it becomes a 503.
      void readCappedBody(req, MAX_BEACON_BYTES)
        .then(async (body) => {
          if (body === 'aborted') {
            res.destroy();
            return;
          }
          if (body === 'too-large') {
            // A body without Content-Length that grew too large: answer now and stop reading.
            res
              .writeHead(413, {
                'cache-control': 'no-store',
                'content-type': 'application/json; charset=utf-8',
                connection: 'close',
              })
              .end('{"error":"invalid beacon"}', () => req.destroy());
            return;
          }
          await accept(req, body.toString('utf8'), res);
        })
        .catch((err: unknown) => {
          logger.error({ err }, 'beacon failed');
          if (!res.headersSent) answer(res, 503);
          else res.destroy();
        });
    },
    async close() {
      await batcher.flush().catch(() => undefined);
      await queue.close();
    },
  };
}
