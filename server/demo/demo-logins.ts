import type { DataSource } from 'typeorm';
import { DEMO_OWNER_PASSWORD, DEMO_OWNERS } from './demo-people';
import { config } from '../core/config';
import { hashPassword, verifyPassword } from '../accounts/password.service';

/**
 * Gives the demo owners the demo password where they have none yet (never in production), and
 * returns the demo logins that still work with it: `npm start` prints those, and only those.
 */
export async function ensureDemoOwnerLogins(ds: DataSource): Promise<{ email: string; password: string }[]> {
  if (config().NODE_ENV === 'production') return [];
  const emails = DEMO_OWNERS.map((o) => o.email);
  const rows: { email: string; password_hash: string | null }[] = await ds.query(
    `SELECT email, password_hash FROM owner WHERE email = ANY($1) ORDER BY email`,
    [emails],
  );
  const working: { email: string; password: string }[] = [];
  for (const row of rows) {
    if (row.password_hash === null) {
      await ds.query(`UPDATE owner SET password_hash = $2 WHERE email = $1 AND password_hash IS NULL`, [
        row.email,
        await hashPassword(DEMO_OWNER_PASSWORD),
      ]);
      working.push({ email: row.email, password: DEMO_OWNER_PASSWORD });
    } else if (await verifyPassword(row.password_hash, DEMO_OWNER_PASSWORD)) {
      working.push({ email: row.email, password: DEMO_OWNER_PASSWORD });
    }
  }
  return working;
}
