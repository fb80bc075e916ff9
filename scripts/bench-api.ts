import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
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
  processCpuSeconds,
  ROOT,
  stopChild,
  waitForHttp,
} from './bench/bench-kit';
import {
  listCombinations,
  TypeaheadSessions,
  typeaheadTerms,
  Zipf,
  keystrokes,
  type ListVariables,
  type SearchRequest,
} from './bench/varied-load';
import { Prng } from '../server/demo/prng';

/**
 * `npm run bench:api`: with 10,000 listings, autocannon at 50 connections for 20 s on the list,
 * search and detail queries, through GraphQL and through the same SQL on `pg` alone; then the
 * varied cells: search as people type and lists with varied filters (scripts/bench/varied-load.ts).
 * Writes the figures to docs/benchmarks.md. BENCH_DATABASE_URL, BENCH_DURATION, BENCH_LISTINGS
 * and BENCH_API_PARTS (base, typeahead, lists, expensive; all by default) override.
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
  const rss = peakRssMb(api.pid!);
  await stopChild(api);
  return { figures, rss };
}

const EXPENSIVE_CONNECTIONS = 4;

interface Attack {
  name: string;
  body: string;
  cost: number;
  aliases: number;
}

/**
 * The costliest operations the query limits let through, each as many aliases of one field as fit
 * under them: a 100-listing page with text fields, eight counts with free text and a price (what a
 * probe sent 12 times over), and the search box's search.
 */
async function mostExpensiveAllowed(): Promise<Attack[]> {
  const schema = await appSchema();
  const countWords = ['a', 'b', 'c', 'd', 'e', 'm', 'r', 's'];
  const fields: { name: string; field: (i: number) => string }[] = [
    {
      name: '100-listing pages',
      field: (i) =>
        `properties(pageSize: 100, page: ${1 + (i % 5)}, filter: { status: ALL }) { items { id title description city path price { formatted } } }`,
    },
    {
      name: 'counts of 8 filters with text',
      field: () =>
        `propertyCounts(filters: [${countWords.map((w) => `{ goal: SALE, text: "${w}", minPrice: 100000 }`).join(', ')}])`,
    },
    {
      name: 'searches',
      field: (i) =>
        `search(text: "${['mai', 'app', 'wat'][i % 3]}", lang: "fr") { types { id name countSaleProperty countRentProperty } cities { name zip countSale countRent filter } properties { id title city goal typeDescription path price { formatted amount } thumbnail { url } } }`,
    },
  ];
  return fields.map(({ name, field }) => {
    let best: Attack = { name, body: '', cost: 0, aliases: 0 };
    for (let n = 1; n <= QUERY_LIMITS.maxRootFields; n++) {
      const query = `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`;
      const doc = parse(query);
      const cost = estimateQueryCost(schema, doc);
      if (cost > QUERY_LIMITS.maxCost || validate(schema, doc, queryLimitRules()).length) break;
      best = { name, body: JSON.stringify({ query }), cost, aliases: n };
    }
    if (!best.body) throw new Error(`no operation of ${name} fits under the limits`);
    return best;
  });
}

interface AttackFigures extends Attack {
  /** Per round: the list alone, the list beside the operation, the operation. */
  rounds: { alone: Figures; list: Figures; expensive: Figures }[];
}

/** Rounds of the expensive-operations cell; its figures are their medians (BENCH_EXPENSIVE_ROUNDS). */
const EXPENSIVE_ROUNDS = Number(process.env.BENCH_EXPENSIVE_ROUNDS ?? 3);

/**
 * Visitors' lists, cache off, alone and then while four connections send each of the most
 * expensive operations the limits allow; each pair measured EXPENSIVE_ROUNDS times.
 */
