import { describe, expect, it } from 'vitest';
import { agencyRecipients } from './agency-recipients';

const AGENCY = 'info@immo-demo.be';

describe('agencyRecipients', () => {
  it.each([
    ['the agent, the agency in copy', 'sofie@immo-demo.be', true, { to: 'sofie@immo-demo.be', cc: AGENCY }],
    [
      'the agent alone when the agency wants no copy',
      'sofie@immo-demo.be',
      false,
      { to: 'sofie@immo-demo.be', cc: null },
    ],
    ['no agent: the agency', null, true, { to: AGENCY, cc: null }],
    ['an agent without an address: the agency', '', true, { to: AGENCY, cc: null }],
    ['an address that is none: the agency', 'sofie at immo-demo', true, { to: AGENCY, cc: null }],
    ['two addresses in one field: the agency', 'a@x.be, b@x.be', true, { to: AGENCY, cc: null }],
    ['the agency itself: once, not twice', 'INFO@immo-demo.be', true, { to: AGENCY, cc: null }],
    [
      'spaces around it are not the address',
      ' sofie@immo-demo.be ',
      true,
      { to: 'sofie@immo-demo.be', cc: AGENCY },
    ],
  ])('%s', (_name, agent, cc, expected) => {
    expect(agencyRecipients(agent, AGENCY, cc)).toEqual(expected);
  });
});
