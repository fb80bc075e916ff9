import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedDemo, defaultDemoFeedFile } from '../server/demo/seed-demo';
import { writeSiteDemoMedia } from '../server/demo/media/demo-media.service';
import { DEMO_DEFAULT_LISTINGS, DEMO_MAX_LISTINGS } from '../server/demo/listings/generate-feed';
import { terminalReport } from './import';
import { ensureDatabase } from '../server/core/db/data-source';
import { appDataSource } from '../server/data-source';
import { searchEngineFor } from '../server/search/search-engine.factory';
import { terminalSafe } from '../server/core/terminal-text';

const USAGE = `Usage: DATABASE_URL=postgres://user:pass@host:5432/db npm run seed -- [--listings N] [--feed-file FILE]

Loads the demo site into the database named by DATABASE_URL (required): runs the migrations,
writes the property types, Brussels communes, agents and owners, generates a CRM feed of N demo
listings (default ${DEMO_DEFAULT_LISTINGS}, at most ${DEMO_MAX_LISTINGS.toLocaleString('en')}), writes it to FILE (default
<DATA_DIR>/demo-feed.json) and imports it the way a real feed is imported. Safe to run again.`;

/** `npm run seed`: argument parsing and printing only; the work is in seedDemo. Returns the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let listings = DEMO_DEFAULT_LISTINGS;
  let feedFile: string | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        listings: { type: 'string' },
        'feed-file': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (values.listings !== undefined) {
      listings = Number(values.listings.replace(/[_,]/g, ''));
      if (!Number.isInteger(listings) || listings < 0 || listings > DEMO_MAX_LISTINGS)
        throw new Error(
          `--listings must be a whole number from 0 to ${DEMO_MAX_LISTINGS}, got "${values.listings}"`,
        );
    }
    if (values['feed-file']) feedFile = path.resolve(values['feed-file']);
  } catch (err) {
    process.stderr.write(`${message(err)}\n\n${USAGE}\n`);
    return 2;
  }
  const url = env.DATABASE_URL;
  if (!url) {
    process.stderr.write(`DATABASE_URL is not set.\n\n${USAGE}\n`);
    return 2;
  }

  const started = performance.now();
  await ensureDatabase(url).catch(() => undefined); // needs rights on the "postgres" database; connecting below says what is wrong
  const ds = appDataSource(url);
  try {
    await ds.initialize();
  } catch (err) {
    process.stderr.write(`Cannot connect to the database: ${message(err)}\n`);
    return 1;
  }
  try {
    const migrations = await ds.runMigrations({ transaction: 'each' });
    if (migrations.length)
      process.stdout.write(`migrations applied: ${migrations.map((m) => m.name).join(', ')}\n`);
    process.stdout.write(`seeding ${listings.toLocaleString('en')} demo listings…\n`);
    const { feedFile: written, report } = await seedDemo(ds, {
      listings,
      feedFile: feedFile ?? defaultDemoFeedFile(),
      searchEngine: searchEngineFor(ds),
    });
    await writeSiteDemoMedia();
    process.stdout.write(
      `feed file  ${terminalSafe(written)}\n${terminalReport(report, 50)}\ntook       ${seconds(started)}\n`,
    );
    return 0;
  } catch (err) {
    process.stderr.write(`Seeding failed: ${message(err)}\n`);
    return 1;
  } finally {
    await ds.destroy();
  }
}

/** An error's text, which may quote the feed or the database: shown, never obeyed by the terminal. */
const message = (err: unknown) => terminalSafe(err instanceof Error ? err.message : String(err));
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
