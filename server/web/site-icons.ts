import { graphql } from './generated';
import { runSiteQuery } from './site-query';
import type { Express, Request, Response } from 'express';
import type { LanguageCode } from '../core/config';
import { answeredFromClientCopy, bodyEtag } from '../core/http/cached-body';
import { logger } from '../core/logger';
import { SITE_ICON_PATHS, siteIcon, webManifest, type SiteIcon } from './brand/site-icons.service';
import type { ExecuteInLanguage } from '../../common/server-render';

// Fixed addresses browsers and home screens ask for by name: kept a day, then revalidated by ETag.
const ICON_CACHE = 'public, max-age=86400';
// The manifest names the agency from the site configuration: an hour.
const MANIFEST_CACHE = 'public, max-age=3600';

/**
 * The site's icons and web app manifest at the root (`/favicon.ico`, `/favicon.svg`,
 * `/apple-touch-icon.png`, `/icon-*.png`, `/manifest.webmanifest`), drawn in memory on first use.
 */
export function mountSiteIcons(app: Express, execute: ExecuteInLanguage, lang: LanguageCode): void {
  for (const path of SITE_ICON_PATHS) {
    app.get(path, async (req, res, next) => {
      try {
        send(req, res, await siteIcon(path), ICON_CACHE);
      } catch (err) {
        next(err);
      }
    });
  }
  app.get('/manifest.webmanifest', async (req, res, next) => {
    try {
      const name = await agencyName(execute, lang);
      send(
        req,
        res,
        { type: 'application/manifest+json', body: Buffer.from(webManifest(name)) },
        MANIFEST_CACHE,
      );
    } catch (err) {
      next(err);
    }
  });
}

function send(req: Request, res: Response, { type, body }: SiteIcon, cacheControl: string): void {
  const headers = { etag: bodyEtag(body), contentType: type, cacheControl };
  if (!answeredFromClientCopy(req, res, headers)) res.send(body);
}

const ManifestAgencyQuery = graphql(`
  query ManifestAgency {
    siteConfig {
      agency {
        name
      }
    }
  }
`);

/** The agency's name from the site configuration; the demo's when it has none or cannot be read. */
async function agencyName(execute: ExecuteInLanguage, lang: LanguageCode): Promise<string | undefined> {
  try {
    const data = await runSiteQuery(execute, lang, ManifestAgencyQuery, {});
    return data?.siteConfig.agency.name.trim() || undefined;
  } catch (err) {
    logger.warn({ err }, 'manifest: the site configuration could not be read');
    return undefined;
  }
}
