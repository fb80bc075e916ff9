import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDataSource } from '../data-source';
import { freshDatabase } from '../testing/test-database';
import type { PasswordAccounts } from './accounts.types';
import { passwordLogin } from './password-login.service';
import { createPasswordLink, setPasswordWithLink } from './password-link.service';
import { createSession, viewerOfSession } from './session.service';

/**
 * A role with passwords as its module would keep it (here staff, in a table of the test's own):
 * the accounts module logs its people in and sets their passwords through links, knowing the role's
 * table only through `PasswordAccounts`.
 */
describe('password links and logins of any role with passwords', () => {
  let ds: DataSource;
  let staffId: number;
  const STAFF: PasswordAccounts = {
    role: 'staff',
    async byEmail(m, email) {
      const [row]: { id: number; password_hash: string | null }[] = await m.query(
        `SELECT id, password_hash FROM test_staff WHERE email = $1`,
        [email],
      );
      return row ? { id: row.id, passwordHash: row.password_hash } : null;
    },
    async emailOf(m, id) {
      const [row]: { email: string }[] = await m.query(`SELECT email FROM test_staff WHERE id = $1`, [id]);
      return row?.email ?? null;
    },
    async setPasswordHash(m, id, hash) {
      await m.query(`UPDATE test_staff SET password_hash = $2 WHERE id = $1`, [id, hash]);
    },
  };

  beforeAll(async () => {
    ds = appDataSource(await freshDatabase(), { poolSize: 4 });
    await ds.initialize();
    await ds.query(
      `CREATE TABLE test_staff (id serial PRIMARY KEY, email text NOT NULL, password_hash text)`,
    );
    [{ id: staffId }] = await ds.query(
      `INSERT INTO test_staff (email) VALUES ('agent@agency.be') RETURNING id`,
    );
  });
  afterAll(() => ds?.destroy());

  it('two tabs choosing a password with one link at once: one wins, the other is told the link is used', async () => {
    const staff = { role: 'staff', accountId: staffId } as const;
    const before = await createSession(ds.manager, staff);
    const token = await createPasswordLink(ds.manager, staff, 60);
    const outcomes = await Promise.all(
      ['first tab passphrase', 'second tab passphrase'].map((password) =>
        setPasswordWithLink(ds, STAFF, { token, password }),
      ),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(['INVALID', 'OK']);
    const winner = ['first tab passphrase', 'second tab passphrase'][
      outcomes.findIndex((o) => o.status === 'OK')
    ];
    const login = (password: string) =>
      passwordLogin(ds, STAFF, { email: 'Agent@Agency.be', password, ip: '203.0.113.7' });
    expect(await login(winner)).toMatchObject({ status: 'OK', accountId: staffId });
    expect(
      (await login(winner === 'first tab passphrase' ? 'second tab passphrase' : 'first tab passphrase'))
        .status,
    ).toBe('FAILED');
    // The sessions from before the new password are over; the new one speaks for the staff role.
    expect(await viewerOfSession(ds.manager, before.token)).toBeNull();
    const ok = outcomes.find((o) => o.status === 'OK');
    expect(ok?.status === 'OK' && (await viewerOfSession(ds.manager, ok.sessionToken))).toEqual(staff);
  });

  it('refuses a password that is the address itself, and a link of another role', async () => {
    const token = await createPasswordLink(ds.manager, { role: 'staff', accountId: staffId }, 60);
    expect(await setPasswordWithLink(ds, STAFF, { token, password: ' AGENT@agency.be ' })).toEqual({
      status: 'WEAK',
      problem: 'isEmail',
    });
    const ownerLink = await createPasswordLink(ds.manager, { role: 'owner', accountId: staffId }, 60);
    expect(
      await setPasswordWithLink(ds, STAFF, { token: ownerLink, password: 'a long enough passphrase' }),
    ).toEqual({ status: 'INVALID' });
  });
});
