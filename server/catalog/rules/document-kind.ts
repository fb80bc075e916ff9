import type { LanguageCode } from '../../../common/languages';
import { normalizeKey } from './text';
import { listingText } from './listing-texts';

/**
 * The documents of a Belgian sale or rental the site knows how to name in every language, by the
 * code a CRM gives their kind (the feed's `Documents[].kind`).
 */
export const DOCUMENT_KINDS = [
  'floor-plan',
  'epc',
  'planning-extract',
  'electrical-inspection',
  'asbestos-certificate',
  'soil-certificate',
  'cadastral-extract',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const isDocumentKind = (v: unknown): v is DocumentKind =>
  typeof v === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(v);

/**
 * The names CRMs give each kind when they send no code, in nl, fr, en and de, compared without
 * case, accents or hyphens ("EPC-certificaat", "certificat PEB"). A name not listed is the agency's
 * own text and is shown as written.
 */
const KNOWN: ReadonlyMap<string, DocumentKind> = new Map(
  (
    [
      ['floor-plan', ['grondplan', 'plan', 'plannen', 'floor plan', 'floorplan', 'grundriss']],
      [
        'epc',
        [
          'epc',
          'epc certificaat',
          'epc attest',
          'energieprestatiecertificaat',
          'peb',
          'certificat peb',
          'epc certificate',
          'energy performance certificate',
          'energieausweis',
        ],
      ],
      [
        'planning-extract',
        [
          'stedenbouwkundig uittreksel',
          'stedenbouwkundige inlichtingen',
          'renseignements urbanistiques',
          'extrait urbanistique',
          'urban planning extract',
          'planning information',
          'stadtebaulicher auszug',
        ],
      ],
      [
        'electrical-inspection',
        [
          'keuringsverslag elektriciteit',
          'elektrische keuring',
          'keuring elektriciteit',
          'rapport de controle electrique',
          'controle electrique',
          'electrical inspection report',
          'electrical inspection',
          'elektro prufbericht',
        ],
      ],
      [
        'asbestos-certificate',
        [
          'asbestattest',
          'asbestinventaris',
          'attestation amiante',
          'inventaire amiante',
          'asbestos certificate',
          'asbestbescheinigung',
        ],
      ],
      [
        'soil-certificate',
        ['bodemattest', 'attestation du sol', 'attestation de sol', 'soil certificate', 'bodenbescheinigung'],
      ],
      [
        'cadastral-extract',
        ['kadastraal uittreksel', 'extrait cadastral', 'cadastral extract', 'katasterauszug'],
      ],
    ] as const
  ).flatMap(([kind, names]) => names.map((n) => [n, kind] as const)),
);

/** The known kind a document's name stands for, or null for the agency's own text. */
export function documentKindOfName(name: string): DocumentKind | null {
  return KNOWN.get(normalizeKey(name).replace(/[.:]+$/, '')) ?? null;
}

/**
 * A document's name in the page's or the mail's language: the known kind by its code, else by its
 * name; a name of no known kind (the agency's own, "Plan van de kelder") as the feed wrote it.
 */
export function documentName(doc: { name: string; kind?: string | null }, lang: LanguageCode): string {
  const kind = isDocumentKind(doc.kind) ? doc.kind : documentKindOfName(doc.name);
  return kind ? listingText(lang, `document.${kind}`) : doc.name;
}
