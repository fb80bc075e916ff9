import type { Localized } from '../../core/localized';
import type { BreadcrumbStep, Route, RouteType } from '../../content/route.entity';

export type RouteSeed = Omit<Route, 'id'>;

const HOME: Localized = { nl: 'Home', fr: 'Accueil', en: 'Home', de: 'Startseite' };
const BUYERS_AREA: Localized = {
  nl: 'Mijn zoektocht',
  fr: 'Ma recherche',
  en: 'My search',
  de: 'Meine Suche',
};
const COMPARE: Localized = { nl: 'Vergelijken', fr: 'Comparer', en: 'Compare', de: 'Vergleichen' };

/** A page with paths per language; its breadcrumb is Home › name (home itself: just Home). */
function page(
  key: string,
  type: RouteType,
  original: string,
  paths: Required<Route['paths']>,
  name: Localized,
): RouteSeed {
  const breadcrumbs: BreadcrumbStep[] =
    key === 'home' ? [{ name: HOME }] : [{ name: HOME, routeKey: 'home' }, { name }];
  return { key, type, original, paths, breadcrumbs, external: false, enabled: true };
}

/** The same path segment in every language: /{lang}/{segment}/. */
const everyLanguage = (segment: string) => ({
  nl: `/nl/${segment}/`,
  fr: `/fr/${segment}/`,
  en: `/en/${segment}/`,
  de: `/de/${segment}/`,
});

const THANK_YOU_PAGES: { page: string; name: Localized }[] = [
  {
    page: 'contact-me',
    name: {
      nl: 'Bedankt voor uw bericht',
      fr: 'Merci pour votre message',
      en: 'Thank you for your message',
      de: 'Danke für Ihre Nachricht',
    },
  },
  {
    page: 'contact-appointment',
    name: {
      nl: 'Bedankt voor uw afspraak',
      fr: 'Merci pour votre rendez-vous',
      en: 'Thank you for your appointment',
      de: 'Danke für Ihren Termin',
    },
  },
  {
    page: 'contact-construction',
    name: {
      nl: 'Bedankt voor uw interesse in nieuwbouw',
      fr: 'Merci pour votre intérêt pour le neuf',
      en: 'Thank you for your interest in new builds',
      de: 'Danke für Ihr Interesse an Neubauten',
    },
  },
  {
    page: 'contact-demand',
    name: {
      nl: 'Bedankt voor uw schattingsaanvraag',
      fr: "Merci pour votre demande d'estimation",
      en: 'Thank you for your valuation request',
      de: 'Danke für Ihre Bewertungsanfrage',
    },
  },
  {
    page: 'demand-register',
    name: {
      nl: 'Bedankt voor uw zoekopdracht',
      fr: 'Merci pour votre recherche',
      en: 'Thank you for your search request',
      de: 'Danke für Ihren Suchauftrag',
    },
  },
  {
    page: 'send-to-friend',
    name: {
      nl: 'Uw bericht is verstuurd',
      fr: 'Votre message a été envoyé',
      en: 'Your message has been sent',
      de: 'Ihre Nachricht wurde gesendet',
    },
  },
  {
    page: 'site-contact',
    name: {
      nl: 'Bedankt voor uw bericht',
      fr: 'Merci pour votre message',
      en: 'Thank you for your message',
      de: 'Danke für Ihre Nachricht',
    },
  },
  {
    page: 'sign-newsletter',
    name: {
      nl: 'Bedankt voor uw inschrijving',
      fr: 'Merci pour votre inscription',
      en: 'Thank you for subscribing',
      de: 'Danke für Ihre Anmeldung',
    },
  },
  {
    page: 'offer',
    name: {
      nl: 'Bedankt voor uw bod',
      fr: 'Merci pour votre offre',
      en: 'Thank you for your offer',
      de: 'Danke für Ihr Angebot',
    },
  },
  {
    page: 'rent-application',
    name: {
      nl: 'Bedankt voor uw huuraanvraag',
      fr: 'Merci pour votre candidature locative',
      en: 'Thank you for your rental application',
      de: 'Danke für Ihre Mietbewerbung',
    },
  },
  {
    page: 'testimonial',
    name: {
      nl: 'Bedankt voor uw getuigenis',
      fr: 'Merci pour votre témoignage',
      en: 'Thank you for your testimonial',
      de: 'Danke für Ihren Erfahrungsbericht',
    },
  },
  {
    page: 'job-application',
    name: {
      nl: 'Bedankt voor uw sollicitatie',
      fr: 'Merci pour votre candidature',
      en: 'Thank you for your application',
      de: 'Danke für Ihre Bewerbung',
    },
  },
  { page: 'testing', name: { nl: 'Testpagina', fr: 'Page de test', en: 'Test page', de: 'Testseite' } },
];

