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
  'form.invalid': {
    en: 'The fields in red must be checked.',
    nl: 'De velden in het rood moeten gecontroleerd worden.',
    fr: 'Les champs en rouge doivent être vérifiés.',
    de: 'Die rot markierten Felder müssen überprüft werden.',
  },
  'form.mailNotSent': {
    en: 'Mail not sent, try again.',
    nl: 'Mail niet verzonden, probeer het opnieuw.',
    fr: 'Mail non envoyé, veuillez réessayer.',
    de: 'E-Mail nicht gesendet, bitte versuchen Sie es erneut.',
  },
  'form.rateLimited': {
    en: 'You have sent this form too often. Please wait a few minutes and try again.',
    nl: 'U hebt dit formulier te vaak verzonden. Wacht enkele minuten en probeer het opnieuw.',
    fr: 'Vous avez envoyé ce formulaire trop souvent. Veuillez patienter quelques minutes et réessayer.',
    de: 'Sie haben dieses Formular zu oft gesendet. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  },
  'form.accepted': {
    en: 'Thank you. We have received your message.',
    nl: 'Bedankt. We hebben uw bericht ontvangen.',
    fr: 'Merci. Nous avons bien reçu votre message.',
    de: 'Vielen Dank. Wir haben Ihre Nachricht erhalten.',
  },
  'form.unknownProperty': {
    en: 'This property does not exist (any more).',
    nl: 'Dit pand bestaat niet (meer).',
    fr: "Ce bien n'existe pas (ou plus).",
    de: 'Diese Immobilie existiert nicht (mehr).',
  },
  'field.required': {
    en: 'This field is required.',
    nl: 'Dit veld is verplicht.',
    fr: 'Ce champ est obligatoire.',
    de: 'Dieses Feld ist erforderlich.',
  },
  'field.email': {
    en: 'Please enter a valid e-mail address.',
    nl: 'Vul een geldig e-mailadres in.',
    fr: 'Veuillez saisir une adresse e-mail valide.',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  'field.phone': {
    en: 'Please enter a valid phone number.',
    nl: 'Vul een geldig telefoonnummer in.',
    fr: 'Veuillez saisir un numéro de téléphone valide.',
    de: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  },
  'field.tooLong': {
    en: 'This text is too long (at most {max} characters).',
    nl: 'Deze tekst is te lang (hoogstens {max} tekens).',
    fr: 'Ce texte est trop long ({max} caractères au maximum).',
    de: 'Dieser Text ist zu lang (höchstens {max} Zeichen).',
  },
  'field.singleLine': {
    en: 'This field may not contain line breaks.',
    nl: 'Dit veld mag geen regeleinden bevatten.',
    fr: 'Ce champ ne peut pas contenir de retour à la ligne.',
    de: 'Dieses Feld darf keine Zeilenumbrüche enthalten.',
  },
  'field.choice': {
    en: 'Please choose one of the options.',
    nl: 'Kies een van de mogelijkheden.',
    fr: 'Veuillez choisir une des options.',
    de: 'Bitte wählen Sie eine der Möglichkeiten.',
  },
  'field.date': {
    en: 'Please enter a complete, valid date.',
    nl: 'Vul een volledige, geldige datum in.',
    fr: 'Veuillez saisir une date complète et valide.',
    de: 'Bitte geben Sie ein vollständiges, gültiges Datum ein.',
  },
  'field.dateOrder': {
    en: 'The end date must come after the start date.',
    nl: 'De einddatum moet na de begindatum liggen.',
    fr: 'La date de fin doit être postérieure à la date de début.',
    de: 'Das Enddatum muss nach dem Anfangsdatum liegen.',
  },
  'field.number': {
    en: 'Please enter a valid number.',
    nl: 'Vul een geldig getal in.',
    fr: 'Veuillez saisir un nombre valide.',
    de: 'Bitte geben Sie eine gültige Zahl ein.',
  },
  'field.atLeastOneType': {
    en: 'Please select at least one property type.',
    nl: 'Selecteer minstens één type pand.',
    fr: 'Veuillez sélectionner au moins un type de bien.',
    de: 'Bitte wählen Sie mindestens eine Objektart.',
  },
  'field.atLeastOneZone': {
    en: 'Please select at least one geographic zone.',
    nl: 'Selecteer minstens één geografische zone.',
    fr: 'Veuillez sélectionner au moins une zone géographique.',
    de: 'Bitte wählen Sie mindestens ein Gebiet.',
  },
  'field.passwordMismatch': {
    en: 'The password and its confirmation do not match.',
    nl: 'Het wachtwoord en de bevestiging komen niet overeen.',
    fr: 'Le mot de passe et sa confirmation ne correspondent pas.',
    de: 'Das Passwort und die Bestätigung stimmen nicht überein.',
  },
  'field.consentRequired': {
    en: 'Please accept the privacy statement.',
    nl: 'Aanvaard de privacyverklaring.',
    fr: 'Veuillez accepter la déclaration de confidentialité.',
    de: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
  },
  'field.captchaMissing': {
    en: 'Please confirm that you are not a robot.',
    nl: 'Bevestig dat u geen robot bent.',
    fr: "Veuillez confirmer que vous n'êtes pas un robot.",
    de: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
  },
  'field.captchaInvalid': {
    en: 'The entered characters are not valid.',
    nl: 'De ingevoerde tekens zijn niet geldig.',
    fr: 'Les caractères saisis ne sont pas valides.',
    de: 'Die eingegebenen Zeichen sind nicht gültig.',
  },
  'price.onDemand': {
    en: 'Price on demand',
    nl: 'Prijs op aanvraag',
    fr: 'Prix sur demande',
    de: 'Preis auf Anfrage',
  },
  'country.10': { en: 'Belgium', nl: 'België', fr: 'Belgique', de: 'Belgien' },
  'country.50': { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' },
  'form.testimonialSendFail': {
    en: 'Testimonial send fail. Please try again.',
    nl: 'Het verzenden van uw getuigenis is mislukt. Probeer het opnieuw.',
    fr: "L'envoi de votre témoignage a échoué. Veuillez réessayer.",
    de: 'Ihr Erfahrungsbericht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
  'form.testimonialAccepted': {
    en: 'Thank you for your testimonial. It will appear on the site once we have read it.',
    nl: 'Bedankt voor uw getuigenis. Ze verschijnt op de site zodra we ze gelezen hebben.',
    fr: 'Merci pour votre témoignage. Il apparaîtra sur le site dès que nous l’aurons lu.',
    de: 'Vielen Dank für Ihren Erfahrungsbericht. Er erscheint auf der Website, sobald wir ihn gelesen haben.',
  },
  'field.url': {
    en: 'Please enter a full web address starting with http:// or https://.',
    nl: 'Vul een volledig webadres in dat begint met http:// of https://.',
    fr: 'Veuillez saisir une adresse web complète commençant par http:// ou https://.',
    de: 'Bitte geben Sie eine vollständige Webadresse ein, die mit http:// oder https:// beginnt.',
  },
  'upload.tooLarge': {
    en: 'The file is too large: at most {max} MB.',
    nl: 'Het bestand is te groot: hoogstens {max} MB.',
    fr: 'Le fichier est trop volumineux : {max} Mo au maximum.',
    de: 'Die Datei ist zu groß: höchstens {max} MB.',
  },
  'upload.badType': {
    en: 'This file is not a PDF, DOC or DOCX document.',
    nl: 'Dit bestand is geen PDF-, DOC- of DOCX-document.',
    fr: "Ce fichier n'est pas un document PDF, DOC ou DOCX.",
    de: 'Diese Datei ist kein PDF-, DOC- oder DOCX-Dokument.',
  },
  'upload.empty': {
    en: 'The file is empty.',
    nl: 'Het bestand is leeg.',
    fr: 'Le fichier est vide.',
    de: 'Die Datei ist leer.',
  },
  'upload.encoded': {
    en: 'Please send the file as it is, without compression.',
    nl: 'Verstuur het bestand zoals het is, zonder compressie.',
    fr: 'Veuillez envoyer le fichier tel quel, sans compression.',
    de: 'Bitte senden Sie die Datei unverändert, ohne Komprimierung.',
  },
  'upload.rateLimited': {
    en: 'You have sent too many files. Please wait a few minutes and try again.',
    nl: 'U hebt te veel bestanden verstuurd. Wacht enkele minuten en probeer het opnieuw.',
    fr: 'Vous avez envoyé trop de fichiers. Veuillez patienter quelques minutes et réessayer.',
    de: 'Sie haben zu viele Dateien gesendet. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  },
  'upload.failed': {
    en: 'The file could not be received. Please try again.',
    nl: 'Het bestand kon niet ontvangen worden. Probeer het opnieuw.',
    fr: "Le fichier n'a pas pu être reçu. Veuillez réessayer.",
    de: 'Die Datei konnte nicht empfangen werden. Bitte versuchen Sie es erneut.',
  },
  'upload.unknown': {
    en: 'Your CV was not found or has expired. Please add it again.',
    nl: 'Uw cv werd niet gevonden of is verlopen. Voeg het opnieuw toe.',
    fr: "Votre CV est introuvable ou a expiré. Veuillez l'ajouter à nouveau.",
    de: 'Ihr Lebenslauf wurde nicht gefunden oder ist abgelaufen. Bitte fügen Sie ihn erneut hinzu.',
  },
  'upload.used': {
    en: 'This CV has already been sent with another application. Please add it again.',
    nl: 'Dit cv werd al met een andere sollicitatie verstuurd. Voeg het opnieuw toe.',
    fr: 'Ce CV a déjà été envoyé avec une autre candidature. Veuillez l’ajouter à nouveau.',
    de: 'Dieser Lebenslauf wurde bereits mit einer anderen Bewerbung gesendet. Bitte fügen Sie ihn erneut hinzu.',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type MessageId = keyof typeof MESSAGES;
export const MESSAGE_IDS = Object.keys(MESSAGES) as MessageId[];

export function translate(lang: LanguageCode, id: MessageId, params: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[id][lang] ?? MESSAGES[id].en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
