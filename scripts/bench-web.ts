import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createServer } from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  BENCH_DURATION,
  BENCH_LISTINGS,
  forkServer,
  prependBenchmarkSection,
  prepareBenchDatabase,
  productionEnv,
  ROOT,
  stopChild,
  waitForHttp,
} from './bench/bench-kit';
import { launchChromium } from '../e2e/chromium';
import { initialJs, INITIAL_JS_BUDGET_KIB, kib } from './bench/initial-js';
import { pageWeight, type PageWeight } from './bench/page-weight';

/**
 * `npm run bench:web` (after `npm run build`): (a) the initial JavaScript of the home and a detail
 * page, gzipped, and the detail page's weight for a sale and a rental (HTML bytes, raw and gzipped;
 * elements of the server HTML and of the page after it has run, counted in Chromium); (b) with 10,000 listings, server-render latency (TTFB) at 20 connections for home,
 * a list and a detail page against the real server in production mode, with the public-query cache
 * (as deployed) and without; (c) in the same run, the same render without data loading (the built
 * entry-server in a small server: `null` = every query answers `{ data: null }` at once, `replay` =
 * the page's recorded GraphQL results replayed from memory, same HTML). Writes docs/benchmarks.md.
 * BENCH_DATABASE_URL, BENCH_DURATION and BENCH_LISTINGS override. BENCH_WEB_PARTS=render runs the
 * server-render table only (no browser, no JavaScript sizes): quicker when the render is what changed.
 */
const LISTINGS = BENCH_LISTINGS;
const DURATION = BENCH_DURATION;
const CONNECTIONS = 20;
const TARGET_JS_KIB = INITIAL_JS_BUDGET_KIB;
const TARGET_P95_MS = 200;
/** The first of the three ports the bench's servers listen on (BENCH_WEB_PORT, when others bench beside). */
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3910);
const PARTS = new Set((process.env.BENCH_WEB_PARTS ?? 'js,render').split(',').map((p) => p.trim()));

// ---- (b, c) render latency ----

