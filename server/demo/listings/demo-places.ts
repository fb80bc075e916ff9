import type { Localized } from '../../core/localized';
import type { Region } from '../../catalog/rules';

/** A municipality the demo data places listings in. Real postcodes, approximate centres. */
export interface DemoPlace {
  zip: string;
  region: Region;
  /** Name per language; `nl` and `fr` differ for Brussels communes and a few others. */
  names: Localized & { nl: string; fr: string; en: string };
  /** The language the CRM writes this place's name in (Brussels: either). */
  feedLanguage: 'nl' | 'fr' | 'both';
  lat: number;
  lng: number;
  /** Relative share of the region's listings. */
  weight: number;
  /** Price level against the national average (1 = average). */
  priceLevel: number;
}

const p = (
  zip: string,
  region: Region,
  nl: string,
  fr: string,
  en: string,
  feedLanguage: DemoPlace['feedLanguage'],
  lat: number,
  lng: number,
  weight: number,
  priceLevel: number,
  extra: Localized = {},
): DemoPlace => ({
  zip,
  region,
  names: { nl, fr, en, ...extra },
  feedLanguage,
  lat,
  lng,
  weight,
  priceLevel,
});

/** The 19 communes of the Brussels-Capital Region, bilingual. */
export const BRUSSELS_COMMUNES: readonly DemoPlace[] = [
  p('1000', 'BRUSSELS', 'Brussel', 'Bruxelles', 'Brussels', 'both', 50.8467, 4.3525, 6, 1.15, {
    de: 'Brüssel',
  }),
  p('1030', 'BRUSSELS', 'Schaarbeek', 'Schaerbeek', 'Schaerbeek', 'both', 50.8676, 4.3737, 5, 0.95),
  p('1040', 'BRUSSELS', 'Etterbeek', 'Etterbeek', 'Etterbeek', 'both', 50.8361, 4.3867, 5, 1.15),
  p('1050', 'BRUSSELS', 'Elsene', 'Ixelles', 'Ixelles', 'both', 50.8333, 4.3667, 9, 1.3),
  p('1060', 'BRUSSELS', 'Sint-Gillis', 'Saint-Gilles', 'Saint-Gilles', 'both', 50.8268, 4.3456, 4, 1.05),
  p('1070', 'BRUSSELS', 'Anderlecht', 'Anderlecht', 'Anderlecht', 'both', 50.8365, 4.3083, 3, 0.85),
  p(
    '1080',
    'BRUSSELS',
    'Sint-Jans-Molenbeek',
    'Molenbeek-Saint-Jean',
    'Molenbeek-Saint-Jean',
    'both',
    50.8547,
    4.3339,
    2,
    0.8,
  ),
  p('1081', 'BRUSSELS', 'Koekelberg', 'Koekelberg', 'Koekelberg', 'both', 50.8626, 4.3286, 1, 0.85),
  p(
    '1082',
    'BRUSSELS',
    'Sint-Agatha-Berchem',
    'Berchem-Sainte-Agathe',
    'Berchem-Sainte-Agathe',
    'both',
    50.864,
    4.295,
    1,
    0.9,
  ),
  p('1083', 'BRUSSELS', 'Ganshoren', 'Ganshoren', 'Ganshoren', 'both', 50.8711, 4.3086, 1, 0.9),
  p('1090', 'BRUSSELS', 'Jette', 'Jette', 'Jette', 'both', 50.8774, 4.3256, 2, 0.95),
  p('1140', 'BRUSSELS', 'Evere', 'Evere', 'Evere', 'both', 50.87, 4.403, 2, 0.9),
  p(
    '1150',
    'BRUSSELS',
    'Sint-Pieters-Woluwe',
    'Woluwe-Saint-Pierre',
    'Woluwe-Saint-Pierre',
    'both',
    50.8296,
    4.432,
    4,
    1.35,
  ),
  p('1160', 'BRUSSELS', 'Oudergem', 'Auderghem', 'Auderghem', 'both', 50.8156, 4.4331, 4, 1.25),
  p(
    '1170',
    'BRUSSELS',
    'Watermaal-Bosvoorde',
    'Watermael-Boitsfort',
    'Watermael-Boitsfort',
    'both',
    50.7994,
    4.4161,
    3,
    1.25,
  ),
  p('1180', 'BRUSSELS', 'Ukkel', 'Uccle', 'Uccle', 'both', 50.802, 4.337, 8, 1.4),
  p('1190', 'BRUSSELS', 'Vorst', 'Forest', 'Forest', 'both', 50.81, 4.318, 4, 1.0),
  p(
    '1200',
    'BRUSSELS',
    'Sint-Lambrechts-Woluwe',
    'Woluwe-Saint-Lambert',
    'Woluwe-Saint-Lambert',
    'both',
    50.847,
    4.429,
    4,
    1.2,
  ),
  p(
    '1210',
    'BRUSSELS',
    'Sint-Joost-ten-Node',
    'Saint-Josse-ten-Noode',
    'Saint-Josse-ten-Noode',
    'both',
    50.8537,
    4.3737,
    1,
    0.85,
  ),
];

