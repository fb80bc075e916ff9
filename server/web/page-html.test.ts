import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  fontPreloads,
  headTags,
  pageAssets,
  pageHtml,
  startScriptsHtml,
  type RenderedPage,
  type ViteManifest,
} from './page-html';
import { SAVED_LANGUAGE_SCRIPT } from './saved-language';
import { START_SCRIPTS_ID } from '../../common/server-render';

const site = { origin: 'https://agency.example', locale: 'fr' as const, defaultLanguage: 'nl' as const };

describe('headTags', () => {
  it('escapes a title, description and image that carry markup or quotes', () => {
    const html = headTags(
      {
        title: 'Villa </title><script>alert(1)</script>',
        description: `"Quoted" & 'single' <script>alert(2)</script>`,
        image: '/media/a.jpg?x="><script>',
        path: '/fr/a-vendre/"onload=x/',
      },
      site,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('</title><');
    expect(html).toContain('<title>Villa &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain(
      '<meta name="description" content="&quot;Quoted&quot; &amp; &#39;single&#39; &lt;script&gt;alert(2)&lt;/script&gt;">',
    );
    expect(html).toContain('<meta property="og:title" content="Villa &lt;/title&gt;');
    // Every attribute value stays inside its quotes.
    for (const tag of html.split('\n'))
      expect(tag.trim()).toMatch(/^<(title>[^<]*<\/title|(meta|link)( [a-z:-]+="[^"]*")+)>$/);
  });

  it('links the page in every language, x-default to the default language, with Open Graph', () => {
    const html = headTags(
      {
        title: 'Maison',
        description: 'Belle maison',
        image: '/media/1.jpg',
        path: '/fr/a-vendre/waterloo/maison/42/?utm_source=x',
        alternates: {
          nl: '/nl/te-koop/waterloo/huis/42/',
          fr: '/fr/a-vendre/waterloo/maison/42/',
          en: '/en/for-sale/waterloo/house/42/',
        },
      },
      site,
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://agency.example/fr/a-vendre/waterloo/maison/42/">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="nl-BE" href="https://agency.example/nl/te-koop/waterloo/huis/42/">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="fr-BE" href="https://agency.example/fr/a-vendre/waterloo/maison/42/">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://agency.example/en/for-sale/waterloo/house/42/">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://agency.example/nl/te-koop/waterloo/huis/42/">',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://agency.example/fr/a-vendre/waterloo/maison/42/">',
    );
    expect(html).toContain('<meta property="og:image" content="https://agency.example/media/1.jpg">');
    expect(html).toContain('<meta property="og:locale" content="fr_BE">');
    expect(html).toContain('<meta property="og:locale:alternate" content="nl_BE">');
  });

  it('writes no alternates for a page that exists in one language only, and no image when there is none', () => {
    const html = headTags({ title: 'T', path: '/fr/x/', alternates: { fr: '/fr/x/' } }, site);
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('og:image');
  });

  it('keeps a reset token and tracking parameters out of every link; lists keep their page and filters', () => {
    const login = headTags(
      {
        title: 'Login',
        path: '/en/login/?reset=SECRET-TOKEN&utm_source=mail',
        alternates: {
          nl: '/nl/login/?reset=SECRET-TOKEN&utm_source=mail',
          en: '/en/login/?reset=SECRET-TOKEN&utm_source=mail',
        },
      },
      site,
    );
    expect(login).not.toContain('SECRET-TOKEN');
    expect(login).not.toContain('utm_source');
    expect(login).toContain(
      '<link rel="alternate" hreflang="nl-BE" href="https://agency.example/nl/login/">',
    );
    const list = headTags(
      {
        path: '/nl/te-koop/?page=2&reset=x',
        alternates: { nl: '/nl/te-koop/?page=2&reset=x', fr: '/fr/a-vendre/?page=2&reset=x' },
      },
      site,
    );
    expect(list).toContain(
      '<link rel="alternate" hreflang="fr-BE" href="https://agency.example/fr/a-vendre/?page=2">',
    );
    expect(list).toContain('<link rel="canonical" href="https://agency.example/nl/te-koop/?page=2">');
  });

  it('says noindex, names the site, falls back to the default image and writes the Twitter card', () => {
    const html = headTags(
      {
        title: 'Merci',
        description: 'Reçu',
        noindex: true,
        siteName: 'Immo Demo',
        defaultImage: '/media/banner.jpg',
      },
      site,
    );
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<meta property="og:site_name" content="Immo Demo">');
    expect(html).toContain('<meta property="og:image" content="https://agency.example/media/banner.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:image" content="https://agency.example/media/banner.jpg">');
    expect(html).toContain('<meta name="twitter:title" content="Merci">');
    const own = headTags({ image: '/media/own.jpg', defaultImage: '/media/banner.jpg' }, site);
    expect(own).toContain('content="https://agency.example/media/own.jpg"');
    expect(own).not.toContain('banner.jpg');
    const bare = headTags({ title: 'T' }, site);
    expect(bare).toContain('<meta name="twitter:card" content="summary">');
    expect(bare).not.toContain('robots');
  });

  it('writes JSON-LD that cannot end its script, with the site-relative URLs made absolute', () => {
    const html = headTags(
      {
        structuredData: {
          listing: {
            '@type': 'RealEstateListing',
            url: '/fr/a-vendre/x/1/',
            name: 'Villa </script><script>alert(1)</script>',
            image: ['/media/1.jpg', 'https://cdn.example/2.jpg'],
            description: '/not/a/url',
          },
        },
      },
      site,
    );
    const script = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(script![1]).not.toContain('</script');
    expect(JSON.parse(script![1])).toEqual({
      '@type': 'RealEstateListing',
      url: 'https://agency.example/fr/a-vendre/x/1/',
      name: 'Villa </script><script>alert(1)</script>',
      image: ['https://agency.example/media/1.jpg', 'https://cdn.example/2.jpg'],
      description: '/not/a/url',
    });
  });

  it('ignores image URLs that are not http(s)', () => {
    expect(headTags({ image: 'javascript:alert(1)' }, site)).not.toContain('og:image');
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/nl/te-koop/', '/nl/te-koop/'],
    ['/nl/te-koop/?page=2&city=Waterloo%7C1410', '/nl/te-koop/?city=Waterloo%7C1410&page=2'],
    ['/nl/?setcookies&utm_source=mail', '/nl/'],
    ['/nl/te-koop/?type=3&fbclid=x', '/nl/te-koop/?type=3'],
    // A page of one path for every language: each language is a page of its own.
    ['/over-ons/?lang=fr&utm_source=mail', '/over-ons/?lang=fr'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});

describe('pageAssets', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    '_card.js': { file: 'assets/card.js', imports: ['_shared.js'], css: ['assets/card.css'] },
    'features/home/home-page.tsx': {
      file: 'assets/home.js',
      imports: ['_shared.js', '_card.js'],
      css: ['assets/home.css'],
    },
    'locales/nl/messages.po': { file: 'assets/nl.js' },
  };

  it('starts the entry, preloads its imports, the page chunk, its own imports and the texts, each once, with all their CSS', () => {
    expect(
      pageAssets({ ...manifest, 'index.html': { ...manifest['index.html']!, css: ['assets/index.css'] } }, [
        'features/home/home-page.tsx',
        'locales/nl/messages.po',
        'unknown.tsx',
      ]),
    ).toEqual({
      start: {
        entry: ['/assets/index.js'],
        preload: ['/assets/shared.js', '/assets/home.js', '/assets/card.js', '/assets/nl.js'],
      },
      styles: ['/assets/home.css', '/assets/card.css', '/assets/index.css'],
    });
  });
});

describe('fontPreloads', () => {
  it('preloads the basic Latin subset of the entry fonts only', () => {
    const manifest: ViteManifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        assets: [
          'assets/inter-latin-wght-normal-Dx4k.woff2',
          'assets/inter-latin-ext-wght-normal-DO1A.woff2',
          'assets/logo-Ab12.svg',
        ],
      },
      'features/owners/owners-page.tsx': { file: 'assets/owners.js', assets: ['assets/other-latin-x.woff2'] },
    };
    expect(fontPreloads(manifest)).toEqual(['/assets/inter-latin-wght-normal-Dx4k.woff2']);
  });

  it('writes the preload link in the head, in CORS mode', () => {
    const html = pageHtml(
      '<head><!--app-head--></head>',
      { html: '', status: 200, head: {}, pages: [], state: null, consent: '' },
      {
        ...site,
        build: {
          manifest: {
            'index.html': {
              file: 'assets/i.js',
              isEntry: true,
              assets: ['assets/inter-latin-wght-normal-X.woff2'],
            },
          },
          startLoader: 'start()',
        },
      },
    );
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-X.woff2">',
    );
  });
});

describe('pageHtml', () => {
  const template =
    '<html lang="<!--app-lang-->"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';
  const page: RenderedPage = {
    html: '<p>Price: $& $1 €</p>',
    status: 200,
    head: { title: 'T' },
    pages: ['features/home/home-page.tsx'],
    state: { x: '</script>' },
    consent: '',
  };

  it('fills the template without reading $ patterns in the page, with state and pages safe in the script', () => {
    const html = pageHtml(template, page, { ...site, build: null });
    expect(html).toContain('<p>Price: $& $1 €</p>');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('window.__PAGES__=["features/home/home-page.tsx"]');
    expect(html).not.toContain('"</script>"');
  });

  it('gives the home page, and it only, the saved-language script, after the alternates', () => {
    const alternates = { nl: '/nl/', fr: '/fr/' };
    const home = pageHtml(template, { ...page, head: { alternates } }, { ...site, build: null });
    expect(home).toContain(`<script>${SAVED_LANGUAGE_SCRIPT}</script>`);
    expect(home.indexOf(SAVED_LANGUAGE_SCRIPT)).toBeGreaterThan(home.indexOf('hreflang="fr-BE"'));
    const list = pageHtml(
      template,
      { ...page, pages: ['features/listings/list-page.tsx'] },
      { ...site, build: null },
    );
    expect(list).not.toContain(SAVED_LANGUAGE_SCRIPT);
  });
});

describe('startScriptsHtml', () => {
  const template = '<body><!--app-state--></body>';
  const page: RenderedPage = { html: '', status: 200, head: {}, pages: ['p.tsx'], state: null, consent: '' };
  const manifest: ViteManifest = {
    'app/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_rt.js'] },
    '_rt.js': { file: 'assets/rt.js' },
    'p.tsx': { file: 'assets/p.js', imports: ['_rt.js'] },
  };

  it('names the built page’s scripts for the loader, which follows as one inline script', () => {
    const html = pageHtml(template, page, { ...site, build: { manifest, startLoader: 'start()' } });
    const listed = new RegExp(
      `<script type="application/json" id="${START_SCRIPTS_ID}">(.*?)</script><script>start\\(\\)</script>`,
    ).exec(html);
    expect(JSON.parse(listed?.[1] ?? 'null')).toEqual({
      entry: ['/assets/entry.js'],
      preload: ['/assets/rt.js', '/assets/p.js'],
    });
    // No module script in the HTML itself: the loader adds it once the page has painted.
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  });

  it('keeps the list safe in its element', () => {
    expect(startScriptsHtml({ entry: ['/a</script>.js'], preload: [] }, 'x')).not.toContain('</script>.js');
  });

  it('on the development server, starts the entry’s source at once', () => {
    expect(pageHtml(template, page, { ...site, build: null })).toContain(
      '<script type="module" src="/app/entry-client.tsx"></script>',
    );
  });
});
