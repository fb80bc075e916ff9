import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../core/graphql/response-cache';
import { PAGE_QUERY_PARAMETERS, PageCache, renderedPageUrl } from './page-cache';

describe('renderedPageUrl', () => {
  it.each([
    ['/nl/', '/nl/'],
    ['/nl/?utm_source=x&setcookies=1', '/nl/'],
    ['/nl/te-koop/?type=2&page=3', '/nl/te-koop/?page=3&type=2'],
    // Every list parameter a list renders from, several cities in their order.
    [
      '/en/for-sale/?view=map&city=Ixelles%7C1050&utm_medium=m&city=Uccle%7C1180&sort=price-asc&maxEnergyLabel=A%2B&minLivingArea=80&minBedrooms=2&maxPrice=9&minPrice=1&q=Rue',
      '/en/for-sale/?city=Ixelles%7C1050&city=Uccle%7C1180&minPrice=1&maxPrice=9&minBedrooms=2&minLivingArea=80&maxEnergyLabel=A%2B&q=Rue&sort=price-asc&view=map',
    ],
    ['//evil.example/nl/', '/evil.example/nl/'],
  ])('%s → %s', (url, expected) => {
    expect(renderedPageUrl(url)).toBe(expected);
  });
});

describe('PageCache compressed pages', () => {
  const html = `<!doctype html><html><body>${'<p>Appartement met terras te koop</p>'.repeat(400)}</body></html>`;
  const newCache = (maxBytes = 1024 * 1024) => {
    const data = new ResponseCache({ publicRootFields: new Set(), ttlMs: 60_000, maxEntries: 10, maxBytes });
    return new PageCache(data, { maxEntries: 10, ttlMs: 60_000, maxPageBytes: 512 * 1024, maxBytes });
  };

  it('compresses a page once per encoding, keeps it beside the HTML and counts it in the budget', () => {
    const pages = newCache();
    pages.set('/nl/', 200, html, 'policy', pages.generation);
    const page = pages.get('/nl/')!;
    const before = pages.bytes;
    const br = pages.body('/nl/', page, 'br');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(html);
    expect(pages.body('/nl/', page, 'br')).toBe(br);
    expect(pages.bytes).toBe(before + br.length);
    const gzip = pages.body('/nl/', page, 'gzip');
    expect(zlib.gunzipSync(gzip).toString()).toBe(html);
    expect(pages.bytes).toBe(before + br.length + gzip.length);
    expect(pages.body('/nl/', page, null).toString()).toBe(html);
  });

  it('gives the same weak ETag whatever the encoding, another for other HTML', () => {
    const pages = newCache();
    pages.set('/nl/', 200, html, 'policy', pages.generation);
    pages.set('/fr/', 200, html.replace('koop', 'huur'), 'policy', pages.generation);
    expect(pages.get('/nl/')!.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(pages.get('/nl/')!.etag).not.toBe(pages.get('/fr/')!.etag);
  });
});

describe('docs/security.md on the page cache', () => {
  it('names exactly the parameters the cache keys on', () => {
    const docs = fs.readFileSync(path.resolve('docs/security.md'), 'utf8');
    const row = docs.split('\n').find((line) => line.startsWith('| Rendered page cache'));
    const named = [
      ...(row?.match(/keyed by path and the parameters pages use \(([^)]*)\)/)?.[1] ?? '').matchAll(
        /`(\w+)`/g,
      ),
    ].map((m) => m[1]);
    expect(named).toEqual([...PAGE_QUERY_PARAMETERS]);
  });
});
