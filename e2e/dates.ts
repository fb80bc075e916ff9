import { brusselsToday } from '../common/forms/rent-offer-rules';

/** The day `days` after today on the agency's calendar (Brussels), as YYYY-MM-DD: form dates in the future. */
export function brusselsDayIn(days: number): string {
  const d = new Date(`${brusselsToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
