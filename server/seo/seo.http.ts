import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { Express, NextFunction, Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { config } from '../core/config';
import { robotsTxt } from './robots';
import { SitemapService, type Freshness, type SitemapFile, type SitemapOptions } from './sitemap.service';
import { parseSitemapFilePath, URLS_PER_FILE } from './sitemap-xml';
import { answeredFromClientCopy, bodyEtag } from '../core/http/cached-body';

// Crawlers come back now and then: ten minutes between revalidations, then a 304 when unchanged.
const SITEMAP_CACHE = 'public, max-age=600';
// Fixed until the configuration changes (a restart).
const ROBOTS_CACHE = 'public, max-age=86400';
/** What the kept sitemap files may hold, gzipped: 100,000 listings in three languages take about half. */
const SITEMAP_MAX_BYTES = 32 * 1024 * 1024;

/**
 * `/robots.txt`, `/sitemap.xml` (the index) and its files `/sitemap-{lang}-{pages|listings}-{n}.xml`.
 * `freshness` is the API's response cache: the files are kept until it moves on (the database's
 * change notification); without it they are built for each request. Mounted before the site,
 * whose catch-all would render these paths as 404 pages.
 */
export function mountSeo(
  app: Express,
  ds: DataSource,
  freshness: Freshness | undefined,
  options: Partial<SitemapOptions> = {},
): SitemapService {
  const cfg = config();
  const sitemaps = new SitemapService(ds, freshness, {
    origin: cfg.PUBLIC_URL,
    defaultLanguage: cfg.DEFAULT_LANGUAGE,
    urlsPerFile: URLS_PER_FILE,
    maxBytes: SITEMAP_MAX_BYTES,
    ...options,
  });

  const robots = Buffer.from(robotsTxt(cfg.PUBLIC_URL));
  const robotsHeaders = {
    etag: bodyEtag(robots),
    contentType: 'text/plain; charset=utf-8',
    cacheControl: ROBOTS_CACHE,
  };
  app.get('/robots.txt', (req, res) => {
    if (!answeredFromClientCopy(req, res, robotsHeaders)) res.send(robots);
  });

  app.get('/sitemap.xml', async (req, res, next) => {
    try {
      await sendSitemap(req, res, await sitemaps.index());
    } catch (err) {
      unavailable(err, next);
    }
  });
  app.get(/^\/sitemap-[a-z]{2}-[a-z]+-\d+\.xml$/, async (req, res, next) => {
    try {
      const name = parseSitemapFilePath(req.path);
      const file = name ? await sitemaps.file(name) : null;
      // No such file with the data as it is: the site's 404.
      if (!file) return next();
      await sendSitemap(req, res, file);
    } catch (err) {
      unavailable(err, next);
    }
  });
  return sitemaps;
}

/** Gzipped to clients that take it (crawlers do), plain XML to others; 304 when the client's copy holds. */
async function sendSitemap(req: Request, res: Response, file: SitemapFile): Promise<void> {
  const headers = {
    etag: file.etag,
    lastModified: file.lastModified,
    contentType: 'application/xml; charset=utf-8',
    cacheControl: SITEMAP_CACHE,
    variesByEncoding: true,
  };
  if (answeredFromClientCopy(req, res, headers)) return;
  // Only when asked: without Accept-Encoding any encoding is allowed, but a bare client wants XML.
  if (req.headers['accept-encoding'] && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.set('Content-Encoding', 'gzip').send(file.gzipped);
    return;
  }
  // Unzipped as it is sent: a client without gzip costs a stream's buffers, never a copy of the XML.
  res.set('Content-Length', String(file.xmlBytes));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(Readable.from([file.gzipped], { objectMode: false }), createGunzip(), res).catch(
    // The client went away: nothing to answer.
    () => res.destroy(),
  );
}

/** The database could not be read: 503, so crawlers come back later rather than drop the sitemap. */
function unavailable(err: unknown, next: NextFunction): void {
  next(Object.assign(new Error('sitemap unavailable', { cause: err }), { status: 503 }));
}
