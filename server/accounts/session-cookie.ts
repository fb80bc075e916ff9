import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { SIGNED_IN_COOKIES } from '../../common/signed-in';
import { config } from '../core/config';
import type { RequestAuth, Role, Viewer } from '../core/graphql/context';
import { SESSION_MAX_AGE_SECONDS, viewerOfSession } from './session.service';

/** The cookie that carries a session token of any role (the database keeps only its SHA-256). */
export const SESSION_COOKIE = 'session';
/** Where owners' sessions were carried before there were other roles: still read, cleared on any change. */
const OWNER_SESSION_COOKIE = 'owner_session';

/**
 * The readable marker beside the session of a role, where the role's pages need one (it holds no
 * secret: it tells the browser's scripts that asking who is logged in is worth a request).
 */
const SIGNED_IN_MARKERS: Partial<Record<Role, string>> = SIGNED_IN_COOKIES;

/** One cookie's value from a Cookie header (no dependency for one name). */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** A site published over https sends the cookie Secure even when TLS ends on a proxy elsewhere. */
const SITE_IS_HTTPS = () => config().PUBLIC_URL.startsWith('https:');

/**
 * The session of an API request: read from the cookie, looked up on first use, and set or cleared
 * on the answer. HttpOnly (scripts never see it), SameSite=Lax (other sites' requests do not carry
 * it), Secure when the request came over TLS (directly or through a proxy on this machine) or the site's
 * PUBLIC_URL is https. The session cookie goes first; a role's readable marker beside it
 * (SIGNED_IN_MARKERS) lives and dies with it.
 */
export function requestAuth(ds: DataSource, req: Request, res: Response): RequestAuth {
  let token: string | null = null;
  let ownerCookie: string | null = null;
  try {
    ownerCookie = readCookie(req.headers.cookie, OWNER_SESSION_COOKIE);
    token = readCookie(req.headers.cookie, SESSION_COOKIE) ?? ownerCookie;
  } catch {
    token = null; // a malformed %-escape: no session
  }
  let viewer: Promise<Viewer | null> | undefined;
  return {
    token,
    cookie(name) {
      try {
        return readCookie(req.headers.cookie, name);
      } catch {
        return null; // a malformed %-escape: no such cookie
      }
    },
    viewer: () => (viewer ??= token ? viewerOfSession(ds.manager, token) : Promise.resolve(null)),
    setSessionCookie(session) {
      const options = {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure || SITE_IS_HTTPS(),
        path: '/',
      } as const;
      const marker = { ...options, httpOnly: false } as const;
      if (ownerCookie !== null) res.clearCookie(OWNER_SESSION_COOKIE, options);
      const markers = Object.entries(SIGNED_IN_MARKERS);
      if (session === null) {
        res.clearCookie(SESSION_COOKIE, options);
        for (const [, name] of markers) res.clearCookie(name, marker);
      } else {
        const maxAge = SESSION_MAX_AGE_SECONDS * 1000;
        res.cookie(SESSION_COOKIE, session.token, { ...options, maxAge });
        for (const [role, name] of markers)
          if (role === session.role) res.cookie(name, '1', { ...marker, maxAge });
          else res.clearCookie(name, marker);
      }
      viewer = undefined;
      res.setHeader('cache-control', 'no-store');
    },
  };
}