/** Every fixed page of the site with its exact nl/fr/en paths (de is prepared but not in use). */
export const ROUTE_SEED: RouteSeed[] = [
  page('home', 'page', '/', { nl: '/nl/', fr: '/fr/', en: '/en/', de: '/de/' }, HOME),
  page(
    'for-sale',
    'page',
    '/sale/',
    { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' },
    { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' },
  ),
  page(
    'for-rent',
    'page',
    '/rent/',
    { nl: '/nl/te-huur/', fr: '/fr/a-louer/', en: '/en/for-rent/', de: '/de/zu-vermieten/' },
    { nl: 'Te huur', fr: 'À louer', en: 'For rent', de: 'Zu vermieten' },
  ),
  // New-build projects; each project's page is /{lang}/{segment}/{city}/{slug}/{id}/ (the catalog's paths).
  page(
    'projects',
    'page',
    '/projects/',
    { nl: '/nl/projecten/', fr: '/fr/projets/', en: '/en/projects/', de: '/de/projekte/' },
    { nl: 'Projecten', fr: 'Projets', en: 'Projects', de: 'Projekte' },
  ),
  page(
    'services',
    'page',
    '/services/',
    { nl: '/nl/diensten/', fr: '/fr/services/', en: '/en/services/', de: '/de/dienstleistungen/' },
    { nl: 'Diensten', fr: 'Services', en: 'Services', de: 'Dienstleistungen' },
  ),
  page(
    'contact',
    'page',
    '/contact/',
    { nl: '/nl/contact/', fr: '/fr/contact/', en: '/en/contact/', de: '/de/kontakt/' },
    { nl: 'Contact', fr: 'Contact', en: 'Contact', de: 'Kontakt' },
  ),
  page('faq', 'page', '/faq/', everyLanguage('faq'), {
    nl: 'Veelgestelde vragen',
    fr: 'Questions fréquentes',
    en: 'Frequently asked questions',
    de: 'Häufige Fragen',
  }),
  page(
    'team',
    'page',
    '/team/',
    { nl: '/nl/team/', fr: '/fr/equipe/', en: '/en/team/', de: '/de/team/' },
    { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team', de: 'Unser Team' },
  ),
  page(
    'keep-me-informed',
    'page',
    '/demand-register/',
    {
      nl: '/nl/hou-me-op-de-hoogte/',
      fr: '/fr/je-recherche/',
      en: '/en/keep-me-informed/',
      de: '/de/auf-dem-laufenden-bleiben/',
    },
    {
      nl: 'Hou me op de hoogte',
      fr: 'Je recherche',
      en: 'Keep me informed',
      de: 'Auf dem Laufenden bleiben',
    },
  ),
  // The agency's addresses, kept as they are: the en path is Dutch, the fr one has an apostrophe.
  page(
    'valuation-request',
    'page',
    '/valuation-request/',
    {
      nl: '/nl/schattingsaanvraag/',
      fr: "/fr/rendez-vous-d'estimation/",
      en: '/en/schattingsaanvraag/',
      de: '/de/bewertungsanfrage/',
    },
    {
      nl: 'Schattingsaanvraag',
      fr: "Rendez-vous d'estimation",
      en: 'Valuation appointment',
      de: 'Bewertungsanfrage',
    },
  ),
  page('login', 'login', '/login/', everyLanguage('login'), {
    nl: 'Eigenaars login',
    fr: 'Connexion propriétaires',
    en: 'Owner login',
    de: 'Eigentümer-Login',
  }),
  // The owners' portal behind the login: their listings and each one's statistics (?property=id).
  page(
    'owner-portal',
    'login',
    '/owners/',
    { nl: '/nl/eigenaars/', fr: '/fr/proprietaires/', en: '/en/owners/', de: '/de/eigentuemer/' },
    { nl: 'Mijn panden', fr: 'Mes biens', en: 'My properties', de: 'Meine Immobilien' },
  ),
  // The buyers' area: favourites, saved searches and watched listings, with or without a login.
  // Personal pages, like the owners': never in the sitemap, never indexed.
  page(
    'buyers-area',
    'login',
    '/my-search/',
    { nl: '/nl/mijn-zoektocht/', fr: '/fr/ma-recherche/', en: '/en/my-search/', de: '/de/meine-suche/' },
    BUYERS_AREA,
  ),
  // Up to four favourites side by side (?ids=), below the area in the breadcrumb.
  {
    ...page(
      'compare',
      'login',
      '/my-search/compare/',
      {
        nl: '/nl/mijn-zoektocht/vergelijken/',
        fr: '/fr/ma-recherche/comparer/',
        en: '/en/my-search/compare/',
        de: '/de/meine-suche/vergleichen/',
      },
      COMPARE,
    ),
    breadcrumbs: [
      { name: HOME, routeKey: 'home' },
      { name: BUYERS_AREA, routeKey: 'buyers-area' },
      { name: COMPARE },
    ],
  },
  page('disclaimer', 'article', '/disclaimer/', everyLanguage('disclaimer'), {
    nl: 'Disclaimer',
    fr: 'Clause de non-responsabilité',
    en: 'Disclaimer',
    de: 'Haftungsausschluss',
  }),
  page('cookie-policy', 'article', '/cookie-policy/', everyLanguage('cookie-policy'), {
    nl: 'Cookiebeleid',
    fr: 'Politique en matière de cookies',
    en: 'Cookie policy',
    de: 'Cookie-Richtlinie',
  }),
  page('privacy-statement', 'article', '/privacy-statement/', everyLanguage('privacy-statement'), {
    nl: 'Privacyverklaring',
    fr: 'Déclaration de confidentialité',
    en: 'Privacy statement',
    de: 'Datenschutzerklärung',
  }),
  // Free valuation: one path for every language, served only when the menu flag allows it.
  page(
    'contact-demand',
    'page',
    '/contact-demand/',
    { nl: '/contact-demand/', fr: '/contact-demand/', en: '/contact-demand/', de: '/contact-demand/' },
    { nl: 'Gratis schatting', fr: 'Estimation gratuite', en: 'Free valuation', de: 'Kostenlose Bewertung' },
  ),
  // The testimonial form; linked from the home slider and every testimonial page.
  page(
    'leave-testimonial',
    'page',
    '/leave-testimonial/',
    {
      nl: '/nl/uw-getuigenis/',
      fr: '/fr/votre-temoignage/',
      en: '/en/leave-a-testimonial/',
      de: '/de/erfahrungsbericht-schreiben/',
    },
    {
      nl: 'Laat een getuigenis achter',
      fr: 'Laisser un témoignage',
      en: 'Leave a testimonial',
      de: 'Erfahrungsbericht schreiben',
    },
  ),
  ...THANK_YOU_PAGES.map(({ page: p, name }) =>
    page(
      `thank-you/${p}`,
      'feedback',
      `/thank-you/${p}/`,
      { nl: `/nl/bedankt/${p}/`, fr: `/fr/merci/${p}/`, en: `/en/thank-you/${p}/`, de: `/de/danke/${p}/` },
      name,
    ),
  ),
];
