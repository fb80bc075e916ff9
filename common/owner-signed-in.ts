import { hasSignedInCookie, SIGNED_IN_COOKIES } from './signed-in';

/** The owner's marker beside the session cookie (common/signed-in.ts). */
export const OWNER_SIGNED_IN_COOKIE = SIGNED_IN_COOKIES.owner;

/** Whether a Cookie header (or `document.cookie`) holds the owner's marker. */
export const hasOwnerSignedInCookie = (cookies: string): boolean => hasSignedInCookie(cookies, 'owner');
