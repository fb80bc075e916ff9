import type { Localized } from '../../core/localized';
import type { Region } from '../rules';

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
  photo: string;
}

export const DEMO_AGENTS: readonly DemoAgent[] = [
  {
    firstName: 'Anne',
    lastName: 'Vermeulen',
    email: 'anne.vermeulen@immo-demo.be',
    phone: '0477123456',
    jobTitle: { nl: 'Zaakvoerder', fr: 'Gérante', en: 'Managing director', de: 'Geschäftsführerin' },
    regions: ['FLANDERS', 'BRUSSELS'],
    rentals: false,
    photo: 'agent-1.svg',
  },
  {
    firstName: 'Thomas',
    lastName: 'Dubois',
    email: 'thomas.dubois@immo-demo.be',
    phone: '0485234567',
    jobTitle: {
      nl: 'Vastgoedmakelaar',
      fr: 'Agent immobilier',
      en: 'Real-estate agent',
      de: 'Immobilienmakler',
    },
    regions: ['WALLONIA', 'LUXEMBOURG'],
    rentals: false,
    photo: 'agent-2.svg',
  },
  {
    firstName: 'Lotte',
    lastName: 'Claes',
    email: 'lotte.claes@immo-demo.be',
    phone: '0496345678',
    jobTitle: {
      nl: 'Verhuurbeheerder',
      fr: 'Gestionnaire locative',
      en: 'Rental manager',
      de: 'Vermietungsmanagerin',
    },
    regions: ['FLANDERS', 'BRUSSELS', 'WALLONIA', 'LUXEMBOURG'],
    rentals: true,
    photo: 'agent-3.svg',
  },
  {
    firstName: 'Maxime',
    lastName: 'Lejeune',
    email: 'maxime.lejeune@immo-demo.be',
    phone: '023456789',
    jobTitle: {
      nl: 'Commercieel adviseur',
      fr: 'Conseiller commercial',
      en: 'Sales advisor',
      de: 'Vertriebsberater',
    },
    regions: ['BRUSSELS', 'WALLONIA'],
    rentals: false,
    photo: 'agent-4.svg',
  },
  {
    firstName: 'Pieter',
    lastName: 'De Smet',
    email: 'pieter.desmet@immo-demo.be',
    phone: '0471456789',
    jobTitle: {
      nl: 'Schatter-expert',
      fr: 'Expert immobilier',
      en: 'Property valuer',
      de: 'Immobiliengutachter',
    },
    regions: ['FLANDERS'],
    rentals: false,
    photo: 'agent-5.svg',
  },
];

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
