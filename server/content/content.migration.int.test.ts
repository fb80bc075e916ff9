import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { appDataSource } from '../data-source';
import { Content1763683200001 } from '../../migrations/1763683200001-content';
import { freshDatabase, sharedDatabaseUrl } from '../core/testing/test-database';
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
    expect(ours).toEqual([]);
  });

  it('can be reverted and applied again', async () => {
    const copy = appDataSource(await freshDatabase(), { poolSize: 1 });
    await copy.initialize();
    const q = copy.createQueryRunner();
    try {
      const migration = new Content1763683200001();
      await migration.down(q);
      expect((await q.query(`SELECT to_regclass('menu') AS t`))[0].t).toBeNull();
      await migration.up(q);
      expect((await q.query(`SELECT to_regclass('menu') AS t`))[0].t).toBe('menu');
    } finally {
      await q.release();
      await copy.destroy();
    }
  });
});
