import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  forkServer,
  prependBenchmarkSection,
  prepareBenchDatabase,
  ROOT,
  stopChild,
  waitForHttp,
} from './bench/bench-kit';
import { siteIsBuilt } from '../server/web/site';

/**
 * `npm run bench:lighthouse`: Lighthouse 12.8.2 in its default mobile mode (simulated slow 4G, 4×
 * CPU slowdown) on the home, a list and a detail page of the production build, each run
 * BENCH_LIGHTHOUSE_RUNS times (3), medians into docs/benchmarks.md. The server is `server/main.ts`
 * in production mode with the caches as deployed, on a database of 100 demo listings
 * (BENCH_LIGHTHOUSE_DATABASE_URL overrides); BENCH_LIGHTHOUSE_URL measures a server already running;
 * BENCH_LIGHTHOUSE_PAGES picks pages, BENCH_LIGHTHOUSE_NO_DOCS=1 leaves docs/benchmarks.md alone.
 *
 * Lighthouse is not a project dependency (its dependency tree breaks `npm ci` here): the script
 * installs the pinned version into node_modules/.cache once. Chromium is Debian's (CHROME_PATH).
 */
const LIGHTHOUSE_VERSION = '12.8.2';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const DB_URL =
  process.env.BENCH_LIGHTHOUSE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agency_bench_lighthouse';
const LISTINGS = 100;
/** BENCH_LIGHTHOUSE_PAGES=list,detail: only those pages (a quick comparison; the docs want all three). */
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --no-first-run';

export const LIGHTHOUSE_TARGETS = {
  performance: 0.95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  accessibility: 0.98,
  bestPractices: 0.95,
  seo: 1,
} as const;

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  bytes: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; score?: number | null; title?: string; details?: { overallSavingsMs?: number } }
  >;
}

function lighthouseCli(): string {
  const dir = path.join(ROOT, 'node_modules/.cache', `lighthouse-${LIGHTHOUSE_VERSION}`);
  const cli = path.join(dir, 'node_modules/lighthouse/cli/index.js');
  if (!fs.existsSync(cli)) {
    console.log(`installing lighthouse ${LIGHTHOUSE_VERSION} into ${path.relative(ROOT, dir)} …`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  return cli;
}

function figuresOf(report: LighthouseReport): LighthouseFigures {
  const score = (c: string) => report.categories[c]?.score ?? 0;
  const value = (a: string) => report.audits[a]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    bytes: value('total-byte-weight'),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Each figure's median over the runs (a column's median, not one run's row). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((k) => [k, median(runs.map((r) => r[k]))]),
  ) as unknown as LighthouseFigures;
}

/** Which targets a page's medians miss (empty when all are met). */
export function missedTargets(f: LighthouseFigures): string[] {
  const t = LIGHTHOUSE_TARGETS;
  const missed: string[] = [];
  if (f.performance < t.performance) missed.push(`performance ${f.performance} < ${t.performance}`);
  if (f.lcpMs > t.lcpMs) missed.push(`LCP ${Math.round(f.lcpMs)} ms > ${t.lcpMs}`);
  if (f.tbtMs > t.tbtMs) missed.push(`TBT ${Math.round(f.tbtMs)} ms > ${t.tbtMs}`);
  if (f.cls > t.cls) missed.push(`CLS ${f.cls.toFixed(3)} > ${t.cls}`);
  if (f.accessibility < t.accessibility) missed.push(`accessibility ${f.accessibility} < ${t.accessibility}`);
  if (f.bestPractices < t.bestPractices)
    missed.push(`best practices ${f.bestPractices} < ${t.bestPractices}`);
  if (f.seo < t.seo) missed.push(`SEO ${f.seo} < ${t.seo}`);
  return missed;
}

/** The failing audits that cost the most, for the notes under the table. */
function opportunities(report: LighthouseReport): string[] {
  return Object.entries(report.audits)
    .filter(([, a]) => (a.details?.overallSavingsMs ?? 0) >= 50)
    .sort(([, a], [, b]) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
    .slice(0, 4)
    .map(([id, a]) => `${id} ~${Math.round(a.details?.overallSavingsMs ?? 0)} ms`);
}

async function pagesToMeasure(origin: string): Promise<{ page: string; path: string }[]> {
  const list = '/nl/te-koop/';
  const html = await view(origin + list);
  const detail = /href="(\/nl\/te-koop\/[^"?#]+\/\d+\/)"/.exec(html)?.[1];
  if (!detail) throw new Error(`no detail link on ${list}`);
  const pages = [
    { page: 'home', path: '/nl/' },
    { page: 'list', path: list },
    { page: 'detail', path: detail },
  ];
  return ONLY_PAGES ? pages.filter((p) => ONLY_PAGES.includes(p.page)) : pages;
}

/** A page's HTML; once more if the server had just closed the idle kept-alive socket. */
async function view(url: string): Promise<string> {
  try {
    return await (await fetch(url)).text();
  } catch {
    return await (await fetch(url)).text();
  }
}

/** Every picture URL the page's srcset and imagesrcset attributes offer. */
export function srcsetUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [, list] of html.matchAll(/\b(?:srcset|imagesrcset|srcSet|imageSrcSet)="([^"]*)"/g))
    for (const candidate of list.split(','))
      urls.add(candidate.trim().split(/\s+/)[0].replaceAll('&amp;', '&'));
  urls.delete('');
  return [...urls];
}

