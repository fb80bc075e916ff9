import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import {
  Kind,
  parse,
  stripIgnoredCharacters,
  type FormattedExecutionResult,
  type OperationDefinitionNode,
} from 'graphql';
import { ByteBudgetLru } from '../byte-budget-lru';
import { listenForChanges, type ChangeListener } from '../db/change-listener';
import { documentNestsDeeperThan } from './document-depth';

export interface ResponseCacheOptions {
  /** Root query fields whose answers are public and the same for everyone. */
  publicRootFields: ReadonlySet<string>;
  /** Upper bound on staleness should a change notification ever be missed. */
  ttlMs: number;
  maxEntries: number;
  /** What all entries together may hold: their serialized answers and keys. */
  maxBytes: number;
  /** Results larger than this (serialized) are not kept. */
  maxEntryBytes?: number;
}

/** The parts of a GraphQL request that decide its answer. */
export interface CacheableRequest {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

interface NormalizedDocument {
  text: string;
  /** The variables its operations declare, sorted. */
  variableNames: string[];
  /** Whether it holds a query: only a query's answer is ever stored (a form's mutation skips the hash). */
  hasQuery: boolean;
}

interface Entry {
  /** The answer serialized once, sent as is on every hit: all an entry holds, so its size is exact. */
  body: Buffer;
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
  private readonly entries: ByteBudgetLru<Entry>;
  /** Query texts as sent → the same document without comments and ignored whitespace. */
  private readonly normalizedQueries = new ByteBudgetLru<NormalizedDocument>({
    maxEntries: 10_000,
    maxBytes: NORMALIZED_QUERIES_MAX_BYTES,
  });
  enabled = true;
  hits = 0;
  misses = 0;
  /** Bumped by clear(): a result computed before a change must not be stored after it. */
  private currentGeneration = 0;

  /** Changes whenever the data may have changed; other caches of public output (rendered pages) compare it. */
  get generation(): number {
    return this.currentGeneration;
  }

  constructor(private readonly options: ResponseCacheOptions) {
    this.entries = new ByteBudgetLru({ maxEntries: options.maxEntries, maxBytes: options.maxBytes });
  }

  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes the entries hold now (never more than `maxBytes`). */
  get bytes(): number {
    return this.entries.bytes;
  }

  /**
   * The key of a request: its document without comments and ignored whitespace (so `# 1`, `# 2` …
   * make no new entries), its operation name and the variables it declares (others are ignored by
   * GraphQL, so they make no new entries either). Null for what cannot be cached.
   */
  keyOf(request: CacheableRequest): string | null {
    if (typeof request.query !== 'string') return null;
    const document = this.normalized(request.query);
    if (document === null || !document.hasQuery) return null;
    const sent =
      request.variables !== null && typeof request.variables === 'object'
        ? (request.variables as Record<string, unknown>)
        : {};
    // Declared and sent, as [name, value] pairs: a missing variable (its default applies) and an
    // explicit null stay apart.
    const variables = document.variableNames
      .filter((name) => Object.hasOwn(sent, name))
      .map((name) => [name, sent[name]]);
    return createHash('sha1')
      .update(JSON.stringify([document.text, request.operationName ?? null, variables]))
      .digest('base64');
  }

  private normalized(query: string): NormalizedDocument | null {
    const known = this.normalizedQueries.get(query);
    if (known !== undefined) return known;
    // Too deep to parse safely (graphql-js recurses): never cached; Express refuses it.
    if (documentNestsDeeperThan(query)) return null;
    let normalized: NormalizedDocument;
    try {
      const { definitions } = parse(query);
      const variableNames = definitions.flatMap((d) =>
        d.kind === Kind.OPERATION_DEFINITION
          ? (d.variableDefinitions ?? []).map((v) => v.variable.name.value)
          : [],
      );
      normalized = {
        text: stripIgnoredCharacters(query),
        variableNames: [...new Set(variableNames)].sort(),
        hasQuery: definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'query'),
      };
    } catch {
      return null; // Not GraphQL: Apollo answers it, nothing is cached.
    }
    const bytes = (normalized.text.length + normalized.variableNames.join().length) * 2;
    this.normalizedQueries.set(query, normalized, bytes);
    return normalized;
  }

  /** The serialized answer to a request seen before, or null. Only public operations are ever stored. */
  lookup(request: CacheableRequest): Buffer | null {
    if (!this.enabled) return null;
    const key = this.keyOf(request);
    const entry = key === null ? undefined : this.entries.get(key);
    if (!key || !entry) return null;
    if (entry.expires < Date.now()) {
      this.entries.delete(key); // so the next answer is stored again
      return null;
    }
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
            key = this.keyOf(rc.request);
            generation = this.generation;
            const entry = key === null ? undefined : this.entries.get(key);
            if (!entry || entry.expires < Date.now()) {
              if (entry && key !== null) this.entries.delete(key);
              this.misses += 1;
              return null;
            }
            this.hits += 1;
            return {
              http: { status: undefined, headers: new HeaderMap() },
              body: {
                kind: 'single',
                singleResult: JSON.parse(entry.body.toString('utf8')) as FormattedExecutionResult,
              },
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
            const body = Buffer.from(`${JSON.stringify(result)}\n`);
            if (this.options.maxEntryBytes && body.length > this.options.maxEntryBytes) return;
            this.entries.set(key, { body, expires: Date.now() + this.options.ttlMs }, body.length);
          },
        };
      },
    };
  }
}

/** The memo of normalized query texts: the site's own documents take a few kilobytes. */
const NORMALIZED_QUERIES_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Empties `cache` (and so the pages and sitemaps keyed on its generation) on every change
 * notification from the database; while the channel is down a change could go unseen, so the
 * cache stays off until it is back. `onChange` hears each notification after the cache has.
 */
export function clearOnDataChange(
  databaseUrl: string,
  cache: ResponseCache,
  onChange: (event: { connected: boolean }) => void = () => {},
): Promise<ChangeListener> {
  return listenForChanges(databaseUrl, 'public_data_changed', ({ connected }) => {
    cache.clear();
    cache.enabled = connected;
    onChange({ connected });
  });
}
