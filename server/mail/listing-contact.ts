import type { ListingAgent } from '../catalog/property-summary.service';
import { formatPhone } from '../../common/phone';

/** Who a visitor deals with about a listing, as a mail to them says it. */
export interface ListingContact {
  /** The agent's name; null when the listing has no agent (the agency itself answers). */
  agent: string | null;
  /** Written the agency's way (0471 23 45 67); null when neither the agent nor the agency has one. */
  phone: string | null;
}

/**
 * The listing's agent and their phone; the agency's phone when the agent has none, and the
 * agency's phone alone when the listing has no agent.
 */
export function listingContact(
  agent: Pick<ListingAgent, 'name' | 'phone'> | null,
  agencyPhone: string,
): ListingContact {
  const phone = formatPhone(agent?.phone || agencyPhone) || null;
  return { agent: agent?.name || null, phone };
}
