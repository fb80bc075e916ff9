import type { Logger as OrmLogger } from 'typeorm';
import { currentRequestId } from '../core/request-id';

/**
 * A TypeORM logger that counts the SQL statements sent, to prove a request runs a fixed number.
 * Each statement is also filed under the request that sent it (its `x-request-id`): a server
 * shares its data source with background work (the outbox relay polls it) and other requests,
 * whose statements land in any time window, so a request's own count is `statementsOf(id)`.
 */
export class QueryCounter implements OrmLogger {
  count = 0;
  readonly statements: string[] = [];
  private readonly byRequest = new Map<string, string[]>();
  reset(): void {
    this.count = 0;
    this.statements.length = 0;
    this.byRequest.clear();
  }
  logQuery(query: string): void {
    this.count += 1;
    this.statements.push(query);
    const id = currentRequestId();
    if (id !== undefined) this.byRequest.set(id, [...(this.byRequest.get(id) ?? []), query]);
  }
  /** The statements sent while handling the request whose `x-request-id` is `requestId`. */
  statementsOf(requestId: string): readonly string[] {
    return this.byRequest.get(requestId) ?? [];
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