function runLighthouse(cli: string, url: string, out: string): LighthouseReport {
  execFileSync(
    process.execPath,
    [cli, url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport;
}

const fmt = {
  score: (n: number) => n.toFixed(2),
  s: (ms: number) => (ms / 1000).toFixed(2),
  ms: (ms: number) => String(Math.round(ms)),
  kb: (b: number) => String(Math.round(b / 1024)),
};

async function main() {
  if (!fs.existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME} (apt-get install -y chromium)`);
  const cli = lighthouseCli();
  let server: ReturnType<typeof forkServer> | undefined;
  let origin = process.env.BENCH_LIGHTHOUSE_URL;
  if (!origin) {
    if (!siteIsBuilt()) throw new Error('build the site first: npm run build');
    await prepareBenchDatabase(DB_URL, LISTINGS);
    const port = 3970;
    // The caches as deployed; visitors' rate limits stay (Lighthouse sends few requests).
    server = forkServer(port, '60', { DATABASE_URL: DB_URL });
    origin = `http://localhost:${port}`;
    await waitForHttp(`${origin}/nl/`);
  }
  const reportDir = path.join(os.tmpdir(), 'bench-lighthouse');
  fs.mkdirSync(reportDir, { recursive: true });
  const rows: { page: string; path: string; f: LighthouseFigures; missed: string[]; notes: string[] }[] = [];
  try {
    const pages = await pagesToMeasure(origin);
    for (const { page, path: p } of pages) {
      // The first view of a page fills the caches, as any visitor's would: the page's, and the
      // resized pictures its srcsets offer (encoded once, then kept on disk).
      const html = await view(origin + p);
      for (const url of srcsetUrls(html))
        await fetch(new URL(url, origin), { headers: { accept: 'image/avif,image/webp,image/*,*/*' } });
      const runs: LighthouseFigures[] = [];
      let last: LighthouseReport | undefined;
      for (let i = 0; i < RUNS; i++) {
        last = runLighthouse(cli, origin + p, path.join(reportDir, `${page}-${i + 1}.json`));
        runs.push(figuresOf(last));
        const r = runs[runs.length - 1];
        console.log(
          `${page} run ${i + 1}: perf ${fmt.score(r.performance)} LCP ${fmt.s(r.lcpMs)} s TBT ${fmt.ms(r.tbtMs)} ms CLS ${r.cls.toFixed(3)}`,
        );
      }
      const f = medianFigures(runs);
      rows.push({ page, path: p, f, missed: missedTargets(f), notes: last ? opportunities(last) : [] });
    }
  } finally {
    if (server) await stopChild(server);
  }

  const header =
    '| page | path | performance | LCP s | TBT ms | CLS | FCP s | Speed Index s | accessibility | best practices | SEO | KB transferred |\n' +
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |';
  const body = rows
    .map(
      ({ page, path: p, f }) =>
        `| ${page} | \`${p}\` | ${fmt.score(f.performance)} | ${fmt.s(f.lcpMs)} | ${fmt.ms(f.tbtMs)} | ${f.cls.toFixed(3)} | ${fmt.s(f.fcpMs)} | ${fmt.s(f.speedIndexMs)} | ${fmt.score(f.accessibility)} | ${fmt.score(f.bestPractices)} | ${fmt.score(f.seo)} | ${fmt.kb(f.bytes)} |`,
    )
    .join('\n');
  const verdicts = rows
    .map(({ page, missed }) => `${page}: ${missed.length ? `**not met** (${missed.join('; ')})` : '**met**'}`)
    .join('; ');
  const hints = rows
    .filter((r) => r.notes.length)
    .map((r) => `- ${r.page}, Lighthouse's largest estimated savings: ${r.notes.join(', ')}`)
    .join('\n');
  const load = os.loadavg()[0].toFixed(1);
  const section =
    `## bench:lighthouse — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n\n` +
    `Lighthouse ${LIGHTHOUSE_VERSION}, default mobile settings (simulated slow 4G, 4× CPU slowdown), Debian's Chromium headless; ` +
    `the production build on ${server ? `\`server/main.ts\` (NODE_ENV=production, caches as deployed, ${LISTINGS} demo listings)` : origin}; ` +
    `each page viewed once before, then measured ${RUNS} times: the median of each column. 1-minute load average at the end: ${load}.\n\n` +
    `${header}\n${body}\n\n` +
    `Targets (performance ≥ ${LIGHTHOUSE_TARGETS.performance}, LCP ≤ ${LIGHTHOUSE_TARGETS.lcpMs / 1000} s, TBT ≤ ${LIGHTHOUSE_TARGETS.tbtMs} ms, CLS ≤ ${LIGHTHOUSE_TARGETS.cls}, accessibility ≥ ${LIGHTHOUSE_TARGETS.accessibility}, best practices ≥ ${LIGHTHOUSE_TARGETS.bestPractices}, SEO ${LIGHTHOUSE_TARGETS.seo}): ${verdicts}.\n` +
    (hints ? `\n${hints}\n` : '');
  console.log(section);
  if (process.env.BENCH_LIGHTHOUSE_NO_DOCS !== '1') prependBenchmarkSection(section);
  console.log(`reports: ${reportDir}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
