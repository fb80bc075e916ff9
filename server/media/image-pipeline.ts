import type { ImageFormatName } from '../../common/image-variants';
import { loadSharp } from '../core/load-sharp';
import {
  createLimiter,
  createSharedRuns,
  LimiterFullError,
  LimiterTimeoutError,
  type Limiter,
} from '../core/work-limits';
import type { RateLimit } from '../core/rate-limit';
import type { ImageDiskCache } from './image-cache';
import type { ImageRequest, ImageSource } from './image-request';
import { fetchExternalSource, ImageSourceError, readLocalSource } from './image-source';
import { looksLikeSvg, sniffRasterType, type RasterType } from './image-type';

export interface ImagePipelineOptions {
  cache: ImageDiskCache;
  /** Longest wait for the photo host (IMAGE_FETCH_TIMEOUT_MS). */
  fetchTimeoutMs: number;
  /** Largest original read or fetched (IMAGE_SOURCE_MAX_MB). */
  maxSourceBytes: number;
  /** Encodes at once: one per core of the machines the site runs on. */
  concurrency?: number;
  /** Encodes waiting; beyond them the visitor gets the original. */
  maxQueued?: number;
  /**
   * Whether the site shows a photo URL that carries a query string, exactly as written. Any other
   * query would make the same photo a new fetch, encode and cache entry at will; without this
   * check such URLs are refused.
   */
  isLinkedSource?: (url: string) => Promise<boolean>;
  /** Copies one client may have made (cache misses) per window; past it they get the original. */
  missBudget?: RateLimit;
  /** Whole seconds one resize may take (ENCODE_TIME_BUDGET_SECONDS). */
  encodeBudgetSeconds?: number;
}

/** Who asks: the cache misses of one client are counted against `missBudget`. */
export interface VariantAsker {
  client: string;
}

export type VariantOutcome =
  | { kind: 'image'; bytes: Buffer; format: ImageFormatName; fromCache: boolean; encodeMs: number }
  /** The original serves better: a drawing (SVG), or too many photos being resized right now. */
  | { kind: 'original'; url: string; reason: 'svg' | 'busy' | 'budget' };

/**
 * Decoded pixels at most, read from the header before libvips decodes or allocates anything (a
 * small file can declare a huge canvas). 50 megapixels covers any camera a listing's photographer
 * uses, and cameras write JPEG; an AVIF original is a web export, never that large, and decoding
 * one costs far more per pixel (a 1.4 KB 7000×7000 AVIF took 5–13 s and 2.9 GB): 12 megapixels.
 */
const MAX_INPUT_PIXELS: Readonly<Record<RasterType, number>> = {
  jpeg: 50_000_000,
  png: 50_000_000,
  gif: 50_000_000,
  webp: 50_000_000,
  avif: 12_000_000,
};

/** The longest one resize may take; past it libvips stops and the visitor gets an error, not a wait. */
export const ENCODE_TIME_BUDGET_SECONDS = 10;

/** Bumped when the encoder settings change: the old copies then stop matching and age out of the cache. */
const VARIANT_VERSION = 1;

export const CONTENT_TYPES: Readonly<Record<ImageFormatName, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/**
 * Resizes a photo of the site or of the photo host to one width and format: from the disk cache
 * when it was made before, else fetched (once per original, shared by its variants), checked by
 * its bytes, encoded with at most `concurrency` encodes at once, and cached.
 */
