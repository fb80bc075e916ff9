import type { DataSource } from 'typeorm';
import type { LanguageCode } from '../config';
import { AppError } from '../errors';
import { LoaderRegistry } from './loaders';

/** Who is asking, as far as rate limits and audit need to know. Not stored with visit events. */
export interface RequestClient {
  ip: string;
  userAgent: string;
}

/** A logged-in owner, as far as authorization needs to know. */
export interface Viewer {
  ownerId: number;
}

/**
 * The request's session: who is logged in (looked up once, on first use: public queries never
 * touch the session table) and how to set or clear the session cookie on the answer.
 */
export interface RequestAuth {
  viewer(): Promise<Viewer | null>;
  /** The session token the request carried, if any. */
  readonly token: string | null;
  /** Sets the session cookie (a token) or clears it (null). */
  setSessionCookie(token: string | null): void;
}

/** In-process callers (server rendering, scripts) have no session. */
export const NO_AUTH: RequestAuth = {
  viewer: async () => null,
  token: null,
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

/** The logged-in owner, or UNAUTHENTICATED. */
export async function requireViewer(ctx: GraphQLContext): Promise<Viewer> {
  const viewer = await ctx.auth.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'auth.required');
  return viewer;
}
