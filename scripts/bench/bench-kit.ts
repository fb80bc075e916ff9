import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeDemoMedia } from '../../server/demo/listings/photos';
import { seedDemo } from '../../server/demo/seed-demo';
import { ensureDatabase } from '../../server/core/db/data-source';
import { appDataSource } from '../../server/data-source';

/** What every `npm run bench:*` shares: the benchmark database, the forked server, the report file. */
export const ROOT = path.resolve(__dirname, '../..');
export const BENCH_DB_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agency_bench';
export const BENCH_LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
export const BENCH_DURATION = Number(process.env.BENCH_DURATION ?? 20);

/** Migrates the benchmark database and loads `listings` demo listings unless it already has them. */
export async function prepareBenchDatabase(url = BENCH_DB_URL, listings = BENCH_LISTINGS): Promise<void> {
  await ensureDatabase(url);
  const ds = appDataSource(url);
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    // The demo's new-build project adds its units on top of the listings asked for.
    const [{ n }] = (await ds.query(`SELECT count(*)::int AS n FROM property WHERE project_id IS NULL`)) as {
      n: number;
    }[];
    if (n !== listings) {
      const started = performance.now();
      await ds.query(`TRUNCATE property, property_text, property_photo, owner_property CASCADE`);
      await seedDemo(ds, {
        listings,
        feedFile: path.join(os.tmpdir(), `bench-feed-${listings}.json`),
      });
      console.log(`seeded ${listings} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } else {
      // A database kept from an earlier checkout: the listings' photos may not be on this disk yet.
      await writeDemoMedia();
    }
    await ds.query('VACUUM ANALYZE'); // index-only counts need the visibility map
  } finally {
    await ds.destroy();
  }
}

/** The real server (`server/main.ts`) in production mode on the benchmark database (`env` overrides); its log goes to a file. */
export function forkServer(
  port: number,
  cacheTtlSeconds: string,
  env: Record<string, string> = {},
): ChildProcess {
  const logFile = path.join(os.tmpdir(), `bench-server-${port}.log`);
  // BENCH_SERVER_CPU_PROF=<dir>: each server writes a CPU profile there when it stops.
  const profileDir = process.env.BENCH_SERVER_CPU_PROF;
  const child = fork(path.join(ROOT, 'server/main.ts'), [], {
    execArgv: [
      '-r',
      path.join(ROOT, 'server/core/register.cjs'),
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
    env: {
      ...productionEnv(),
      DATABASE_URL: BENCH_DB_URL,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RESPONSE_CACHE_TTL_SECONDS: cacheTtlSeconds,
      ...env,
    },
    stdio: ['ignore', fs.openSync(logFile, 'w'), 'inherit', 'ipc'],
  });
  child.once('exit', (code, signal) => {
    if (signal !== 'SIGTERM' && code !== 143 && code !== 0)
      console.error(`server on port ${port} exited (${code ?? signal}); see ${logFile}`);
  });
  return child;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export async function waitForHttp(url: string): Promise<void> {
  // Up to 2 minutes: a server compiles its TypeScript as it starts, slow on a busy machine.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

export function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** Puts a new section at the top of docs/benchmarks.md (newest first), keeping the others. */
export function prependBenchmarkSection(section: string): void {
  const docs = path.join(ROOT, 'docs/benchmarks.md');
  const previous = fs.existsSync(docs)
    ? fs.readFileSync(docs, 'utf8')
    : '# Benchmarks\n\nNewest first. Machines are noisy: compare medians and ratios, not single figures.\n\n';
  const [head, ...rest] = previous.split(/\n(?=## )/);
  fs.writeFileSync(docs, [head.trimEnd(), '', section, ...rest].join('\n'));
  // In the house format, so `npm run lint` stays green after a benchmark.
  execFileSync(process.execPath, [require.resolve('prettier/bin/prettier.cjs'), '--write', docs], {
    stdio: 'ignore',
  });
}

/** The environment of a server forked as deployed: production, with the secrets production requires (fresh, bench-only). */
export function productionEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    CAPTCHA_HMAC_KEY: process.env.CAPTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
    CAPTCHA_BYPASS_KEY: undefined,
  };
}

/** CPU time of a process (user + system), from /proc, in seconds; 0 once it has exited. */
export function processCpuSeconds(pid: number): number {
  if (!fs.existsSync(`/proc/${pid}/stat`)) return 0;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, in clock ticks of 1/100 s (USER_HZ on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
