import { freePort, startNodeProcess, stopChild } from './child-processes';
import { waitFor } from './wait-for';

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
  const child = startNodeProcess('server/main.ts', {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl,
    CAPTCHA_HMAC_KEY: 'test-server-process-captcha-key-0123456789',
    QUEUE_PREFIX: `test-process-${port}-${Date.now()}`,
    ...env,
  });
  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  void child.exited.then((result) => (ended = result));
  const stop = async () => {
    await stopChild(child);
  };
  try {
    await Promise.race([
      waitFor(async () => (await fetch(`${url}/healthz`)).ok, {
        timeoutMs: 60_000,
        intervalMs: 100,
        message: 'the server process answers /healthz',
      }),
      // A server that dies at start fails the test at once, with what it said.
      child.exited.then(() => {
        throw new Error(`the server ended before it listened:\n${child.output()}`);
      }),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, output: child.output, exited: () => ended, stop };
}
