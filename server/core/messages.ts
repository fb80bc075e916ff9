import type { LanguageCode } from './config';

/**
 * Texts the server itself sends to people (error messages of the API). The interface's own texts
 * live in the client's Lingui catalogs; these are kept here because they are produced before any
 * client code runs. A test checks every id has all four languages.
 */
const MESSAGES = {
  'error.internal': {
    en: 'There is an error in the API. Please try again later.',
    nl: 'Er is een fout opgetreden in de API. Probeer het later opnieuw.',
    fr: "Il y a une erreur dans l'API. Veuillez réessayer plus tard.",
    de: 'In der API ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  },
  'error.invalidArguments': {
    en: 'Please check these values: {fields}.',
    nl: 'Controleer deze waarden: {fields}.',
    fr: 'Veuillez vérifier ces valeurs : {fields}.',
    de: 'Bitte überprüfen Sie diese Werte: {fields}.',
  },
  'error.unknownLanguage': {
    en: 'Unknown language "{lang}". Use one of: {languages}.',
    nl: 'Onbekende taal "{lang}". Gebruik een van: {languages}.',
    fr: 'Langue inconnue « {lang} ». Utilisez l’une de : {languages}.',
    de: 'Unbekannte Sprache „{lang}“. Verwenden Sie eine von: {languages}.',
  },
  'error.pageRange': {
    en: 'The page must be a whole number of at least 1.',
    nl: 'De pagina moet een geheel getal van minstens 1 zijn.',
    fr: 'La page doit être un nombre entier supérieur ou égal à 1.',
    de: 'Die Seite muss eine ganze Zahl von mindestens 1 sein.',
  },
  'error.pageSizeRange': {
    en: 'The page size must be between 1 and {max}.',
    nl: 'Het aantal per pagina moet tussen 1 en {max} liggen.',
    fr: 'Le nombre par page doit être compris entre 1 et {max}.',
    de: 'Die Seitengröße muss zwischen 1 und {max} liegen.',
  },
  'error.cityFilter': {
    en: 'The city filter must look like "name|zip", for example "Waterloo|1410".',
    nl: 'De gemeentefilter moet de vorm "naam|postcode" hebben, bijvoorbeeld "Waterloo|1410".',
    fr: 'Le filtre de commune doit avoir la forme « nom|code postal », par exemple « Waterloo|1410 ».',
    de: 'Der Ortsfilter muss die Form „Name|PLZ“ haben, zum Beispiel „Waterloo|1410“.',
  },
  'error.typeFilter': {
    en: 'The property type must be a type number from 1 to 99.',
    nl: 'Het type pand moet een typenummer van 1 tot 99 zijn.',
    fr: 'Le type de bien doit être un numéro de type de 1 à 99.',
    de: 'Die Objektart muss eine Typnummer von 1 bis 99 sein.',
  },
  'error.searchTooLong': {
    en: 'The search text may be at most {max} characters long.',
    nl: 'De zoektekst mag hoogstens {max} tekens lang zijn.',
    fr: 'Le texte de recherche peut contenir au maximum {max} caractères.',
    de: 'Der Suchtext darf höchstens {max} Zeichen lang sein.',
  },
  'error.limitRange': {
    en: 'The limit must be between 1 and {max}.',
    nl: 'De limiet moet tussen 1 en {max} liggen.',
    fr: 'La limite doit être comprise entre 1 et {max}.',
    de: 'Das Limit muss zwischen 1 und {max} liegen.',
  },
  'error.propertyNotFound': {
    en: 'Property not found: no property has reference {id}.',
    nl: 'Pand niet gevonden: er is geen pand met referentie {id}.',
    fr: 'Bien introuvable : aucun bien ne porte la référence {id}.',
    de: 'Immobilie nicht gefunden: Es gibt keine Immobilie mit der Referenz {id}.',
  },
  'error.articleNotFound': {
    en: 'The requested page does not exist.',
    nl: 'De gevraagde pagina bestaat niet.',
    fr: "La page demandée n'existe pas.",
    de: 'Die angeforderte Seite existiert nicht.',
  },
  'error.bodyTooLarge': {
    en: 'The request is too large.',
    nl: 'De aanvraag is te groot.',
    fr: 'La requête est trop volumineuse.',
    de: 'Die Anfrage ist zu groß.',
  },
  'error.malformedRequest': {
    en: 'The request could not be read. Please check its format.',
    nl: 'De aanvraag kon niet gelezen worden. Controleer het formaat.',
    fr: "La requête n'a pas pu être lue. Veuillez vérifier son format.",
    de: 'Die Anfrage konnte nicht gelesen werden. Bitte prüfen Sie das Format.',
  },
  'price.onDemand': {
    en: 'Price on demand',
    nl: 'Prijs op aanvraag',
    fr: 'Prix sur demande',
    de: 'Preis auf Anfrage',
  },
  'country.10': { en: 'Belgium', nl: 'België', fr: 'Belgique', de: 'Belgien' },
  'country.50': { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type MessageId = keyof typeof MESSAGES;
export const MESSAGE_IDS = Object.keys(MESSAGES) as MessageId[];

export function translate(lang: LanguageCode, id: MessageId, params: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[id][lang] ?? MESSAGES[id].en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
