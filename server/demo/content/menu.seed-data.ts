import type { LanguageCode } from '../../core/config';
import type { Localized } from '../../core/localized';
import type { Menu, MenuMetadataParams, MenuParams } from '../../content/menu.entity';
import type { Module } from '../../content/module.entity';

export type MenuSeed = Omit<Menu, 'parent'>;

const SEEDED_AT = new Date('2025-01-06T09:00:00.000Z');
const SITE = 'Immo Demo';

/** Page title and description per language, from the entry's title and a one-line description. */
function metadata(
  title: Localized,
  description: Localized,
): Partial<Record<LanguageCode, MenuMetadataParams>> {
  const out: Partial<Record<LanguageCode, MenuMetadataParams>> = {};
  for (const lang of ['nl', 'fr', 'en'] as const) {
    out[lang] = {
      pageTitle: `${title[lang]} | ${SITE}`,
      description: description[lang],
      socialTitle: `${title[lang]} | ${SITE}`,
      socialType: 'website',
      socialImage: '/media/demo/social-share.jpg',
      seoActive: true,
    };
  }
  return out;
}

function entry(
  id: number,
  parentId: number | null,
  name: string,
  path: string,
  sort: number,
  params: Omit<MenuParams, 'type' | 'metadata'> & { summary?: Localized },
  status: Menu['status'] = 'Published',
): MenuSeed {
  const { summary, ...rest } = params;
  return {
    id,
    parentId,
    name,
    path,
    status,
    sort,
    params: {
      type: 'module',
      modules: [],
      hasSubMenu: false,
      ...rest,
      metadata: metadata(rest.title, summary ?? rest.description ?? rest.title),
    },
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  };
}

/** Module ids, named for the menu entries below. */
export const MODULE_IDS = {
  latestOffers: 1,
  testimonials: 2,
  saleList: 3,
  rentList: 4,
  services: 5,
  team: 6,
  contact: 7,
  projects: 8,
} as const;

export const MODULE_SEED: Module[] = [
  module(MODULE_IDS.latestOffers, 1, {
    title: { nl: 'Nieuw in ons aanbod', fr: 'Nos dernières offres', en: 'Latest offers' },
    description: {
      nl: 'De meest recente panden die wij te koop en te huur aanbieden.',
      fr: 'Les biens les plus récents que nous proposons à la vente et à la location.',
      en: 'The most recent properties we offer for sale and for rent.',
    },
    relations: [{ type: 'property-list', id: 'latest' }],
    numberItemOfRow: 4,
    maxItems: 4,
  }),
  module(MODULE_IDS.testimonials, 2, {
    title: { nl: 'Wat onze klanten zeggen', fr: 'Ce que disent nos clients', en: 'What our clients say' },
    view: 'slider-view',
    relations: [{ type: 'category', id: 'testimonials' }],
    numberItemOfRow: 1,
    maxItems: 20,
    backgroundType: 'color',
    colorBackground: '#f4f1ea',
  }),
  module(MODULE_IDS.saleList, 1, {
    title: { nl: 'Panden te koop', fr: 'Biens à vendre', en: 'Properties for sale' },
    titleSize: 'h1',
    relations: [{ type: 'property-list', id: 'sale' }],
    numberItemOfRow: 4,
  }),
  module(MODULE_IDS.rentList, 1, {
    title: { nl: 'Panden te huur', fr: 'Biens à louer', en: 'Properties for rent' },
    titleSize: 'h1',
    relations: [{ type: 'property-list', id: 'rent' }],
    numberItemOfRow: 4,
  }),
  module(MODULE_IDS.services, 1, {
    title: { nl: 'Onze diensten', fr: 'Nos services', en: 'Our services' },
    titleSize: 'h1',
    description: {
      nl: 'Van de eerste schatting tot de sleuteloverdracht: wij begeleiden u bij elke stap.',
      fr: 'De la première estimation à la remise des clés : nous vous accompagnons à chaque étape.',
      en: 'From the first valuation to handing over the keys: we guide you at every step.',
    },
    view: 'news-view',
    relations: [{ type: 'category', id: 'service-articles' }],
    numberItemOfRow: 3,
    maxItems: 12,
    isHasSubcategories: true,
  }),
  module(MODULE_IDS.team, 1, {
    title: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team' },
    titleSize: 'h1',
    view: 'ons-team-view',
    relations: [{ type: 'category', id: 'team' }],
    numberItemOfRow: 4,
  }),
  module(MODULE_IDS.contact, 1, {
    title: { nl: 'Contacteer ons', fr: 'Contactez-nous', en: 'Contact us' },
    titleSize: 'h1',
    description: {
      nl: 'Stel uw vraag via het formulier; wij antwoorden binnen één werkdag.',
      fr: 'Posez votre question via le formulaire ; nous répondons dans un délai d’un jour ouvrable.',
      en: 'Ask your question using the form; we reply within one working day.',
    },
    relations: [{ type: 'contact', id: 'contact' }],
    numberItemOfRow: 1,
  }),
  module(
    MODULE_IDS.projects,
    1,
    {
      title: { nl: 'Nieuwbouwprojecten', fr: 'Projets neufs', en: 'New-build projects' },
      relations: [{ type: 'property-list', id: 'projects' }],
      numberItemOfRow: 3,
    },
    'Draft',
  ),
];

