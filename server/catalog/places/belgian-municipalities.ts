/**
 * Official names of Belgian municipalities (and the Luxembourg places the agency sells in), per
 * language, keyed by postcode.
 *
 * Source: the municipalities' official names as Statbel (the Belgian statistics office) and bpost
 * publish them, in the municipality's official language(s): Dutch in Flanders, French in
 * Wallonia, German in the German-speaking Community, both in the Brussels-Capital Region. A name in
 * another language is given only where that language has an established official or conventional
 * name (Anvers, Luik, Lüttich, Ghent …); elsewhere every language uses the official name. The
 * table is written by hand from those lists, not generated: it holds every municipality whose
 * name differs between Dutch, French, German and English, and every place the catalog's demo data
 * uses. It is not a full postcode list (a place it does not know keeps its feed name).
 */

/** The language(s) a municipality's official name is in; 'both' is Brussels (Dutch and French). */
export type OfficialLanguage = 'nl' | 'fr' | 'de' | 'both';

export interface MunicipalityNames {
  /** The postcodes that bear the municipality's own name (not those of its former villages). */
  zips: readonly string[];
  /** CRM country id: 10 Belgium, 50 Luxembourg. */
  countryId: 10 | 50;
  official: OfficialLanguage;
  names: { nl?: string; fr?: string; de?: string; en?: string };
}

const be = (
  zips: string | readonly string[],
  official: OfficialLanguage,
  names: MunicipalityNames['names'],
): MunicipalityNames => ({ zips: typeof zips === 'string' ? [zips] : zips, countryId: 10, official, names });

const lu = (zip: string, names: MunicipalityNames['names']): MunicipalityNames => ({
  zips: [zip],
  countryId: 50,
  official: 'fr',
  names,
});