export const WATERLOO_ZIP = '1410';

export const WALLOON_PLACES: readonly DemoPlace[] = [
  p(WATERLOO_ZIP, 'WALLONIA', 'Waterloo', 'Waterloo', 'Waterloo', 'fr', 50.715, 4.399, 30, 1.35),
  p('1420', 'WALLONIA', 'Eigenbrakel', "Braine-l'Alleud", "Braine-l'Alleud", 'fr', 50.684, 4.368, 8, 1.15),
  p('1400', 'WALLONIA', 'Nijvel', 'Nivelles', 'Nivelles', 'fr', 50.598, 4.328, 6, 1.0),
  p('1300', 'WALLONIA', 'Waver', 'Wavre', 'Wavre', 'fr', 50.717, 4.601, 6, 1.05),
  p('1310', 'WALLONIA', 'Terhulpen', 'La Hulpe', 'La Hulpe', 'fr', 50.731, 4.486, 4, 1.45),
  p('1330', 'WALLONIA', 'Rixensart', 'Rixensart', 'Rixensart', 'fr', 50.712, 4.53, 3, 1.2),
  p('1380', 'WALLONIA', 'Lasne', 'Lasne', 'Lasne', 'fr', 50.687, 4.483, 4, 1.6),
  p(
    '1348',
    'WALLONIA',
    'Louvain-la-Neuve',
    'Louvain-la-Neuve',
    'Louvain-la-Neuve',
    'fr',
    50.669,
    4.612,
    3,
    1.0,
  ),
  p('5000', 'WALLONIA', 'Namen', 'Namur', 'Namur', 'fr', 50.467, 4.867, 6, 0.85),
  p('4000', 'WALLONIA', 'Luik', 'Liège', 'Liège', 'fr', 50.633, 5.567, 6, 0.75),
  p('7000', 'WALLONIA', 'Bergen', 'Mons', 'Mons', 'fr', 50.454, 3.952, 3, 0.7),
  p('6000', 'WALLONIA', 'Charleroi', 'Charleroi', 'Charleroi', 'fr', 50.411, 4.444, 3, 0.6),
  p('7500', 'WALLONIA', 'Doornik', 'Tournai', 'Tournai', 'fr', 50.606, 3.388, 2, 0.7),
];

/** Ruisbroek exists at 1601 (Sint-Pieters-Leeuw) and 2870 (Puurs-Sint-Amands): one name, two cities. */
export const RUISBROEK_ZIPS = ['1601', '2870'] as const;

