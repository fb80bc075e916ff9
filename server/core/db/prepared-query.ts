import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** node-postgres's client, as far as a named statement needs it. */
interface NamedStatementClient {
  query(statement: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const statementNames = new Map<string, string>();

/** One name per text: pg refuses a name prepared on a connection with another text. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `q_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs `text` as a named prepared statement on a pooled connection: PostgreSQL parses and plans it
 * once per connection (and, after five runs, keeps a generic plan) instead of on every call. For hot
 * statements whose text is fixed and long (the one-statement form write: parsing and planning its
 * CTEs cost as much as running them, measured with pg_stat_statements under bench:forms). The text
 * must not vary with the values (those go in `values`), or each variant is prepared anew.
 */
export async function queryPrepared<T>(ds: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const runner = ds.createQueryRunner();
  try {
    const client = (await runner.connect()) as NamedStatementClient;
    const result = await client.query({ name: statementName(text), text, values });
    return result.rows as T[];
  } finally {
    await runner.release();
  }
}
