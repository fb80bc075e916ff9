import fs from 'node:fs/promises';
import path from 'node:path';
import { demoMediaDir, demoMediaFiles } from '../server/catalog/demo/photos';
import { startTestServer, type TestServer } from '../server/testing/test-server';

/**
 * The demo drawings (listing photos, agents, documents) where the test server serves /media from,
 * `config().MEDIA_DIR/demo`, as `npm run seed` writes them. The lanes' global setup seeds them
 * into a temporary directory that no server serves, so without this every listing photo answers
 * 404 in the browser: a fault of the test set-up, not of the site. Each file is written to a
 * temporary name and renamed, so a server of another test file never serves half a file.
 */
export async function serveDemoMedia(): Promise<void> {
  const dir = demoMediaDir();
  await fs.mkdir(dir, { recursive: true });
  for (const { file, content } of demoMediaFiles()) {
    const target = path.join(dir, file);
    if ((await fs.readFile(target, 'utf8').catch(() => null)) === content) continue;
    const temporary = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temporary, content);
    await fs.rename(temporary, target);
  }
}

/** The real site on an ephemeral port (startTestServer), with the demo pictures it links to. */
export async function startSite(
  databaseUrl: string,
  options?: Parameters<typeof startTestServer>[1],
): Promise<TestServer> {
  await serveDemoMedia();
  return startTestServer(databaseUrl, options);
}