function module(
  id: number,
  sort: number,
  fields: Partial<Module> & Pick<Module, 'title' | 'relations'>,
  status: Module['status'] = 'Published',
): Module {
  return {
    id,
    titlePublic: true,
    titleSize: 'h2',
    description: {},
    position: 'contentRow',
    span: 12,
    columns: { sm: 12, md: 12, lg: 12 },
    sort,
    view: '',
    cssClass: '',
    backgroundType: '',
    image: null,
    images: [],
    colorBackground: null,
    status,
    numberItemOfRow: 4,
    maxItems: null,
    isHasSubcategories: false,
    ...fields,
  };
}

const ABOUT_CONTENT: Localized = {
  nl: `<h1>Over Immo Demo</h1>
<p>Immo Demo is al 25 jaar een onafhankelijk vastgoedkantoor in het hart van Brussel. Wij verkopen en verhuren woningen, appartementen en handelspanden in Brussel, Vlaams-Brabant en Waals-Brabant.</p>
<p>Ons team is erkend door het Beroepsinstituut van Vastgoedmakelaars (BIV) en werkt met een vaste contactpersoon per dossier: u weet altijd wie uw pand opvolgt.</p>`,
  fr: `<h1>À propos d'Immo Demo</h1>
<p>Depuis 25 ans, Immo Demo est une agence immobilière indépendante au cœur de Bruxelles. Nous vendons et louons maisons, appartements et surfaces commerciales à Bruxelles, en Brabant flamand et en Brabant wallon.</p>
<p>Notre équipe est agréée par l'Institut professionnel des agents immobiliers (IPI) et travaille avec un interlocuteur unique par dossier : vous savez toujours qui suit votre bien.</p>`,
  en: `<h1>About Immo Demo</h1>
<p>For 25 years Immo Demo has been an independent estate agency in the heart of Brussels. We sell and let houses, flats and commercial premises in Brussels, Flemish Brabant and Walloon Brabant.</p>
<p>Our team is licensed by the Professional Institute of Real Estate Agents (BIV-IPI) and works with one contact person per file: you always know who looks after your property.</p>`,
};

