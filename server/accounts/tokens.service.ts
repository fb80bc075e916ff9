import { createHash, randomBytes } from 'node:crypto';

/** A new random token (256 bits, URL-safe) for a session or a link. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, never the token. */
export const tokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** A value shaped like `newToken()`'s: anything else is refused before the database is asked. */
export const looksLikeToken = (value: string | null | undefined): value is string =>
  typeof value === 'string' && TOKEN_SHAPE.test(value);

/** E-mail addresses are compared lower-case and without surrounding spaces. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
