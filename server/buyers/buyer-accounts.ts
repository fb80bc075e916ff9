import type { Queryable } from '../accounts/accounts.types';

/**
 * The buyer of an address (lower-case), made on its first login: the address is the account, and a
 * login link mailed to it is the only way in. Notes the login's time.
 */
export async function buyerIdFor(m: Queryable, email: string): Promise<number> {
  const [row]: { id: number }[] = await m.query(
    `INSERT INTO buyer (email) VALUES ($1)
     ON CONFLICT (email) DO UPDATE SET last_login_at = now() RETURNING id`,
    [email],
  );
  return row.id;
}

/** A buyer's address, or null once the account is gone. */
export async function buyerEmailOf(m: Queryable, id: number): Promise<string | null> {
  const [row]: { email: string }[] = await m.query(`SELECT email FROM buyer WHERE id = $1`, [id]);
  return row?.email ?? null;
}
