import type { PasswordAccounts } from '../accounts/accounts.types';

/** Owners as the accounts module sees them: the `owner` table's addresses and password hashes. */
export const OWNER_ACCOUNTS: PasswordAccounts = {
  role: 'owner',
  async byEmail(m, email) {
    const [row]: { id: number; password_hash: string | null }[] = await m.query(
      `SELECT id, password_hash FROM owner WHERE email = $1`,
      [email],
    );
    return row ? { id: row.id, passwordHash: row.password_hash } : null;
  },
  async emailOf(m, id) {
    const [row]: { email: string }[] = await m.query(`SELECT email FROM owner WHERE id = $1`, [id]);
    return row?.email ?? null;
  },
  async setPasswordHash(m, id, passwordHash) {
    await m.query(`UPDATE owner SET password_hash = $2 WHERE id = $1`, [id, passwordHash]);
  },
};