interface Latency {
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts (autocannon's timeout is 10 s). */
  errors: number;
}

async function cannon(url: string): Promise<Latency> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  // autocannon measures until the whole response: the server sends the page in one piece after rendering, so this is its TTFB plus a few ms of transfer.
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p95: p95(r),
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * A few sequential requests before a cell: a freshly started server compiles its code on its first
 * requests, which would otherwise weigh on a short cell (the uncached server starts just before its
 * cells).
 */
async function warm(url: string): Promise<void> {
  for (let i = 0; i < 5; i++) await (await fetch(url)).arrayBuffer();
}

/** autocannon reports p50, p90, p97.5, p99: p95 is interpolated between p90 and p97.5. */
function p95(r: autocannon.Result): number {
  const { p90, p97_5 } = r.latency;
  return Math.round((p90 + ((p97_5 - p90) * 5) / 7.5) * 10) / 10;
}

// ---- the render-only server (forked copy of this script) ----

type GqlRequest = { query: string; variables: Record<string, unknown>; operationName?: string };
type Execute = (r: GqlRequest) => Promise<unknown>;
interface Entry {
  render(input: {
    url: string;
    locale: string;
    execute: Execute;
  }): Promise<{ html: string; status: number; state: unknown }>;
}
const localeOf = (url: string) => /^\/(nl|fr|en|de)\//.exec(url)?.[1] ?? 'nl';

async function renderOnlyServer([realUrl, port, ...pages]: string[]): Promise<void> {
  const template = fs.readFileSync(path.join(ROOT, 'dist/client/index.html'), 'utf8');
  const key = (r: GqlRequest) => `${r.query}\n${JSON.stringify(r.variables ?? {})}`;
  const recorded = new Map<string, unknown>();
  const { render } = (await import(path.join(ROOT, 'dist/server/entry-server.mjs'))) as Entry;
  for (const page of pages) {
    const locale = localeOf(page);
    await render({
      url: page,
      locale,
      execute: async (r) => {
        const res = await fetch(`${realUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': locale },
          body: JSON.stringify(r),
        });
        const body = await res.json();
        recorded.set(key(r), body);
        return body;
      },
    });
  }
  const nullExecute: Execute = () => Promise.resolve({ data: null });
  const replay: Execute = (r) => Promise.resolve(recorded.get(key(r)) ?? { data: null });
  createServer((req, res) => {
    const m = /^\/(null|replay)(\/.*)$/.exec(req.url ?? '');
    if (!m) return void res.writeHead(404).end();
    const url = m[2];
    render({ url, locale: localeOf(url), execute: m[1] === 'null' ? nullExecute : replay })
      .then((page) => {
        const html = template
          .replace('<!--app-lang-->', localeOf(url))
          .replace('<!--app-head-->', '')
          .replace('<!--app-html-->', page.html)
          .replace(
            '<!--app-state-->',
            `<script>window.__APOLLO_STATE__=${JSON.stringify(page.state ?? null).replace(/</g, '\\u003c')}</script>`,
          );
        res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      })
      .catch((err: unknown) => {
        console.error(err);
        res.writeHead(500).end();
      });
  }).listen(Number(port), '127.0.0.1', () => process.send?.({ recorded: recorded.size }));
}

function startRenderOnly(realUrl: string, port: number, pages: string[]): Promise<ChildProcess> {
  const child = fork(__filename, ['--render-only', realUrl, String(port), ...pages], {
    execArgv: ['-r', path.join(ROOT, 'server/core/register.cjs')],
    env: productionEnv(),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`render-only server exited with ${code}`)));
    child.once('message', () => resolve(child));
  });
}

// ---- main ----

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/entry-server.mjs')))
    throw new Error('run `npm run build` first');
  await prepareBenchDatabase();

  const cachedPort = PORT;
  const real = forkServer(cachedPort, '300');
  const base = `http://127.0.0.1:${cachedPort}`;
  await waitForHttp(`${base}/readyz`);
  const listHtml = await (await fetch(`${base}/nl/te-koop/`)).text();
  const detailPath = /href="(\/nl\/te-koop\/[^"]+\/\d+\/)"/.exec(listHtml)?.[1];
  if (!detailPath) throw new Error('no detail link on /nl/te-koop/');
  const pages = { home: '/nl/', list: '/nl/te-koop/?page=2', detail: detailPath };
  for (const [name, p] of Object.entries(pages)) {
    const res = await fetch(base + p);
    if (res.status !== 200) throw new Error(`${name} ${p}: HTTP ${res.status}`);
  }

  const sizes = PARTS.has('js') ? await pageSizes(base, pages.home, detailPath) : null;

  const loadBefore = os.loadavg()[0];
  // The render cells stop the cached server themselves, before the render-only cells.
  const render = PARTS.has('render') ? await renderTable(base, pages, real) : null;
  if (!render) await stopChild(real);
  const loadAfter = os.loadavg()[0];

  const section = [
    `## bench:web — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    ...(sizes ? sizesSection(sizes) : []),
    ...(render ? renderSection(render, pages, loadBefore, loadAfter) : []),
  ].join('\n');
  if (process.env.BENCH_WEB_DOCS !== '0') prependBenchmarkSection(section);
  console.log(section);
  process.exit(0);
}

type Pages = Record<'home' | 'list' | 'detail', string>;
interface Sizes {
  js: Record<'home' | 'detail', Awaited<ReturnType<typeof initialJs>>>;
  weights: Record<'sale' | 'rental', PageWeight>;
}

/** (a) The initial JavaScript of two pages and the detail page's weight, in Chromium. */
async function pageSizes(base: string, home: string, detailPath: string): Promise<Sizes> {
  const js = { home: await initialJs(base, home), detail: await initialJs(base, detailPath) };
  for (const [name, s] of Object.entries(js))
    console.log(
      `initial JS ${name}: ${s.urls.length} files, ${kib(s.raw)} KiB raw, ${kib(s.gzipDefault)} KiB gzip, ${kib(s.gzip9)} KiB gzip -9`,
    );

  const rentHtml = await (await fetch(`${base}/nl/te-huur/`)).text();
  const rentalPath = /href="(\/nl\/te-huur\/[^"]+\/\d+\/)"/.exec(rentHtml)?.[1];
  if (!rentalPath) throw new Error('no detail link on /nl/te-huur/');
  const browser = await launchChromium();
  const weights: Record<'sale' | 'rental', PageWeight> = {
    sale: await pageWeight(browser, base, detailPath),
    rental: await pageWeight(browser, base, rentalPath),
  };
  await browser.close();
  for (const [name, w] of Object.entries(weights))
    console.log(`detail ${name} ${w.path}: ${JSON.stringify(w)}`);
  return { js, weights };
}

function sizesSection({ js, weights }: Sizes): string[] {
  const jsMet =
    Math.max(js.home.gzip9, js.detail.gzip9, js.home.gzipDefault, js.detail.gzipDefault) / 1024 <=
    TARGET_JS_KIB;
  return [
    `Initial JavaScript: the \`<script type="module">\` and \`<link rel="modulepreload">\` files the server HTML references, gzipped with node's zlib (default level and level 9).`,
    '',
    '| page | files | raw KiB | gzip KiB | gzip -9 KiB |',
    '|---|---|---|---|---|',
    ...Object.entries(js).map(
      ([name, s]) =>
        `| ${name} | ${s.urls.length} | ${kib(s.raw)} | ${kib(s.gzipDefault)} | ${kib(s.gzip9)} |`,
    ),
    '',
    `Target ≤ ${TARGET_JS_KIB} KiB gzip: **${jsMet ? 'met' : 'not met'}**.`,
    '',
    `Detail page weight: the server's HTML in bytes, as sent and gzipped (zlib's default level); its elements (\`document.getElementsByTagName('*').length\` in Chromium at 1440 px) as the server HTML parses with scripts off, and once the page has run (hydrated, static sections and icons in, network quiet; a returning visitor who declined cookies, other origins cut off).`,
    '',
    '| detail | path | HTML bytes | HTML gzip bytes | elements, server HTML | elements, hydrated |',
    '|---|---|---|---|---|---|',
    ...Object.entries(weights).map(
      ([name, w]) =>
        `| ${name} | \`${w.path}\` | ${w.htmlRaw} | ${w.htmlGzip} | ${w.serverElements} | ${w.hydratedElements} |`,
    ),
    '',
  ];
}

interface RenderCells {
  cached: Record<string, Latency>;
  uncached: Record<string, Latency>;
  replay: Record<string, Latency>;
  nul: Record<string, Latency>;
}

/** (b, c) Server-render latency: the real server with and without its cache, the render alone. */
async function renderTable(base: string, pages: Pages, real: ChildProcess): Promise<RenderCells> {
  const renderOnlyPort = PORT + 1;
  const renderOnly = await startRenderOnly(base, renderOnlyPort, Object.values(pages));

  const cached: Record<string, Latency> = {};
  for (const [name, p] of Object.entries(pages)) {
    cached[name] = await cannon(base + p);
    console.log(name, 'ssr cached', JSON.stringify(cached[name]));
  }
  await stopChild(real);

  const replay: Record<string, Latency> = {};
  const nul: Record<string, Latency> = {};
  for (const [name, p] of Object.entries(pages)) {
    await warm(`http://127.0.0.1:${renderOnlyPort}/replay${p}`);
    replay[name] = await cannon(`http://127.0.0.1:${renderOnlyPort}/replay${p}`);
    console.log(name, 'render replay', JSON.stringify(replay[name]));
    await warm(`http://127.0.0.1:${renderOnlyPort}/null${p}`);
    nul[name] = await cannon(`http://127.0.0.1:${renderOnlyPort}/null${p}`);
    console.log(name, 'render null', JSON.stringify(nul[name]));
  }
  await stopChild(renderOnly);

  const uncachedPort = PORT + 2;
  const realUncached = forkServer(uncachedPort, '0');
  await waitForHttp(`http://127.0.0.1:${uncachedPort}/readyz`);
  const uncached: Record<string, Latency> = {};
  for (const [name, p] of Object.entries(pages)) {
    await warm(`http://127.0.0.1:${uncachedPort}${p}`);
    uncached[name] = await cannon(`http://127.0.0.1:${uncachedPort}${p}`);
    console.log(name, 'ssr uncached', JSON.stringify(uncached[name]));
  }
  await stopChild(realUncached);
  return { cached, uncached, replay, nul };
}

function renderSection(
  { cached, uncached, replay, nul }: RenderCells,
  pages: Pages,
  loadBefore: number,
  loadAfter: number,
): string[] {
  const ratio = (a: Latency, b: Latency) => (b.p50 > 0 ? (a.p50 / b.p50).toFixed(1) : '—');
  const share = (a: Latency, b: Latency) =>
    b.reqPerSec > 0 ? `${Math.round((100 * a.reqPerSec) / b.reqPerSec)} %` : '—';
  // A cell with no answer at all (every request still running when the cell ended) meets nothing.
  const withinTarget = (l: Latency) => l.reqPerSec > 0 && l.p95 <= TARGET_P95_MS;
  const p95Met = Object.values(cached).every(withinTarget);
  const p95MetUncached = Object.values(uncached).every(withinTarget);
  return [
    `Server render: ${LISTINGS.toLocaleString('en')} listings; autocannon, ${CONNECTIONS} connections, ${DURATION} s per cell, load generator on the same 2 cores (1-minute load average ${loadBefore.toFixed(1)} before the cells, ${loadAfter.toFixed(1)} after). Pages: home \`${pages.home}\`, list \`${pages.list}\`, detail \`${pages.detail}\`. ` +
      `The page is sent in one piece after rendering, so autocannon's latency is the time to first byte plus a few ms of transfer. p95 is interpolated between autocannon's p90 and p97.5. ` +
      `"SSR" = \`server/main.ts\` with NODE_ENV=production, "cached" with its public-query response cache (as deployed), "uncached" with RESPONSE_CACHE_TTL_SECONDS=0. ` +
      `"replay" = the built \`entry-server.mjs\` rendering the same page with its GraphQL results recorded once and replayed from memory (same HTML, no data loading); "null" = every query answers \`{ data: null }\` at once (the empty shell: the page resolves to nothing, so it answers 404, not counted as an error). Ratio = SSR p50 ÷ replay p50: the cost of data loading; "uncached ÷ null" = req/s of the uncached render as a share of the empty shell's. Latencies in ms.`,
    '',
    '| page | SSR cached req/s | p50 | p95 | SSR uncached req/s | p50 | p95 | replay req/s | p50 | p95 | null req/s | p50 | p95 | cached ÷ replay | uncached ÷ replay | uncached ÷ null req/s | non-2xx / errors+timeouts |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...Object.keys(pages).map((n) => {
      const [c, u, r, z] = [cached[n], uncached[n], replay[n], nul[n]];
      return `| ${n} | ${c.reqPerSec} | ${c.p50} | ${c.p95} | ${u.reqPerSec} | ${u.p50} | ${u.p95} | ${r.reqPerSec} | ${r.p50} | ${r.p95} | ${z.reqPerSec} | ${z.p50} | ${z.p95} | ${ratio(c, r)} | ${ratio(u, r)} | ${share(u, z)} | ${c.non2xx + u.non2xx + r.non2xx} / ${c.errors + u.errors + r.errors + z.errors} |`;
    }),
    '',
    `Target SSR TTFB p95 ≤ ${TARGET_P95_MS} ms: **${p95Met ? 'met' : 'not met'}** as deployed (cached), **${p95MetUncached ? 'met' : 'not met'}** uncached.`,
    '',
  ];
}

const run = process.argv[2] === '--render-only' ? renderOnlyServer(process.argv.slice(3)) : main();
run.catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
