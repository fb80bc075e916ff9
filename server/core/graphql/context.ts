import type { DataSource } from 'typeorm';
import type { LanguageCode } from '../config';
import { AppError } from '../errors';
import { LoaderRegistry } from './loaders';

/** Who is asking, as far as rate limits and audit need to know. Not stored with visit events. */
export interface RequestClient {
  ip: string;
  userAgent: string;
}

/**
 * Who a session speaks for. Owners and staff log in with a password; buyers with a one-time link
 * mailed to them (server/accounts/). A root field that needs a role declares it (field-access.ts).
 */
export const ROLES = ['owner', 'staff', 'buyer'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** A logged-in person, as far as authorization needs to know: their role and their id in it. */
export interface Viewer {
  role: Role;
  /** The id in the role's own table (an owner's id for an owner). */
  accountId: number;
}

/**
 * The request's session: who is logged in (looked up once, on first use: public queries never
 * touch the session table) and how to set or clear the session cookie on the answer.
 */
export interface RequestAuth {
  viewer(): Promise<Viewer | null>;
  /** The session token the request carried, if any. */
  readonly token: string | null;
  /** Another cookie the request carried (a feature's own, such as a link it remembers), or null. */
  cookie(name: string): string | null;
  /** Sets the session cookie (a new session's token, and its role) or clears it (null). */
  setSessionCookie(session: { token: string; role: Role } | null): void;
}

/** In-process callers (server rendering, scripts) have no session. */
export const NO_AUTH: RequestAuth = {
  viewer: async () => null,
  token: null,
  cookie: () => null,
  setSessionCookie: () => undefined,
};

/** What every resolver receives. `lang` is the request's language for error messages. */
export interface GraphQLContext {
  ds: DataSource;
  loaders: LoaderRegistry;
  lang: LanguageCode;
  client: RequestClient;
  auth: RequestAuth;
}

/** In-process callers (server rendering, scripts) are the server itself. */
export const LOCAL_CLIENT: RequestClient = { ip: '127.0.0.1', userAgent: 'server' };

export function createContext(
  ds: DataSource,
  lang: LanguageCode,
  client: RequestClient = LOCAL_CLIENT,
  auth: RequestAuth = NO_AUTH,
): GraphQLContext {
  return { ds, loaders: new LoaderRegistry(ds), lang, client, auth };
}

/** The logged-in person, or UNAUTHENTICATED. */
export async function requireViewer(ctx: GraphQLContext): Promise<Viewer> {
  const viewer = await ctx.auth.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'auth.required');
  return viewer;
}

/** The logged-in person's id in `role`: UNAUTHENTICATED without a session, FORBIDDEN with another role. */
export async function requireRole(ctx: GraphQLContext, role: Role): Promise<number> {
  const viewer = await requireViewer(ctx);
  if (viewer.role !== role) throw new AppError('FORBIDDEN', 'auth.forbidden');
  return viewer.accountId;
}
