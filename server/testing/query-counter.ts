import type { Logger as OrmLogger } from 'typeorm';

/** A TypeORM logger that counts the SQL statements sent, to prove a request runs a fixed number. */
export class QueryCounter implements OrmLogger {
  count = 0;
  readonly statements: string[] = [];
  reset(): void {
    this.count = 0;
    this.statements.length = 0;
  }
  logQuery(query: string): void {
    this.count += 1;
    this.statements.push(query);
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
