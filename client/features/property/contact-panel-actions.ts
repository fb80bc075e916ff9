import type { Availability, Goal } from '../../generated/graphql';
import type { DemandPrefill } from '../demand';

/** The contact panel's actions, in the order it lists them; the first one is the bottom bar's. */
export type ContactActionId = 'visit' | 'question' | 'documents' | 'offer' | 'rent' | 'share';

/**
 * The actions that fit a listing: the whole set while it can still be visited and bought or
 * rented (under option too: an option can fall through), nothing once sold or rented (the panel
 * offers an alert about similar listings instead).
 */
export function contactActions(availability: Availability, goal: Goal): ContactActionId[] {
  if (availability === 'SOLD' || availability === 'RENTED') return [];
  return ['visit', 'question', 'documents', goal === 'RENT' ? 'rent' : 'offer', 'share'];
}

/** Price steps for the alert's budget: a round figure a visitor would have typed. */
const STEP = { SALE: 10_000, RENT: 50 } as const;

/**
 * What "Alert me about similar properties" asks for: the same goal, type and city, up to a tenth
 * above the listing's price (rounded up to a round figure; none when the price is on demand), and
 * at least its bedrooms.
 */
export function similarAlert(p: {
  goal: Goal;
  typeId: number;
  city: string;
  zip: string;
  price: number | null;
  priceOnDemand: boolean;
  bedrooms: number | null;
}): DemandPrefill {
  const prefill: DemandPrefill = { goal: p.goal, typeId: p.typeId };
  if (p.city.trim() !== '' && p.zip.trim() !== '') prefill.cities = [`${p.city.trim()}|${p.zip.trim()}`];
  if (!p.priceOnDemand && p.price !== null && p.price > 0)
    prefill.maxPrice = Math.ceil((p.price * 1.1) / STEP[p.goal]) * STEP[p.goal];
  if (p.bedrooms !== null && p.bedrooms > 0) prefill.minBedrooms = p.bedrooms;
  return prefill;
}
