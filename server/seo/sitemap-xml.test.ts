import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../core/config';
import {
  absoluteUrl,
  alternates,
  parseSitemapFilePath,
  sitemapFilePath,
  sitemapIndexXml,
  splitIntoFiles,
  urlsetXml,
  w3cDatetime,
  xmlEscape,
  type SitemapUrl,
} from './sitemap-xml';
import { parseXml } from './xml.testing';

const ORIGIN = 'https://www.agency.be';
const DEMO: LanguageCode[] = ['nl', 'fr', 'en'];
const AT = new Date('2026-03-04T05:06:07.890Z');

describe('xmlEscape', () => {
  it.each([
    ['/nl/te-koop/?page=2&city=Gent', '/nl/te-koop/?page=2&amp;city=Gent'],
    ["/fr/rendez-vous-d'estimation/", '/fr/rendez-vous-d&apos;estimation/'],
    ['a<b>"c"', 'a&lt;b&gt;&quot;c&quot;'],
    ['&amp;', '&amp;amp;'],
    ['plain', 'plain'],
  ])('%s → %s', (text, escaped) => {
    expect(xmlEscape(text)).toBe(escaped);
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['https://www.agency.be', '/nl/', 'https://www.agency.be/nl/'],
    ['https://www.agency.be/', '/nl/', 'https://www.agency.be/nl/'],
    ['https://www.agency.be/site', '/nl/', 'https://www.agency.be/site/nl/'],
    // Percent-encoded as the protocol wants: accents and spaces never go out raw.
    [
      'https://www.agency.be',
      '/fr/a-vendre/liège/villa/1/',
      'https://www.agency.be/fr/a-vendre/li%C3%A8ge/villa/1/',
    ],
    ['https://www.agency.be', '/over ons/', 'https://www.agency.be/over%20ons/'],
    ['https://www.agency.be', '/contact-demand/?lang=fr', 'https://www.agency.be/contact-demand/?lang=fr'],
    ['http://localhost:3000', '/en/', 'http://localhost:3000/en/'],
  ])('%s + %s → %s', (origin, path, url) => {
    expect(absoluteUrl(origin, path)).toBe(url);
  });
});

describe('w3cDatetime', () => {
  it.each([
    [AT, '2026-03-04T05:06:07Z'],
    [new Date(0), '1970-01-01T00:00:00Z'],
  ])('%s → %s', (date, text) => {
    expect(w3cDatetime(date)).toBe(text);
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });
});

describe('alternates', () => {
  const all = { nl: '/nl/a/', fr: '/fr/a/', en: '/en/a/', de: '/de/a/' };
  it.each<[string, SitemapUrl['paths'], LanguageCode[], LanguageCode, [string, string][]]>([
    [
      'one per served language, then the default language as x-default',
      all,
      DEMO,
      'nl',
      [
        ['nl-BE', '/nl/a/'],
        ['fr-BE', '/fr/a/'],
        ['en', '/en/a/'],
        ['x-default', '/nl/a/'],
      ],
    ],
    [
      'German when served',
      all,
      ['nl', 'fr', 'en', 'de'],
      'fr',
      [
        ['nl-BE', '/nl/a/'],
        ['fr-BE', '/fr/a/'],
        ['en', '/en/a/'],
        ['de', '/de/a/'],
        ['x-default', '/fr/a/'],
      ],
    ],
    [
      'a language without the page has no alternate',
      { nl: '/nl/a/', en: '/en/a/' },
      DEMO,
      'nl',
      [
        ['nl-BE', '/nl/a/'],
        ['en', '/en/a/'],
        ['x-default', '/nl/a/'],
      ],
    ],
    [
      'the default language lacks it: the first served one stands in',
      { fr: '/fr/a/', en: '/en/a/' },
      DEMO,
      'nl',
      [
        ['fr-BE', '/fr/a/'],
        ['en', '/en/a/'],
        ['x-default', '/fr/a/'],
      ],
    ],
    ['no language served has it: none', { de: '/de/a/' }, DEMO, 'nl', []],
  ])('%s', (_case, paths, languages, defaultLanguage, expected) => {
    expect(
      alternates(paths, { origin: ORIGIN, languages, defaultLanguage }).map((l) => [
        l.hreflang,
        l.href.slice(ORIGIN.length),
      ]),
    ).toEqual(expected);
  });
});

