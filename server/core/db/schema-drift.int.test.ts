import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { appDataSource } from '../../data-source';
import { sharedDatabaseUrl } from '../../testing/test-database';

/** Migrations are the only way the schema changes; the entities must describe what they built. */
describe('entities and migrations', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = appDataSource(sharedDatabaseUrl(), { poolSize: 1 });
    await ds.initialize();
  });
  afterAll(() => ds.destroy());

  it('agree: TypeORM finds nothing to synchronize', async () => {
    const sql = await ds.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((q) => q.query)).toEqual([]);
  });
});