export const FLEMISH_PLACES: readonly DemoPlace[] = [
  p('9000', 'FLANDERS', 'Gent', 'Gand', 'Ghent', 'nl', 51.054, 3.717, 8, 1.05),
  p('3000', 'FLANDERS', 'Leuven', 'Louvain', 'Leuven', 'nl', 50.879, 4.701, 7, 1.15),
  p('2000', 'FLANDERS', 'Antwerpen', 'Anvers', 'Antwerp', 'nl', 51.219, 4.402, 8, 1.05),
  p('8000', 'FLANDERS', 'Brugge', 'Bruges', 'Bruges', 'nl', 51.209, 3.225, 5, 1.0),
  p('2800', 'FLANDERS', 'Mechelen', 'Malines', 'Mechelen', 'nl', 51.028, 4.48, 5, 1.0),
  p('1500', 'FLANDERS', 'Halle', 'Hal', 'Halle', 'nl', 50.734, 4.235, 5, 0.95),
  p('3500', 'FLANDERS', 'Hasselt', 'Hasselt', 'Hasselt', 'nl', 50.931, 5.338, 3, 0.9),
  p('8500', 'FLANDERS', 'Kortrijk', 'Courtrai', 'Kortrijk', 'nl', 50.828, 3.265, 3, 0.85),
  p('9300', 'FLANDERS', 'Aalst', 'Alost', 'Aalst', 'nl', 50.938, 4.04, 3, 0.85),
  p(
    '1640',
    'FLANDERS',
    'Sint-Genesius-Rode',
    'Rhode-Saint-Genèse',
    'Sint-Genesius-Rode',
    'nl',
    50.747,
    4.357,
    4,
    1.4,
  ),
  p('3090', 'FLANDERS', 'Overijse', 'Overijse', 'Overijse', 'nl', 50.774, 4.538, 3, 1.2),
  p('3080', 'FLANDERS', 'Tervuren', 'Tervuren', 'Tervuren', 'nl', 50.824, 4.514, 3, 1.35),
  p('1930', 'FLANDERS', 'Zaventem', 'Saventhem', 'Zaventem', 'nl', 50.883, 4.472, 2, 1.0),
  p(RUISBROEK_ZIPS[0], 'FLANDERS', 'Ruisbroek', 'Ruisbroek', 'Ruisbroek', 'nl', 50.791, 4.293, 1, 0.9),
  p(RUISBROEK_ZIPS[1], 'FLANDERS', 'Ruisbroek', 'Ruisbroek', 'Ruisbroek', 'nl', 51.086, 4.293, 1, 0.85),
];

export const LUXEMBOURG_PLACES: readonly DemoPlace[] = [
  p('2449', 'LUXEMBOURG', 'Luxemburg', 'Luxembourg', 'Luxembourg', 'fr', 49.611, 6.13, 5, 2.3, {
    de: 'Luxemburg',
  }),
  p(
    '4031',
    'LUXEMBOURG',
    'Esch-sur-Alzette',
    'Esch-sur-Alzette',
    'Esch-sur-Alzette',
    'fr',
    49.496,
    5.981,
    2,
    1.6,
  ),
  p('8041', 'LUXEMBOURG', 'Strassen', 'Strassen', 'Strassen', 'fr', 49.62, 6.073, 2, 2.1),
  p('8080', 'LUXEMBOURG', 'Bertrange', 'Bertrange', 'Bertrange', 'fr', 49.611, 6.05, 1, 2.0),
  p('8210', 'LUXEMBOURG', 'Mamer', 'Mamer', 'Mamer', 'fr', 49.627, 6.023, 1, 1.9),
];

export const PLACES_BY_REGION: Record<Region, readonly DemoPlace[]> = {
  BRUSSELS: BRUSSELS_COMMUNES,
  WALLONIA: WALLOON_PLACES,
  FLANDERS: FLEMISH_PLACES,
  LUXEMBOURG: LUXEMBOURG_PLACES,
};

/** Share of listings per region (Luxembourg is the agency's small foreign market). */
export const REGION_WEIGHTS: Record<Region, number> = {
  BRUSSELS: 32,
  WALLONIA: 34,
  FLANDERS: 30,
  LUXEMBOURG: 4,
};

/** Street names in the language of the place. */
export const STREETS: Record<'nl' | 'fr', readonly string[]> = {
  nl: [
    'Kerkstraat',
    'Stationsstraat',
    'Molenstraat',
    'Dorpsstraat',
    'Nieuwstraat',
    'Schoolstraat',
    'Veldstraat',
    'Kapelstraat',
    'Lindenlaan',
    'Kasteeldreef',
    'Beukenlaan',
    'Heidestraat',
    'Bosstraat',
    'Meersstraat',
    'Processiestraat',
    'Vijverstraat',
    'Boomgaardstraat',
    'Tiensestraat',
    'Brusselsesteenweg',
    'Ninoofsesteenweg',
  ],
  fr: [
    'Rue de la Station',
    'Chaussée de Bruxelles',
    'Avenue des Tilleuls',
    'Rue du Moulin',
    "Rue de l'Église",
    'Drève de la Meute',
    'Avenue Louise',
    'Rue du Bois',
    'Chaussée de Tervuren',
    'Avenue des Cerisiers',
    'Rue des Champs',
    'Clos des Lilas',
    'Rue Haute',
    'Avenue Brugmann',
    'Rue du Château',
    'Avenue de la Forêt',
    'Rue Longue',
    'Chemin du Lac',
    'Rue Royale',
    'Boulevard du Souverain',
  ],
};