describe('urlsetXml', () => {
  const urls: SitemapUrl[] = [
    { paths: { nl: '/nl/', fr: '/fr/', en: '/en/', de: '/de/' }, lastModified: AT },
    // One path for every language: ?lang= for all but the default; & must be escaped.
    {
      paths: { nl: '/over-ons/?x=1', fr: '/over-ons/?x=1&lang=fr', en: '/over-ons/?x=1&lang=en' },
      lastModified: AT,
    },
    { paths: { fr: "/fr/rendez-vous-d'estimation/" }, lastModified: AT },
  ];

  it('writes a well-formed urlset: absolute escaped locs, lastmod, alternates and x-default', () => {
    const xml = urlsetXml(urls, { origin: ORIGIN, lang: 'fr', languages: DEMO, defaultLanguage: 'nl' });
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const doc = parseXml(xml);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const entries = [...doc.getElementsByTagName('url')].map((u) => ({
      loc: u.getElementsByTagName('loc')[0]?.textContent,
      lastmod: u.getElementsByTagName('lastmod')[0]?.textContent,
      links: [...u.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => [
        l.getAttribute('rel'),
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    }));
    expect(entries).toEqual([
      {
        loc: `${ORIGIN}/fr/`,
        lastmod: '2026-03-04T05:06:07Z',
        // German is not served: no alternate for it.
        links: [
          ['alternate', 'nl-BE', `${ORIGIN}/nl/`],
          ['alternate', 'fr-BE', `${ORIGIN}/fr/`],
          ['alternate', 'en', `${ORIGIN}/en/`],
          ['alternate', 'x-default', `${ORIGIN}/nl/`],
        ],
      },
      {
        loc: `${ORIGIN}/over-ons/?x=1&lang=fr`,
        lastmod: '2026-03-04T05:06:07Z',
        links: [
          ['alternate', 'nl-BE', `${ORIGIN}/over-ons/?x=1`],
          ['alternate', 'fr-BE', `${ORIGIN}/over-ons/?x=1&lang=fr`],
          ['alternate', 'en', `${ORIGIN}/over-ons/?x=1&lang=en`],
          ['alternate', 'x-default', `${ORIGIN}/over-ons/?x=1`],
        ],
      },
      {
        loc: `${ORIGIN}/fr/rendez-vous-d'estimation/`,
        lastmod: '2026-03-04T05:06:07Z',
        links: [
          ['alternate', 'fr-BE', `${ORIGIN}/fr/rendez-vous-d'estimation/`],
          ['alternate', 'x-default', `${ORIGIN}/fr/rendez-vous-d'estimation/`],
        ],
      },
    ]);
  });

  it.each<[LanguageCode, LanguageCode[], number]>([
    ['nl', DEMO, 2],
    ['en', DEMO, 2],
    ['fr', DEMO, 3],
    // A language the agency does not serve has no pages, whatever paths exist.
    ['de', DEMO, 0],
    ['de', [...DEMO, 'de'], 1],
  ])('in %s (served %j): %i pages', (lang, languages, count) => {
    const doc = parseXml(urlsetXml(urls, { origin: ORIGIN, lang, languages, defaultLanguage: 'nl' }));
    expect(doc.getElementsByTagName('url')).toHaveLength(count);
  });
});

describe('sitemapIndexXml', () => {
  it('lists each file absolute, with its lastmod when known', () => {
    const doc = parseXml(
      sitemapIndexXml(
        [
          { path: '/sitemap-nl-pages-1.xml', lastModified: AT },
          { path: '/sitemap-nl-listings-1.xml', lastModified: null },
        ],
        `${ORIGIN}/`,
      ),
    );
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(
      [...doc.getElementsByTagName('sitemap')].map((s) => [
        s.getElementsByTagName('loc')[0]?.textContent,
        s.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      ]),
    ).toEqual([
      [`${ORIGIN}/sitemap-nl-pages-1.xml`, '2026-03-04T05:06:07Z'],
      [`${ORIGIN}/sitemap-nl-listings-1.xml`, null],
    ]);
  });
});

describe('sitemap file paths', () => {
  it.each([
    ['/sitemap-nl-pages-1.xml', { lang: 'nl', kind: 'pages', n: 1 }],
    ['/sitemap-fr-listings-12.xml', { lang: 'fr', kind: 'listings', n: 12 }],
    ['/sitemap-xx-pages-1.xml', null],
    ['/sitemap-nl-photos-1.xml', null],
    ['/sitemap-nl-pages-0.xml', null],
    ['/sitemap-nl-pages-01.xml', null],
    ['/sitemap-nl-listings-1234567.xml', null],
    ['/sitemap-nl-pages-1.xml.gz', null],
  ])('%s → %j', (path, name) => {
    const parsed = parseSitemapFilePath(path);
    expect(parsed).toEqual(name);
    if (parsed) expect(sitemapFilePath(parsed)).toBe(path);
  });
});

describe('splitIntoFiles', () => {
  it.each([
    [0, 3, []],
    [1, 3, [1]],
    [3, 3, [3]],
    [4, 3, [3, 1]],
    [7, 3, [3, 3, 1]],
    [50_001, 50_000, [50_000, 1]],
  ])('%i items by %i → files of %j', (count, size, sizes) => {
    const items = Array.from({ length: count }, (_, i) => i);
    const files = splitIntoFiles(items, size);
    expect(files.map((f) => f.length)).toEqual(sizes);
    // In order, none lost or repeated.
    expect(files.flat()).toEqual(items);
  });
});