export const MUNICIPALITIES: readonly MunicipalityNames[] = [
  // Brussels-Capital Region: bilingual; English and German use the French name unless they have their own.
  be('1000', 'both', { nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel' }),
  be('1030', 'both', { nl: 'Schaarbeek', fr: 'Schaerbeek' }),
  be('1040', 'both', { nl: 'Etterbeek', fr: 'Etterbeek' }),
  be('1050', 'both', { nl: 'Elsene', fr: 'Ixelles' }),
  be('1060', 'both', { nl: 'Sint-Gillis', fr: 'Saint-Gilles' }),
  be('1070', 'both', { nl: 'Anderlecht', fr: 'Anderlecht' }),
  be('1080', 'both', { nl: 'Sint-Jans-Molenbeek', fr: 'Molenbeek-Saint-Jean' }),
  be('1081', 'both', { nl: 'Koekelberg', fr: 'Koekelberg' }),
  be('1082', 'both', { nl: 'Sint-Agatha-Berchem', fr: 'Berchem-Sainte-Agathe' }),
  be('1083', 'both', { nl: 'Ganshoren', fr: 'Ganshoren' }),
  be('1090', 'both', { nl: 'Jette', fr: 'Jette' }),
  be('1140', 'both', { nl: 'Evere', fr: 'Evere' }),
  be('1150', 'both', { nl: 'Sint-Pieters-Woluwe', fr: 'Woluwe-Saint-Pierre' }),
  be('1160', 'both', { nl: 'Oudergem', fr: 'Auderghem' }),
  be('1170', 'both', { nl: 'Watermaal-Bosvoorde', fr: 'Watermael-Boitsfort' }),
  be('1180', 'both', { nl: 'Ukkel', fr: 'Uccle' }),
  be('1190', 'both', { nl: 'Vorst', fr: 'Forest' }),
  be('1200', 'both', { nl: 'Sint-Lambrechts-Woluwe', fr: 'Woluwe-Saint-Lambert' }),
  be('1210', 'both', { nl: 'Sint-Joost-ten-Node', fr: 'Saint-Josse-ten-Noode' }),

  // Flanders: Dutch official names.
  be(['2000', '2018', '2020', '2030', '2050', '2060'], 'nl', {
    nl: 'Antwerpen',
    fr: 'Anvers',
    en: 'Antwerp',
  }),
  be('9000', 'nl', { nl: 'Gent', fr: 'Gand', en: 'Ghent' }),
  be('8000', 'nl', { nl: 'Brugge', fr: 'Bruges', de: 'Brügge', en: 'Bruges' }),
  be('3000', 'nl', { nl: 'Leuven', fr: 'Louvain', de: 'Löwen' }),
  be('2800', 'nl', { nl: 'Mechelen', fr: 'Malines', de: 'Mecheln' }),
  be('8900', 'nl', { nl: 'Ieper', fr: 'Ypres', de: 'Ypern', en: 'Ypres' }),
  be('8500', 'nl', { nl: 'Kortrijk', fr: 'Courtrai' }),
  be('8400', 'nl', { nl: 'Oostende', fr: 'Ostende', de: 'Ostende', en: 'Ostend' }),
  be('1500', 'nl', { nl: 'Halle', fr: 'Hal' }),
  be('3300', 'nl', { nl: 'Tienen', fr: 'Tirlemont' }),
  be('3800', 'nl', { nl: 'Sint-Truiden', fr: 'Saint-Trond' }),
  be('3700', 'nl', { nl: 'Tongeren', fr: 'Tongres', de: 'Tongern' }),
  be('9300', 'nl', { nl: 'Aalst', fr: 'Alost' }),
  be('9600', 'nl', { nl: 'Ronse', fr: 'Renaix' }),
  be('9500', 'nl', { nl: 'Geraardsbergen', fr: 'Grammont' }),
  be('9700', 'nl', { nl: 'Oudenaarde', fr: 'Audenarde' }),
  be('2500', 'nl', { nl: 'Lier', fr: 'Lierre' }),
  be('8800', 'nl', { nl: 'Roeselare', fr: 'Roulers' }),
  be('9100', 'nl', { nl: 'Sint-Niklaas', fr: 'Saint-Nicolas' }),
  be('9200', 'nl', { nl: 'Dendermonde', fr: 'Termonde' }),
  be('8620', 'nl', { nl: 'Nieuwpoort', fr: 'Nieuport' }),
  be('8630', 'nl', { nl: 'Veurne', fr: 'Furnes' }),
  be('8600', 'nl', { nl: 'Diksmuide', fr: 'Dixmude' }),
  be('8930', 'nl', { nl: 'Menen', fr: 'Menin' }),
  be('1800', 'nl', { nl: 'Vilvoorde', fr: 'Vilvorde' }),
  be('1570', 'nl', { nl: 'Galmaarden', fr: 'Gammerages' }),
  be('3790', 'nl', { nl: 'Voeren', fr: 'Fourons' }),
  be('1640', 'nl', { nl: 'Sint-Genesius-Rode', fr: 'Rhode-Saint-Genèse' }),
  be('1930', 'nl', { nl: 'Zaventem', fr: 'Saventhem' }),
  be('3080', 'nl', { nl: 'Tervuren' }),
  be('3090', 'nl', { nl: 'Overijse' }),
  be('3500', 'nl', { nl: 'Hasselt' }),
  be('3600', 'nl', { nl: 'Genk' }),
  be('2300', 'nl', { nl: 'Turnhout' }),
  be('1601', 'nl', { nl: 'Ruisbroek' }),
  be('2870', 'nl', { nl: 'Ruisbroek' }),

  // Wallonia: French official names.
  be('4000', 'fr', { fr: 'Liège', nl: 'Luik', de: 'Lüttich' }),
  be('5000', 'fr', { fr: 'Namur', nl: 'Namen' }),
  be('7000', 'fr', { fr: 'Mons', nl: 'Bergen' }),
  be('7500', 'fr', { fr: 'Tournai', nl: 'Doornik' }),
  be('1300', 'fr', { fr: 'Wavre', nl: 'Waver' }),
  be('1400', 'fr', { fr: 'Nivelles', nl: 'Nijvel' }),
  be('1420', 'fr', { fr: "Braine-l'Alleud", nl: 'Eigenbrakel' }),
  be('1440', 'fr', { fr: 'Braine-le-Château', nl: 'Kasteelbrakel' }),
  be('7090', 'fr', { fr: 'Braine-le-Comte', nl: "'s-Gravenbrakel" }),
  be('1310', 'fr', { fr: 'La Hulpe', nl: 'Terhulpen' }),
  be('1370', 'fr', { fr: 'Jodoigne', nl: 'Geldenaken' }),
  be('1360', 'fr', { fr: 'Perwez', nl: 'Perwijs' }),
  be('1480', 'fr', { fr: 'Tubize', nl: 'Tubeke' }),
  be('1470', 'fr', { fr: 'Genappe', nl: 'Genepiën' }),
  be('1430', 'fr', { fr: 'Rebecq', nl: 'Roosbeek' }),
  be('5030', 'fr', { fr: 'Gembloux', nl: 'Gembloers' }),
  be('7700', 'fr', { fr: 'Mouscron', nl: 'Moeskroen' }),
  be('7800', 'fr', { fr: 'Ath', nl: 'Aat' }),
  be('7850', 'fr', { fr: 'Enghien', nl: 'Edingen' }),
  be('7860', 'fr', { fr: 'Lessines', nl: 'Lessen' }),
  be('7880', 'fr', { fr: 'Flobecq', nl: 'Vloesberg' }),
  be('6700', 'fr', { fr: 'Arlon', nl: 'Aarlen', de: 'Arel' }),
  be('4500', 'fr', { fr: 'Huy', nl: 'Hoei' }),
  be('4300', 'fr', { fr: 'Waremme', nl: 'Borgworm' }),
  be('4600', 'fr', { fr: 'Visé', nl: 'Wezet' }),
  be('4280', 'fr', { fr: 'Hannut', nl: 'Hannuit' }),
  be('6600', 'fr', { fr: 'Bastogne', nl: 'Bastenaken' }),
  be('1410', 'fr', { fr: 'Waterloo' }),
  be('1330', 'fr', { fr: 'Rixensart' }),
  be('1380', 'fr', { fr: 'Lasne' }),
  be('1348', 'fr', { fr: 'Louvain-la-Neuve' }),
  be('6000', 'fr', { fr: 'Charleroi' }),
  be('4800', 'fr', { fr: 'Verviers' }),

  // The German-speaking Community: German official names.
  be('4700', 'de', { de: 'Eupen' }),
  be('4780', 'de', { de: 'Sankt Vith', fr: 'Saint-Vith' }),
  be('4760', 'de', { de: 'Büllingen', fr: 'Bullange' }),
  be('4750', 'de', { de: 'Bütgenbach', fr: 'Butgenbach' }),
  be('4770', 'de', { de: 'Amel', fr: 'Amblève' }),
  be('4720', 'de', { de: 'Kelmis', fr: 'La Calamine' }),

  // Luxembourg: the places the agency sells in (French is the language its CRM writes).
  lu('2449', { fr: 'Luxembourg', nl: 'Luxemburg', de: 'Luxemburg' }),
  lu('4031', { fr: 'Esch-sur-Alzette' }),
  lu('8041', { fr: 'Strassen' }),
  lu('8080', { fr: 'Bertrange' }),
  lu('8210', { fr: 'Mamer' }),
];
