import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/** The encodings the site sends, best first: every current browser takes Brotli, older ones gzip. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * Answers compressed as they leave (pages, GraphQL, media): Brotli quality 5 takes ~2 ms for a
 * 50 KB page and comes within 10 % of the best size; quality 11 takes ~90 ms, fine only at build
 * time (the built assets are compressed once, at 11).
 */
export const LIVE_BROTLI_QUALITY = 5;
export const LIVE_GZIP_LEVEL = 6;
/** Below this, compressing saves less than the headers it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding to answer with, from an Accept-Encoding header: Brotli when accepted, else gzip
 * (or `*`), else none. A q-value of 0 refuses an encoding.
 */
export function acceptedEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[] = ['br', 'gzip'],
): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=(.*)$/.exec(p)?.[1]).find((v) => v !== undefined);
    // A malformed weight refuses rather than prefers.
    const weight = q === undefined ? 1 : q.trim() === '' ? 0 : Number(q);
    if (name) weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: ContentEncoding | null = null;
  for (const encoding of available) if (weightOf(encoding) > (best ? weightOf(best) : 0)) best = encoding;
  return best;
}

/** A body compressed as the live answers are (see LIVE_BROTLI_QUALITY). */
export function compressBody(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: LIVE_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: LIVE_GZIP_LEVEL });
}

/**
 * Compresses every compressible answer on its way out (HTML, JSON, SVG, CSS …) that is not
 * compressed already: the built assets and the cached pages carry their own Content-Encoding.
 */
export function compressResponses(): RequestHandler {
  const compress = compression({
    threshold: COMPRESS_MIN_BYTES,
    level: LIVE_GZIP_LEVEL,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: LIVE_BROTLI_QUALITY } },
  });
  // A client that accepts no encoding (a script, a monitor) is answered without the wrapper's cost.
  return (req, res, next) =>
    acceptedEncoding(req.headers['accept-encoding']) ? compress(req, res, next) : next();
}

/**
 * Serves the `.br` / `.gz` files the build wrote beside each asset (compressed once, at the best
 * level) to the browsers that accept them, before the static handler that serves `root`: the
 * request is pointed at the compressed file, with the original's type and a Content-Encoding.
 * The folder is read once: built assets do not change while the server runs.
 */
export function precompressedFiles(root: string): RequestHandler {
  const variants = new Map<string, ContentEncoding[]>();
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(br|gz)$/.test(entry.name)) {
        const original = '/' + path.relative(root, full.slice(0, -3)).split(path.sep).join('/');
        const encoding: ContentEncoding = entry.name.endsWith('.br') ? 'br' : 'gzip';
        variants.set(original, [...(variants.get(original) ?? []), encoding].sort());
      }
    }
  };
  walk(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const available = variants.get(req.path);
    if (!available) return next();
    res.vary('Accept-Encoding');
    const encoding = acceptedEncoding(req.headers['accept-encoding'], available);
    if (!encoding) return next();
    res.type(path.extname(req.path)).set('Content-Encoding', encoding);
    req.url = req.path + (encoding === 'br' ? '.br' : '.gz');
    next();
  };
}
