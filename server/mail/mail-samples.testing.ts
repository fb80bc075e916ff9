import type { PropertySummary } from '../catalog/property-summary.service';
import { AvailabilityValue } from '../catalog/property.types';
import type { LanguageCode } from '../core/config';
import { SITE_CONFIG_SEED } from '../demo/content/site-config.seed-data';
import { mailBrand, mailSignature } from './mail-brand';
import { renderMail, type MailFrame } from './mail-layout';
import type {
  AlertListingContext,
  MailChoice,
  MailContext,
  RenderedMail,
  VisitorMailContext,
} from './mail-template';
import { MAIL_TEMPLATES, type MailTemplateName } from './mail-templates';

/**
 * Sample data for every mail template, for the agency to look at (`npm run mail:preview`) and for
 * the tests that hold every mail to the layout's rules: a listing with its agent, a visitor who
 * filled in every field, and the links and tokens the callers put in the payload.
 */
/** Where the sample agency's site lives. */
export const SAMPLE_BASE_URL = 'https://www.immo-demo.be';

const FIELDS: Record<string, MailChoice> = {
  title: 'mrs',
  firstName: 'Sophie',
  lastName: 'Claes',
  name: 'Sophie Claes',
  email: 'sophie.claes@example.be',
  phone: '+32 471 23 45 67',
  street: 'Rue du Bailli 12',
  zip: '1050',
  city: 'Ixelles',
  country: 'BE',
  message: 'We would like to visit on a Saturday morning if possible.',
  contactPreference: 'email',
  contactTime: '10:00-13:00',
  goal: 'SALE',
  propertyTypes: [1, 2],
  minBedrooms: 2,
  minLivingArea: 90,
  searchName: 'Near the office',
  frequency: 'daily',
  maxPrice: 450000,
  comment: 'A smooth sale, and always reachable.',
  website: 'https://www.example.be',
  senderName: 'Sophie Claes',
  senderEmail: 'sophie.claes@example.be',
  note: 'Have a look at this one.',
  friendEmail: 'marc.peeters@example.be',
  offerAmount: 415000,
  income: 4200,
  occupants: 2,
  moveInDate: '2027-02-01',
  privacyConsent: true,
  newsletter: true,
};

const LISTING: PropertySummary = {
  id: 4210100,
  title: 'Lichtrijk appartement met terras',
  price: '€ 230.000',
  address: 'Louizalaan 120, 1050 Brussel',
  // As a mail shows it: the JPEG copy of the drawing's twin (`mailPhotoUrl`).
  photoUrl: '/img?src=%2Fmedia%2Fdemo%2Fapartment-01.jpg&w=320&format=jpeg',
  photoSize: { width: 800, height: 600 },
  path: '/nl/te-koop/brussel/lichtrijk-appartement-met-terras/4210100/',
  goal: 'SALE',
  availability: AvailabilityValue.AVAILABLE,
  city: 'Brussel',
  monthlyRent: null,
  charges: null,
  inventoryCost: null,
  priceAmount: 230000,
  documents: [
    { name: 'Grondplan', url: '/media/demo/doc-floor-plan.svg' },
    { name: 'EPC-certificaat', url: '/media/demo/doc-epc.svg' },
  ],
};

/** An alert's listings: one new, one cheaper, one under option. */
const ALERT_LISTINGS: AlertListingContext[] = [
  { property: LISTING, trigger: 'new', oldPrice: null, status: null },
  {
    property: {
      ...LISTING,
      id: 4210101,
      title: 'Herenhuis met tuin',
      price: '€ 545.000',
      priceAmount: 545000,
      address: 'Vleurgatsesteenweg 80, 1050 Elsene',
      path: '/nl/te-koop/elsene/herenhuis-met-tuin/4210101/',
    },
    trigger: 'price-drop',
    oldPrice: 575000,
    status: null,
  },
  {
    property: {
      ...LISTING,
      id: 4210102,
      title: 'Studio bij het Flageyplein',
      price: '€ 189.000',
      priceAmount: 189000,
      address: 'Flageyplein 3, 1050 Elsene',
      path: '/nl/te-koop/elsene/studio-bij-het-flageyplein/4210102/',
    },
    trigger: 'status',
    oldPrice: null,
    status: AvailabilityValue.OPTION,
  },
];

/** The listing's agent. */
const AGENT = { name: 'Claire Dubois', phone: '0471234567', email: 'claire.dubois@immo-demo.be' };