const METHOD_CONTENT: Localized = {
  nl: `<h1>Onze werkwijze</h1>
<ol><li>Gratis schatting ter plaatse, met een marktanalyse van vergelijkbare verkopen.</li><li>Professionele foto's, plannen en een virtuele rondleiding.</li><li>Publicatie op onze website en de grote vastgoedportalen.</li><li>Bezoeken met geselecteerde kandidaten en wekelijkse rapportering in uw extranet.</li><li>Begeleiding tot bij de notaris.</li></ol>`,
  fr: `<h1>Notre méthode</h1>
<ol><li>Estimation gratuite sur place, avec une analyse des ventes comparables.</li><li>Photos professionnelles, plans et visite virtuelle.</li><li>Publication sur notre site et sur les grands portails immobiliers.</li><li>Visites avec des candidats sélectionnés et rapport hebdomadaire dans votre extranet.</li><li>Accompagnement jusqu'à l'acte chez le notaire.</li></ol>`,
  en: `<h1>How we work</h1>
<ol><li>A free valuation on site, with an analysis of comparable sales.</li><li>Professional photos, floor plans and a virtual tour.</li><li>Publication on our website and the major property portals.</li><li>Viewings with screened candidates and weekly reports in your extranet.</li><li>Guidance all the way to the notary.</li></ol>`,
};

