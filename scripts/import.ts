import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { FeedFileError, readFeedFile } from '../server/catalog/feed/feed-file';
import { FeedFormatError, importFeed, type ImportReport } from '../server/catalog/feed/import-feed.service';
import { formatImportReport } from '../server/catalog/feed/import-report';
import { appDataSource } from '../server/data-source';
import { searchAlertHook } from '../server/alerts/search-alerts.service';
import { searchEngineFor } from '../server/search/search-engine.factory';
import { terminalSafe } from '../server/core/terminal-text';

const USAGE = `Usage: DATABASE_URL=postgres://user:pass@host:5432/db npm run import -- <feed.json> [--partial]

Imports a CRM feed file into the database named by DATABASE_URL (required). Unchanged listings are
left alone; invalid records are skipped and listed. A feed marked "full": true withdraws the
listings it does not contain, unless --partial is given. Exit code 0 when the feed was imported
(even with skipped records), 1 when the file or the database could not be used, 2 on bad usage.`;

/** `npm run import`: argument parsing and printing only; the work is in importFeed. Returns the exit code. */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let file: string;
  let partial: boolean;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { partial: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (positionals.length !== 1)
      throw new Error(positionals.length ? 'Give one feed file.' : 'No feed file given.');
    file = positionals[0]!;
    partial = values.partial ?? false;
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
  let feed: unknown;
  try {
    feed = await readFeedFile(file);
  } catch (err) {
    process.stderr.write(
      `${err instanceof FeedFileError ? terminalSafe(err.message) : `cannot read ${terminalSafe(file)}: ${message(err)}`}\n`,
    );
    return 1;
  }

  const ds = appDataSource(url);
  try {
    await ds.initialize();
  } catch (err) {
    process.stderr.write(`Cannot connect to the database: ${message(err)}\n`);
    return 1;
  }
  try {
    if (await ds.showMigrations()) {
      process.stderr.write(
        'The database schema is not up to date: run the migrations first (npm start or npm run seed do).\n',
      );
      return 1;
    }
    const report = await importFeed(ds, feed, {
      partial,
      searchEngine: searchEngineFor(ds),
      afterCommit: searchAlertHook(ds),
    });
    process.stdout.write(
      `${terminalReport(report)}\ntook       ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    return 0;
  } catch (err) {
    if (err instanceof FeedFormatError)
      process.stderr.write(
        `${terminalSafe(file)} is not a feed file: ${terminalSafe(err.message.replace(/^not a feed: /, ''))}\n`,
      );
    else
      process.stderr.write(
        `Import failed: ${message(err)}\nListings written before the failure are kept and nothing was withdrawn; run the import again to finish it.\n`,
      );
    return 1;
  } finally {
    await ds.destroy();
  }
}

/**
 * The report for a terminal: every value from the feed (a record's ID, a reason quoting it) is made
 * safe on its own, line breaks included, before the lines are joined, so no value can forge a line
 * of the report (a "created" count, a skipped record that is not one).
 */
export function terminalReport(report: ImportReport, maxSkipped?: number): string {
  return formatImportReport(
    {
      ...report,
      skipped: report.skipped.map((s) => ({
        id: typeof s.id === 'string' ? terminalSafe(s.id) : s.id,
        reason: terminalSafe(s.reason),
      })),
    },
    maxSkipped,
  );
}

/** An error's text, which may quote the feed: shown, never obeyed by the terminal. */
const message = (err: unknown) => terminalSafe(err instanceof Error ? err.message : String(err));

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