/** What the callers put in the outbox payload: links of the site at `baseUrl`, tokens, the slot booked. */
const samplePayload = (baseUrl: string): Record<string, unknown> => ({
  to: 'sophie.claes@example.be',
  startsAt: '2027-01-12T09:00:00.000Z',
  endsAt: '2027-01-12T12:00:00.000Z',
  appointmentId: 'a1b2c3',
  cancelToken: 'sample-cancel-token',
  cityNames: ['Ixelles', 'Etterbeek'],
  // An alert names five listings and shows three.
  total: 5,
  maxEnergyLabel: 'C',
  zoneNames: ['Ixelles', 'Etterbeek'],
  typeNames: ['Apartment', 'House'],
  confirmUrl: `${baseUrl}/nl/zoekopdracht/bevestigen/?token=sample`,
  confirmDays: 7,
  unsubscribeUrl: `${baseUrl}/nl/uitschrijven/?token=sample`,
  manageUrl: `${baseUrl}/nl/zoekopdracht/?token=sample`,
  listUrl: `${baseUrl}/nl/te-koop/?city=Elsene%7C1050&type=2&maxPrice=450000`,
  resetToken: 'sample-reset-token',
  loginUrl: `${baseUrl}/api/buyers/login?token=sample&lang=nl`,
  name: 'Sophie Claes',
  linkMinutes: 60,
  validMinutes: 60,
});

/**
 * The mails that are about no listing where the site sends them (the forms of the site's own pages,
 * the newsletter, the search register, the owners' accounts): signed by the agency.
 */
const WITHOUT_LISTING = new Set<string>([
  'site-contact',
  'site-contact.confirmation',
  'free-valuation',
  'free-valuation.confirmation',
  'demand-register',
  'demand-register.confirmation',
  'newsletter.confirm',
  'newsletter.welcome',
  'testimonial',
  'testimonial.confirmation',
  'job-contact',
  'job-contact.confirmation',
  'owner-password-reset',
  'owner-invitation',
  'buyer.login-link',
  'saved-search.alert',
  'saved-search.manage-link',
  // A saved search's new confirmation link; a watch's names its listing.
  'saved-search.confirm-link',
]);

/** The sample listing of a template's mail, or null for a mail about none. */
const sampleListing = (name: MailTemplateName): PropertySummary | null =>
  WITHOUT_LISTING.has(name) ? null : LISTING;

/** The context a template is rendered with in the samples, in `lang`. */
export function sampleMailContext(
  name: MailTemplateName,
  lang: LanguageCode,
  baseUrl = SAMPLE_BASE_URL,
): MailContext | VisitorMailContext {
  const alert = name === 'saved-search.alert';
  const common = {
    lang,
    property: alert ? null : sampleListing(name),
    listings: alert ? ALERT_LISTINGS : [],
    contact: { agent: AGENT.name, phone: '0471 23 45 67' },
    // An invitation's link lasts days, a password reset's an hour.
    payload: {
      ...samplePayload(baseUrl),
      linkMinutes: name === 'owner-invitation' ? 7 * 24 * 60 : name === 'buyer.login-link' ? 15 : 60,
    },
    baseUrl,
  };
  const createdAt = new Date('2027-01-05T14:30:00.000Z');
  const form = name.split('.')[0]!;
  if (MAIL_TEMPLATES[name].audience === 'agency')
    return {
      ...common,
      submission: {
        id: '8f1c',
        form,
        lang,
        fields: FIELDS,
        pageUrl: `${baseUrl}${LISTING.path}`,
        createdAt,
      },
    };
  return {
    ...common,
    submission: {
      id: '8f1c',
      form,
      createdAt,
      choices: FIELDS,
      quoted: {
        senderName: 'Sophie Claes',
        senderEmail: 'sophie.claes@example.be',
        note: 'Have a look at this one.',
      },
    },
  };
}

/**
 * The demo agency's layout in `lang`: signed by the listing's agent ('agent'), by the agency itself
 * ('agency'), or, for the agency's own copies, by nobody (null).
 */
export function sampleMailFrame(
  lang: LanguageCode,
  signer: 'agent' | 'agency' | null,
  baseUrl = SAMPLE_BASE_URL,
): MailFrame {
  const brand = mailBrand(SITE_CONFIG_SEED, lang);
  const signature = signer === null ? null : mailSignature(signer === 'agent' ? AGENT : null, brand);
  return { lang, baseUrl, brand, signature };
}

/** Every template rendered with the samples in `lang`, in the demo agency's layout. */
export function renderSampleMail(
  name: MailTemplateName,
  lang: LanguageCode,
  baseUrl = SAMPLE_BASE_URL,
): RenderedMail {
  const template = MAIL_TEMPLATES[name];
  const ctx = sampleMailContext(name, lang, baseUrl);
  const draft =
    template.audience === 'agency'
      ? template.render(ctx as MailContext)
      : template.render(ctx as VisitorMailContext);
  const signer = template.audience === 'agency' ? null : sampleListing(name) ? 'agent' : 'agency';
  return renderMail(draft, sampleMailFrame(lang, signer, baseUrl));
}
