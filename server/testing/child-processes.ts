import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', () => resolve()));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

export interface Child {
  process: ChildProcess;
  /** What it wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function track(child: ChildProcess): Child {
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { process: child, output: () => out, exited };
}

/** A TypeScript entry point of the repository as a real process, with only the environment given. */
export function startNodeProcess(script: string, env: Record<string, string>): Child {
  return track(
    spawn(process.execPath, ['-r', './server/core/register.cjs', script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** `npm run worker` as a real process: its own config, Redis and database connections. */
export function startWorkerProcess(env: Record<string, string>): Child {
  return startNodeProcess('server/worker.ts', { NODE_ENV: 'test', LOG_LEVEL: 'info', ...env });
}

/** A Redis of this test's own, on `port`, that can be killed without disturbing anyone else. */
export async function startRedisServer(port: number): Promise<Child> {
  const child = track(
    spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  for (let i = 0; i < 100; i++) {
    if (child.output().includes('Ready to accept connections')) return child;
    if (child.process.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.process.kill('SIGKILL');
  throw new Error(`redis-server did not start:\n${child.output()}`);
}

export async function stopChild(
  child: Child,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill(signal);
  return child.exited;
}
