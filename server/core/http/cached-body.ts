import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * The ETag of a body: a hash of its bytes. Weak when the body travels in more than one encoding
 * (gzip or not), since a strong tag promises the same bytes on the wire.
 */
export function bodyEtag(body: Buffer | string, { weak = false }: { weak?: boolean } = {}): string {
  const tag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return weak ? `W/${tag}` : tag;
}

export interface CachedBodyHeaders {
  etag: string;
  lastModified?: Date;
  cacheControl?: string;
  contentType?: string;
  /** The answer differs by the request's Accept-Encoding (it is sent compressed or not). */
  variesByEncoding?: boolean;
}

/**
 * Sets a kept body's validators and caching headers, and answers 304 when the client's copy is
 * still good. Returns true when it answered; the caller sends the body otherwise.
 */
export function answeredFromClientCopy(req: Request, res: Response, headers: CachedBodyHeaders): boolean {
  res.set('ETag', headers.etag);
  if (headers.lastModified) res.set('Last-Modified', headers.lastModified.toUTCString());
  if (headers.cacheControl) res.set('Cache-Control', headers.cacheControl);
  if (headers.contentType) res.set('Content-Type', headers.contentType);
  if (headers.variesByEncoding) res.vary('Accept-Encoding');
  if (!req.fresh) return false;
  res.status(304).end();
  return true;
}
