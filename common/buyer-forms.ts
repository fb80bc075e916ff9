/**
 * The buyers' area's plain forms, which the server answers (server/buyers/buyers.router.ts) and the
 * area's page posts (client/features/buyers): each comes back to the area with `?status=` saying
 * what it did.
 */
export const BUYER_FORM_PATHS = {
  loginLink: '/api/buyers/login-link',
  login: '/api/buyers/login',
  logout: '/api/buyers/logout',
  export: '/api/buyers/export',
  erase: '/api/buyers/erase',
  manage: '/api/buyers/manage',
} as const;

/** What a form of the area did, as `?status=` on the area's address. */
export const AREA_STATUSES = [
  'link-sent',
  'email-invalid',
  'too-many',
  'logged-in',
  'logged-out',
  'erased',
  'confirm-erase',
  'login-needed',
] as const;
export type AreaStatus = (typeof AREA_STATUSES)[number];
