import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { DataSource } from 'typeorm';
import {
  listingRunsForSitemap,
  listingsForSitemap,
  listsLastModified,
  projectsForSitemap,
  type ListingRun,
} from '../catalog/catalog-sitemap.service';
import { contentPagesForSitemap } from '../content/content-sitemap.service';
import { ByteBudgetLru } from '../core/byte-budget-lru';
import { createLimiter, createSharedRuns, type Limiter } from '../core/work-limits';
import type { LanguageCode } from '../core/config';
import { bodyEtag } from '../core/http/cached-body';
import {
  sitemapFilePath,
  sitemapIndexXml,
  splitIntoFiles,
  urlsetXml,
  urlElements,
  URLSET_CLOSE,
  URLSET_OPEN,
  type SitemapFileName,
  type SitemapUrl,
  type UrlsetOptions,
} from './sitemap-xml';

const gzip = promisify(gzipCallback);

/**
 * What tells whether built files still hold: the API's response cache. Its generation moves on
 * every change notification from the database, and it is disabled while the channel is down.
 */
export interface Freshness {
  readonly generation: number;
  readonly enabled: boolean;
}

/** A built sitemap file, kept gzipped. */
export interface SitemapFile {
  gzipped: Buffer;
  /** Bytes of the XML itself (what a client without gzip receives). */
  xmlBytes: number;
  /** Weak (the body is sent gzipped or not): a hash of the XML, the same as long as the XML is. */
  etag: string;
  /** When this process first built the XML as it is now: the Last-Modified of revalidations. */
  lastModified: Date;
}

export interface SitemapOptions {
  origin: string;
  defaultLanguage: LanguageCode;
  urlsPerFile: number;
  /** Memory the kept files may hold, gzipped. */
  maxBytes: number;
  /** Files built at once; others wait their turn (each build holds a file's XML in memory). */
  concurrentBuilds?: number;
  /** Listings read and written per step of a file's build: a few milliseconds of the event loop each. */
  listingsPerQuery?: number;
}

/** Everything but the listings themselves: small, built once per data generation. */
interface Plan {
  /** The generation it was built under (null: none, nothing is kept). */
  generation: number | null;
  languages: LanguageCode[];
  /** Content pages, projects and the lists, with their last change. */
  pages: SitemapUrl[];
  runs: ListingRun[];
}

const INDEX = 'index';

/**
 * The sitemap index and its files (per language: content pages, then listings in runs of
 * `urlsPerFile` by id), built on demand from the catalog's and the content's services and kept
 * gzipped within a byte budget until the data changes. A request for a file being built waits for
 * that build; at most `concurrentBuilds` run at once. Without a Freshness (no response cache) no
 * file is kept: each is built for its requests, as pages are rendered each time then.
 */
export class SitemapService {
  private readonly files: ByteBudgetLru<{ file: SitemapFile; generation: number }>;
  /** One build for every request that asks while it runs. */
  private readonly sharedBuild = createSharedRuns<SitemapFile>();
  /** At most `concurrentBuilds` at once; the others wait their turn (a crawler's requests are few). */
  private readonly builds: Limiter;
  private plan: { generation: number | null; pending: boolean; promise: Promise<Plan> } | null = null;
  /** The XML's hash per file and since when it is so: bounded by the files the data makes. */
  private readonly versions = new ByteBudgetLru<{ etag: string; since: Date }>({
    maxEntries: 10_000,
    maxBytes: 4 * 1024 * 1024,
  });

  constructor(
    private readonly ds: DataSource,
    private readonly freshness: Freshness | undefined,
    private readonly options: SitemapOptions,
  ) {
    this.files = new ByteBudgetLru({ maxEntries: 10_000, maxBytes: options.maxBytes });
    this.builds = createLimiter(options.concurrentBuilds ?? 2, Number.POSITIVE_INFINITY);
  }

  /** Bytes the kept files hold (never more than `maxBytes`). */
  get bytes(): number {
    return this.files.bytes;
  }

  /** The index. */
  async index(): Promise<SitemapFile> {
    const kept = this.kept(INDEX);
    if (kept) return kept;
    const plan = await this.currentPlan();
    return this.get(INDEX, plan, async () => this.indexXml(plan));
  }

  /** A language's file, or null when the data makes no such file (a language not served, a run past the last). */
  async file(name: SitemapFileName): Promise<SitemapFile | null> {
    const key = sitemapFilePath(name);
    const kept = this.kept(key);
    if (kept) return kept;
    // Whether the file exists is known from the plan alone: a made-up number waits for no build.
    const plan = await this.currentPlan();
    if (!plan.languages.includes(name.lang)) return null;
    if (name.kind === 'pages') {
      const urls = splitIntoFiles(
        plan.pages.filter((p) => p.paths[name.lang]),
        this.options.urlsPerFile,
      )[name.n - 1];
      return urls
        ? this.get(key, plan, async () => urlsetXml(urls, this.urlsetOptions(plan, name.lang)))
        : null;
    }
    const run = plan.runs[name.n - 1];
    if (!run) return null;
    return this.get(key, plan, async () => {
      // The run as the plan cut it, a batch per query: the event loop is never held for long.
      // Listings sold since are left out; new ones wait for the next plan.
      const options = this.urlsetOptions(plan, name.lang);
      const parts = [URLSET_OPEN];
      let afterId = run.firstId - 1;
      for (let count = 0; count < this.options.urlsPerFile;) {
        const limit = Math.min(this.options.listingsPerQuery ?? 1_000, this.options.urlsPerFile - count);
        const batch = await listingsForSitemap(this.ds, { afterId, throughId: run.lastId, limit });
        parts.push(urlElements(batch, options));
        count += batch.length;
        if (batch.length < limit) break;
        afterId = batch[batch.length - 1].id;
      }
      parts.push(URLSET_CLOSE);
      return parts.join('');
    });
  }

