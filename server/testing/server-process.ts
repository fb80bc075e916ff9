import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './child-processes';
import { waitFor } from './wait-for';

const ROOT = path.resolve(__dirname, '../..');

export interface ServerProcess {
  url: string;
  /** What it wrote so far (for failure messages). */
  output(): string;
  /** Null while it runs; its exit code or signal once it has ended. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
  stop(): Promise<void>;
}

/**
 * `npm run serve` as a real process in production mode (JSON logs, no demo mail, the response
 * cache on), on a free port, against `databaseUrl`: for tests that must prove the process survives
 * what a request sends. Resolves once /healthz answers.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['-r', './server/core/register.cjs', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      CAPTCHA_HMAC_KEY: 'test-server-process-captcha-key-0123456789',
      QUEUE_PREFIX: `test-process-${port}-${Date.now()}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = { code, signal };
      resolve();
    }),
  );
  const stop = async () => {
    if (ended === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(
      async () => {
        if (ended) throw new Error(`the server ended before it listened:\n${out}`);
        return (await fetch(`${url}/healthz`)).ok;
      },
      { timeoutMs: 60_000, intervalMs: 100, message: 'the server process answers /healthz' },
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, output: () => out, exited: () => ended, stop };
}
