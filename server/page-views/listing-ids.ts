import type { DataSource } from 'typeorm';

/** The whole set is read again after this long, or sooner when an unknown id shows up. */
const REFRESH_MS = 60_000;
/** An unknown id triggers a reload at most this often (a stream of made-up ids costs one query per interval). */
const MISS_REFRESH_MS = 5_000;

/**
 * The ids of the listings on the site, kept in memory by the beacon endpoint: a beacon about an id
 * that is not a published listing is dropped, so nobody can write counters for made-up listings.
 * ~10,000 integers; one query a minute.
 */
export class PublishedListingIds {
  private ids = new Set<number>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly ds: DataSource) {}

  /** The ids among `candidates` that are published listings, in their order. */
  async filter(candidates: readonly number[], now = Date.now()): Promise<number[]> {
    if (now - this.loadedAt > REFRESH_MS) await this.reload(now);
    let known = candidates.filter((id) => this.ids.has(id));
    if (known.length < candidates.length && now - this.loadedAt > MISS_REFRESH_MS) {
      await this.reload(now);
      known = candidates.filter((id) => this.ids.has(id));
    }
    return known;
  }

  private reload(now: number): Promise<void> {
    this.loading ??= this.ds
      .query(`SELECT id FROM property WHERE withdrawn_at IS NULL`)
      .then((rows: { id: number }[]) => {
        this.ids = new Set(rows.map((r) => r.id));
        this.loadedAt = now;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
