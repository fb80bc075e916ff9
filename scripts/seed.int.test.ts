import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../server/testing/test-database';
import { appDataSource } from '../server/data-source';
import { emptyCatalog, runScript } from '../server/catalog/feed/feed.testing';

describe('npm run seed', () => {
  let dir: string;
  let url: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-cli-'));
    // The site's raster pictures as the run's seed drew them: a seed keeps the ones already there,
    // so this test times the seed, not sharp drawing the same pictures again. The listings' SVG
    // drawings are left for the seed to write.
    fs.cpSync(path.join(process.env.TEST_MEDIA_DIR!, 'demo'), path.join(dir, 'media', 'demo'), {
      recursive: true,
      filter: (source) => !source.endsWith('.svg'),
    });
    url = await freshDatabase();
    const ds = appDataSource(url, { poolSize: 1 });
    await ds.initialize();
    await emptyCatalog(ds);
    await ds.destroy();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it(
    'seeds N demo listings, prints the report and timing, and is idempotent',
    { timeout: 120_000 },
    async () => {
      const env = { DATABASE_URL: url, DATA_DIR: dir, MEDIA_DIR: path.join(dir, 'media') };
      const feedFile = path.join(dir, 'feed.json');
      const first = await runScript('seed', ['--listings', '30', '--feed-file', feedFile], env);
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(`feed file  ${feedFile}`);
      // The 30 listings asked for, and the 6 units of the demo's new-build project on top.
      expect(first.stdout).toMatch(/^created {4}36$/m);
      expect(first.stdout).toMatch(/^took {7}\d+\.\d s$/m);
      expect(JSON.parse(fs.readFileSync(feedFile, 'utf8')).properties).toHaveLength(36);
      expect(fs.readdirSync(path.join(dir, 'media', 'demo')).length).toBeGreaterThanOrEqual(40);

      const second = await runScript('seed', ['--listings', '30', '--feed-file', feedFile], env);
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(/^created {4}0$/m);
      expect(second.stdout).toMatch(/^unchanged {2}36$/m);
    },
  );

  it(
    'explains its usage on bad arguments or without DATABASE_URL (exit 2)',
    { timeout: 60_000 },
    async () => {
      const bad = await runScript('seed', ['--listings', 'many'], { DATABASE_URL: url, DATA_DIR: dir });
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('--listings must be a whole number');
      expect(bad.stderr).toContain('Usage: DATABASE_URL=');
      const noUrl = await runScript('seed', [], { DATABASE_URL: '', DATA_DIR: dir });
      expect(noUrl.code).toBe(2);
      expect(noUrl.stderr).toContain('DATABASE_URL is not set.');
      expect(noUrl.stderr).toContain('(required)');
    },
  );
});
