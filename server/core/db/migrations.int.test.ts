import { describe, expect, it } from 'vitest';
import { Client } from 'pg';
import { sharedDatabaseUrl } from '../../testing/test-database';

describe('migrations', () => {
  it('create the catalog tables and search function', async () => {
    const c = new Client({ connectionString: sharedDatabaseUrl() });
    await c.connect();
    try {
      const t = await c.query(`SELECT to_regclass('property') AS p, search_key('Écaussinnes-Lalaing') AS k`);
      expect(t.rows[0]).toEqual({ p: 'property', k: 'ecaussinnes lalaing' });
    } finally {
      await c.end();
    }
  });
});
