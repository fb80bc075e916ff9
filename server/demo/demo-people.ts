import type { Localized } from '../core/localized';
import type { Region } from '../catalog/rules';
import { TEAM_MEMBER_SEED } from './content/content.seed-data';

export interface DemoAgent {
  firstName: string;
  lastName: string;
  email: string;
  /** Digits as dialled; the API groups them for display ("0471 23 45 67", see `formatPhone`). */
  phone: string;
  jobTitle: Localized;
  /** Where this agent mostly works; listings are assigned accordingly. */
  regions: readonly Region[];
  /** Handles rentals. */
  rentals: boolean;
  photoUrl: string | null;
}

/**
 * Who among the team manages listings, and which: the agents are team members, so a listing's
 * manager is a person of the team page, with the same photo, phone and e-mail.
 */
const AGENT_ROLES: readonly { email: string; regions: readonly Region[]; rentals: boolean }[] = [
  { email: 'claire@immo-demo.be', regions: ['FLANDERS', 'BRUSSELS'], rentals: false },
  { email: 'julien@immo-demo.be', regions: ['BRUSSELS', 'WALLONIA', 'LUXEMBOURG'], rentals: false },
  { email: 'eline@immo-demo.be', regions: ['FLANDERS', 'BRUSSELS', 'WALLONIA', 'LUXEMBOURG'], rentals: true },
  { email: 'mehdi@immo-demo.be', regions: ['BRUSSELS', 'WALLONIA'], rentals: true },
];

export const DEMO_AGENTS: readonly DemoAgent[] = AGENT_ROLES.map((role) => {
  const member = TEAM_MEMBER_SEED.find((m) => m.email === role.email);
  if (!member) throw new Error(`The demo agent ${role.email} is not on the demo team`);
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phone: member.phone,
    jobTitle: member.jobTitle,
    photoUrl: member.photoUrl,
    regions: role.regions,
    rentals: role.rentals,
  };
});

export interface DemoOwner {
  email: string;
  firstName: string;
  lastName: string;
  lang: 'nl' | 'fr';
  /** How many listings the owner gets, and where. */
  listings: number;
  regions: readonly Region[];
}

/**
 * The demo owners' password, set by the demo seed outside production only (printed by `npm start`
 * in development while it still works). Demo data, never a real account.
 */
export const DEMO_OWNER_PASSWORD = 'demo-portal-2026';

/** Owners for the portal (password: DEMO_OWNER_PASSWORD, outside production). */
export const DEMO_OWNERS: readonly DemoOwner[] = [
  {
    email: 'owner1@immo-demo.be',
    firstName: 'Sophie',
    lastName: 'Peeters',
    lang: 'nl',
    listings: 4,
    regions: ['FLANDERS', 'BRUSSELS'],
  },
  {
    email: 'owner2@immo-demo.be',
    firstName: 'Julien',
    lastName: 'Lambert',
    lang: 'fr',
    listings: 5,
    regions: ['WALLONIA', 'BRUSSELS'],
  },
];
