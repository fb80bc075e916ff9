import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { Kind, type FormattedExecutionResult, type OperationDefinitionNode } from 'graphql';

export interface ResponseCacheOptions {
  /** Root query fields whose answers are public and the same for everyone. */
  publicRootFields: ReadonlySet<string>;
  /** Upper bound on staleness should a change notification ever be missed. */
  ttlMs: number;
  maxEntries: number;
  /** Results larger than this (serialized) are not kept. */
  maxEntryBytes?: number;
}

/** The parts of a GraphQL request that decide its answer. */
export interface CacheableRequest {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

interface Entry {
  result: FormattedExecutionResult;
  /** Serialized once, sent as is on every hit. */
  body: string;
  expires: number;
}

/**
 * Whole-response cache for public, read-only queries. Only successful results of operations whose
 * every root field is public are kept. A hit is answered before Apollo runs (`lookup`, from the
 * HTTP layer), so it costs a hash and a write. Entries are dropped all at once by `clear()`, which
 * the server calls on every database change notification, and bypassed while `enabled` is false
 * (the notification channel is down).
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  enabled = true;
  hits = 0;
  misses = 0;
  /** Bumped by clear(): a result computed before a change must not be stored after it. */
  private currentGeneration = 0;

  /** Changes whenever the data may have changed; other caches of public output (rendered pages) compare it. */
  get generation(): number {
    return this.currentGeneration;
  }

  constructor(private readonly options: ResponseCacheOptions) {}

  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  static keyOf(request: CacheableRequest): string | null {
    if (typeof request.query !== 'string') return null;
    return createHash('sha1')
      .update(JSON.stringify([request.query, request.operationName ?? null, request.variables ?? {}]))
      .digest('base64');
  }

  /** The serialized answer to a request seen before, or null. Only public operations are ever stored. */
  lookup(request: CacheableRequest): string | null {
    if (!this.enabled) return null;
    const key = ResponseCache.keyOf(request);
    const entry = key === null ? undefined : this.entries.get(key);
    if (!key || !entry || entry.expires < Date.now()) return null;
    // Re-inserted: the Map's order is the recency order for eviction.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry.body;
  }

  private isPublic(operation: OperationDefinitionNode | undefined): boolean {
    if (!operation || operation.operation !== 'query') return false;
    return operation.selectionSet.selections.every(
      (s) =>
        s.kind === Kind.FIELD &&
        (this.options.publicRootFields.has(s.name.value) || s.name.value === '__typename'),
    );
  }

  /** Fills the cache from executed public operations, and answers hits that reach Apollo. */
  plugin<T extends object>(): ApolloServerPlugin<T> {
    return {
      requestDidStart: async () => {
        let key: string | null = null;
        let generation = -1;
        return {
          responseForOperation: async (rc) => {
            if (!this.enabled || !this.isPublic(rc.operation)) return null;
            key = ResponseCache.keyOf(rc.request);
            generation = this.generation;
            const entry = key === null ? undefined : this.entries.get(key);
            if (!entry || entry.expires < Date.now()) {
              this.misses += 1;
              return null;
            }
            this.hits += 1;
            return {
              http: { status: undefined, headers: new HeaderMap() },
              body: { kind: 'single', singleResult: entry.result },
            };
          },
          willSendResponse: async (rc) => {
            if (
              key === null ||
              !this.enabled ||
              generation !== this.generation ||
              rc.response.body.kind !== 'single'
            )
              return;
            const result = rc.response.body.singleResult;
            if (result.errors?.length || this.entries.has(key)) return;
            const body = `${JSON.stringify(result)}\n`;
            if (this.options.maxEntryBytes && body.length > this.options.maxEntryBytes) return;
            this.entries.set(key, { result, body, expires: Date.now() + this.options.ttlMs });
            if (this.entries.size > this.options.maxEntries)
              this.entries.delete(this.entries.keys().next().value as string);
          },
        };
      },
    };
  }
}
