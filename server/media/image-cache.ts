import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { logger } from '../core/logger';

/** Files the cache keeps at most: about fifty thousand photos at two or three widths and formats. */
export const IMAGE_CACHE_MAX_FILES = 150_000;

/**
 * Resized photos and fetched originals on disk, within a byte budget and a number of files: past
 * either the files used longest ago go (a hit renews a file's time), down to 90 % of both so that
 * not every new file starts a sweep. Files are counted as well as bytes because tiny copies
 * (a 1-pixel photo) would otherwise fill the disk's inodes and make every sweep slower. Several
 * web processes may share the folder: each counts what it wrote since its last sweep, and a sweep
 * reads the folder itself, so the budgets hold within one process's writes between sweeps.
 */
export class ImageDiskCache {
  private written = 0;
  private writtenFiles = 0;
  private known: { bytes: number; files: number } | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
    readonly maxFiles = IMAGE_CACHE_MAX_FILES,
  ) {}

  /** Where the entry of `key` lives: a hash, so no key can name a path outside the folder. */
  fileOf(kind: 'variants' | 'sources', key: string, extension = ''): string {
    const hash = createHash('sha256').update(key).digest('hex');
    return path.join(this.dir, kind, hash.slice(0, 2), `${hash}${extension}`);
  }

  /** The entry's bytes, or null when it is not (or no longer) there. */
  async read(file: string): Promise<Buffer | null> {
    try {
      const bytes = await fs.readFile(file);
      const now = new Date();
      // Recently used stays: the sweep removes by modification time.
      fs.utimes(file, now, now).catch(() => {});
      return bytes;
    } catch {
      return null;
    }
  }

  /** Stores an entry (written beside, then renamed: a reader never sees half a file); a failure only logs. */
  async write(file: string, bytes: Buffer): Promise<void> {
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    } catch (err) {
      logger.warn({ err, file }, 'resized photo not cached');
      return;
    }
    this.written += bytes.length;
    this.writtenFiles += 1;
    // In the background: the visitor's photo does not wait for the folder to be counted.
    if (
      this.known === null ||
      this.known.bytes + this.written > this.maxBytes ||
      this.known.files + this.writtenFiles > this.maxFiles
    )
      this.sweep().catch((err: unknown) => logger.warn({ err }, 'image cache sweep failed'));
  }

  /** Bytes in the folder as the last sweep counted them, plus what this process wrote since. */
  get approximateBytes(): number {
    return (this.known?.bytes ?? 0) + this.written;
  }

  /** Files in the folder as the last sweep counted them, plus those this process wrote since. */
  get approximateFiles(): number {
    return (this.known?.files ?? 0) + this.writtenFiles;
  }

  /** Counts the folder and removes the oldest files past the budget; one sweep at a time. */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepNow().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweepNow(): Promise<void> {
    const files: { file: string; size: number; time: number }[] = [];
    for (const kind of ['variants', 'sources']) {
      const top = path.join(this.dir, kind);
      const shards = await fs.readdir(top).catch(() => [] as string[]);
      for (const shard of shards) {
        const names = await fs.readdir(path.join(top, shard)).catch(() => [] as string[]);
        for (const name of names) {
          const file = path.join(top, shard, name);
          const stat = await fs.stat(file).catch(() => null);
          if (stat?.isFile()) files.push({ file, size: stat.size, time: stat.mtimeMs });
        }
      }
    }
    let total = files.reduce((sum, f) => sum + f.size, 0);
    let count = files.length;
    this.written = 0;
    this.writtenFiles = 0;
    if (total > this.maxBytes || count > this.maxFiles) {
      const targetBytes = this.maxBytes * 0.9;
      const targetFiles = Math.floor(this.maxFiles * 0.9);
      files.sort((a, b) => a.time - b.time);
      for (const f of files) {
        if (total <= targetBytes && count <= targetFiles) break;
        await fs.rm(f.file, { force: true }).catch(() => {});
        total -= f.size;
        count -= 1;
      }
    }
    this.known = { bytes: total, files: count };
  }
}
