import { describe, expect, it } from 'vitest';
import { initialJsUrls } from './initial-js';

describe('initialJsUrls: the files a page makes the browser fetch before it hydrates', () => {
  it.each([
    [
      'a module script',
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      ['/assets/index-a1.js'],
    ],
    [
      'module preloads, after the module scripts',
      '<link rel="modulepreload" crossorigin href="/assets/react-b2.js"><script type="module" src="/assets/index-a1.js"></script>',
      ['/assets/index-a1.js', '/assets/react-b2.js'],
    ],
    [
      'each file once',
      '<link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/a.js"><script type="module" src="/assets/a.js"></script>',
      ['/assets/a.js'],
    ],
    [
      'single quotes, unquoted values, upper case',
      "<SCRIPT TYPE=module SRC='/a.js'></SCRIPT><LINK REL=MODULEPRELOAD HREF=/b.js>",
      ['/a.js', '/b.js'],
    ],
    ['rel with several tokens', '<link rel="preload modulepreload" href="/c.js">', ['/c.js']],
    ['no classic script', '<script src="/legacy.js"></script>', []],
    ['no inline module (nothing to fetch)', '<script type="module">import("/lazy.js")</script>', []],
    ['no JSON data block', '<script type="application/json" src="/data.json"></script>', []],
    [
      'no preload of a style or a font',
      '<link rel="preload" as="style" href="/a.css"><link rel="stylesheet" href="/b.css">',
      [],
    ],
    [
      "the start-up loader's list: entry scripts, then preloads",
      '<script type="application/json" id="start-scripts">{"preload":["/assets/rt-b.js","/assets/page-c.js"],"entry":["/assets/index-a.js"]}</script><script>(loader)</script>',
      ['/assets/index-a.js', '/assets/rt-b.js', '/assets/page-c.js'],
    ],
    ['no data-src lookalike', '<script type="module" data-src="/x.js"></script>', []],
  ])('%s', (_name, html, expected) => {
    expect(initialJsUrls(html)).toEqual(expected);
  });
});
