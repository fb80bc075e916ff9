import fs from 'node:fs';
import path from 'node:path';
import type { Feed } from './feed.schema';

/** A feed file that cannot be read or is not JSON; the message says which and why, for people. */
export class FeedFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFileError';
  }
}

/** Reads and parses a feed file as JSON; its shape is checked by the import. */
export async function readFeedFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await fs.promises.readFile(file, 'utf8');
  } catch (err) {
    throw new FeedFileError(`cannot read ${file}: ${describeFsError(err)}`);
  }
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
  } catch (err) {
    throw new FeedFileError(`${file} is not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function describeFsError(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  switch (e?.code) {
    case 'ENOENT':
      return 'no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a directory';
    case 'ERR_STRING_TOO_LONG':
      return 'the file is too large to read at once';
    default:
      return e?.message ?? String(err);
  }
}

/**
 * Writes a feed as JSON, one listing per line, without ever building the whole text in memory
 * (100,000 listings are hundreds of megabytes). Written to a temporary file, then renamed.
 */
export async function writeFeedFile(file: string, feed: Feed): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const handle = await fs.promises.open(tmp, 'w');
  try {
    // Projects are few (the listings name them): written whole, before the listings.
    const projects = feed.projects?.length ? `"projects":${JSON.stringify(feed.projects)},\n` : '';
    await handle.write(
      `{"generatedAt":${JSON.stringify(feed.generatedAt)},"full":${feed.full ? 'true' : 'false'},${projects}"properties":[\n`,
    );
    const CHUNK = 500;
    for (let i = 0; i < feed.properties.length; i += CHUNK) {
      const lines = feed.properties.slice(i, i + CHUNK).map((p) => JSON.stringify(p));
      const last = i + CHUNK >= feed.properties.length;
      await handle.write(lines.join(',\n') + (last ? '\n' : ',\n'));
    }
    await handle.write(']}\n');
  } finally {
    await handle.close();
  }
  await fs.promises.rename(tmp, file);
}
