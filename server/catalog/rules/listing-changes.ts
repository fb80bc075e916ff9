import { availabilityOf, type Availability } from './availability';

/** What a listing's changes are judged on: its price and its availability. */
export interface ListingState {
  /** Asking price or monthly rent in euros; null when not given. */
  price: number | null;
  /** The CRM's marquee code (availability). */
  marquee: number;
}

/**
 * A change of a listing as a fact: new on the site, a price change, a status change (availability),
 * withdrawn from the feed, back on the market after a withdrawal, new visit slots to book.
 */
export type ListingChange =
  | { propertyId: number; occurredAt: Date; kind: 'new' | 'withdrawn' | 'back' | 'slots' }
  | { propertyId: number; occurredAt: Date; kind: 'price'; fromPrice: number; toPrice: number }
  | {
      propertyId: number;
      occurredAt: Date;
      kind: 'status';
      fromStatus: Availability;
      toStatus: Availability;
    };

export type ListingChangeKind = ListingChange['kind'];

/**
 * The changes an update of a listing makes: a price change when the price moved (not when it
 * appears or is hidden), a status change when the availability did. Codes that mean the same
 * availability (0 and 2 are both "option") make no change.
 */
export function listingChanges(
  propertyId: number,
  before: ListingState,
  after: ListingState,
  occurredAt: Date,
): ListingChange[] {
  const changes: ListingChange[] = [];
  if (before.price !== null && after.price !== null && before.price !== after.price)
    changes.push({ propertyId, occurredAt, kind: 'price', fromPrice: before.price, toPrice: after.price });
  const fromStatus = availabilityOf(before.marquee);
  const toStatus = availabilityOf(after.marquee);
  if (fromStatus !== toStatus) changes.push({ propertyId, occurredAt, kind: 'status', fromStatus, toStatus });
  return changes;
}
