import express, { type Request, type Response, type Router } from 'express';
import type { DataSource } from 'typeorm';
import { readCappedBody } from '../core/http/capped-body';
import { limitKeyOf } from '../core/client-address';
import { config, type LanguageCode } from '../core/config';
import { requestLanguage } from '../core/graphql/language';
import { logger } from '../core/logger';
import { translate, type MessageId } from '../core/messages';
import { sharedProducerConnection } from '../core/queue/connection';
import { createRateLimit, type RateLimit } from '../core/rate-limit';
import { UPLOAD_RULES, storeUpload } from './upload.service';
import { UPLOAD_KINDS, type UploadKind } from './upload.types';

/** After refusing a body, how much more of it is read (and dropped) so the client can read the answer. */
const DRAIN_MAX_FACTOR = 2;
const DRAIN_MAX_MS = 5_000;

/**
 * POST /api/uploads/cv (a job application's CV) and POST /api/uploads/photo (a testimonial's
 * photo): the body is the file itself (any content type; GraphQL here takes no multipart), its
 * name in `?name=`. Answers `{ uploadId, fileName, size }`, or `{ error: { code, message } }` in
 * the visitor's language (`x-lang` or Accept-Language). The size is checked from Content-Length
 * before reading, then by counting the bytes received (chunked bodies have no length), so no more
 * than the kind's limit (5 MB) is ever held; the type comes from the content (upload.service.ts).
 * Uploads per IP, of every kind together, share the forms' limit (FORM_RATE_LIMIT per 10 minutes)
 * unless `rateLimit` is given.
 */
export function uploadRouter(ds: DataSource, options: { rateLimit?: RateLimit } = {}): Router {
  const router = express.Router();
  let limit: RateLimit | undefined = options.rateLimit;
  const rateLimit = () =>
    (limit ??= createRateLimit(sharedProducerConnection(), {
      keyPrefix: `${config().QUEUE_PREFIX}:rl:upload`,
      points: config().FORM_RATE_LIMIT,
      durationSeconds: 600,
    }));

  for (const kind of UPLOAD_KINDS) {
    const { maxBytes } = UPLOAD_RULES[kind];
    router.post(`/${kind}`, async (req, res) => {
      const lang = requestLanguage(req.headers, config().DEFAULT_LANGUAGE);
      const encoding = req.headers['content-encoding'];
      if (encoding !== undefined && encoding !== 'identity')
        return refuse(req, res, kind, lang, 415, 'upload.encoded');
      const declared =
        req.headers['content-length'] === undefined ? null : Number(req.headers['content-length']);
      if (declared !== null && declared > maxBytes)
        return refuse(req, res, kind, lang, 413, 'upload.tooLarge');
      if (!(await rateLimit().consume(limitKeyOf(req.ip ?? 'unknown'))))
        return refuse(req, res, kind, lang, 429, 'upload.rateLimited');

      const body = await readCappedBody(req, maxBytes);
      if (body === 'too-large') return refuse(req, res, kind, lang, 413, 'upload.tooLarge');
      if (body === 'aborted') return;
      const name = typeof req.query.name === 'string' ? req.query.name : null;
      try {
        const outcome = await storeUpload(ds, kind, body, name);
        if (!outcome.ok) return refuse(req, res, kind, lang, outcome.status, outcome.messageId);
        res.status(201).json({ uploadId: outcome.uploadId, fileName: outcome.fileName, size: outcome.size });
      } catch (err) {
        logger.error({ err, kind }, 'upload could not be stored');
        refuse(req, res, kind, lang, 503, 'upload.failed');
      }
    });
  }
  return router;
}

const CODES: Record<number, string> = {
  400: 'EMPTY',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/**
 * Answers the refusal and closes the connection. What is left of the body is read and dropped
 * for a little while (bounded in bytes and time), so that a browser still sending reads the
 * answer instead of a reset connection; then the socket is closed.
 */
function refuse(
  req: Request,
  res: Response,
  kind: UploadKind,
  lang: LanguageCode,
  status: number,
  messageId: MessageId,
): void {
  const { maxBytes } = UPLOAD_RULES[kind];
  const message = translate(lang, messageId, { max: maxBytes / (1024 * 1024) });
  res
    .status(status)
    .set('connection', 'close')
    .json({ error: { code: CODES[status] ?? 'REFUSED', message } });
  if (req.complete) return;
  let drained = 0;
  const timer = setTimeout(() => req.socket.destroy(), DRAIN_MAX_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_FACTOR * maxBytes) req.socket.destroy();
  });
  req.on('end', () => clearTimeout(timer));
  req.on('close', () => clearTimeout(timer));
  req.resume();
}
