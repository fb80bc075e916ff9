import { createHmac } from 'node:crypto';
import { brusselsToday } from '../../common/forms/rent-offer-rules';
import { addDays } from './property-stats.service';

/**
 * The anonymous visitor of the view cap and the unique-visitor counter: a keyed hash of the client's
 * address and user agent with a salt that changes every Brussels day. The same browser on the same
 * connection is the same visitor within a day and a stranger the next day; nobody who reads Redis
 * can tell the address back from the key, and after the day the salt is gone, so the keys of
 * different days cannot be linked. Pure functions, table-tested.
 */

/**
 * The day's salt and visitor keys live this long after the day ends: a page's clock may place its
 * view up to ten minutes off ours, and a batch formed just before midnight is written just after.
 */
export const VISITOR_KEY_MARGIN_MS = 15 * 60_000;

/** The visitor key: 128 bits of HMAC-SHA256, base64url (22 characters). */
export function deriveVisitorKey(salt: string, clientAddress: string, userAgent: string): string {
  return createHmac('sha256', salt)
    .update(`${clientAddress}\n${userAgent}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * The instant a Brussels day ('YYYY-MM-DD') ends: midnight of the next day, 23:00 UTC in winter,
 * 22:00 UTC in summer. Summer time starts and ends at 01:00 UTC, so a midnight is never skipped or
 * doubled; the offset of that night is found by trying both.
 */
export function brusselsDayEnd(day: string): Date {
  const next = addDays(day, 1);
  const utcMidnight = Date.parse(`${next}T00:00:00Z`);
  for (const hours of [2, 1]) {
    const candidate = utcMidnight - hours * 3_600_000;
    if (brusselsToday(new Date(candidate)) === next && brusselsToday(new Date(candidate - 1)) === day)
      return new Date(candidate);
  }
  throw new Error(`no Brussels midnight found after ${day}`);
}

/** When the salt and visitor keys of a Brussels day expire: the day's end plus the margin. */
export const visitorKeysExpireAt = (day: string): number =>
  brusselsDayEnd(day).getTime() + VISITOR_KEY_MARGIN_MS;

/**
 * The address group of the view cap's second count: a keyed hash of the client's address group
 * (`limitKeyOf`: an IPv4 address, an IPv6 /64) with the day's salt, apart from every visitor key.
 */
export function deriveAddressGroupKey(salt: string, addressGroup: string): string {
  return createHmac('sha256', salt)
    .update(`address-group\n${addressGroup}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * The Brussels day of an instant, remembering the last day's bounds: the beacon endpoint asks for
 * every view, and formatting a date in a time zone costs more than the rest of the beacon's rules.
 */
export function brusselsDayClock(): (at: Date) => string {
  let cached: { day: string; start: number; end: number } | null = null;
  return (at) => {
    const t = at.getTime();
    if (cached && t >= cached.start && t < cached.end) return cached.day;
    const day = brusselsToday(at);
    cached = { day, start: brusselsDayEnd(addDays(day, -1)).getTime(), end: brusselsDayEnd(day).getTime() };
    return day;
  };
}

/**
 * What the cap makes of a view, from how many views its visitor made of the listing that day and
 * how many counted views its address group made of it (this one included in both; the group's
 * count is 0 when the visitor's cap already drops the view). A view counts only within both caps,
 * and a visitor's first view is a new visitor only within the group's: a client that changes its
 * user agent on every view is a new visitor each time, but its address group is not.
 */
export function viewVerdict(
  views: { visitor: number; group: number },
  caps: { visitor: number; group: number },
): { counted: boolean; newVisitor: boolean } {
  const withinGroup = views.group <= caps.group;
  return {
    counted: views.visitor <= caps.visitor && withinGroup,
    newVisitor: views.visitor === 1 && withinGroup,
  };
}
