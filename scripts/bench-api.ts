import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Logger as OrmLogger } from 'typeorm';
import { seedDemo } from '../server/catalog/demo/seed-demo';
import { ensureDatabase } from '../server/core/db/data-source';
import { appDataSource } from '../server/data-source';
import { startTestServer } from '../server/core/testing/test-server';

/**
 * `npm run bench:api`: with 10,000 listings, autocannon at 50 connections for 20 s on the list,
 * search and detail queries, through GraphQL and through the same SQL on `pg` alone. Writes the
 * figures to docs/benchmarks.md. BENCH_DATABASE_URL, BENCH_DURATION and BENCH_LISTINGS override.
 */
const ROOT = path.resolve(__dirname, '..');
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agency_bench';
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 50;

interface Statement {
  sql: string;
  params: unknown[];
  at: number;
}

class RecordingLogger implements OrmLogger {
  statements: Statement[] = [];
  logQuery(sql: string, params?: unknown[]) {
    this.statements.push({ sql, params: params ?? [], at: performance.now() });
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

/** Statements issued within 2 ms of each other ran concurrently (one DataLoader tick): one stage. */
function stages(statements: Statement[]): { sql: string; params: unknown[] }[][] {
  const out: { sql: string; params: unknown[] }[][] = [];
  let last = -Infinity;
  for (const s of statements) {
    if (s.at - last > 2 || out.length === 0) out.push([]);
    out[out.length - 1].push({ sql: s.sql, params: s.params });
    last = s.at;
  }
  return out;
}

async function prepareDatabase(): Promise<{ detailId: number }> {
  await ensureDatabase(DB_URL);
  const ds = appDataSource(DB_URL);
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  const [{ n }] = (await ds.query(`SELECT count(*)::int AS n FROM property`)) as { n: number }[];
  if (n !== LISTINGS) {
    const started = performance.now();
    await ds.query(`TRUNCATE property, property_text, property_photo, owner_property CASCADE`);
    await seedDemo(ds, { listings: LISTINGS, feedFile: path.join(os.tmpdir(), `bench-feed-${LISTINGS}.json`) });
    console.log(`seeded ${LISTINGS} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await ds.query('VACUUM ANALYZE'); // index-only counts need the visibility map
  const [{ id }] = (await ds.query(`SELECT id FROM property WHERE withdrawn_at IS NULL AND marquee NOT IN (3,4) ORDER BY id LIMIT 1 OFFSET 100`)) as { id: number }[];
  await ds.destroy();
  return { detailId: id };
}

function scenariosFor(detailId: number) {
  return {
    list: {
      query: `query List($lang: String) { properties(filter: { goal: SALE }, pageSize: 24, lang: $lang) {
        total page pageCount
        items { id title city availability path price { formatted } thumbnail { url width height } type { name } } } }`,
      variables: { lang: 'fr' },
    },
    search: {
      query: `query Search($text: String!, $lang: String) { search(text: $text, lang: $lang) {
        types { id name countSaleProperty countRentProperty }
        cities { name zip countSale countRent }
        properties { id typeDescription thumbnail { url } } } }`,
      variables: { text: 'wat', lang: 'fr' },
    },
    detail: {
      query: `query Detail($id: Int!, $lang: String) { property(id: $id, lang: $lang) {
        id title description availability path paths { nl fr en }
        price { formatted } address { formatted } energy { region band imageUrl epcValue }
        rooms { bedrooms bathrooms } surfaces { living ground } building { constructionYear facades }
        photos { url width height } manager { firstName lastName phone email } type { name } city } }`,
      variables: { id: detailId, lang: 'nl' },
    },
  };
}

async function recordSql(scenarios: ReturnType<typeof scenariosFor>) {
  const logger = new RecordingLogger();
  const server = await startTestServer(DB_URL, { logger });
  const recorded: Record<string, { sql: string; params: unknown[] }[][]> = {};
  for (const [name, s] of Object.entries(scenarios)) {
    await server.gql(s.query, s.variables); // warm caches the same way for both paths
    logger.statements = [];
    const res = await server.gql(s.query, s.variables);
    if (res.errors) throw new Error(`${name}: ${JSON.stringify(res.errors)}`);
    recorded[name] = stages(logger.statements);
  }
  await server.close();
  return recorded;
}

function startChild(script: string, args: string[], env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(path.join(ROOT, script), args, {
    execArgv: ['-r', path.join(ROOT, 'server/core/register.cjs')],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.once('message', () => resolve(child));
  });
}

async function waitForHttp(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

interface Figures {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function cannon(url: string, body?: string): Promise<Figures> {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body,
  });
  return { reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

async function benchApi(port: number, cacheTtl: string, scenarios: ReturnType<typeof scenariosFor>) {
  const api = fork(path.join(ROOT, 'server/main.ts'), [], {
    execArgv: ['-r', path.join(ROOT, 'server/core/register.cjs')],
    env: { ...process.env, DATABASE_URL: DB_URL, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn', RESPONSE_CACHE_TTL_SECONDS: cacheTtl },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await waitForHttp(`http://127.0.0.1:${port}/readyz`);
  const figures: Record<string, Figures> = {};
  for (const [name, s] of Object.entries(scenarios)) {
    figures[name] = await cannon(`http://127.0.0.1:${port}/graphql`, JSON.stringify({ query: s.query, variables: s.variables }));
    console.log(name, cacheTtl === '0' ? 'uncached' : 'cached', JSON.stringify(figures[name]));
  }
  const rss = peakRssMb(api.pid!);
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  return { figures, rss };
}

async function main() {
  const { detailId } = await prepareDatabase();
  const scenarios = scenariosFor(detailId);
  const recorded = await recordSql(scenarios);
  const sqlFile = path.join(os.tmpdir(), 'bench-api-statements.json');
  fs.writeFileSync(sqlFile, JSON.stringify(recorded));

  const rawPort = 3901;
  const raw = await startChild('scripts/bench/raw-sql-server.ts', [sqlFile, String(rawPort)], { DATABASE_URL: DB_URL });
  const rawFigures: Record<string, Figures> = {};
  for (const name of Object.keys(scenarios)) rawFigures[name] = await cannon(`http://127.0.0.1:${rawPort}/${name}`);
  const rawRss = peakRssMb(raw.pid!);
  raw.kill('SIGTERM');

  // The API as deployed (public-query cache on), then with the cache off: the cost of GraphQL + ORM.
  const runs: Record<'cached' | 'uncached', { figures: Record<string, Figures>; rss: number }> = {
    cached: await benchApi(3900, '300', scenarios),
    uncached: await benchApi(3902, '0', scenarios),
  };

  const ratio = (a: Figures, b: Figures) => (a.reqPerSec / b.reqPerSec).toFixed(2);
  const rows = Object.keys(scenarios).map((name) => {
    const c = runs.cached.figures[name];
    const u = runs.uncached.figures[name];
    const r = rawFigures[name];
    return `| ${name} | ${recorded[name].flat().length} in ${recorded[name].length} | ${c.reqPerSec} | ${c.p50} | ${c.p99} | ${u.reqPerSec} | ${u.p50} | ${u.p99} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${ratio(c, r)} | ${ratio(u, r)} | ${c.non2xx + c.errors + u.non2xx + u.errors} |`;
  });

  const section = [
    `## bench:api — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${LISTINGS.toLocaleString('en')} listings; autocannon, ${CONNECTIONS} connections, ${DURATION} s per cell, on this 2-core machine with the load generator on the same cores. ` +
      `"cached": the API as deployed, with its public-query response cache (emptied by PostgreSQL NOTIFY on every write). "uncached": RESPONSE_CACHE_TTL_SECONDS=0, every request executes. ` +
      `"raw" replays the same SQL statements through \`pg\` alone (recorded from the GraphQL path, same concurrency stages). Latencies in ms.`,
    '',
    '| query | SQL (stages) | cached req/s | p50 | p99 | uncached req/s | p50 | p99 | raw req/s | p50 | p99 | cached ÷ raw | uncached ÷ raw | errors |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Peak RSS: API ${runs.cached.rss} MB (cached run), ${runs.uncached.rss} MB (uncached run); raw-SQL server ${rawRss} MB.`,
    '',
  ].join('\n');
  const docs = path.join(ROOT, 'docs/benchmarks.md');
  const previous = fs.existsSync(docs) ? fs.readFileSync(docs, 'utf8') : '# Benchmarks\n\nNewest first. Machines are noisy: compare medians and ratios, not single figures.\n\n';
  const [head, ...rest] = previous.split(/\n(?=## )/);
  fs.writeFileSync(docs, [head.trimEnd(), '', section, ...rest].join('\n'));
  console.log(section);
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
