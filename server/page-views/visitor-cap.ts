import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ByteBudgetLru } from '../core/byte-budget-lru';
import { limitKeyOf } from '../core/client-address';
import { logger } from '../core/logger';
import {
  brusselsDayClock,
  deriveAddressGroupKey,
  deriveVisitorKey,
  viewVerdict,
  visitorKeysExpireAt,
} from './visitor-key';

/**
 * Counted views of a listing per address group (an IPv4 address, an IPv6 /64) and Brussels day, all
 * its visitors together: the visitor is told apart by its user agent, which the client chooses, so
 * without this one client could be any number of visitors. An office or a family behind one address
 * is several people, hence well above the per-visitor cap.
 */
export const ADDRESS_GROUP_DAILY_VIEWS = 20;

/** A view's anonymous visitor: its day and key, and whether the key came from the day's shared salt. */
export interface VisitorRef {
  day: string;
  key: string;
  /** Its address group's key, salted like `key`. */
  group: string;
  /** Derived from this process's own salt because Redis could not be asked: counted in memory. */
  local: boolean;
}

export interface CappedView {
  visitor: VisitorRef;
  propertyId: number;
  /** Views, list impressions and favourites are counted apart (default: a view). */
  kind?: 'view' | 'impression' | 'favourite';
}

const FIELD_PREFIX = { view: '', impression: 'i', favourite: 'f' } as const;

/** The hash field a view, an impression or a favourite of a listing is counted under. */
const fieldOf = (v: CappedView): string => `${FIELD_PREFIX[v.kind ?? 'view']}${v.propertyId}`;

/**
 * Visitor hashes one address group may have in Redis a day: a client can be any number of
 * visitors by changing its user agent, and each would be a key. Beyond it, the group's views are
 * counted against the group's cap only (and make no unique visitor).
 */
export const VISITOR_KEYS_PER_ADDRESS_GROUP = 50;

/**
 * Adds one view per entry to its visitor's count for the listing and day and, when that count is
 * within the visitor's cap, to its address group's count; returns both counts after it, two numbers
 * per entry (the group's 0 when not added; the visitor's 0 when its group has made its
 * VISITOR_KEYS_PER_ADDRESS_GROUP visitor hashes today and this one is not among them). One hash
 * per visitor and day and one per address group and day (field: listing; `#visitors`: the visitor
 * hashes it made), expiring with the day; one call per batch. KEYS: the visitors' hashes, then the
 * groups'; ARGV: the fields, then the expiries, then the cap, then the visitor hashes per group.
 */
const COUNT_VIEWS = `
local n = #KEYS / 2
local cap = tonumber(ARGV[2 * n + 1])
local maxVisitors = tonumber(ARGV[2 * n + 2])
local out = {}
for i = 1, n do
  local views = 0
  if redis.call('EXISTS', KEYS[i]) == 1
    or redis.call('HINCRBY', KEYS[n + i], '#visitors', 1) <= maxVisitors then
    views = redis.call('HINCRBY', KEYS[i], ARGV[i], 1)
    if views == 1 then redis.call('PEXPIREAT', KEYS[i], ARGV[n + i]) end
  end
  if redis.call('PTTL', KEYS[n + i]) < 0 then redis.call('PEXPIREAT', KEYS[n + i], ARGV[n + i]) end
  local group = 0
  if views <= cap then
    group = redis.call('HINCRBY', KEYS[n + i], ARGV[i], 1)
  end
  out[2 * i - 1] = views
  out[2 * i] = group
end
return out`;
const COUNT_VIEWS_SHA = createHash('sha1').update(COUNT_VIEWS).digest('hex');

/** The day's salt: made by the first process that needs it, shared by all, gone after the day. */
const SALT = `
local salt = redis.call('GET', KEYS[1])
if salt then return salt end
redis.call('SET', KEYS[1], ARGV[1], 'NX')
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
return redis.call('GET', KEYS[1])`;

/** While Redis does not answer, the salt is asked again at most this often. */
const SALT_RETRY_MS = 5_000;
/** The in-memory fallback: ~100 bytes a visitor and listing, a few MB at most. */
const MEMORY_LIMITS = { maxEntries: 50_000, maxBytes: 16 * 1024 * 1024 };

/**
 * At most `cap` page views of a listing per anonymous visitor and Brussels day are counted, and at
 * most `groupCap` (ADDRESS_GROUP_DAILY_VIEWS) per address group, all its visitors together; the
 * visitor's first view of the listing that day makes it one more unique visitor while its group is
 * within its cap. The salt and the counts live in Redis only (keys under `<prefix>:visitor-salt:`,
 * `<prefix>:visitors:` and `<prefix>:visitor-groups:`), expiring a quarter of an hour after the day;
 * PostgreSQL never sees an address or a key.
 *
 * When Redis does not answer, the views are counted in this process's memory instead (bounded: the
 * least recently seen visitors are forgotten first), with a salt of its own: the cap still holds
 * per process, approximately, and the beacon is never refused because of Redis. A visitor seen both
 * during and after an outage may be counted up to twice the cap that day (the two counts are not
 * merged), and each process of a site keeps its own count meanwhile.
 */
