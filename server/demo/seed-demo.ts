import path from 'node:path';
import type { DataSource } from 'typeorm';
import { config } from '../core/config';
import { seedContent } from './content/content.seed';
import { seedEventHistory } from './event-history.seed';
import { readFeedFile, writeFeedFile } from '../catalog/feed/feed-file';
import type { Feed } from '../catalog/feed/feed.schema';
import { searchAlertHook } from '../alerts/search-alerts.service';
import { importFeed, type ImportReport, type ListingIndex } from '../catalog/feed/import-feed.service';
import { availabilityOf, regionOf } from '../catalog/rules';
import { seedAppointmentSlots } from './appointment-slots.seed';
import { DEMO_OWNERS } from './demo-people';
import { DEMO_DEFAULT_LISTINGS, generateDemoFeed } from './listings/generate-feed';
import { writeDemoMedia } from './listings/photos';
import { seedOwnerProperties, seedReferenceData } from './listings/reference-data';
import { ensureDemoOwnerLogins } from './demo-logins';

export interface SeedDemoOptions {
  /** How many listings the demo feed has (default 100). */
  listings?: number;
  /** Told about every listing the import writes. */
  searchEngine?: ListingIndex;
  /** Where the generated feed is written (default `${DATA_DIR}/demo-feed.json`). */
  feedFile?: string;
  /** Where the demo pictures are written (default `${MEDIA_DIR}/demo`). */
  mediaDir?: string;
}

export const defaultDemoFeedFile = (): string => path.join(config().DATA_DIR, 'demo-feed.json');

/**
 * The demo site: reference data (types, Brussels communes, agents, owners), the demo pictures,
 * a generated CRM feed written to a file and imported from that file exactly as a real feed is,
 * the owners' listings, the site content and bookable visit slots. Idempotent: a second run reports every listing
 * unchanged and writes nothing new.
 */
export async function seedDemo(
  ds: DataSource,
  options: SeedDemoOptions = {},
): Promise<{ feedFile: string; report: ImportReport }> {
  const feedFile = options.feedFile ?? defaultDemoFeedFile();
  await seedReferenceData(ds);
  await writeDemoMedia(options.mediaDir);
  // Generated and written in a helper so the generated objects can be freed before the file is read.
  const owned = await writeDemoFeed(feedFile, options.listings ?? DEMO_DEFAULT_LISTINGS);
  const report = await importFeed(ds, await readFeedFile(feedFile), {
    searchEngine: options.searchEngine,
    afterCommit: searchAlertHook(ds),
  });
  await seedOwnerProperties(ds, owned);
  await seedContent(ds);
  await seedAppointmentSlots(ds);
  await seedEventHistory(ds);
  await ensureDemoOwnerLogins(ds);
  return { feedFile, report };
}

async function writeDemoFeed(file: string, listings: number): Promise<Map<string, number[]>> {
  const feed = generateDemoFeed({ listings });
  await writeFeedFile(file, feed);
  return ownedListings(feed);
}

/**
 * Which listings each demo owner owns: the first ones of the feed in the owner's regions,
 * alternating listings still on the market with sold or rented ones, so the portal shows both.
 */
export function ownedListings(feed: Feed): Map<string, number[]> {
  const taken = new Set<number>();
  const result = new Map<string, number[]>();
  for (const owner of DEMO_OWNERS) {
    const inRegion = feed.properties.filter((p) => {
      const region = regionOf(p.Zip, Number(p.CountryID ?? 10));
      return region !== null && owner.regions.includes(region) && !taken.has(Number(p.ID));
    });
    const onMarket = (p: (typeof inRegion)[number]) => {
      const a = availabilityOf(p.Marquee === undefined || p.Marquee === null ? 1 : Number(p.Marquee));
      return a === 'AVAILABLE' || a === 'OPTION';
    };
    const open = inRegion.filter(onMarket);
    const closed = inRegion.filter((p) => !onMarket(p));
    const ids: number[] = [];
    for (let i = 0; ids.length < owner.listings && (i < open.length || i < closed.length); i++) {
      for (const p of [open[i], closed[i]]) if (p && ids.length < owner.listings) ids.push(Number(p.ID));
    }
    ids.forEach((id) => taken.add(id));
    result.set(owner.email, ids);
  }
  return result;
}
