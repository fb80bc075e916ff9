/**
 * Readable cookies beside a session's HttpOnly cookie, set and cleared with it, one per role whose
 * pages need one. They hold no secret ("1"): they only tell the browser's scripts that asking who is
 * logged in is worth a request. Pages are rendered once for everyone and cached, so a browser
 * learns there that someone is logged in; without these, every visitor would ask on every page.
 */
export const SIGNED_IN_COOKIES = { owner: 'owner_signed_in', buyer: 'buyer_signed_in' } as const;

export type SignedInRole = keyof typeof SIGNED_IN_COOKIES;

/** Whether a Cookie header (or `document.cookie`) holds the role's marker. */
export const hasSignedInCookie = (cookies: string, role: SignedInRole): boolean =>
  cookies.split(';').some((c) => c.trim().startsWith(`${SIGNED_IN_COOKIES[role]}=`));
