import { createHash, timingSafeEqual } from 'node:crypto';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import type { Express, NextFunction, Request, Response } from 'express';
import { limitKeyOf } from '../core/client-address';
import { DOCUMENT_LOCKS, serializePolicy } from '../core/http/security-headers';
import { sameOriginWrite } from '../core/http/same-origin';
import { redisConnection, sharedProducerConnection } from '../core/queue/connection';
import { HOUSEKEEPING_QUEUE } from '../core/queue/repeatable-work';
import { createRateLimit, type RateLimit } from '../core/rate-limit';
import { MAIL_QUEUE } from '../mail/mail-intent.types';

type IServerAdapter = Parameters<typeof createBullBoard>[0]['serverAdapter'];

export const QUEUE_DASHBOARD_PATH = '/admin/queues';
/** Wrong passwords per IP per quarter of an hour; then even the right one is refused until the window ends. */
export const DASHBOARD_FAILED_LOGINS = 10;

export interface QueueDashboard {
  close(): Promise<void>;
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** The password check: both sides hashed first, so the comparison takes as long whatever the length. */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** The password of an `Authorization: Basic …` header (any user name), or null. */
export function basicPassword(header: string | undefined): string | null {
  const m = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

function basicAuth(password: string, limit: RateLimit) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const ip = limitKeyOf(req.ip ?? 'unknown');
    try {
      // Zero points: only asks whether this IP already used up its wrong guesses.
      if (!(await limit.consume(ip, 0))) {
        res
          .status(429)
          .set('retry-after', '900')
          .type('text')
          .send('Too many failed logins: try again later.');
        return;
      }
      const given = basicPassword(req.get('authorization'));
      if (given !== null && passwordMatches(given, password)) return next();
      if (given !== null) await limit.consume(ip, 1);
      res
        .status(401)
        .set('www-authenticate', 'Basic realm="Queues", charset="UTF-8"')
        .type('text')
        .send('Authentication required.');
    } catch (err) {
      next(err);
    }
  };
}

/**
 * bull-board at /admin/queues behind HTTP Basic auth (ADMIN_PASSWORD): the mail queue and the
 * housekeeping queue under this site's QUEUE_PREFIX. Delayed jobs are mails waiting for their next try (SMTP trouble). Failed jobs
 * are the dead letters: mails refused for good, expired, or still failing after MAIL_RETRY_HOURS
 * (their outbox rows are 'dead'). "Retry" runs the job again, which sends the mail for real (with a
 * fresh retry period); the row, not the dashboard, records whether it went. Changes are taken
 * from the dashboard's own pages only (`sameOriginWrite`).
 */
export function mountQueueDashboard(
  app: Express,
  options: { password: string; queuePrefix: string; redisUrl?: string },
): QueueDashboard {
  const connection = redisConnection('producer', options.redisUrl);
  const mailQueue = new Queue(MAIL_QUEUE, { connection, prefix: options.queuePrefix });
  const housekeepingQueue = new Queue(HOUSEKEEPING_QUEUE, { connection, prefix: options.queuePrefix });
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: [
      new BullMQAdapter(mailQueue, {
        description:
          'Outbox mails. Delayed: waiting for their next try. Failed: dead letters (refused, expired, or failing past the retry period); retry sends them again.',
      }),
      new BullMQAdapter(housekeepingQueue, {
        description:
          'Repeatable work of every module, once per turn for all workers together (its schedules: sessions and links pruned, spent captchas, unused uploads, event partitions). Failed: a turn that went wrong; the next turn tries again.',
        readOnlyMode: true,
      }),
    ],
    // @bull-board/express 9.10.1 brings its own @bull-board/api 9.10.1, whose class types differ
    // from 9.10.2's only by private members; the adapter is the same at run time.
    serverAdapter: serverAdapter as unknown as IServerAdapter,
    options: { uiConfig: { boardTitle: 'Queues' } },
  });
  // A check refuses once the count is over `points`: the lock-out starts with the next request after the last allowed failure.
  const limit = createRateLimit(sharedProducerConnection(), {
    keyPrefix: `${options.queuePrefix}:rl:admin-login`,
    points: DASHBOARD_FAILED_LOGINS - 1,
    durationSeconds: 900,
  });
  app.use(
    QUEUE_DASHBOARD_PATH,
    (req: Request, res: Response, next: NextFunction) => {
      res.set('Content-Security-Policy', dashboardPolicy());
      if (sameOriginWrite(req.method, req.get('host'), req.headers)) return next();
      res.status(403).type('text').send('Refused: this request comes from another site.');
    },
    basicAuth(options.password, limit),
    serverAdapter.getRouter(),
  );
  return {
    async close() {
      await Promise.all([mailQueue.close(), housekeepingQueue.close()]);
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}

/**
 * bull-board at /admin/queues: scripts from its own files (its inline <script> is JSON, not run),
 * styles inline (its loading screen's style attributes and <style>, the React UI's style props)
 * and the IBM Plex fonts its page links from Google Fonts.
 */
export function dashboardPolicy(): string {
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    'font-src': ["'self'", 'https://fonts.gstatic.com'],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    ...DOCUMENT_LOCKS,
  });
}
