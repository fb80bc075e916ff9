import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { OWNER_SIGNED_IN_COOKIE } from '../../common/owner-signed-in';
import { config } from '../core/config';
import type { RequestAuth, Viewer } from '../core/graphql/context';
import { ownerIdForSession, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from './owner-session.service';

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
 * PUBLIC_URL is https. The session cookie goes first; the readable marker beside it
 * (OWNER_SIGNED_IN_COOKIE) lives and dies with it.
 */
export function requestAuth(ds: DataSource, req: Request, res: Response): RequestAuth {
  let token: string | null = null;
  try {
    token = readCookie(req.headers.cookie, SESSION_COOKIE);
  } catch {
    token = null; // a malformed %-escape: no session
  }
  let viewer: Promise<Viewer | null> | undefined;
  return {
    token,
    viewer: () =>
      (viewer ??= token
        ? ownerIdForSession(ds.manager, token).then((ownerId) => (ownerId === null ? null : { ownerId }))
        : Promise.resolve(null)),
    setSessionCookie(value) {
      const options = {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure || SITE_IS_HTTPS(),
        path: '/',
      } as const;
      const marker = { ...options, httpOnly: false } as const;
      if (value === null) {
        res.clearCookie(SESSION_COOKIE, options);
        res.clearCookie(OWNER_SIGNED_IN_COOKIE, marker);
      } else {
        const maxAge = SESSION_MAX_AGE_SECONDS * 1000;
        res.cookie(SESSION_COOKIE, value, { ...options, maxAge });
        res.cookie(OWNER_SIGNED_IN_COOKIE, '1', { ...marker, maxAge });
      }
      viewer = undefined;
      res.setHeader('cache-control', 'no-store');
    },
  };
}
