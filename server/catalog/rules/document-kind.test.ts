import { describe, expect, it } from 'vitest';
import { documentKindOfName, documentName } from './document-kind';

describe('documentName', () => {
  it.each([
    // The CRM's code decides, whatever the name says.
    [{ name: 'Plan', kind: 'floor-plan' }, 'en', 'Floor plan'],
    [{ name: 'Document 3', kind: 'epc' }, 'fr', 'Certificat PEB'],
    [{ name: 'Bodemattest OVAM', kind: 'soil-certificate' }, 'de', 'Bodenbescheinigung'],
    // Without a code: a known name, in any language, spelled loosely.
    [{ name: 'Grondplan' }, 'en', 'Floor plan'],
    [{ name: 'EPC-certificaat' }, 'fr', 'Certificat PEB'],
    [{ name: 'epc certificaat' }, 'en', 'EPC certificate'],
    [{ name: 'Stedenbouwkundig uittreksel' }, 'fr', 'Renseignements urbanistiques'],
    [{ name: 'Certificat PEB' }, 'nl', 'EPC-certificaat'],
    [{ name: 'Contrôle électrique:' }, 'en', 'Electrical inspection report'],
    // An unknown code is no code; the agency's own text stays as written.
    [{ name: 'Plan van de kelder', kind: 'cellar-plan' }, 'en', 'Plan van de kelder'],
    [{ name: 'Syndicusverslag 2025' }, 'fr', 'Syndicusverslag 2025'],
    [{ name: 'Grondplan', kind: null }, 'nl', 'Grondplan'],
  ] as const)('%o in %s is "%s"', (doc, lang, name) => {
    expect(documentName(doc, lang)).toBe(name);
  });

  it('knows no kind for free text', () => {
    expect(documentKindOfName('Plan van de tuin')).toBeNull();
    expect(documentKindOfName('')).toBeNull();
  });
});
