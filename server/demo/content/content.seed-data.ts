import type { FaqItem } from '../../content/faq-item.entity';
import type { Language } from '../../content/language.entity';
import type { TeamMember } from '../../content/team-member.entity';
import type { Testimonial } from '../../content/testimonial.entity';

/** nl, fr and en are shown; de is prepared (route paths) but not in use. */
export const LANGUAGE_SEED: Language[] = [
  { code: 'nl', use: true, sort: 1 },
  { code: 'fr', use: true, sort: 2 },
  { code: 'en', use: true, sort: 3 },
  { code: 'de', use: false, sort: 4 },
];

// Seeded testimonials come from no form submission.
export type TestimonialSeed = Omit<Testimonial, 'id' | 'submissionId' | 'submission'>;

function testimonial(
  slug: string,
  name: string,
  lang: string,
  date: string,
  comment: string,
  extra: Partial<TestimonialSeed> = {},
): TestimonialSeed {
  return {
    slug,
    name,
    comment,
    lang,
    website: null,
    imageUrl: null,
    date,
    postedBy: name,
    published: true,
    createdAt: new Date(`${date}T10:00:00.000Z`),
    ...extra,
  };
}

/** Eight published reviews in the language their author wrote them, and one awaiting moderation. */
export const TESTIMONIAL_SEED: TestimonialSeed[] = [
  testimonial(
    'sophie-peeters-waterloo',
    'Sophie Peeters',
    'nl',
    '2025-03-14',
    'Onze woning in Waterloo was binnen tien dagen verkocht, boven de vraagprijs. Heel duidelijke communicatie en altijd bereikbaar, ook op zaterdag.',
    { imageUrl: '/media/demo/testimonials/sophie-peeters.jpg' },
  ),
  testimonial(
    'marc-dubois-uccle',
    'Marc Dubois',
    'fr',
    '2025-02-27',
    "Estimation réaliste, photos superbes et un suivi irréprochable via l'extranet. Notre appartement à Uccle a trouvé acquéreur en deux semaines.",
  ),
  testimonial(
    'emma-clarke-ixelles',
    'Emma Clarke',
    'en',
    '2025-02-03',
    'Moving to Brussels for work, we had no idea how renting worked here. The team explained everything, from the deposit to the inventory, and found us a lovely flat in Ixelles.',
    { website: 'https://www.example.org/emma-clarke' },
  ),
  testimonial(
    'jan-en-lies-vermeulen',
    'Jan en Lies Vermeulen',
    'nl',
    '2024-12-11',
    'Wij verhuren drie appartementen via het rentmeesterschap. Huur op tijd, herstellingen snel geregeld en een duidelijk overzicht elk kwartaal.',
  ),
  testimonial(
    'nathalie-lambert-auderghem',
    'Nathalie Lambert',
    'fr',
    '2024-11-20',
    'Le home staging a complètement changé la perception de notre maison à Auderghem. Plusieurs offres dès le premier week-end de visites !',
  ),
  testimonial(
    'thomas-muller-etterbeek',
    'Thomas Müller',
    'en',
    '2024-10-08',
    'Professional from start to finish. Every offer was checked before it reached us, so there were no surprises at the notary.',
  ),
  testimonial(
    'karim-el-amrani-forest',
    'Karim El Amrani',
    'fr',
    '2024-09-17',
    "Agence à l'écoute, honnête sur le prix et très réactive. Je recommande sans hésiter pour une première mise en location.",
  ),
  testimonial(
    'an-de-smet-elsene',
    'An De Smet',
    'nl',
    '2024-08-29',
    'Gratis schatting gevraagd zonder verkoopplannen. Een grondig verslag gekregen en een jaar later met hen verkocht. Top service.',
  ),
  testimonial(
    'pending-review',
    'Pieter Janssens',
    'nl',
    '2025-04-02',
    'Nog te modereren: deze getuigenis is niet gepubliceerd.',
    { published: false },
  ),
];

