import express, { type Response, type Router } from 'express';
import { IMAGE_VARIANT_PATH } from '../../common/image-variants';
import { config } from '../core/config';
import { logger } from '../core/logger';
import { memoryRateLimit } from '../core/rate-limit';
import { ImageDiskCache } from './image-cache';
import { createImagePipeline, CONTENT_TYPES, type ImagePipeline } from './image-pipeline';
import { parseImageRequest, type SourceRules } from './image-request';
import { ImageSourceError } from './image-source';

/** Photos never change under the same name (a new photo gets a new URL): browsers and CDNs keep them a month. */
export const VARIANT_CACHE_CONTROL = 'public, max-age=2592000, immutable';

/**
 * GET /img?src=<a /media/ path or a photo host URL>&w=<one of IMAGE_WIDTHS>[&format=avif|webp|jpeg]
 * → the photo at that width (never wider than the original), in the format asked for or else the
 * best the browser accepts (Vary: Accept). A drawing (SVG) or a moment with too many photos to
 * resize → a redirect to the original. A bad request → 400 with its reason, a missing picture →
 * 404, a photo host that fails → 502 or 504: plain text, never a stack.
 */
export function imageRouter(pipeline: ImagePipeline, rules: SourceRules): Router {
  const router = express.Router();
  router.get(IMAGE_VARIANT_PATH, async (req, res) => {
    const parsed = parseImageRequest(req.query, req.get('accept'), rules);
    if (!parsed.ok) return sendText(res, 400, `Bad picture request: ${parsed.reason}.`);
    const request = parsed.value;
    try {
      // req.ip: the address TRUSTED_PROXIES lets Express read.
      const outcome = await pipeline.variant(request, { client: req.ip ?? 'unknown' });
      if (outcome.kind === 'original') {
        // A drawing stays one; a busy moment or a spent budget passes, and a later visit gets the resized photo.
        res.set('Cache-Control', outcome.reason === 'svg' ? 'public, max-age=86400' : 'no-store');
        return res.redirect(302, outcome.url);
      }
      if (request.negotiated) res.vary('Accept');
      res.set({
        'Content-Type': CONTENT_TYPES[outcome.format],
        'Cache-Control': VARIANT_CACHE_CONTROL,
        // Seen in the browser's network panel: whether the copy was made now, and how long it took.
        'Server-Timing': outcome.fromCache
          ? 'img;desc="cache"'
          : `img;desc="encode";dur=${outcome.encodeMs.toFixed(1)}`,
      });
      res.send(outcome.bytes);
    } catch (err) {
      if (err instanceof ImageSourceError) return sendText(res, err.status, `${capitalized(err.message)}.`);
      logger.warn({ err, src: request.source.url }, 'photo could not be resized');
      sendText(res, 502, 'The picture could not be resized.');
    }
  });
  return router;
}

/**
 * New copies one client may have made: a visitor's first pages, cold cache and all, need a few
 * dozen; past it the original serves, so that one client cannot fill the cache with copies.
 */
export const CACHE_MISS_BUDGET = { points: 200, durationSeconds: 600 };

/**
 * The router as the site runs it, from the configuration. `isLinkedSource` tells whether the site
 * shows a photo URL with a query string (the catalog's and the pages' pictures).
 */
export function configuredImageRouter(isLinkedSource: (url: string) => Promise<boolean>): Router {
  const cfg = config();
  const cache = new ImageDiskCache(cfg.IMAGE_CACHE_DIR, cfg.IMAGE_CACHE_MAX_MB * 1024 * 1024);
  const pipeline = createImagePipeline({
    cache,
    fetchTimeoutMs: cfg.IMAGE_FETCH_TIMEOUT_MS,
    maxSourceBytes: cfg.IMAGE_SOURCE_MAX_MB * 1024 * 1024,
    isLinkedSource,
    missBudget: memoryRateLimit(CACHE_MISS_BUDGET),
  });
  return imageRouter(pipeline, {
    mediaDir: cfg.MEDIA_DIR,
    origins: cfg.MEDIA_ORIGINS,
    // A plain-http photo host would let anyone on the way swap the agency's photos: production takes https only.
    allowHttp: cfg.NODE_ENV !== 'production',
  });
}

function sendText(res: Response, status: number, text: string): void {
  res
    .status(status)
    .set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    .send(text);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
