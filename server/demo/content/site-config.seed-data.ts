import type { SiteConfigData } from '../../content/site-config.entity';
import { LOGO_HEIGHT, LOGO_WIDTH } from '../../web/brand/brand';

/** The demo agency's configuration. The tracking ids are placeholders so consent has something to gate. */
export const SITE_CONFIG_SEED: SiteConfigData = {
  search: {
    showSearchInput: true,
    showSearchButton: true,
    showSearchCount: true,
    showCountProperty: true,
    logoUrl: '/media/demo/logo-white.svg',
    title: {
      nl: 'Vind uw nieuwe thuis in Brussel',
      fr: 'Trouvez votre nouveau chez-vous à Bruxelles',
      en: 'Find your new home in Brussels',
    },
    description: {
      nl: 'Zoek op gemeente, postcode, type of referentie.',
      fr: 'Cherchez par commune, code postal, type ou référence.',
      en: 'Search by town, postcode, type or reference.',
    },
  },
  banner: {
    type: 'gallery',
    image: '/media/demo/banner/brussels-1.jpg',
    gallery: [
      '/media/demo/banner/brussels-1.jpg',
      '/media/demo/banner/brussels-2.jpg',
      '/media/demo/banner/brussels-3.jpg',
    ],
    video: null,
    title: {
      nl: 'Immo Demo, uw makelaar in Brussel',
      fr: 'Immo Demo, votre agence à Bruxelles',
      en: 'Immo Demo, your Brussels estate agent',
    },
    description: {
      nl: 'Al 25 jaar verkopen en verhuren wij woningen in Brussel en omgeving.',
      fr: 'Depuis 25 ans, nous vendons et louons des biens à Bruxelles et environs.',
      en: 'For 25 years we have been selling and letting homes in and around Brussels.',
    },
  },
  siteInfo: {
    analyticsId: 'G-DEMO0000',
    adsId: 'AW-DEMO0000',
    tagManagerId: 'GTM-DEMO000',
    pixelId: '000000000000000',
  },
  topBar: {
    show: true,
    left: [
      {
        status: 'Published',
        label: { nl: '022 34 56 78', fr: '022 34 56 78', en: '+32 22 34 56 78' },
        link: 'tel:+3222345678',
        icon: 'phone',
        colour: null,
      },
      {
        status: 'Published',
        label: { nl: 'info@immo-demo.be', fr: 'info@immo-demo.be', en: 'info@immo-demo.be' },
        link: 'mailto:info@immo-demo.be',
        icon: 'mail',
        colour: null,
      },
    ],
    right: [
      {
        status: 'Published',
        label: { nl: 'Gratis schatting', fr: 'Estimation gratuite', en: 'Free valuation' },
        link: '/contact-demand/',
        icon: 'home',
        colour: '#c8a04a',
      },
      {
        status: 'Published',
        label: { nl: 'Eigenaars login', fr: 'Connexion propriétaires', en: 'Owner login' },
        link: '/nl/login/',
        icon: 'user',
        colour: null,
      },
      {
        status: 'Draft',
        label: { nl: 'Vacatures', fr: 'Emplois', en: 'Jobs' },
        link: '/nl/jobs/',
        icon: 'briefcase',
        colour: null,
      },
    ],
  },
  header: {
    logoUrl: '/media/demo/logo.svg',
    logoPosition: 'left',
    menuPosition: 'center',
    languageSwitcherPosition: 'right',
    hideLogoOnHomeTop: true,
  },
  footer: {
    columns: [
      {
        title: { nl: 'Immo Demo', fr: 'Immo Demo', en: 'Immo Demo' },
        intro: {
          nl: 'Uw vastgoedkantoor in Brussel sinds 2000.',
          fr: 'Votre agence immobilière à Bruxelles depuis 2000.',
          en: 'Your Brussels estate agent since 2000.',
        },
        fullText: {
          nl: '<p>Rue de la Loi 42<br>1000 Brussel<br>022 34 56 78<br>info@immo-demo.be</p><p>BIV 500.000 – BTW BE 0123.456.789</p>',
          fr: '<p>Rue de la Loi 42<br>1000 Bruxelles<br>022 34 56 78<br>info@immo-demo.be</p><p>IPI 500.000 – TVA BE 0123.456.789</p>',
          en: '<p>Rue de la Loi 42<br>1000 Brussels<br>+32 22 34 56 78<br>info@immo-demo.be</p><p>BIV-IPI 500.000 – VAT BE 0123.456.789</p>',
        },
        images: ['/media/demo/logo-white.svg'],
        public: true,
        widths: { sm: 12, md: 4, lg: 4 },
      },
      {
        title: { nl: 'Openingsuren', fr: "Heures d'ouverture", en: 'Opening hours' },
        intro: {
          nl: 'Ook op afspraak buiten de kantooruren.',
          fr: 'Aussi sur rendez-vous en dehors des heures de bureau.',
          en: 'Also by appointment outside office hours.',
        },
        fullText: {},
        images: [],
        public: true,
        widths: { sm: 12, md: 4, lg: 4 },
        openingHours: true,
      },
      {
        title: { nl: 'Erkend en verzekerd', fr: 'Agréé et assuré', en: 'Licensed and insured' },
        intro: {
          nl: 'Lid van het Beroepsinstituut van Vastgoedmakelaars.',
          fr: 'Membre de l’Institut professionnel des agents immobiliers.',
          en: 'Member of the Professional Institute of Real Estate Agents.',
        },
        fullText: {
          nl: '<p>Onderworpen aan de deontologische code van het BIV. Beroepsaansprakelijkheid en borgtocht via AXA Belgium.</p>',
          fr: "<p>Soumis au code de déontologie de l'IPI. Responsabilité civile professionnelle et cautionnement via AXA Belgium.</p>",
          en: '<p>Bound by the BIV-IPI code of ethics. Professional liability and guarantee insurance with AXA Belgium.</p>',
        },
        images: ['/media/demo/biv-ipi.png'],
        public: true,
        widths: { sm: 12, md: 4, lg: 4 },
      },
    ],
    copyright: {
      nl: '© {year} Immo Demo. Alle rechten voorbehouden.',
      fr: '© {year} Immo Demo. Tous droits réservés.',
      en: '© {year} Immo Demo. All rights reserved.',
    },
  },
  agency: {
    name: 'Immo Demo',
    email: 'info@immo-demo.be',
    phone: '022345678',
    street: 'Rue de la Loi 42',
    zip: '1000',
    city: { nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel' },
    vat: 'BE0123456789',
    biv: '500.000',
    openingHours: [
      { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], opens: '09:00', closes: '18:00' },
      { days: ['saturday'], opens: '10:00', closes: '13:00' },
    ],
    sameAs: [
      'https://www.facebook.com/immodemo.be',
      'https://www.instagram.com/immodemo.be',
      'https://www.linkedin.com/company/immo-demo-brussels',
    ],
  },
  mail: {
    logo: { url: '/media/demo/logo-mail.png', width: LOGO_WIDTH, height: LOGO_HEIGHT },
    primaryColour: '#14213a',
    accentColour: '#9a7433',
  },
  marketingStats: {
    yearsOfExperience: 25,
    clients: 4000,
    soldWithinTwoWeeksPercent: 62,
    monthlyVisitors: 30000,
  },
  menuFlags: { contactDemandEnabled: true },
  defaultItemsPerRow: 4,
  homeLatestMax: 4,
  testimonialsMax: 20,
  servicesMax: 12,
  youtubeThumbnailQuality: 'high',
};