export class VisitorViewCap {
  private readonly salts = new Map<string, { salt: string; local: boolean; retryAt: number }>();
  private readonly pendingSalts = new Map<string, Promise<{ salt: string; local: boolean }>>();
  private readonly memory = new ByteBudgetLru<number>(MEMORY_LIMITS);
  private readonly dayOf = brusselsDayClock();
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly cap: number,
    private readonly groupCap = ADDRESS_GROUP_DAILY_VIEWS,
  ) {}

  saltKey = (day: string): string => `${this.prefix}:visitor-salt:${day}`;
  viewsKey = (visitor: Pick<VisitorRef, 'day' | 'key'>): string =>
    `${this.prefix}:visitors:${visitor.day}:${visitor.key}`;
  groupViewsKey = (visitor: Pick<VisitorRef, 'day' | 'group'>): string =>
    `${this.prefix}:visitor-groups:${visitor.day}:${visitor.group}`;

  /** The visitor behind a view at `at` (its Brussels day decides the salt). */
  async visitor(clientAddress: string, userAgent: string, at: Date): Promise<VisitorRef> {
    const day = this.dayOf(at);
    const { salt, local } = await this.salt(day);
    return {
      day,
      key: deriveVisitorKey(salt, clientAddress, userAgent),
      group: deriveAddressGroupKey(salt, limitKeyOf(clientAddress)),
      local,
    };
  }

  /** The day's salt, from Redis once per process and day (or this process's own while Redis is down). */
  async salt(day: string, now = Date.now()): Promise<{ salt: string; local: boolean }> {
    const known = this.salts.get(day);
    if (known && (!known.local || now < known.retryAt)) return known;
    let pending = this.pendingSalts.get(day);
    if (!pending) {
      pending = this.fetchSalt(day, known, now).finally(() => this.pendingSalts.delete(day));
      this.pendingSalts.set(day, pending);
    }
    return pending;
  }

  private async fetchSalt(
    day: string,
    known: { salt: string; local: boolean } | undefined,
    now: number,
  ): Promise<{ salt: string; local: boolean }> {
    let entry: { salt: string; local: boolean; retryAt: number };
    try {
      const salt = (await this.redis.eval(
        SALT,
        1,
        this.saltKey(day),
        randomBytes(32).toString('base64url'),
        this.expiresAt(day),
      )) as string;
      entry = { salt, local: false, retryAt: 0 };
    } catch (err) {
      logger.warn(
        { err: err instanceof Error ? err.message : err },
        'visitor cap: Redis unavailable, counting in memory',
      );
      entry = {
        salt: known?.salt ?? randomBytes(32).toString('base64url'),
        local: true,
        retryAt: now + SALT_RETRY_MS,
      };
    }
    this.salts.set(day, entry);
    // Only the days a view can still be placed on are kept (today, and yesterday near midnight).
    for (const d of [...this.salts.keys()].sort().slice(0, -2)) this.salts.delete(d);
    return entry;
  }

  /** Counts the views, in order; for each, whether it is counted and whether it is a new visitor of the listing that day. */
  async admit(views: readonly CappedView[]): Promise<{ counted: boolean; newVisitor: boolean }[]> {
    const counts = new Array<{ visitor: number; group: number }>(views.length);
    const shared = views.flatMap((v, i) => (v.visitor.local ? [] : [i]));
    let inMemory = views.flatMap((v, i) => (v.visitor.local ? [i] : []));
    if (shared.length > 0) {
      try {
        const result = await this.countInRedis(shared.map((i) => views[i]));
        shared.forEach((i, k) => (counts[i] = result[k]));
      } catch (err) {
        logger.warn(
          { err: err instanceof Error ? err.message : err, views: shared.length },
          'visitor cap: Redis unavailable, counting in memory',
        );
        inMemory = [...inMemory, ...shared];
      }
    }
    const add = (key: string) => {
      const n = (this.memory.get(key) ?? 0) + 1;
      this.memory.set(key, n, 8);
      return n;
    };
    for (const i of inMemory) {
      const visitor = add(`${this.viewsKey(views[i].visitor)}:${fieldOf(views[i])}`);
      const group =
        visitor <= this.cap ? add(`${this.groupViewsKey(views[i].visitor)}:${fieldOf(views[i])}`) : 0;
      counts[i] = { visitor, group };
    }
    return counts.map((c) => viewVerdict(c, { visitor: this.cap, group: this.groupCap }));
  }

  private expiresAt(day: string): number {
    let at = this.expiries.get(day);
    if (at === undefined) {
      if (this.expiries.size > 4) this.expiries.clear();
      this.expiries.set(day, (at = visitorKeysExpireAt(day)));
    }
    return at;
  }

  private async countInRedis(views: readonly CappedView[]): Promise<{ visitor: number; group: number }[]> {
    const args = [
      ...views.map((v) => this.viewsKey(v.visitor)),
      ...views.map((v) => this.groupViewsKey(v.visitor)),
      ...views.map(fieldOf),
      ...views.map((v) => this.expiresAt(v.visitor.day)),
      this.cap,
      VISITOR_KEYS_PER_ADDRESS_GROUP,
    ];
    let flat: number[];
    try {
      flat = (await this.redis.evalsha(COUNT_VIEWS_SHA, 2 * views.length, ...args)) as number[];
    } catch (err) {
      // The script is sent whole once per Redis (after a restart, or the first time).
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      flat = (await this.redis.eval(COUNT_VIEWS, 2 * views.length, ...args)) as number[];
    }
    return views.map((_, i) => ({ visitor: flat[2 * i], group: flat[2 * i + 1] }));
  }
}
