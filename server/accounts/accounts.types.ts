import type { EntityManager } from 'typeorm';
import type { Role } from '../core/graphql/context';

export type Queryable = Pick<EntityManager, 'query'>;

/**
 * A role whose people log in with a password, as its own module keeps them: the accounts module
 * checks passwords, throttles and links, and reads and writes the role's table only through this.
 */
export interface PasswordAccounts {
  role: Extract<Role, 'owner' | 'staff'>;
  /** The account of a (lower-case) e-mail address with its argon2 hash (null before a password is set). */
  byEmail(m: Queryable, email: string): Promise<{ id: number; passwordHash: string | null } | null>;
  /** An account's e-mail address (a password may not be it), or null when it is gone. */
  emailOf(m: Queryable, id: number): Promise<string | null>;
  setPasswordHash(m: Queryable, id: number, passwordHash: string): Promise<void>;
}
