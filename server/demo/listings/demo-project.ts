import type { FeedPictureInput, FeedProjectInput, FeedPropertyInput } from '../../catalog/feed/feed.schema';
import { COUNTRY_BELGIUM } from '../../catalog/rules';
import { DEMO_MEDIA_URL, PHOTO_HEIGHT, PHOTO_WIDTH, photosOfKind, type PhotoKind } from './photos';
import { Prng } from '../prng';

/** The demo's new-build project: its CRM id, and the listing ids of its units (below the other demo listings). */
export const DEMO_PROJECT_ID = 7_001;
export const DEMO_PROJECT_FIRST_UNIT_ID = 4_200_001;
const PROJECT_SEED = 20_261_140;
const MANAGER = 'julien@immo-demo.be';
const ZIP = '1040';
const LAT = 50.8342;
const LNG = 4.3904;

interface Unit {
  lot: string;
  webId: 2 | 3;
  bedrooms: number;
  living: number;
  terrace: number | null;
  garden: number | null;
  price: number;
  floor: number;
  /** CRM Marquee: 1 available, 2 under option, 3 sold. */
  marquee: 1 | 2 | 3;
  marqueeName?: string;
}

/** Six flats over four floors: two sold (the studios went first), one under option, three on offer. */
const UNITS: readonly Unit[] = [
  {
    lot: '0.1',
    webId: 2,
    bedrooms: 2,
    living: 92,
    terrace: null,
    garden: 64,
    price: 415_000,
    floor: 0,
    marquee: 1,
  },
  {
    lot: '1.1',
    webId: 2,
    bedrooms: 1,
    living: 64,
    terrace: 9,
    garden: null,
    price: 295_000,
    floor: 1,
    marquee: 1,
  },
  {
    lot: '1.2',
    webId: 3,
    bedrooms: 0,
    living: 38,
    terrace: null,
    garden: null,
    price: 189_000,
    floor: 1,
    marquee: 3,
    marqueeName: 'Uitverkocht',
  },
  {
    lot: '2.1',
    webId: 2,
    bedrooms: 3,
    living: 118,
    terrace: 14,
    garden: null,
    price: 525_000,
    floor: 2,
    marquee: 2,
    marqueeName: 'Optie',
  },
  {
    lot: '2.2',
    webId: 2,
    bedrooms: 2,
    living: 86,
    terrace: 8,
    garden: null,
    price: 379_000,
    floor: 2,
    marquee: 3,
    marqueeName: 'Verkocht',
  },
  {
    lot: '3.1',
    webId: 2,
    bedrooms: 3,
    living: 145,
    terrace: 42,
    garden: null,
    price: 740_000,
    floor: 3,
    marquee: 1,
  },
];

export const DEMO_PROJECT_UNITS = UNITS.length;

const pictures = (id: number, kinds: readonly PhotoKind[], rng: Prng): FeedPictureInput[] =>
  kinds.map((kind, k) => {
    const pool = photosOfKind(kind);
    return {
      ID: id * 100 + k + 1,
      Url: `${DEMO_MEDIA_URL}/${pool[rng.int(0, pool.length - 1)]!.file}`,
      Width: PHOTO_WIDTH,
      Height: PHOTO_HEIGHT,
      Name: kind === 'apartment' ? 'Gebouw' : kind === 'garden' ? 'Tuin' : 'Interieur',
    };
  });

