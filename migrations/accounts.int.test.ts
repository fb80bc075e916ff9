import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDataSource } from '../server/data-source';
import { freshDatabase, undoMigrationsThrough } from '../server/testing/test-database';

const hash = (token: string) => createHash('sha256').update(token).digest();

/**
 * Upgrading a database with owners logged in and reset links open: their sessions and links carry
 * over as the owner role's, so nobody is logged out by the upgrade; going back restores them.
 */
describe('migration Accounts1763683200023', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 1 });
    await ds.initialize();
  });
  afterAll(() => ds?.destroy());

  it('moves owner sessions and reset links into account_session and password_link, and back on undo', async () => {
    await undoMigrationsThrough(ds, 'Accounts1763683200023');
    const [{ id: ownerId }]: { id: number }[] = await ds.query(`SELECT id FROM owner ORDER BY id LIMIT 1`);
    await ds.query(
      `INSERT INTO owner_session (token_hash, owner_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [hash('a session'), ownerId],
    );
    await ds.query(
      `INSERT INTO owner_password_reset (token_hash, owner_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
      [hash('a reset link'), ownerId],
    );
    await ds.runMigrations();
    expect(
      await ds.query(`SELECT role, account_id FROM account_session WHERE token_hash = $1`, [
        hash('a session'),
      ]),
    ).toEqual([{ role: 'owner', account_id: ownerId }]);
    expect(
      await ds.query(`SELECT role, account_id, used_at FROM password_link WHERE token_hash = $1`, [
        hash('a reset link'),
      ]),
    ).toEqual([{ role: 'owner', account_id: ownerId, used_at: null }]);

    await undoMigrationsThrough(ds, 'Accounts1763683200023');
    expect(
      await ds.query(`SELECT owner_id FROM owner_session WHERE token_hash = $1`, [hash('a session')]),
    ).toEqual([{ owner_id: ownerId }]);
    expect(
      await ds.query(`SELECT owner_id FROM owner_password_reset WHERE token_hash = $1`, [
        hash('a reset link'),
      ]),
    ).toEqual([{ owner_id: ownerId }]);
    await ds.runMigrations();
  });
});
