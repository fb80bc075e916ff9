/**
 * A readable cookie beside the owner's HttpOnly session cookie, set and cleared with it. It holds
 * no secret ("1"): it only tells the browser's scripts that asking who is logged in is worth a
 * request. Pages are rendered once for everyone and cached, so the top bar learns in the browser
 * that an owner is logged in; without this, every visitor would ask on every page.
 */
export const OWNER_SIGNED_IN_COOKIE = 'owner_signed_in';

/** Whether a Cookie header (or `document.cookie`) holds the marker. */
export const hasOwnerSignedInCookie = (cookies: string): boolean =>
  cookies.split(';').some((c) => c.trim().startsWith(`${OWNER_SIGNED_IN_COOKIE}=`));
