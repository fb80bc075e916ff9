import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Logger as OrmLogger } from 'typeorm';
import { appDataSource } from '../server/data-source';
import { parse, validate } from 'graphql';
import { estimateQueryCost, QUERY_LIMITS, queryLimitRules } from '../server/core/graphql/query-limits';
import { appSchema } from '../server/schema';
import { startTestServer } from '../server/testing/test-server';
import {
  BENCH_DB_URL,
  BENCH_DURATION,
  BENCH_LISTINGS,
  forkServer,
  peakRssMb,
  prependBenchmarkSection,
  prepareBenchDatabase,
  ROOT,
  stopChild,
  waitForHttp,
} from './bench/bench-kit';

/**
 * `npm run bench:api`: with 10,000 listings, autocannon at 50 connections for 20 s on the list,
 * search and detail queries, through GraphQL and through the same SQL on `pg` alone. Writes the
 * figures to docs/benchmarks.md. BENCH_DATABASE_URL, BENCH_DURATION and BENCH_LISTINGS override.
 */
const DB_URL = BENCH_DB_URL;
const DURATION = BENCH_DURATION;
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

/** A listed property some way into the list, for the detail scenario. */
async function prepareDatabase(): Promise<{ detailId: number }> {
  await prepareBenchDatabase();
  const ds = appDataSource(DB_URL);
  await ds.initialize();
  const [{ id }] = (await ds.query(
    `SELECT id FROM property WHERE withdrawn_at IS NULL AND marquee NOT IN (3,4) ORDER BY id LIMIT 1 OFFSET 100`,
  )) as { id: number }[];
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

interface Figures {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function cannon(url: string, body?: string, connections = CONNECTIONS): Promise<Figures> {
  const r = await autocannon({
    url,
    connections,
    duration: DURATION,
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body,
  });
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

async function benchApi(port: number, cacheTtl: string, scenarios: ReturnType<typeof scenariosFor>) {
  const api = forkServer(port, cacheTtl);
  await waitForHttp(`http://127.0.0.1:${port}/readyz`);
  const url = `http://127.0.0.1:${port}/graphql`;
  const figures: Record<string, Figures> = {};
  for (const [name, s] of Object.entries(scenarios)) {
    figures[name] = await cannon(url, JSON.stringify({ query: s.query, variables: s.variables }));
    console.log(name, cacheTtl === '0' ? 'uncached' : 'cached', JSON.stringify(figures[name]));
  }
  // Visitors' lists while four connections send the most expensive operation the limits allow.
  let underAttack: { list: Figures; expensive: Figures; expensiveCost: number } | null = null;
  if (cacheTtl === '0') {
    const { body, cost } = await mostExpensiveAllowed();
    const list = scenarios.list;
    const [listFigures, expensive] = await Promise.all([
      cannon(url, JSON.stringify({ query: list.query, variables: list.variables })),
      cannon(url, body, EXPENSIVE_CONNECTIONS),
    ]);
    underAttack = { list: listFigures, expensive, expensiveCost: cost };
    console.log('list beside expensive operations', JSON.stringify(underAttack));
  }
  const rss = peakRssMb(api.pid!);
  await stopChild(api);
  return { figures, rss, underAttack };
}

const EXPENSIVE_CONNECTIONS = 4;

/**
 * The costliest operation the query limits let through: as many aliases of a 100-listing page with
 * text fields as fit under the cost limit (the cache is off in this cell, so repeating it is fine).
 */
async function mostExpensiveAllowed(): Promise<{ body: string; cost: number }> {
  const schema = await appSchema();
  const page = (i: number) =>
    `p${i}: properties(pageSize: 100, page: ${1 + (i % 5)}, filter: { status: ALL }) { items { id title description city path price { formatted } } }`;
  let best = { body: '', cost: 0 };
  for (let n = 1; n <= QUERY_LIMITS.maxRootFields; n++) {
    const query = `{ ${Array.from({ length: n }, (_, i) => page(i)).join(' ')} }`;
    const doc = parse(query);
    const cost = estimateQueryCost(schema, doc);
    if (cost > QUERY_LIMITS.maxCost || validate(schema, doc, queryLimitRules()).length) break;
    best = { body: JSON.stringify({ query }), cost };
  }
  if (!best.body) throw new Error('no expensive operation fits under the limits');
  return best;
}

async function main() {
  const { detailId } = await prepareDatabase();
  const scenarios = scenariosFor(detailId);
  const recorded = await recordSql(scenarios);
  const sqlFile = path.join(os.tmpdir(), 'bench-api-statements.json');
  fs.writeFileSync(sqlFile, JSON.stringify(recorded));

  const rawPort = 3901;
  const raw = await startChild('scripts/bench/raw-sql-server.ts', [sqlFile, String(rawPort)], {
    DATABASE_URL: DB_URL,
  });
  const rawFigures: Record<string, Figures> = {};
  for (const name of Object.keys(scenarios))
    rawFigures[name] = await cannon(`http://127.0.0.1:${rawPort}/${name}`);
  const rawRss = peakRssMb(raw.pid!);
  raw.kill('SIGTERM');

  // The API as deployed (public-query cache on), then with the cache off: the cost of GraphQL + ORM.
  const runs: Record<'cached' | 'uncached', Awaited<ReturnType<typeof benchApi>>> = {
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
    `${BENCH_LISTINGS.toLocaleString('en')} listings; autocannon, ${CONNECTIONS} connections, ${DURATION} s per cell, on this 2-core machine with the load generator on the same cores. ` +
      `"cached": the API as deployed, with its public-query response cache (emptied by PostgreSQL NOTIFY on every write). "uncached": RESPONSE_CACHE_TTL_SECONDS=0, every request executes. ` +
      `"raw" replays the same SQL statements through \`pg\` alone (recorded from the GraphQL path, same concurrency stages). Latencies in ms.`,
    '',
    '| query | SQL (stages) | cached req/s | p50 | p99 | uncached req/s | p50 | p99 | raw req/s | p50 | p99 | cached ÷ raw | uncached ÷ raw | errors |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Peak RSS: API ${runs.cached.rss} MB (cached run), ${runs.uncached.rss} MB (uncached run); raw-SQL server ${rawRss} MB.`,
    '',
    ...underAttackRows(runs.uncached),

    '',
  ].join('\n');
  prependBenchmarkSection(section);
  console.log(section);
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/** The expensive-operations cell: the list's p99 alone and beside them, cache off. */
function underAttackRows(run: Awaited<ReturnType<typeof benchApi>>): string[] {
  const attack = run.underAttack;
  if (!attack) return [];
  const alone = run.figures.list;
  return [
    `Expensive operations (cache off): ${CONNECTIONS} connections ask for the list while ${EXPENSIVE_CONNECTIONS} send the costliest operation the limits allow (estimated cost ${attack.expensiveCost} of ${QUERY_LIMITS.maxCost}: aliases of a 100-listing page).`,
    '',
    '| list p99 alone | list p99 beside them | ratio | list req/s beside them | expensive req/s | expensive p99 | errors |',
    '|---|---|---|---|---|---|---|',
    `| ${alone.p99} | ${attack.list.p99} | ${(attack.list.p99 / alone.p99).toFixed(2)} | ${attack.list.reqPerSec} | ${attack.expensive.reqPerSec} | ${attack.expensive.p99} | ${attack.list.non2xx + attack.list.errors + attack.expensive.non2xx + attack.expensive.errors} |`,
  ];
}