/** The navigation: pages of the route table, service articles under Services, an About page, and drafts that must not show. */
export const MENU_SEED: MenuSeed[] = [
  entry(1, null, 'home', 'home', 1, {
    title: { nl: 'Home', fr: 'Accueil', en: 'Home' },
    description: {
      nl: 'Uw vastgoedkantoor in Brussel',
      fr: 'Votre agence immobilière à Bruxelles',
      en: 'Your estate agent in Brussels',
    },
    summary: {
      nl: 'Huizen en appartementen te koop en te huur in Brussel en omgeving. Gratis schatting van uw woning.',
      fr: 'Maisons et appartements à vendre et à louer à Bruxelles et environs. Estimation gratuite de votre bien.',
      en: 'Houses and flats for sale and to let in and around Brussels. Free valuation of your home.',
    },
    routeKey: 'home',
    modules: [MODULE_IDS.latestOffers, MODULE_IDS.testimonials],
  }),
  entry(2, null, 'for sale', 'te-koop', 2, {
    title: { nl: 'Te koop', fr: 'À vendre', en: 'For sale' },
    summary: {
      nl: 'Ons volledige aanbod huizen, appartementen en gronden te koop.',
      fr: 'Toute notre offre de maisons, appartements et terrains à vendre.',
      en: 'All our houses, flats and plots for sale.',
    },
    routeKey: 'for-sale',
    modules: [MODULE_IDS.saleList],
  }),
  entry(3, null, 'for rent', 'te-huur', 3, {
    title: { nl: 'Te huur', fr: 'À louer', en: 'For rent' },
    summary: {
      nl: 'Woningen, appartementen en kantoren te huur.',
      fr: 'Maisons, appartements et bureaux à louer.',
      en: 'Houses, flats and offices to let.',
    },
    routeKey: 'for-rent',
    modules: [MODULE_IDS.rentList],
  }),
  // After "for rent" (same sort, higher id). Its own path is not /projecten/: that one is the draft's below.
  entry(17, null, 'projects', 'nieuwbouw', 3, {
    title: { nl: 'Projecten', fr: 'Projets', en: 'Projects' },
    summary: {
      nl: 'Nieuwbouwappartementen in onze lopende projecten.',
      fr: 'Appartements neufs dans nos projets en cours.',
      en: 'New-build flats in our current projects.',
    },
    routeKey: 'projects',
  }),
  entry(4, null, 'services', 'diensten', 4, {
    title: { nl: 'Diensten', fr: 'Services', en: 'Services' },
    summary: {
      nl: 'Verkoop, verhuur, schatting en rentmeesterschap.',
      fr: 'Vente, location, estimation et gestion locative.',
      en: 'Sales, lettings, valuations and rental management.',
    },
    routeKey: 'services',
    modules: [MODULE_IDS.services],
    hasSubMenu: true,
  }),
  entry(5, 4, 'service: sale', 'verkoop', 1, {
    title: { nl: 'Verkopen', fr: 'Vendre', en: 'Selling' },
    serviceTopic: 'sale',
  }),
  entry(6, 4, 'service: rental', 'verhuur', 2, {
    title: { nl: 'Verhuren', fr: 'Louer', en: 'Letting' },
    serviceTopic: 'rental',
  }),
  entry(7, 4, 'service: valuation', 'schatting', 3, {
    title: { nl: 'Schatting', fr: 'Estimation', en: 'Valuation' },
    serviceTopic: 'valuation',
  }),
  entry(8, 4, 'service: rental management', 'rentmeesterschap', 4, {
    title: { nl: 'Rentmeesterschap', fr: 'Gestion locative', en: 'Rental management' },
    serviceTopic: 'rental-management',
  }),
  entry(
    9,
    4,
    'service: home staging (draft)',
    'home-staging',
    5,
    { title: { nl: 'Home staging', fr: 'Home staging', en: 'Home staging' }, serviceTopic: 'home-staging' },
    'Draft',
  ),
  entry(10, null, 'about', 'over-ons', 5, {
    title: { nl: 'Over ons', fr: 'À propos', en: 'About us' },
    slugs: { fr: 'a-propos', en: 'about-us' },
    summary: {
      nl: 'Wie wij zijn en hoe wij werken.',
      fr: 'Qui nous sommes et comment nous travaillons.',
      en: 'Who we are and how we work.',
    },
    content: ABOUT_CONTENT,
    hasSubMenu: true,
  }),
  entry(11, 10, 'about: method', 'werkwijze', 1, {
    title: { nl: 'Onze werkwijze', fr: 'Notre méthode', en: 'How we work' },
    slugs: { fr: 'notre-methode', en: 'how-we-work' },
    summary: {
      nl: 'Van schatting tot notaris in vijf stappen.',
      fr: "De l'estimation à l'acte en cinq étapes.",
      en: 'From valuation to notary in five steps.',
    },
    content: METHOD_CONTENT,
  }),
  entry(12, null, 'team', 'team', 6, {
    title: { nl: 'Team', fr: 'Équipe', en: 'Team' },
    summary: {
      nl: 'Maak kennis met onze makelaars.',
      fr: 'Faites connaissance avec nos agents.',
      en: 'Meet our agents.',
    },
    routeKey: 'team',
    modules: [MODULE_IDS.team],
  }),
  entry(13, null, 'faq', 'faq', 7, {
    title: { nl: 'FAQ', fr: 'FAQ', en: 'FAQ' },
    summary: {
      nl: 'Antwoorden op de vragen die wij het vaakst krijgen.',
      fr: 'Les réponses aux questions les plus fréquentes.',
      en: 'Answers to the questions we are asked most.',
    },
    routeKey: 'faq',
  }),
  entry(14, null, 'contact', 'contact', 8, {
    title: { nl: 'Contact', fr: 'Contact', en: 'Contact' },
    summary: {
      nl: 'Bel, mail of kom langs op ons kantoor in Brussel.',
      fr: 'Appelez, écrivez-nous ou passez à notre bureau à Bruxelles.',
      en: 'Call, e-mail or visit our Brussels office.',
    },
    routeKey: 'contact',
    modules: [MODULE_IDS.contact],
  }),
  // Drafts: neither the entry nor its (published) child may show.
  entry(
    15,
    null,
    'projects (draft)',
    'projecten',
    9,
    {
      title: { nl: 'Nieuwbouw', fr: 'Projets neufs', en: 'New builds' },
      modules: [MODULE_IDS.projects],
      hasSubMenu: true,
    },
    'Draft',
  ),
  entry(16, 15, 'projects: current', 'lopende-projecten', 1, {
    title: { nl: 'Lopende projecten', fr: 'Projets en cours', en: 'Current projects' },
  }),
];
