import { randomUUID } from 'node:crypto';
import { availabilityOf } from '../catalog/rules/availability';
import type { NewEvent } from './append-events.service';

export interface ListingState {
  /** Asking price or monthly rent in euros; null when not given. */
  price: number | null;
  /** The CRM's marquee code (availability). */
  marquee: number;
}

/**
 * The owner-facing events an update of a listing makes: a price change (from, to) when the price
 * moved, a status change (from, to availability) when the availability did. Codes that mean the
 * same availability (0 and 2 are both "option") make no event.
 */
export function listingChangeEvents(
  propertyId: number,
  before: ListingState,
  after: ListingState,
  at: Date,
): NewEvent[] {
  const events: NewEvent[] = [];
  if (before.price !== null && after.price !== null && before.price !== after.price) {
    events.push({
      id: randomUUID(),
      propertyId,
      kind: 'price_change',
      occurredAt: at,
      source: 'other',
      data: { from: before.price, to: after.price },
    });
  }
  const from = availabilityOf(before.marquee);
  const to = availabilityOf(after.marquee);
  if (from !== to)
    events.push({
      id: randomUUID(),
      propertyId,
      kind: 'status_change',
      occurredAt: at,
      source: 'other',
      data: { from, to },
    });
  return events;
}
