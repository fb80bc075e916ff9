import type { Queryable } from './accounts.types';
import { pruneLoginLinks } from './login-link.service';
import { pruneLoginThrottle } from './login-throttle';
import { prunePasswordLinks } from './password-link.service';
import { pruneExpiredSessions } from './session.service';

/** Housekeeping: sessions and links past their end, login failures nobody has repeated for a day. */
export async function pruneAccountRows(m: Queryable): Promise<void> {
  await pruneExpiredSessions(m);
  await prunePasswordLinks(m);
  await pruneLoginLinks(m);
  await pruneLoginThrottle(m);
}