/** The team, with fixed ids so reseeding updates them in place. */
export const TEAM_MEMBER_SEED: TeamMember[] = [
  {
    id: 1,
    firstName: 'Claire',
    lastName: 'Van den Broeck',
    jobTitle: {
      nl: 'Zaakvoerder – erkend vastgoedmakelaar',
      fr: 'Gérante – agente immobilière agréée',
      en: 'Managing director – licensed estate agent',
      de: 'Geschäftsführerin – zugelassene Immobilienmaklerin',
    },
    bio: {
      nl: '<p>Claire richtte Immo Demo 25 jaar geleden op. Zij volgt persoonlijk de schattingen en de verkoop van uitzonderlijke panden op.</p>',
      fr: "<p>Claire a fondé Immo Demo il y a 25 ans. Elle suit personnellement les estimations et la vente des biens d'exception.</p>",
      en: '<p>Claire founded Immo Demo 25 years ago. She personally handles valuations and the sale of exceptional properties.</p>',
    },
    email: 'claire@immo-demo.be',
    phone: '0470123456',
    photoUrl: '/media/demo/team/claire.jpg',
    sort: 1,
  },
  {
    id: 2,
    firstName: 'Julien',
    lastName: 'Moreau',
    jobTitle: {
      nl: 'Vastgoedmakelaar verkoop',
      fr: 'Agent immobilier vente',
      en: 'Sales agent',
      de: 'Immobilienmakler Verkauf',
    },
    bio: {
      nl: '<p>Julien kent de Brusselse zuidrand als geen ander: Ukkel, Vorst, Sint-Genesius-Rode en Waterloo.</p>',
      fr: '<p>Julien connaît le sud de Bruxelles comme personne : Uccle, Forest, Rhode-Saint-Genèse et Waterloo.</p>',
      en: '<p>Julien knows the south of Brussels like no one else: Uccle, Forest, Rhode-Saint-Genèse and Waterloo.</p>',
    },
    email: 'julien@immo-demo.be',
    phone: '0471234567',
    photoUrl: '/media/demo/team/julien.jpg',
    sort: 2,
  },
  {
    id: 3,
    firstName: 'Eline',
    lastName: 'Claes',
    jobTitle: {
      nl: 'Vastgoedmakelaar verhuur',
      fr: 'Agente immobilière location',
      en: 'Lettings agent',
      de: 'Immobilienmaklerin Vermietung',
    },
    bio: {
      nl: '<p>Eline zoekt de juiste huurder voor elk pand en begeleidt expats bij hun eerste huurcontract in België.</p>',
      fr: '<p>Eline trouve le bon locataire pour chaque bien et accompagne les expatriés dans leur premier bail en Belgique.</p>',
      en: '<p>Eline finds the right tenant for every property and helps expats through their first lease in Belgium.</p>',
    },
    email: 'eline@immo-demo.be',
    phone: '0472345678',
    photoUrl: '/media/demo/team/eline.jpg',
    sort: 3,
  },
  {
    id: 4,
    firstName: 'Mehdi',
    lastName: 'Benali',
    jobTitle: { nl: 'Rentmeester', fr: 'Gestionnaire locatif', en: 'Property manager', de: 'Hausverwalter' },
    bio: {
      nl: '<p>Mehdi beheert meer dan 300 verhuurde panden en is het aanspreekpunt voor huurders en eigenaars.</p>',
      fr: '<p>Mehdi gère plus de 300 biens loués et est l’interlocuteur des locataires comme des propriétaires.</p>',
      en: '<p>Mehdi manages more than 300 let properties and is the point of contact for tenants and landlords alike.</p>',
    },
    email: 'mehdi@immo-demo.be',
    phone: '0473456789',
    photoUrl: '/media/demo/team/mehdi.jpg',
    sort: 4,
  },
  {
    id: 5,
    firstName: 'Sarah',
    lastName: 'Wouters',
    jobTitle: {
      nl: 'Home stager en fotografe',
      fr: 'Home stager et photographe',
      en: 'Home stager and photographer',
      de: 'Home-Stagerin und Fotografin',
    },
    bio: {
      nl: '<p>Sarah zorgt ervoor dat elk pand er op foto en tijdens het bezoek op zijn best uitziet.</p>',
      fr: '<p>Sarah veille à ce que chaque bien se présente sous son meilleur jour, en photo comme en visite.</p>',
      en: '<p>Sarah makes sure every property looks its best, in photos and at viewings.</p>',
    },
    email: 'sarah@immo-demo.be',
    phone: '0474567890',
    photoUrl: '/media/demo/team/sarah.jpg',
    sort: 5,
  },
  {
    id: 6,
    firstName: 'Olivier',
    lastName: 'Jacobs',
    jobTitle: {
      nl: 'Administratie en notarisdossiers',
      fr: 'Administration et dossiers notariaux',
      en: 'Administration and conveyancing files',
      de: 'Verwaltung und Notarakten',
    },
    bio: {
      nl: '<p>Olivier verzamelt alle attesten en volgt elk dossier op tot de akte bij de notaris.</p>',
      fr: "<p>Olivier rassemble toutes les attestations et suit chaque dossier jusqu'à l'acte chez le notaire.</p>",
      en: "<p>Olivier gathers every certificate and follows each file through to the deed at the notary's.</p>",
    },
    email: 'olivier@immo-demo.be',
    phone: '022345678',
    photoUrl: '/media/demo/team/olivier.jpg',
    sort: 6,
  },
];

