/**
 * Building blocks of the demo listings' texts, in the three languages the site data has. Each
 * entry is one sentence (or title) said the same way in nl, fr and en; {placeholders} are filled
 * per language by the generator.
 */
export interface Trilingual {
  nl: string;
  fr: string;
  en: string;
}
export const TEXT_LANGUAGES = ['nl', 'fr', 'en'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

const t = (nl: string, fr: string, en: string): Trilingual => ({ nl, fr, en });

/** The web types' families (WebID 1..9), which decide photos, texts and attributes. */
export type Family =
  | 'house'
  | 'apartment'
  | 'studio'
  | 'plot'
  | 'investment'
  | 'commercial'
  | 'industrial'
  | 'offices'
  | 'garage';

export interface TypeDescription {
  text: Trilingual;
  /** Facades implied by the description (villa 4, semi-detached 3, terraced 2). */
  facades?: number;
  /** Larger living area and plot. */
  large?: boolean;
}

export const TYPE_DESCRIPTIONS: Record<Family, readonly TypeDescription[]> = {
  house: [
    { text: t('Woning', 'Maison', 'House') },
    { text: t('Villa', 'Villa', 'Villa'), facades: 4, large: true },
    { text: t('Halfopen bebouwing', 'Maison 3 façades', 'Semi-detached house'), facades: 3 },
    { text: t('Rijwoning', 'Maison mitoyenne', 'Terraced house'), facades: 2 },
    { text: t('Bel-étage', 'Bel-étage', 'Raised ground-floor house'), facades: 2 },
    { text: t('Fermette', 'Fermette', 'Farmhouse'), facades: 4, large: true },
    { text: t('Herenhuis', 'Maison de maître', 'Townhouse'), facades: 2, large: true },
  ],
  apartment: [
    { text: t('Appartement', 'Appartement', 'Apartment') },
    { text: t('Penthouse', 'Penthouse', 'Penthouse'), large: true },
    { text: t('Duplex', 'Duplex', 'Duplex apartment'), large: true },
    { text: t('Gelijkvloers appartement', 'Rez-de-chaussée', 'Ground-floor apartment') },
    { text: t('Loft', 'Loft', 'Loft') },
  ],
  studio: [
    { text: t('Studio', 'Studio', 'Studio') },
    { text: t('Studentenkamer', 'Kot étudiant', 'Student room') },
  ],
  plot: [
    { text: t('Bouwgrond', 'Terrain à bâtir', 'Building plot') },
    {
      text: t('Bouwgrond voor open bebouwing', 'Terrain pour villa 4 façades', 'Plot for a detached house'),
      large: true,
    },
  ],
  investment: [
    { text: t('Opbrengsteigendom', 'Immeuble de rapport', 'Investment property') },
    { text: t('Appartementsgebouw', 'Immeuble à appartements', 'Apartment building'), large: true },
  ],
  commercial: [
    { text: t('Handelspand', 'Surface commerciale', 'Retail space') },
    { text: t('Horecapand', 'Établissement horeca', 'Restaurant premises') },
  ],
  industrial: [
    { text: t('Magazijn', 'Entrepôt', 'Warehouse'), large: true },
    { text: t('Atelier', 'Atelier', 'Workshop') },
  ],
  offices: [
    { text: t('Kantoorruimte', 'Bureaux', 'Office space') },
    { text: t('Praktijkruimte', 'Espace profession libérale', 'Professional practice') },
  ],
  garage: [
    { text: t('Garagebox', 'Box de garage', 'Garage box') },
    { text: t('Staanplaats', 'Emplacement de parking', 'Parking space') },
  ],
};

export const TITLES: Record<Family, readonly Trilingual[]> = {
  house: [
    t('Charmante woning met tuin', 'Charmante maison avec jardin', 'Charming house with garden'),
    t(
      'Ruime gezinswoning met {beds}',
      'Spacieuse maison familiale de {beds}',
      'Spacious family home with {beds}',
    ),
    t(
      'Instapklare woning in rustige wijk',
      'Maison prête à emménager dans un quartier calme',
      'Move-in ready house in a quiet area',
    ),
    t(
      'Te renoveren woning met veel potentieel',
      'Maison à rénover au beau potentiel',
      'House to renovate with great potential',
    ),
    t(
      'Woning op {ground} m² in het groen',
      'Maison sur {ground} m² dans la verdure',
      'House on {ground} m² surrounded by greenery',
    ),
    t(
      'Gerenoveerde woning vlak bij het centrum van {city}',
      'Maison rénovée proche du centre de {city}',
      'Renovated house close to the centre of {city}',
    ),
    t(
      'Energiezuinige woning met {beds}',
      'Maison basse énergie de {beds}',
      'Energy-efficient house with {beds}',
    ),
    t('Karaktervolle woning in {city}', 'Maison de caractère à {city}', 'House full of character in {city}'),
  ],
  apartment: [
    t(
      'Lichtrijk appartement met terras',
      'Appartement lumineux avec terrasse',
      'Bright apartment with terrace',
    ),
    t(
      'Appartement met {beds} in {city}',
      'Appartement de {beds} à {city}',
      'Apartment with {beds} in {city}',
    ),
    t(
      'Instapklaar appartement nabij het centrum',
      'Appartement prêt à emménager proche du centre',
      'Move-in ready apartment near the centre',
    ),
    t(
      'Modern appartement met lift en kelder',
      'Appartement moderne avec ascenseur et cave',
      'Modern apartment with lift and cellar',
    ),
    t(
      'Gerenoveerd appartement in een rustig gebouw',
      'Appartement rénové dans un immeuble calme',
      'Renovated apartment in a quiet building',
    ),
    t(
      'Nieuwbouwappartement met ondergrondse parking',
      'Appartement neuf avec parking souterrain',
      'New-build apartment with underground parking',
    ),
    t(
      'Ruim appartement van {living} m² in {city}',
      'Vaste appartement de {living} m² à {city}',
      'Spacious {living} m² apartment in {city}',
    ),
  ],
  studio: [
    t(
      'Gezellige studio nabij openbaar vervoer',
      'Studio cosy proche des transports en commun',
      'Cosy studio near public transport',
    ),
    t('Gemeubelde studio in {city}', 'Studio meublé à {city}', 'Furnished studio in {city}'),
    t(
      'Ideale studio voor starter of investeerder',
      'Studio idéal pour un premier achat ou un investissement',
      'Ideal studio for a first-time buyer or investor',
    ),
  ],
  plot: [
    t('Bouwgrond van {ground} m²', 'Terrain à bâtir de {ground} m²', 'Building plot of {ground} m²'),
    t(
      'Zuidgerichte bouwgrond in residentiële wijk',
      'Terrain orienté sud dans un quartier résidentiel',
      'South-facing plot in a residential area',
    ),
    t('Perceel grond in {city}', 'Parcelle de terrain à {city}', 'Plot of land in {city}'),
  ],
  investment: [
    t(
      'Opbrengsteigendom met {units} wooneenheden',
      'Immeuble de rapport de {units} logements',
      'Investment property with {units} units',
    ),
    t(
      'Volledig verhuurd gebouw met goed rendement',
      'Immeuble entièrement loué au bon rendement',
      'Fully let building with a good yield',
    ),
  ],
  commercial: [
    t(
      'Handelspand op commerciële ligging',
      'Surface commerciale sur un axe passant',
      'Retail space on a busy shopping street',
    ),
    t(
      'Winkelruimte met grote etalage in {city}',
      'Commerce avec grande vitrine à {city}',
      'Shop with a large display window in {city}',
    ),
    t(
      'Handelsgelijkvloers van {total} m²',
      'Rez commercial de {total} m²',
      'Ground-floor retail unit of {total} m²',
    ),
  ],
  industrial: [
    t(
      'Magazijn van {total} m² met laadkade',
      'Entrepôt de {total} m² avec quai de chargement',
      'Warehouse of {total} m² with loading dock',
    ),
    t('Atelier met kantoor en parking', 'Atelier avec bureau et parking', 'Workshop with office and parking'),
  ],
  offices: [
    t(
      'Kantoorruimte van {total} m² vlak bij de ring',
      'Bureaux de {total} m² proches du ring',
      'Office space of {total} m² close to the ring road',
    ),
    t('Instapklare kantoren in {city}', 'Bureaux prêts à l’emploi à {city}', 'Turnkey offices in {city}'),
    t(
      'Praktijkruimte op het gelijkvloers',
      'Espace pour profession libérale au rez-de-chaussée',
      'Professional practice on the ground floor',
    ),
  ],
  garage: [
    t(
      'Garagebox in beveiligd complex',
      'Box de garage dans un complexe sécurisé',
      'Garage box in a secure complex',
    ),
    t(
      'Ondergrondse staanplaats in {city}',
      'Emplacement de parking souterrain à {city}',
      'Underground parking space in {city}',
    ),
    t(
      'Afgesloten garage met elektrische poort',
      'Garage fermé avec porte électrique',
      'Closed garage with electric door',
    ),
  ],
};

/** First sentence of a description. */
export const INTROS: Record<Family, readonly Trilingual[]> = {
  house: [
    t(
      'Deze woning in {city} biedt {living} m² bewoonbare oppervlakte op een perceel van {ground} m².',
      'Cette maison située à {city} offre {living} m² habitables sur un terrain de {ground} m².',
      'This house in {city} offers {living} m² of living space on a plot of {ground} m².',
    ),
    t(
      'In een rustige straat van {city} vindt u deze verzorgde gezinswoning met {beds}.',
      'Dans une rue calme de {city}, découvrez cette maison familiale soignée de {beds}.',
      'On a quiet street in {city}, discover this well-kept family home with {beds}.',
    ),
    t(
      'Op wandelafstand van het centrum ligt deze woning met een doordachte indeling en {beds}.',
      'À quelques pas du centre, cette maison propose une distribution bien pensée et {beds}.',
      'Within walking distance of the centre, this house offers a well-planned layout and {beds}.',
    ),
    t(
      'Deze sfeervolle woning uit {built} combineert authentieke elementen met modern comfort.',
      'Cette maison de {built} pleine de charme allie éléments d’origine et confort moderne.',
      'Built in {built}, this charming house combines original features with modern comfort.',
    ),
  ],
  apartment: [
    t(
      'Dit appartement van {living} m² ligt {floor} van een verzorgd gebouw met lift.',
      'Cet appartement de {living} m² se situe {floor} d’un immeuble soigné avec ascenseur.',
      'This {living} m² apartment is {floor} of a well-kept building with a lift.',
    ),
    t(
      'In het hart van {city} bieden wij dit lichtrijke appartement met {beds} aan.',
      'Au cœur de {city}, nous vous proposons cet appartement lumineux de {beds}.',
      'In the heart of {city}, we offer this bright apartment with {beds}.',
    ),
    t(
      'Dit instapklare appartement met {beds} geniet van een open zicht.',
      'Cet appartement prêt à emménager de {beds} bénéficie d’une vue dégagée.',
      'This move-in ready apartment with {beds} enjoys an open view.',
    ),
  ],
  studio: [
    t(
      'Deze compacte studio van {living} m² is ideaal voor een starter of als investering.',
      'Ce studio compact de {living} m² est idéal pour un premier achat ou un investissement.',
      'This compact {living} m² studio is ideal for a first-time buyer or as an investment.',
    ),
    t(
      'Gelegen {floor}, vlak bij winkels en openbaar vervoer in {city}.',
      'Situé {floor}, à deux pas des commerces et des transports en commun de {city}.',
      'Located {floor}, close to shops and public transport in {city}.',
    ),
  ],
  plot: [
    t(
      'Dit perceel bouwgrond van {ground} m² heeft een straatbreedte van {front} m.',
      'Ce terrain à bâtir de {ground} m² dispose d’une façade de {front} m.',
      'This {ground} m² building plot has a street frontage of {front} m.',
    ),
    t(
      'Gelegen in een groene woonwijk van {city}, geschikt voor open bebouwing.',
      'Situé dans un quartier résidentiel verdoyant de {city}, idéal pour une villa 4 façades.',
      'Located in a green residential area of {city}, suitable for a detached house.',
    ),
  ],
  investment: [
    t(
      'Dit gebouw telt {units} wooneenheden die allemaal verhuurd zijn.',
      'Cet immeuble compte {units} logements, tous loués.',
      'This building has {units} units, all of them let.',
    ),
    t(
      'Interessante investering in {city}: een opbrengsteigendom van {total} m².',
      'Investissement intéressant à {city} : un immeuble de rapport de {total} m².',
      'An attractive investment in {city}: an income property of {total} m².',
    ),
  ],
  commercial: [
    t(
      'Dit handelspand van {total} m² geniet van een uitstekende zichtbaarheid.',
      'Cette surface commerciale de {total} m² bénéficie d’une excellente visibilité.',
      'This {total} m² retail space enjoys excellent visibility.',
    ),
    t(
      'Op een drukke winkelas in {city} bieden wij deze commerciële ruimte aan.',
      'Sur un axe commerçant fréquenté de {city}, nous proposons cet espace commercial.',
      'On a busy shopping street in {city}, we offer this commercial space.',
    ),
  ],
  industrial: [
    t(
      'Dit bedrijfsgebouw van {total} m² is vlot bereikbaar vanaf de snelweg.',
      'Ce bâtiment d’entreprise de {total} m² est facilement accessible depuis l’autoroute.',
      'This {total} m² business building is easily reached from the motorway.',
    ),
  ],
  offices: [
    t(
      'Deze kantoorruimte van {total} m² is ideaal gelegen, vlak bij de belangrijkste verkeersassen.',
      'Ces bureaux de {total} m² sont idéalement situés, à proximité des grands axes.',
      'This {total} m² office space is ideally located near the main roads.',
    ),
    t(
      'In het centrum van {city} bieden wij deze lichte kantoren met flexibele indeling aan.',
      'Au centre de {city}, nous proposons ces bureaux lumineux à l’aménagement flexible.',
      'In the centre of {city}, we offer these bright offices with a flexible layout.',
    ),
  ],
  garage: [
    t(
      'Deze garage is vlot bereikbaar en biedt plaats aan een wagen en wat opslag.',
      'Ce garage est facilement accessible et offre de la place pour une voiture et du rangement.',
      'This garage is easy to reach and has room for a car and some storage.',
    ),
    t(
      'Goed gelegen staanplaats in een verzorgd complex in {city}.',
      'Emplacement bien situé dans un complexe soigné à {city}.',
      'Well-located parking space in a well-kept complex in {city}.',
    ),
  ],
};

/** What a listing has, so descriptions mention only what is true. */
export interface TextFacts {
  family: Family;
  garden: number | null;
  terrace: number | null;
  garages: number;
  renovationYear: number | null;
  fittedKitchen: boolean;
  lowEnergy: boolean;
  residential: boolean;
  /** A rental still on the market (available or under option). */
  rent: boolean;
  /** Under option: the site says so, so its text does not say it is available. */
  underOption: boolean;
  newBuild: boolean;
}

export const FEATURES: ReadonlyArray<{
  when: (f: TextFacts) => boolean;
  text: Trilingual | ((f: TextFacts) => Trilingual);
}> = [
  {
    when: (f) => f.garden !== null,
    text: t(
      'De zuidgerichte tuin van {garden} m² biedt veel privacy.',
      'Le jardin de {garden} m² orienté sud offre beaucoup d’intimité.',
      'The south-facing {garden} m² garden offers plenty of privacy.',
    ),
  },
  {
    when: (f) => f.terrace !== null,
    text: t(
      'Het terras van {terrace} m² geniet van de avondzon.',
      'La terrasse de {terrace} m² profite du soleil du soir.',
      'The {terrace} m² terrace enjoys the evening sun.',
    ),
  },
  {
    when: (f) => f.garages > 0 && f.residential,
    text: t(
      'Een garage en een ruime kelder vervolledigen dit goed.',
      'Un garage et une cave spacieuse complètent ce bien.',
      'A garage and a spacious cellar complete the property.',
    ),
  },
  {
    when: (f) => f.renovationYear !== null,
    text: t(
      'Het pand werd in {renovated} grondig gerenoveerd.',
      'Le bien a été entièrement rénové en {renovated}.',
      'The property was thoroughly renovated in {renovated}.',
    ),
  },
  {
    when: (f) => f.fittedKitchen,
    text: t(
      'De open keuken is volledig uitgerust met kwalitatieve toestellen.',
      'La cuisine ouverte est entièrement équipée d’appareils de qualité.',
      'The open kitchen is fully fitted with quality appliances.',
    ),
  },
  {
    when: (f) => f.lowEnergy,
    text: t(
      'Dankzij de warmtepomp en de zonnepanelen blijft de energiefactuur laag.',
      'Grâce à la pompe à chaleur et aux panneaux solaires, la facture énergétique reste basse.',
      'Thanks to the heat pump and solar panels, energy bills stay low.',
    ),
  },
  {
    when: (f) => f.residential,
    text: t(
      'Scholen, winkels en het station liggen op enkele minuten.',
      'Écoles, commerces et gare se trouvent à quelques minutes.',
      'Schools, shops and the station are a few minutes away.',
    ),
  },
  {
    when: (f) => f.newBuild,
    text: t(
      'Nieuwbouw volgens de recentste energienormen, met een ruime keuze aan afwerkingen.',
      'Construction neuve selon les dernières normes énergétiques, avec un large choix de finitions.',
      'A new build to the latest energy standards, with a wide choice of finishes.',
    ),
  },
  {
    when: (f) => f.rent,
    // The CRM sends no entry date and the site says a rental on offer is available now: its text
    // agrees, and never names a date.
    text: (f) =>
      f.underOption
        ? t('Huurvoorwaarden op aanvraag.', 'Conditions de location sur demande.', 'Rental terms on request.')
        : t('Onmiddellijk beschikbaar.', 'Libre immédiatement.', 'Available immediately.'),
  },
  {
    when: (f) => f.family === 'plot',
    text: t(
      'Vrij van bouwverplichting; alle nutsvoorzieningen liggen in de straat.',
      'Libre de toute obligation de bâtir ; tous les impétrants sont présents en voirie.',
      'No obligation to build; all utilities are available in the street.',
    ),
  },
  {
    when: (f) => f.family === 'garage',
    text: t(
      'Afgesloten met een elektrische poort, met verlichting en een stopcontact.',
      'Fermé par une porte électrique, avec éclairage et prise de courant.',
      'Closed by an electric door, with lighting and a power socket.',
    ),
  },
  {
    when: (f) => f.family === 'commercial' || f.family === 'offices' || f.family === 'industrial',
    text: t(
      'Ruime parkeermogelijkheden voor klanten en personeel.',
      'Nombreuses possibilités de stationnement pour les clients et le personnel.',
      'Plenty of parking for customers and staff.',
    ),
  },
];

export const CLOSINGS: readonly Trilingual[] = [
  t(
    'Neem contact op met ons kantoor voor een bezoek.',
    'Contactez notre agence pour une visite.',
    'Contact our office to arrange a viewing.',
  ),
  t(
    'Een unieke kans in een gegeerde buurt!',
    'Une opportunité rare dans un quartier prisé !',
    'A rare opportunity in a sought-after neighbourhood!',
  ),
  t(
    'Bezoek op afspraak, ook op zaterdag.',
    'Visites sur rendez-vous, également le samedi.',
    'Viewings by appointment, Saturdays included.',
  ),
];

/** "3 slaapkamers" / "3 chambres" / "3 bedrooms", in the grammatical number the count needs. */
export function bedroomsPhrase(count: number, lang: TextLanguage): string {
  const one = count === 1;
  switch (lang) {
    case 'nl':
      return `${count} ${one ? 'slaapkamer' : 'slaapkamers'}`;
    case 'fr':
      return `${count} ${one ? 'chambre' : 'chambres'}`;
    case 'en':
      return `${count} ${one ? 'bedroom' : 'bedrooms'}`;
  }
}

/** "op de 3e verdieping" / "au 3e étage" / "on the 3rd floor"; 0 is the ground floor. */
export function floorPhrase(floor: number, lang: TextLanguage): string {
  if (floor === 0)
    return { nl: 'op het gelijkvloers', fr: 'au rez-de-chaussée', en: 'on the ground floor' }[lang];
  switch (lang) {
    case 'nl':
      return `op de ${floor}e verdieping`;
    case 'fr':
      return `au ${floor === 1 ? '1er' : `${floor}e`} étage`;
    case 'en': {
      const suffix =
        floor % 100 >= 11 && floor % 100 <= 13
          ? 'th'
          : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[floor % 10] ?? 'th');
      return `on the ${floor}${suffix} floor`;
    }
  }
}

/**
 * Replaces {name} with `vars[name]`; unknown names are left as they are. In French, "de" before a
 * vowel is elided once the place name is in ("de Ixelles" → "d’Ixelles").
 */
export function fill(template: string, vars: Record<string, string | number>, lang?: TextLanguage): string {
  let parts = compiled.get(template);
  if (!parts) {
    // Literal text at even indexes, placeholder names at odd ones.
    parts = template.split(/\{(\w+)\}/);
    compiled.set(template, parts);
  }
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const value = vars[parts[i]!];
    text += (value !== undefined ? String(value) : `{${parts[i]}}`) + parts[i + 1]!;
  }
  return lang === 'fr' && text.includes('de ') ? elideFrench(text) : text;
}
const compiled = new Map<string, string[]>();

/** "de Etterbeek" → "d’Etterbeek", "de Anvers" → "d’Anvers". */
export function elideFrench(text: string): string {
  return text.replace(/\b([Dd])e ([AEIOUYÀÂÉÈÊÎÔÛ])/g, '$1’$2');
}