  private get generation(): number | null {
    return this.freshness?.enabled ? this.freshness.generation : null;
  }

  /** A kept file still current, else null. */
  private kept(key: string): SitemapFile | null {
    const generation = this.generation;
    const kept = this.files.get(key);
    return kept && generation !== null && kept.generation === generation ? kept.file : null;
  }

  /** The file built by `xml` from `plan`, one build for every request that asks while it runs. */
  private get(key: string, plan: Plan, xml: () => Promise<string>): Promise<SitemapFile> {
    // Keyed by the plan's generation too: a request after a change never gets a build begun before it.
    const flight = `${plan.generation ?? 'none'}:${key}`;
    return this.sharedBuild(flight, () =>
      this.builds.run(async () => {
        const file = await this.pack(key, await xml());
        if (plan.generation !== null && this.generation === plan.generation)
          this.files.set(key, { file, generation: plan.generation }, file.gzipped.length + 200);
        return file;
      }),
    );
  }

  /**
   * The plan of the current generation, built once for it. Without one (no response cache, or its
   * channel down) nothing is kept, but requests that come while a plan is being built share it.
   */
  private currentPlan(): Promise<Plan> {
    const generation = this.generation;
    const known = this.plan;
    if (known && (generation === null ? known.pending : known.generation === generation))
      return known.promise;
    const entry = { generation, pending: true, promise: this.buildPlan(generation) };
    this.plan = entry;
    entry.promise.then(
      () => {
        entry.pending = false;
      },
      () => {
        // A failed plan is never reused: the next request tries again.
        if (this.plan === entry) this.plan = null;
      },
    );
    return entry.promise;
  }

  private async buildPlan(generation: number | null): Promise<Plan> {
    const [content, projects, lists, runs] = await Promise.all([
      contentPagesForSitemap(this.ds),
      projectsForSitemap(this.ds),
      listsLastModified(this.ds),
      listingRunsForSitemap(this.ds, this.options.urlsPerFile),
    ]);
    const newest = (...dates: (Date | null)[]) =>
      dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
    const anyListing = newest(lists.sale, lists.rent);
    const projectsChanged = newest(...projects.map((p) => p.lastModified));
    // Pages without an edit time of their own show site-wide content (and the lists, listings).
    const listingPages: Record<string, Date | null> = {
      home: newest(anyListing, content.contentLastModified),
      'for-sale': lists.sale,
      'for-rent': lists.rent,
      projects: projectsChanged,
    };
    const pages: SitemapUrl[] = content.pages.map((p) => ({
      paths: p.paths,
      lastModified:
        p.lastModified ??
        (p.routeKey !== null && p.routeKey in listingPages ? listingPages[p.routeKey] : null) ??
        content.contentLastModified ??
        new Date(0),
    }));
    for (const p of projects) pages.push({ paths: p.paths, lastModified: p.lastModified });
    return { generation, languages: content.languages, pages, runs };
  }

  private indexXml(plan: Plan): string {
    const files: { path: string; lastModified: Date | null }[] = [];
    for (const lang of plan.languages) {
      splitIntoFiles(
        plan.pages.filter((p) => p.paths[lang]),
        this.options.urlsPerFile,
      ).forEach((urls, i) =>
        files.push({
          path: sitemapFilePath({ lang, kind: 'pages', n: i + 1 }),
          lastModified: new Date(urls.reduce((at, u) => Math.max(at, u.lastModified.getTime()), 0)),
        }),
      );
      plan.runs.forEach((run, i) =>
        files.push({
          path: sitemapFilePath({ lang, kind: 'listings', n: i + 1 }),
          lastModified: run.lastModified,
        }),
      );
    }
    return sitemapIndexXml(files, this.options.origin);
  }

  private urlsetOptions(plan: Plan, lang: LanguageCode): UrlsetOptions {
    return {
      origin: this.options.origin,
      lang,
      languages: plan.languages,
      defaultLanguage: this.options.defaultLanguage,
    };
  }

  private async pack(key: string, xml: string): Promise<SitemapFile> {
    const body = Buffer.from(xml, 'utf8');
    const etag = bodyEtag(body, { weak: true });
    const known = this.versions.get(key);
    // Whole seconds: Last-Modified and If-Modified-Since carry no more.
    const since = known?.etag === etag ? known.since : new Date(Math.floor(Date.now() / 1000) * 1000);
    if (known?.etag !== etag) this.versions.set(key, { etag, since }, etag.length * 2 + 64);
    return { gzipped: await gzip(body), xmlBytes: body.length, etag, lastModified: since };
  }
}
