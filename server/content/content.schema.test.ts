import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { appDataSource } from '../data-source';
import { sharedDatabaseUrl } from '../core/testing/test-database';
import { CONTENT_ENTITIES } from './content.entities';

describe('content migration', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = appDataSource(sharedDatabaseUrl(), { poolSize: 1 });
    await ds.initialize();
  });
  afterAll(() => ds.destroy());

  it('matches the content entities (nothing for TypeORM to synchronize)', async () => {
    const tables = CONTENT_ENTITIES.map((e) => ds.getMetadata(e).tableName);
    const sql = await ds.driver.createSchemaBuilder().log();
    const ours = sql.upQueries
      .map((query) => query.query)
      .filter((query) => tables.some((t) => new RegExp(`"${t}"`).test(query)));
    console.log(sql.upQueries.map((q) => q.query).join("\n"));
    expect(ours).toEqual([]);
  });
});
