import { isValidEmail } from '../../common/forms/field-rules';

/** Who gets the agency's copy of a visitor's mail. */
export interface AgencyRecipients {
  to: string;
  cc: string | null;
}

/**
 * A mail about a listing goes to the agent who manages it, the agency's general address in copy
 * when the agency wants one (`ccAgency`); a listing without an agent, or whose agent has no usable
 * address, goes to the general address alone, as does every mail about no listing.
 */
export function agencyRecipients(
  agentEmail: string | null | undefined,
  agencyEmail: string,
  ccAgency: boolean,
): AgencyRecipients {
  const agent = agentEmail?.trim() ?? '';
  if (!isValidEmail(agent) || agent.toLowerCase() === agencyEmail.toLowerCase())
    return { to: agencyEmail, cc: null };
  return { to: agent, cc: ccAgency ? agencyEmail : null };
}
