import path from 'node:path';
import { isImageWidth, type ImageFormatName, type ImageWidth } from '../../common/image-variants';

/**
 * What a request for a resized photo asks for, checked before any byte is read: pure functions of
 * the query, the Accept header and the configuration, so every refusal is decided here and tested
 * as a table.
 */

export type ImageSource =
  /** A file of MEDIA_DIR, served under /media/ (`url`); `file` is its absolute path. */
  | { kind: 'local'; url: string; file: string }
  /** A photo on the CRM's picture host (MEDIA_ORIGINS). */
  | { kind: 'external'; url: string };

export interface ImageRequest {
  source: ImageSource;
  width: ImageWidth;
  format: ImageFormatName;
  /** The format followed the Accept header: caches must keep one copy per Accept (Vary). */
  negotiated: boolean;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Longer than any real photo URL; a longer one is refused before it is parsed. */
export const MAX_SOURCE_LENGTH = 2_048;

export interface SourceRules {
  mediaDir: string;
  /** MEDIA_ORIGINS: `https://host`, `https://*.host`, with a port or not, lower case. */
  origins: readonly string[];
  /** Plain-http origins of MEDIA_ORIGINS are fetched too (outside production: the tests' local host). */
  allowHttp: boolean;
}

/** The width asked for, from the fixed list only: any other number would let a visitor fill the cache. */
export function parseWidth(value: unknown): Parsed<ImageWidth> {
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value))
    return { ok: false, reason: 'w must be a number' };
  const width = Number(value);
  return isImageWidth(width)
    ? { ok: true, value: width }
    : { ok: false, reason: `w=${width} is not offered` };
}

/**
 * The format: AVIF when the browser takes it (the smallest), else WebP, else JPEG, which every
 * browser and mail client shows. Only formats the browser names count: `*\/*` and `image/*` are
 * sent by browsers that show neither AVIF nor WebP.
 */
export function formatFromAccept(accept: string | undefined): ImageFormatName {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (type && (q === undefined || Number(q) > 0)) accepted.add(type.trim());
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

/** An explicit `format=` (mails ask for jpeg), or the Accept header's choice. */
export function parseFormat(
  value: unknown,
  accept: string | undefined,
): Parsed<{ format: ImageFormatName; negotiated: boolean }> {
  if (value === undefined) return { ok: true, value: { format: formatFromAccept(accept), negotiated: true } };
  if (value === 'avif' || value === 'webp' || value === 'jpeg')
    return { ok: true, value: { format: value, negotiated: false } };
  return { ok: false, reason: 'format must be avif, webp or jpeg' };
}

/** Whether an origin (`https://photos.crm.be:8443`) is one of MEDIA_ORIGINS (`https://*.crm.be` covers subdomains). */
export function originAllowed(origin: string, origins: readonly string[]): boolean {
  const o = origin.toLowerCase();
  return origins.some((allowed) => {
    if (!allowed.includes('://*.')) return allowed === o;
    const [scheme, rest] = allowed.split('://*.') as [string, string];
    // `https://*.crm.be` matches a subdomain, as in the CSP, not crm.be itself.
    return (
      o.startsWith(`${scheme}://`) && o.endsWith(`.${rest}`) && o.length > scheme.length + 3 + rest.length + 1
    );
  });
}

/**
 * The photo to resize: a path under /media/ that stays inside MEDIA_DIR once decoded, or an
 * https URL on one of MEDIA_ORIGINS (no credentials). Anything else would make the server fetch
 * or read what it does not publish.
 */
export function parseSource(value: unknown, rules: SourceRules): Parsed<ImageSource> {
  if (typeof value !== 'string' || value === '') return { ok: false, reason: 'src is missing' };
  if (value.length > MAX_SOURCE_LENGTH) return { ok: false, reason: 'src is too long' };
  if (value.startsWith('/media/')) {
    if (/[?#\\\0]/.test(value)) return { ok: false, reason: 'src must be a plain /media/ path' };
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return { ok: false, reason: 'src is not a valid path' };
    }
    if (/[\\\0]/.test(decoded) || decoded.split('/').some((segment) => segment === '..' || segment === '.'))
      return { ok: false, reason: 'src must stay inside /media/' };
    const root = path.resolve(rules.mediaDir);
    const file = path.resolve(root, decoded.slice('/media/'.length));
    if (!file.startsWith(root + path.sep)) return { ok: false, reason: 'src must stay inside /media/' };
    return { ok: true, value: { kind: 'local', url: value, file } };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'src must be a /media/ path or a URL of the photo host' };
  }
  const schemeOk = url.protocol === 'https:' || (rules.allowHttp && url.protocol === 'http:');
  if (!schemeOk || url.username !== '' || url.password !== '' || !originAllowed(url.origin, rules.origins))
    return { ok: false, reason: 'src is not on an allowed photo host' };
  return { ok: true, value: { kind: 'external', url: canonicalPhotoUrl(url) } };
}

/** Characters a URL never needs to escape (RFC 3986 "unreserved"). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * One spelling per photo, so that one photo is one cache entry: no fragment (the host never sees
 * it), unreserved characters unescaped and other escapes in upper case, no empty query. Host case,
 * default port and dot segments are already made one by URL parsing.
 */
export function canonicalPhotoUrl(url: URL): string {
  const escapes = (part: string) =>
    part.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
      const char = String.fromCharCode(parseInt(escape.slice(1), 16));
      return UNRESERVED.test(char) ? char : escape.toUpperCase();
    });
  const canonical = new URL(url.href);
  canonical.hash = '';
  canonical.pathname = escapes(canonical.pathname);
  canonical.search = escapes(canonical.search);
  return canonical.href;
}

/** The whole request, or the reason for its 400. */
export function parseImageRequest(
  query: Record<string, unknown>,
  accept: string | undefined,
  rules: SourceRules,
): Parsed<ImageRequest> {
  const source = parseSource(query.src, rules);
  if (!source.ok) return source;
  const width = parseWidth(query.w);
  if (!width.ok) return width;
  const format = parseFormat(query.format, accept);
  if (!format.ok) return format;
  return { ok: true, value: { source: source.value, width: width.value, ...format.value } };
}
