/**
 * Whether a request that changes something (any method but GET and HEAD) may come from where it
 * says: a browser remembers Basic credentials and sends them with a form another site posts
 * (text/plain, urlencoded, multipart: no preflight), and adds its Origin, or at least
 * `Sec-Fetch-Site`, to every such request. A request from another origin is refused; one with
 * neither header comes from no browser (curl, a script) and cannot be forged by a page.
 */
export function sameOriginWrite(
  method: string,
  host: string | undefined,
  headers: Record<string, unknown>,
): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  const origin = headers.origin;
  if (typeof origin === 'string') {
    try {
      return origin !== 'null' && host !== undefined && new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