/** "Résidence Jardin Royal" in Etterbeek, in nl, fr and en, as the CRM would send it. */
export function demoProject(): FeedProjectInput {
  const rng = new Prng(PROJECT_SEED);
  return {
    ID: DEMO_PROJECT_ID,
    Texts: {
      nl: {
        Title: 'Résidence Jardin Royal',
        Description:
          'Nieuwbouwresidentie van zes appartementen rond een groene binnentuin, op wandelafstand van het Jubelpark en de Europese wijk. Energiezuinig gebouwd (EPB A) met warmtepomp, driedubbele beglazing en zonnepanelen. Oplevering voorzien in het voorjaar van 2027; verkoop met 6% btw op de constructie mogelijk onder voorwaarden.',
      },
      fr: {
        Title: 'Résidence Jardin Royal',
        Description:
          "Résidence neuve de six appartements autour d'un jardin intérieur arboré, à deux pas du parc du Cinquantenaire et du quartier européen. Construction basse énergie (PEB A) avec pompe à chaleur, triple vitrage et panneaux solaires. Livraison prévue au printemps 2027 ; vente avec TVA à 6 % sur la construction possible sous conditions.",
      },
      en: {
        Title: 'Résidence Jardin Royal',
        Description:
          'A new-build residence of six flats around a leafy inner garden, a short walk from Cinquantenaire Park and the European quarter. Built to a low-energy standard (EPC A) with a heat pump, triple glazing and solar panels. Completion is planned for spring 2027; purchase at 6% VAT on the building is possible under conditions.',
      },
    },
    PublicAddress: true,
    Street: 'Rue des Champs',
    HouseNumber: '52',
    Zip: ZIP,
    City: 'ETTERBEEK',
    CountryID: COUNTRY_BELGIUM,
    CountryName: 'België',
    Pictures: pictures(DEMO_PROJECT_ID, ['apartment', 'garden', 'living', 'apartment'], rng),
  };
}

const TYPE_TEXT: Record<2 | 3, { nl: string; fr: string; en: string }> = {
  2: { nl: 'Nieuwbouwappartement', fr: 'Appartement neuf', en: 'New-build flat' },
  3: { nl: 'Nieuwbouwstudio', fr: 'Studio neuf', en: 'New-build studio' },
};

function unitTexts(u: Unit) {
  const beds = {
    nl: u.bedrooms === 0 ? 'studio' : `appartement met ${u.bedrooms} slaapkamer${u.bedrooms > 1 ? 's' : ''}`,
    fr: u.bedrooms === 0 ? 'studio' : `appartement ${u.bedrooms} chambre${u.bedrooms > 1 ? 's' : ''}`,
    en: u.bedrooms === 0 ? 'studio' : `${u.bedrooms}-bedroom flat`,
  };
  const outside = {
    nl: u.garden
      ? `een privétuin van ${u.garden} m²`
      : u.terrace
        ? `een terras van ${u.terrace} m²`
        : 'veel licht',
    fr: u.garden
      ? `un jardin privatif de ${u.garden} m²`
      : u.terrace
        ? `une terrasse de ${u.terrace} m²`
        : 'beaucoup de lumière',
    en: u.garden
      ? `a private garden of ${u.garden} m²`
      : u.terrace
        ? `a ${u.terrace} m² terrace`
        : 'plenty of light',
  };
  const floor = {
    nl: u.floor === 0 ? 'op het gelijkvloers' : `op de ${u.floor}e verdieping`,
    fr: u.floor === 0 ? 'au rez-de-chaussée' : `au ${u.floor}${u.floor === 1 ? 'er' : 'e'} étage`,
    en: u.floor === 0 ? 'on the ground floor' : `on the ${['', 'first', 'second', 'third'][u.floor]} floor`,
  };
  return {
    nl: {
      Title: `Résidence Jardin Royal – lot ${u.lot}: ${beds.nl}`,
      Description: `Nieuwbouw ${beds.nl} van ${u.living} m² ${floor.nl} met ${outside.nl}. Afgewerkt met vloerverwarming, warmtepomp en driedubbele beglazing (EPB A). Oplevering voorjaar 2027.`,
      TypeDescription: TYPE_TEXT[u.webId].nl,
    },
    fr: {
      Title: `Résidence Jardin Royal – lot ${u.lot} : ${beds.fr}`,
      Description: `Nouveau ${beds.fr} de ${u.living} m² ${floor.fr} avec ${outside.fr}. Chauffage par le sol, pompe à chaleur et triple vitrage (PEB A). Livraison au printemps 2027.`,
      TypeDescription: TYPE_TEXT[u.webId].fr,
    },
    en: {
      Title: `Résidence Jardin Royal – lot ${u.lot}: ${beds.en}`,
      Description: `A new ${u.living} m² ${beds.en} ${floor.en} with ${outside.en}. Underfloor heating, a heat pump and triple glazing (EPC A). Completion in spring 2027.`,
      TypeDescription: TYPE_TEXT[u.webId].en,
    },
  };
}