export const FAQ_SEED: FaqItem[] = [
  {
    id: 1,
    sort: 1,
    question: {
      nl: 'Wat kost een schatting?',
      fr: 'Combien coûte une estimation ?',
      en: 'How much does a valuation cost?',
    },
    answer: {
      nl: '<p>Niets. Onze schatting is gratis en vrijblijvend, ook als u nog geen concrete verkoopplannen hebt.</p>',
      fr: "<p>Rien. Notre estimation est gratuite et sans engagement, même si vous n'avez pas encore de projet de vente concret.</p>",
      en: '<p>Nothing. Our valuation is free and without obligation, even if you have no firm plans to sell yet.</p>',
    },
  },
  {
    id: 2,
    sort: 2,
    question: {
      nl: 'Welke attesten heb ik nodig om te verkopen?',
      fr: 'Quelles attestations faut-il pour vendre ?',
      en: 'Which certificates do I need to sell?',
    },
    answer: {
      nl: '<p>Onder meer een EPC, een keuring van de elektrische installatie, een bodemattest en stedenbouwkundige inlichtingen; in Vlaanderen ook een asbestattest voor woningen van vóór 2001. Wij vragen ze voor u aan.</p>',
      fr: '<p>Notamment un certificat PEB, un contrôle de l’installation électrique, une attestation du sol et des renseignements urbanistiques ; en Flandre aussi une attestation amiante pour les biens antérieurs à 2001. Nous les demandons pour vous.</p>',
      en: '<p>Among others an EPC, an electrical inspection report, a soil certificate and planning information; in Flanders also an asbestos certificate for homes built before 2001. We request them for you.</p>',
    },
  },
  {
    id: 3,
    sort: 3,
    question: {
      nl: 'Hoe hoog is de huurwaarborg?',
      fr: 'À combien s’élève la garantie locative ?',
      en: 'How much is the rental deposit?',
    },
    answer: {
      nl: '<p>Wij vragen een huurwaarborg van drie maanden huur, te storten op een geblokkeerde rekening op naam van de huurder.</p>',
      fr: '<p>Nous demandons une garantie de trois mois de loyer, versée sur un compte bloqué au nom du locataire.</p>',
      en: '<p>We ask for a deposit of three months’ rent, paid into a blocked account in the tenant’s name.</p>',
    },
  },
  {
    id: 4,
    sort: 4,
    question: {
      nl: 'Wat moet ik betalen bij de ondertekening van een huurcontract?',
      fr: 'Que faut-il payer à la signature du bail ?',
      en: 'What do I pay when signing a lease?',
    },
    answer: {
      nl: '<p>De eerste maand huur en lasten, uw deel van de kosten van de plaatsbeschrijving en de huurwaarborg van drie maanden.</p>',
      fr: '<p>Le premier mois de loyer et de charges, votre part des frais d’état des lieux et la garantie locative de trois mois.</p>',
      en: '<p>The first month’s rent and charges, your share of the inventory cost and the three-month deposit.</p>',
    },
  },
  {
    id: 5,
    sort: 5,
    question: {
      nl: 'Is een bod bindend?',
      fr: 'Une offre est-elle engageante ?',
      en: 'Is an offer binding?',
    },
    answer: {
      nl: '<p>Ja. Een schriftelijk bod is onherroepelijk tijdens de termijn die erin staat. Aanvaarden de verkopers het, dan is de verkoop gesloten. De koper betaalt dan een voorschot van 10% van de prijs op de derdenrekening van de makelaar.</p>',
      fr: '<p>Oui. Une offre écrite est irrévocable pendant le délai qu’elle mentionne. Son acceptation par les vendeurs conclut la vente. L’acheteur verse alors un acompte de 10 % du prix sur le compte de tiers de l’agent.</p>',
      en: '<p>Yes. A written offer is irrevocable for the period it states. Once the sellers accept it, the sale is concluded. The buyer then pays a 10% advance on the price into the agent’s third-party account.</p>',
    },
  },
  {
    id: 6,
    sort: 6,
    question: {
      nl: 'Hoe volg ik de verkoop van mijn woning op?',
      fr: 'Comment suivre la vente de mon bien ?',
      en: 'How do I follow the sale of my home?',
    },
    answer: {
      nl: '<p>Via uw persoonlijke extranet: u ziet er de bezoeken aan uw zoekertje, de bezichtigingen en onze contacten met kandidaten.</p>',
      fr: '<p>Via votre extranet personnel : vous y voyez les consultations de votre annonce, les visites et nos contacts avec les candidats.</p>',
      en: '<p>In your personal extranet: it shows the views of your listing, the viewings and our contacts with candidates.</p>',
    },
  },
  {
    id: 7,
    sort: 7,
    question: {
      nl: 'Moet ik mijn woning renoveren na aankoop?',
      fr: 'Dois-je rénover mon bien après l’achat ?',
      en: 'Do I have to renovate after buying?',
    },
    answer: {
      nl: '<p>In Vlaanderen moet wie sinds 2023 een woning met EPC-label E of F koopt, ze binnen vijf jaar renoveren tot minstens label D.</p>',
      fr: '<p>En Flandre, qui achète depuis 2023 une habitation avec un label PEB E ou F doit la rénover au moins jusqu’au label D dans les cinq ans.</p>',
      en: '<p>In Flanders, anyone who has bought a home with EPC label E or F since 2023 must renovate it to label D or better within five years.</p>',
    },
  },
  {
    id: 8,
    sort: 8,
    question: {
      nl: 'Kan ik verwittigd worden van nieuwe panden?',
      fr: 'Puis-je être averti des nouveaux biens ?',
      en: 'Can I be told about new properties?',
    },
    answer: {
      nl: '<p>Zeker. Registreer uw zoekopdracht via “Hou me op de hoogte” en u ontvangt elk nieuw pand dat aan uw criteria voldoet per e-mail.</p>',
      fr: '<p>Bien sûr. Enregistrez votre recherche via « Je recherche » et recevez par e-mail chaque nouveau bien correspondant à vos critères.</p>',
      en: '<p>Certainly. Register your search with “Keep me informed” and we will e-mail you every new property that matches.</p>',
    },
  },
];
