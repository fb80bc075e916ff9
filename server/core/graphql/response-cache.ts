import { createHash } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
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

interface Entry {
  result: FormattedExecutionResult;
  expires: number;
}

/**
 * Whole-response cache for public, read-only queries: a hit skips execution and SQL. Only
 * successful results of operations whose every root field is public are kept. Entries are dropped
 * all at once by `clear()`, which the server calls on every database change notification, and
 * bypassed while `enabled` is false (the notification channel is down).
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  enabled = true;
  hits = 0;
  /** Bumped by clear(): a result computed before a change must not be stored after it. */
  private generation = 0;
  misses = 0;

  constructor(private readonly options: ResponseCacheOptions) {}

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private isPublic(operation: OperationDefinitionNode | undefined): boolean {
    if (!operation || operation.operation !== 'query') return false;
    return operation.selectionSet.selections.every(
      (s) => (s.kind === Kind.FIELD && (this.options.publicRootFields.has(s.name.value) || s.name.value === '__typename')),
    );
  }

  private key(rc: GraphQLRequestContext<object>): string {
    const { query, variables, operationName } = rc.request;
    return createHash('sha1').update(JSON.stringify([query ?? '', operationName ?? null, variables ?? {}])).digest('base64');
  }

  plugin<T extends object>(): ApolloServerPlugin<T> {
    return {
      requestDidStart: async () => {
        let key: string | null = null;
        let generation = -1;
        return {
          responseForOperation: async (rc) => {
            if (!this.enabled || !this.isPublic(rc.operation)) return null;
            key = this.key(rc);
            generation = this.generation;
            const entry = this.entries.get(key);
            if (!entry || entry.expires < Date.now()) {
              this.misses += 1;
              return null;
            }
            // Re-inserted: the Map's order is the recency order for eviction.
            this.entries.delete(key);
            this.entries.set(key, entry);
            this.hits += 1;
            return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: entry.result } };
          },
          willSendResponse: async (rc) => {
            if (key === null || !this.enabled || generation !== this.generation || rc.response.body.kind !== 'single') return;
            const result = rc.response.body.singleResult;
            if (result.errors?.length || this.entries.has(key)) return;
            if (this.options.maxEntryBytes && JSON.stringify(result).length > this.options.maxEntryBytes) return;
            this.entries.set(key, { result, expires: Date.now() + this.options.ttlMs });
            if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
          },
        };
      },
    };
  }
}