async function benchExpensive(port: number, scenarios: ReturnType<typeof scenariosFor>) {
  const api = forkServer(port, '0');
  await waitForHttp(`http://127.0.0.1:${port}/readyz`);
  const url = `http://127.0.0.1:${port}/graphql`;
  const listBody = JSON.stringify({ query: scenarios.list.query, variables: scenarios.list.variables });
  const attacks: AttackFigures[] = (await mostExpensiveAllowed()).map((a) => ({ ...a, rounds: [] }));
  for (let round = 0; round < EXPENSIVE_ROUNDS; round++) {
    for (const attack of attacks) {
      const alone = await cannon(url, listBody);
      const [list, expensive] = await Promise.all([
        cannon(url, listBody),
        cannon(url, attack.body, EXPENSIVE_CONNECTIONS),
      ]);
      attack.rounds.push({ alone, list, expensive });
      console.log(
        `round ${round + 1}: list alone and beside ${attack.name}`,
        JSON.stringify({ alone, list, expensive }),
      );
    }
  }
  await stopChild(api);
  return attacks;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Which cells to run: `BENCH_API_PARTS=typeahead,lists` runs only the varied ones. */
const PARTS = new Set(
  (process.env.BENCH_API_PARTS ?? 'base,typeahead,lists,expensive').split(',').map((p) => p.trim()),
);

async function main() {
  if (PARTS.has('typeahead') || PARTS.has('lists')) await benchVaried();
  if (!PARTS.has('base') && !PARTS.has('expensive')) process.exit(0);
  const { detailId } = await prepareDatabase();
  const scenarios = scenariosFor(detailId);
  if (!PARTS.has('base')) {
    const section = [benchmarkTitle(), '', ...expensiveRows(await benchExpensive(3903, scenarios)), ''].join(
      '\n',
    );
    prependBenchmarkSection(section);
    console.log(section);
    process.exit(0);
  }
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
  const expensive = PARTS.has('expensive') ? await benchExpensive(3903, scenarios) : null;

  const ratio = (a: Figures, b: Figures) => (a.reqPerSec / b.reqPerSec).toFixed(2);
  const rows = Object.keys(scenarios).map((name) => {
    const c = runs.cached.figures[name];
    const u = runs.uncached.figures[name];
    const r = rawFigures[name];
    return `| ${name} | ${recorded[name].flat().length} in ${recorded[name].length} | ${c.reqPerSec} | ${c.p50} | ${c.p99} | ${u.reqPerSec} | ${u.p50} | ${u.p99} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${ratio(c, r)} | ${ratio(u, r)} | ${c.non2xx + c.errors + u.non2xx + u.errors} |`;
  });

  const section = [
    benchmarkTitle(),
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
    ...(expensive ? expensiveRows(expensive) : []),

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

const benchmarkTitle = () => `## bench:api — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The expensive-operations cell: the list's p99 alone and beside each operation, cache off. */
function expensiveRows(attacks: Awaited<ReturnType<typeof benchExpensive>>): string[] {
  const m = (a: AttackFigures, pick: (r: AttackFigures['rounds'][number]) => number) =>
    Math.round(median(a.rounds.map(pick)) * 100) / 100;
  return [
    `Expensive operations (cache off, ${BENCH_LISTINGS.toLocaleString('en')} listings): ${CONNECTIONS} connections ask for the list (24 cards) for ${DURATION} s alone, then for ${DURATION} s while ${EXPENSIVE_CONNECTIONS} connections send the costliest operation of each kind the limits allow (cost limit ${QUERY_LIMITS.maxCost}; over ${QUERY_LIMITS.turnsAboveCost} one client's operations take turns, ${QUERY_LIMITS.costlyInLine} in line, more refused with 429). Medians of ${EXPENSIVE_ROUNDS} rounds; the ratio is each round's, its median. Latencies in ms.`,
    '',
    '| operation beside the list | aliases | estimated cost | list p99 alone | list p99 beside it | ratio | list req/s beside it | operation answered/s | refused/s (429) | operation p99 | list errors |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...attacks.map(
      (a) =>
        `| ${a.name} | ${a.aliases} | ${a.cost} | ${m(a, (r) => r.alone.p99)} | ${m(a, (r) => r.list.p99)} | ${m(a, (r) => r.list.p99 / r.alone.p99).toFixed(2)} | ${m(a, (r) => r.list.reqPerSec)} | ${m(a, (r) => r.expensive.reqPerSec - r.expensive.non2xx / DURATION).toFixed(1)} | ${m(a, (r) => r.expensive.non2xx / DURATION).toFixed(1)} | ${m(a, (r) => r.expensive.p99)} | ${m(a, (r) => r.list.non2xx + r.list.errors + r.alone.non2xx + r.alone.errors)} |`,
    ),
  ];
}

/** The storefront's own documents: the search box's dropdown and a list page of 12 cards. */
const SEARCH_BOX_QUERY = `query Search($text: String!, $lang: String) { search(text: $text, lang: $lang) {
  types { id name countSaleProperty countRentProperty }
  cities { name zip countSale countRent filter }
  properties { id title city goal typeDescription path price { formatted amount } thumbnail { url } } } }`;
const LIST_PAGE_QUERY = `query List($filter: PropertyFilter!, $sort: PropertySort!, $page: Int!, $lang: String) {
  properties(filter: $filter, sort: $sort, page: $page, pageSize: 12, lang: $lang) { total page pageCount
    items { id title city path goal availability ribbon price { formatted amount } rooms { bedrooms }
      surfaces { living } energy { letter } thumbnail { url width height } type { name } } } }`;

const WARM_UP_SECONDS = 10;
/** The varied cells' servers listen from here (BENCH_API_PORT, when another bench holds these). */
const VARIED_PORT = Number(process.env.BENCH_API_PORT ?? 3910);
/** Distinct requests whose SQL is recorded for the raw cell (and replayed, the same, uncached). */
const RECORDED_MAX = Number(process.env.BENCH_RECORDED_MAX ?? 1500);

interface VariedFigures extends Figures {
  distinct: number;
  requests: number;
  /** CPU time per request of the server (API or raw) and of the PostgreSQL backends, in µs. */
  serverCpuUs: number;
  pgCpuUs: number;
}

/** CPU seconds of the backends serving the benchmark database (PostgreSQL runs on this machine). */
async function pgBackendsCpu(): Promise<Map<number, number>> {
  const client = new Client({ connectionString: DB_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return new Map(rows.map((r) => [r.pid, processCpuSeconds(r.pid)]));
  } finally {
    await client.end();
  }
}

/** CPU used since `before` by the backends alive now (a backend that ended is not counted). */
function pgCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, cpu] of after) sum += cpu - (before.get(pid) ?? 0);
  return sum;
}

/**
 * autocannon with a new request each time: `next` gives the path and body; the warm-up runs the
 * same stream first and is not counted. Distinct = distinct requests of the measured part.
 */
async function cannonStream(
  url: string,
  serverPid: number,
  next: () => { path: string; body?: string },
  seconds = DURATION,
): Promise<VariedFigures> {
  const base = new URL(url);
  const run = async (duration: number, sent: Set<string>) =>
    autocannon({
      url: base.origin,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          setupRequest: (req) => {
            const r = next();
            sent.add(r.path + (r.body ?? ''));
            return r.body === undefined
              ? { ...req, method: 'GET', path: r.path }
              : {
                  ...req,
                  method: 'POST',
                  path: r.path,
                  body: r.body,
                  headers: { 'content-type': 'application/json' },
                };
          },
        },
      ],
    });
  await run(WARM_UP_SECONDS, new Set());
  const sent = new Set<string>();
  const [serverBefore, pgBefore] = [processCpuSeconds(serverPid), await pgBackendsCpu()];
  const r = await run(seconds, sent);
  const [serverAfter, pgAfter] = [processCpuSeconds(serverPid), await pgBackendsCpu()];
  const perRequest = (s: number) => Math.round((s * 1e6) / Math.max(1, r.requests.total));
  return {
    serverCpuUs: perRequest(serverAfter - serverBefore),
    pgCpuUs: perRequest(pgCpuSince(pgBefore, pgAfter)),
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    distinct: sent.size,
    requests: r.requests.total,
  };
}

interface VariedCell {
  name: 'typeahead' | 'lists';
  /** The cached cell's stream, over the whole pool. */
  stream: () => string;
  pool: number;
  /** The sample replayed by the uncached and raw cells, in one fixed order with repeats. */
  sample: string[];
  order: number[];
}

const body = (query: string, variables: object) => JSON.stringify({ query, variables });

function sampleOf(draw: () => string, draws: number): { sample: string[]; order: number[] } {
  const index = new Map<string, number>();
  const order: number[] = [];
  for (let i = 0; i < draws && index.size < RECORDED_MAX; i++) {
    const b = draw();
    if (!index.has(b)) index.set(b, index.size);
    order.push(index.get(b) ?? 0);
  }
  return { sample: [...index.keys()], order };
}

async function variedCells(): Promise<VariedCell[]> {
  await prepareBenchDatabase();
  const ds = appDataSource(DB_URL);
  await ds.initialize();
  const cells: VariedCell[] = [];
  try {
    if (PARTS.has('typeahead')) {
      const terms = await typeaheadTerms(ds);
      const pool = new Set(terms.flatMap((t) => keystrokes(t.term))).size;
      const asBody = (r: SearchRequest) => body(SEARCH_BOX_QUERY, r);
      const live = new TypeaheadSessions(terms, 1);
      const replay = new TypeaheadSessions(terms, 2);
      cells.push({
        name: 'typeahead',
        stream: () => asBody(live.next()),
        pool,
        ...sampleOf(() => asBody(replay.next()), 20_000),
      });
    }
    if (PARTS.has('lists')) {
      const combos = await listCombinations(ds, 3000);
      const asBody = (v: ListVariables) => body(LIST_PAGE_QUERY, v);
      const live = new Zipf(combos.length, LISTS_ZIPF, new Prng(3));
      const replay = new Zipf(combos.length, LISTS_ZIPF, new Prng(4));
      cells.push({
        name: 'lists',
        stream: () => asBody(combos[live.next()]),
        pool: combos.length,
        ...sampleOf(() => asBody(combos[replay.next()]), 20_000),
      });
    }
  } finally {
    await ds.destroy();
  }
  return cells;
}

/** Milder than the typeahead's: filter combinations spread more than the terms people type. */
const LISTS_ZIPF = 0.7;

/** Records the SQL of every sampled request (one at a time, so its stages are its own). */
async function recordSample(
  cells: VariedCell[],
): Promise<Record<string, { sql: string; params: unknown[] }[][]>> {
  const logger = new RecordingLogger();
  const server = await startTestServer(DB_URL, { logger });
  const recorded: Record<string, { sql: string; params: unknown[] }[][]> = {};
  try {
    for (const cell of cells) {
      for (const [i, b] of cell.sample.entries()) {
        const { query, variables } = JSON.parse(b) as { query: string; variables: Record<string, unknown> };
        if (i === 0) await server.gql(query, variables);
        logger.statements = [];
        const res = await server.gql(query, variables);
        if (res.errors) throw new Error(`${cell.name} ${b}: ${JSON.stringify(res.errors)}`);
        recorded[`${cell.name}/${i}`] = stages(logger.statements);
      }
    }
  } finally {
    await server.close();
  }
  return recorded;
}

const loadAverage = () => os.loadavg()[0].toFixed(1);

async function benchVaried(): Promise<void> {
  const cells = await variedCells();
  const recorded = await recordSample(cells);
  const sqlFile = path.join(os.tmpdir(), 'bench-api-varied-statements.json');
  fs.writeFileSync(sqlFile, JSON.stringify(recorded));
  // The replayed requests in order, for profiling a server by hand with the same load.
  for (const cell of cells)
    fs.writeFileSync(
      path.join(os.tmpdir(), `bench-api-varied-${cell.name}.json`),
      JSON.stringify(cell.order.map((i) => cell.sample[i])),
    );
  const loadBefore = loadAverage();

  const replay = (cell: VariedCell) => {
    let i = 0;
    return () => cell.order[i++ % cell.order.length];
  };
  const results: Record<string, { cached: VariedFigures; uncached: VariedFigures; raw: VariedFigures }> = {};
  const rawPort = VARIED_PORT + 1;
  const raw = await startChild('scripts/bench/raw-sql-server.ts', [sqlFile, String(rawPort)], {
    DATABASE_URL: DB_URL,
  });
  const rawFigures: Record<string, VariedFigures> = {};
  for (const cell of cells) {
    const next = replay(cell);
    rawFigures[cell.name] = await cannonStream(`http://127.0.0.1:${rawPort}`, raw.pid ?? 0, () => ({
      path: `/${cell.name}/${next()}`,
    }));
    console.log(cell.name, 'raw', JSON.stringify(rawFigures[cell.name]));
  }
  raw.kill('SIGTERM');

  const viaApi = async (port: number, ttl: string, cell: VariedCell, cachedStream: boolean) => {
    const api = forkServer(port, ttl);
    await waitForHttp(`http://127.0.0.1:${port}/readyz`);
    const next = replay(cell);
    const figures = await cannonStream(`http://127.0.0.1:${port}`, api.pid ?? 0, () => ({
      path: '/graphql',
      body: cachedStream ? cell.stream() : cell.sample[next()],
    }));
    await stopChild(api);
    console.log(cell.name, ttl === '0' ? 'uncached' : 'cached', JSON.stringify(figures));
    return figures;
  };
  for (const cell of cells) {
    results[cell.name] = {
      // A fresh server each time: the deployed cache starts empty, as after a catalog import.
      cached: await viaApi(VARIED_PORT, '300', cell, true),
      uncached: await viaApi(VARIED_PORT + 2, '0', cell, false),
      raw: rawFigures[cell.name],
    };
  }
  const loadAfter = loadAverage();

  const targets: Record<VariedCell['name'], number> = { typeahead: 30, lists: 50 };
  const rows = cells.map((cell) => {
    const { cached: c, uncached: u, raw: r } = results[cell.name];
    return `| ${cell.name} | ${cell.pool} | ${c.distinct} of ${c.requests} | ${c.reqPerSec} | ${c.p50} | ${c.p99} | ${cell.sample.length} | ${u.reqPerSec} | ${u.p50} | ${u.p99} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${(u.reqPerSec / r.reqPerSec).toFixed(2)} | ${c.non2xx + c.errors + u.non2xx + u.errors + r.non2xx + r.errors} |`;
  });
  const verdicts = cells.map((cell) => {
    const { cached: c, uncached: u, raw: r } = results[cell.name];
    const p99 = `${cell.name}: cached p99 ≤ ${targets[cell.name]} ms: **${c.p99 <= targets[cell.name] && c.requests > 0 && c.errors + c.non2xx === 0 ? 'met' : 'not met'}** (${c.p99})`;
    return cell.name === 'typeahead'
      ? `${p99}; uncached ≥ 0.5× raw: **${u.reqPerSec >= 0.5 * r.reqPerSec ? 'met' : 'not met'}** (${(u.reqPerSec / r.reqPerSec).toFixed(2)}×).`
      : `${p99}.`;
  });
  const section = [
    `## bench:api — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (typeahead and varied lists)`,
    '',
    `${BENCH_LISTINGS.toLocaleString('en')} listings; autocannon, ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s of warm-up (the same stream, not counted) then ${DURATION} s per cell, on this 2-core machine with the load generator, PostgreSQL and Redis on the same cores (1-minute load average ${loadBefore} → ${loadAfter}). ` +
      `**typeahead**: the search box's query (\`Search\`, as the storefront sends it) for each keystroke of ${CONNECTIONS} visitors typing at once: prefixes of 2–8 characters of city names (every language), postcodes, street words, type names and listing references, the term drawn with a Zipf skew (s = 1, by listed listings it leads to). ` +
      `**lists**: the list page's query (\`List\`, 12 cards) with the storefront's filters (sale/rent, one or two cities, type, price range, bedrooms), its four orders and pages 1–5, ${LISTS_ZIPF} Zipf skew over combinations drawn in order of likelihood. ` +
      `"cached": a fresh server as deployed (its response cache starts empty); "pool": distinct requests it draws from; "distinct": of the measured requests. "uncached" (RESPONSE_CACHE_TTL_SECONDS=0) and "raw" (the recorded SQL of the same requests through \`pg\` alone) replay one sample of the stream, the same requests in the same order. Latencies in ms.`,
    '',
    '| cell | pool | cached: distinct of requests | req/s | p50 | p99 | sample | uncached req/s | p50 | p99 | raw req/s | p50 | p99 | uncached ÷ raw | errors |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `CPU per request in µs, server (API or raw-SQL server) / PostgreSQL backends of the benchmark database, from /proc over the measured ${DURATION} s: less sensitive to other work on the machine than latencies.`,
    '',
    '| cell | cached | uncached | raw |',
    '|---|---|---|---|',
    ...cells.map((cell) => {
      const f = results[cell.name];
      const cpu = (x: VariedFigures) => `${x.serverCpuUs} / ${x.pgCpuUs}`;
      return `| ${cell.name} | ${cpu(f.cached)} | ${cpu(f.uncached)} | ${cpu(f.raw)} |`;
    }),
    '',
    ...verdicts.flatMap((v) => [v, '']),
  ].join('\n');
  if (process.env.BENCH_NO_WRITE !== '1') prependBenchmarkSection(section);
  console.log(section);
}
