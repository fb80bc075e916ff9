import { createHash } from 'node:crypto';
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
import type { LanguageCode } from '../core/config';
import {
  sitemapFilePath,
  sitemapIndexXml,
  splitIntoFiles,
  urlsetXml,
  type SitemapFileName,
  type SitemapUrl,
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
}

/** Everything but the listings themselves: small, built once per data generation. */
interface Plan {
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
  private readonly building = new Map<string, Promise<SitemapFile | null>>();
  private plan: { generation: number; promise: Promise<Plan> } | null = null;
  /** The XML's hash per file and since when it is so: bounded by the files the data makes. */
  private readonly versions = new ByteBudgetLru<{ etag: string; since: Date }>({
    maxEntries: 10_000,
    maxBytes: 4 * 1024 * 1024,
  });
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly ds: DataSource,
    private readonly freshness: Freshness | undefined,
    private readonly options: SitemapOptions,
  ) {
    this.files = new ByteBudgetLru({ maxEntries: 10_000, maxBytes: options.maxBytes });
  }

  /** Bytes the kept files hold (never more than `maxBytes`). */
  get bytes(): number {
    return this.files.bytes;
  }

  /** The index. */
  index(): Promise<SitemapFile> {
    return this.get(INDEX, null) as Promise<SitemapFile>;
  }

  /** A language's file, or null when the data makes no such file (a language not served, a run past the last). */
  file(name: SitemapFileName): Promise<SitemapFile | null> {
    return this.get(sitemapFilePath(name), name);
  }

  private get generation(): number | null {
    return this.freshness?.enabled ? this.freshness.generation : null;
  }

  private get(key: string, name: SitemapFileName | null): Promise<SitemapFile | null> {
    const generation = this.generation;
    const kept = this.files.get(key);
    if (kept && generation !== null && kept.generation === generation) return Promise.resolve(kept.file);
    // Keyed by generation too: a request after a change never gets a build begun before it.
    const flight = `${generation ?? 'none'}:${key}`;
    const pending = this.building.get(flight);
    if (pending) return pending;
    const build = this.turn(async () => {
      const xml = name ? await this.buildFile(name) : await this.buildIndex();
      if (xml === null) return null;
      const file = await this.pack(key, xml);
      if (generation !== null && this.generation === generation)
        this.files.set(key, { file, generation }, file.gzipped.length + 200);
      return file;
    }).finally(() => this.building.delete(flight));
    this.building.set(flight, build);
    return build;
  }

  /** Runs `work` when fewer than `concurrentBuilds` are running. */
  private async turn<T>(work: () => Promise<T>): Promise<T> {
    // A finished build hands its place to the next waiting one, so none can slip in between.
    if (this.running >= (this.options.concurrentBuilds ?? 2))
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  private currentPlan(): Promise<Plan> {
    const generation = this.generation;
    if (this.plan && generation !== null && this.plan.generation === generation) return this.plan.promise;
    const promise = this.buildPlan();
    // Kept for its generation only; a failed one is not kept.
    if (generation !== null) {
      this.plan = { generation, promise };
      promise.catch(() => {
        if (this.plan?.promise === promise) this.plan = null;
      });
    }
    return promise;
  }

  private async buildPlan(): Promise<Plan> {
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
    return { languages: content.languages, pages, runs };
  }

  private async buildIndex(): Promise<string> {
    const plan = await this.currentPlan();
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

  private async buildFile({ lang, kind, n }: SitemapFileName): Promise<string | null> {
    const plan = await this.currentPlan();
    if (!plan.languages.includes(lang)) return null;
    let urls: SitemapUrl[];
    if (kind === 'pages') {
      const files = splitIntoFiles(
        plan.pages.filter((p) => p.paths[lang]),
        this.options.urlsPerFile,
      );
      if (n > files.length) return null;
      urls = files[n - 1];
    } else {
      const run = plan.runs[n - 1];
      if (!run) return null;
      // The run as the plan cut it; listings sold since are left out, new ones wait for the next plan.
      urls = await listingsForSitemap(this.ds, {
        firstId: run.firstId,
        lastId: run.lastId,
        limit: this.options.urlsPerFile,
      });
    }
    return urlsetXml(urls, {
      origin: this.options.origin,
      lang,
      languages: plan.languages,
      defaultLanguage: this.options.defaultLanguage,
    });
  }

  private async pack(key: string, xml: string): Promise<SitemapFile> {
    const body = Buffer.from(xml, 'utf8');
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const known = this.versions.get(key);
    // Whole seconds: Last-Modified and If-Modified-Since carry no more.
    const since = known?.etag === etag ? known.since : new Date(Math.floor(Date.now() / 1000) * 1000);
    if (known?.etag !== etag) this.versions.set(key, { etag, since }, etag.length * 2 + 64);
    return { gzipped: await gzip(body), xmlBytes: body.length, etag, lastModified: since };
  }
}
