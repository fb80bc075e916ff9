import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Config } from '../core/config';
import { precompressedFiles } from '../core/http/compression';
import {
  hostSource,
  serializePolicy,
  sitePolicySettings,
  type SitePolicySettings,
} from '../core/http/security-headers';
import { logger } from '../core/logger';
import { safeJson } from './page-html';

const FRAME_DIST = path.resolve(__dirname, '../../dist/map-frame');
const SETTINGS_SLOT = '<!--map-frame-settings-->';

/** The frame's page: the built template with the tiles written in, as JSON the frame's script reads. */
export function mapFrameHtml(template: string, settings: { tileUrl: string; attribution: string }): string {
  const json = `<script type="application/json" id="map-frame-settings">${safeJson(settings)}</script>`;
  return template.replace(SETTINGS_SLOT, () => json);
}

/**
 * The built-in map frame of the lists, at /map-frame/ (client/features/map/frame, built by
 * `npm run build` into dist/map-frame): the same page for every language (the frame reads
 * `?lang=`), framed by this site's pages only (frame-ancestors 'self', X-Frame-Options
 * SAMEORIGIN), with a policy of its own. An agency that sets MAP_FRAME_URL uses its own frame;
 * this one is then still served, unused.
 */
export function mountMapFrame(
  app: Express,
  cfg: Pick<
    Config,
    | 'MAP_TILE_URL'
    | 'MAP_ATTRIBUTION'
    | 'MAP_FRAME_URL'
    | 'MAP_MARKER_URL'
    | 'EMBED_ORIGINS'
    | 'MEDIA_ORIGINS'
    | 'SITE_DEV_SERVER'
  >,
): void {
  const templateFile = path.join(FRAME_DIST, 'index.html');
  if (!fs.existsSync(templateFile)) {
    logger.warn('the map frame is not built (npm run build): the lists show no map');
    return;
  }
  const html = mapFrameHtml(fs.readFileSync(templateFile, 'utf8'), {
    tileUrl: cfg.MAP_TILE_URL,
    attribution: cfg.MAP_ATTRIBUTION,
  });
  const policy = mapFramePolicy({ ...sitePolicySettings(cfg), markerUrl: cfg.MAP_MARKER_URL });
  app.use(
    '/map-frame/assets',
    precompressedFiles(path.join(FRAME_DIST, 'assets')),
    express.static(path.join(FRAME_DIST, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.get('/map-frame/', (_req, res) => {
    res
      .set({
        'Content-Security-Policy': policy,
        'X-Frame-Options': 'SAMEORIGIN',
        // Names new asset files after each build: revalidated, never kept stale.
        'Cache-Control': 'no-cache',
        // A part of the lists' pages, empty on its own: no search result.
        'X-Robots-Tag': 'noindex',
      })
      .type('html')
      .send(html);
  });
}

/**
 * The built-in map frame's policy (/map-frame/): its own script and stylesheet,
 * the tiles (images, and the worker's one question to the tile host), the listings' pictures
 * from this site and MEDIA_ORIGINS, a marker picture from MAP_MARKER_URL's host; framed by this
 * site's pages only. Leaflet sets its styles through the CSSOM; style-src-attr is the site's.
 */
export function mapFramePolicy(settings: SitePolicySettings & { markerUrl?: string }): string {
  const tiles = hostSource(settings.mapTileUrl);
  const marker = settings.markerUrl ? hostSource(settings.markerUrl) : null;
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      ...(tiles ? [tiles] : []),
      ...(marker ? [marker] : []),
      ...settings.mediaOrigins,
    ],
    'connect-src': ["'self'", ...(tiles ? [tiles] : [])],
    'worker-src': ['blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  });
}