export function createImagePipeline({
  cache,
  fetchTimeoutMs,
  maxSourceBytes,
  concurrency = 2,
  maxQueued = 16,
  isLinkedSource = async () => false,
  missBudget,
  encodeBudgetSeconds = ENCODE_TIME_BUDGET_SECONDS,
}: ImagePipelineOptions) {
  const encodes: Limiter = createLimiter(concurrency, maxQueued);
  // Downloads wait on the network, not the CPU, but each holds up to maxSourceBytes in memory.
  const fetches: Limiter = createLimiter(4, 16);
  const sharedVariant = createSharedRuns<VariantOutcome>();
  const sharedSource = createSharedRuns<Buffer>();

  const sourceBytes = (source: ImageSource): Promise<Buffer> => {
    if (source.kind === 'local') return readLocalSource(source.file, maxSourceBytes);
    return sharedSource(source.url, async () => {
      const file = cache.fileOf('sources', source.url);
      const kept = await cache.read(file);
      if (kept) return kept;
      // The visitor's longest wait is the timeout, its time in the line for a download included.
      const deadline = Date.now() + fetchTimeoutMs;
      const bytes = await fetches
        .run(
          () =>
            fetchExternalSource(source.url, {
              timeoutMs: Math.max(1, deadline - Date.now()),
              maxBytes: maxSourceBytes,
            }),
          { deadline },
        )
        .catch((err: unknown) => {
          if (err instanceof LimiterTimeoutError)
            throw new ImageSourceError(504, 'the photo host did not answer in time');
          throw err;
        });
      // Only photos are kept: anything else is refused below and asked for again next time.
      if (sniffRasterType(bytes)) await cache.write(file, bytes);
      return bytes;
    });
  };

  async function variant(request: ImageRequest, asker?: VariantAsker): Promise<VariantOutcome> {
    const { source, width, format } = request;
    const key = `${VARIANT_VERSION}|${source.url}|${width}|${format}`;
    const file = cache.fileOf('variants', key, `.${format}`);
    const cached = await cache.read(file);
    if (cached) return { kind: 'image', bytes: cached, format, fromCache: true, encodeMs: 0 };
    if (asker && missBudget && !(await missBudget.consume(asker.client)))
      return { kind: 'original', url: source.url, reason: 'budget' };
    if (
      source.kind === 'external' &&
      new URL(source.url).search !== '' &&
      !(await isLinkedSource(source.url))
    )
      throw new ImageSourceError(400, 'the photo is not one the site shows');
    try {
      return await sharedVariant(key, async () => {
        const original = await sourceBytes(source);
        const sourceType = sniffRasterType(original);
        if (!sourceType) {
          if (looksLikeSvg(original)) return { kind: 'original', url: source.url, reason: 'svg' };
          throw new ImageSourceError(source.kind === 'local' ? 400 : 502, 'the source is not a picture');
        }
        const started = performance.now();
        const bytes = await encodes.run(() =>
          encode(original, sourceType, width, format, encodeBudgetSeconds),
        );
        const encodeMs = performance.now() - started;
        await cache.write(file, bytes);
        return { kind: 'image', bytes, format, fromCache: false, encodeMs };
      });
    } catch (err) {
      if (err instanceof LimiterFullError) return { kind: 'original', url: source.url, reason: 'busy' };
      throw err;
    }
  }

  return { variant, encodes };
}

export type ImagePipeline = ReturnType<typeof createImagePipeline>;

/**
 * One encode. Measured on the banner (1920×1080 JPEG, 135 KB) on this kind of machine, at 960 px:
 * AVIF 18.8 KB in ~0.34 s, WebP 24 KB in ~0.12 s, JPEG 50 KB in ~0.12 s; at 1920 px AVIF 44 KB in
 * ~1.4 s. AVIF's effort 4 saves another 10 % but takes 3 s at 960 px and 11 s at 1920: effort 2.
 */
async function encode(
  input: Buffer,
  type: RasterType,
  width: number,
  format: ImageFormatName,
  budgetSeconds: number,
): Promise<Buffer> {
  const sharp = await loadSharp();
  let image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS[type], sequentialRead: true })
    .timeout({ seconds: budgetSeconds })
    // The camera's orientation applied, then dropped with the rest of the metadata (GPS included).
    .rotate()
    .resize({ width, withoutEnlargement: true });
  if (format === 'avif') image = image.avif({ quality: 50, effort: 2 });
  else if (format === 'webp') image = image.webp({ quality: 75, effort: 4 });
  // JPEG has no transparency: a transparent PNG is laid on white, as a page shows it.
  else image = image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true });
  try {
    return await image.toBuffer();
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message))
      throw new ImageSourceError(400, 'the picture has more pixels than a photo needs');
    if (/timeout/i.test(message)) throw new ImageSourceError(400, 'the picture takes too long to decode');
    throw new ImageSourceError(400, 'the picture could not be decoded');
  }
}