/** The project's units: ordinary sale listings of the feed whose ProjectID is the project's. */
export function demoProjectUnits(): FeedPropertyInput[] {
  const rng = new Prng(PROJECT_SEED + 1);
  return UNITS.map((u, i) => {
    const id = DEMO_PROJECT_FIRST_UNIT_ID + i;
    const kinds: PhotoKind[] =
      u.webId === 3
        ? ['apartment', 'living', 'kitchen', 'bathroom']
        : [
            'apartment',
            'living',
            'kitchen',
            'bedroom',
            'bathroom',
            ...(u.garden ? (['garden'] as const) : []),
          ];
    const photos = pictures(id, kinds, rng);
    // Brussels band A is 1–23 kWh/m².year.
    const epc = rng.int(12, 23);
    return {
      ID: id,
      Goal: 0,
      Marquee: u.marquee,
      ...(u.marqueeName ? { MarqueeName: u.marqueeName } : {}),
      WebID: u.webId,
      WebIDs: u.webId === 3 ? '3,2' : '2',
      MainTypeName: 'Appartement',
      RecordFile: `RF-${id}`,
      City: 'ETTERBEEK',
      Zip: ZIP,
      CountryID: COUNTRY_BELGIUM,
      CountryName: 'België',
      Street: 'Rue des Champs',
      HouseNumber: '52',
      BoxNr: u.lot,
      PublishAddress: true,
      Price: u.price,
      PublishPrice: true,
      EnergyPerformance: epc,
      EPCLabelText: 'A',
      Latitude: Math.round((LAT + rng.range(-0.0003, 0.0003)) * 1e6) / 1e6,
      Longitude: Math.round((LNG + rng.range(-0.0003, 0.0003)) * 1e6) / 1e6,
      ManagerEmail: MANAGER,
      ProjectID: DEMO_PROJECT_ID,
      SmallPictureItem: {
        Url: photos[0]!.Url,
        Width: 200,
        Height: 150,
        ID: photos[0]!.ID,
        Name: photos[0]!.Name,
      },
      Pictures: photos,
      Texts: unitTexts(u),
      Rooms: {
        bedrooms: u.bedrooms,
        bathrooms: u.bedrooms >= 3 ? 2 : 1,
        toilets: u.bedrooms >= 2 ? 2 : 1,
        parkings: u.bedrooms >= 2 ? 1 : null,
      },
      Surfaces: { total: u.living, living: u.living, terrace: u.terrace, garden: u.garden },
      Building: { constructionYear: 2027 },
      Energy: { specificEnergy: epc, totalEnergy: epc * u.living, eLevel: rng.int(20, 35) },
      Comfort: {
        heating: 'heat_pump',
        glazing: 'triple',
        windowFrame: 'aluminium',
        kitchen: 'fully_fitted',
        interiorComfort: ['elevator', 'cellar'],
        exteriorComfort: ['solar_panels', ...(u.garden ? ['garden'] : []), ...(u.terrace ? ['terrace'] : [])],
      },
      PurchaseCosts: {
        notaryFee: Math.round((1_500 + u.price * 0.011) / 10) * 10,
        vat: Math.round((u.price * 0.75 * 0.21) / 10) * 10,
        registrationRights: Math.round((u.price * 0.25 * 0.125) / 10) * 10,
      },
    } satisfies FeedPropertyInput;
  });
}
