import { describe, expect, it } from 'vitest';
import { appDataSource } from '../data-source';
import { Content1763683200001 } from '../../migrations/1763683200001-content';
import { freshDatabase } from '../testing/test-database';

/** The content tables' shape is checked with every entity's in server/core/db/schema-drift.int.test.ts. */
describe('content migration', () => {
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
