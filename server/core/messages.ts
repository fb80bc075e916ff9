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
  'field.friendEmail': {
    en: "Friend's e-mail is required and must be valid.",
    nl: 'Het e-mailadres van uw vriend is verplicht en moet geldig zijn.',
    fr: "L'e-mail de votre ami est obligatoire et doit être valide.",
    de: 'Die E-Mail-Adresse Ihres Freundes ist erforderlich und muss gültig sein.',
  },
  'field.valuationAddress': {
    en: 'Valuation address is required.',
    nl: 'Het adres van de schatting is verplicht.',
    fr: "L'adresse du bien à estimer est obligatoire.",
    de: 'Die Adresse der zu bewertenden Immobilie ist erforderlich.',
  },
  'field.noLinks': {
    en: 'Links are not allowed in this field.',
    nl: 'Links zijn niet toegestaan in dit veld.',
    fr: 'Les liens ne sont pas autorisés dans ce champ.',
    de: 'Links sind in diesem Feld nicht erlaubt.',
  },
  'form.documentsAccepted': {
    en: 'The documents will be sent to you by e-mail.',
    nl: 'De documenten worden u per e-mail toegestuurd.',
    fr: 'Les documents vous seront envoyés par e-mail.',
    de: 'Die Unterlagen werden Ihnen per E-Mail zugesandt.',
  },
  'form.documentsAlreadyRequested': {
    en: 'You have already requested the documents for this property.',
    nl: 'U hebt de documenten voor dit pand al aangevraagd.',
    fr: 'Vous avez déjà demandé les documents de ce bien.',
    de: 'Sie haben die Unterlagen für diese Immobilie bereits angefordert.',
  },
  'form.friendSent': {
    en: 'Thank you. Your friend will receive the property by e-mail.',
    nl: 'Bedankt. Uw vriend ontvangt het pand per e-mail.',
    fr: 'Merci. Votre ami recevra le bien par e-mail.',
    de: 'Vielen Dank. Ihr Freund erhält die Immobilie per E-Mail.',
  },
  'form.friendLimit': {
    en: 'This address has already received enough recommendations today. Please try again tomorrow.',
    nl: 'Dit adres heeft vandaag al genoeg aanbevelingen ontvangen. Probeer het morgen opnieuw.',
    fr: "Cette adresse a déjà reçu assez de recommandations aujourd'hui. Veuillez réessayer demain.",
    de: 'Diese Adresse hat heute bereits genügend Empfehlungen erhalten. Bitte versuchen Sie es morgen erneut.',
  },
  'field.pastDate': {
    en: 'This date may not be in the past.',
    nl: 'Deze datum mag niet in het verleden liggen.',
    fr: 'Cette date ne peut pas être dans le passé.',
    de: 'Dieses Datum darf nicht in der Vergangenheit liegen.',
  },
  'field.confirmationRequired': {
    en: 'Please confirm this statement.',
    nl: 'Bevestig deze verklaring.',
    fr: 'Veuillez confirmer cette déclaration.',
    de: 'Bitte bestätigen Sie diese Erklärung.',
  },
  'field.atLeastOneAdult': {
    en: 'At least one adult must live in the property (a whole number, at most 20).',
    nl: 'Er moet minstens één volwassene in het pand wonen (een geheel getal, hoogstens 20).',
    fr: 'Au moins un adulte doit habiter le bien (un nombre entier, 20 au maximum).',
    de: 'Mindestens ein Erwachsener muss in der Immobilie wohnen (eine ganze Zahl, höchstens 20).',
  },
  'field.kidAge': {
    en: "Each child's age must be a whole number from 0 to 25.",
    nl: 'De leeftijd van elk kind moet een geheel getal van 0 tot 25 zijn.',
    fr: "L'âge de chaque enfant doit être un nombre entier de 0 à 25.",
    de: 'Das Alter jedes Kindes muss eine ganze Zahl von 0 bis 25 sein.',
  },
  'field.amount': {
    en: 'Please enter the amount in whole euros, more than 0.',
    nl: 'Vul het bedrag in hele euro in, meer dan 0.',
    fr: 'Veuillez indiquer le montant en euros entiers, supérieur à 0.',
    de: 'Bitte geben Sie den Betrag in ganzen Euro an, mehr als 0.',
  },
  'form.notForRent': {
    en: 'This property is not for rent: a rent application is only possible for a rental.',
    nl: 'Dit pand is niet te huur: een huuraanvraag kan enkel voor een huurpand.',
    fr: "Ce bien n'est pas à louer : une candidature locative n'est possible que pour un bien en location.",
    de: 'Diese Immobilie ist nicht zu vermieten: Eine Mietbewerbung ist nur für Mietobjekte möglich.',
  },
  'form.notForSale': {
    en: 'This property is not for sale: an offer can only be made on a property for sale.',
    nl: 'Dit pand is niet te koop: een bod kan enkel op een pand dat te koop staat.',
    fr: "Ce bien n'est pas à vendre : une offre n'est possible que pour un bien en vente.",
    de: 'Diese Immobilie steht nicht zum Verkauf: Ein Angebot ist nur für eine Immobilie zum Verkauf möglich.',
  },
  'appointment.full': {
    en: 'The appointments are full.',
    nl: 'De afspraken zijn volzet.',
    fr: 'Les rendez-vous sont complets.',
    de: 'Die Termine sind ausgebucht.',
  },
  'appointment.unknownSlot': {
    en: 'This appointment time does not exist for this property. Please choose another one.',
    nl: 'Dit tijdstip bestaat niet voor dit pand. Kies een ander tijdstip.',
    fr: "Ce créneau n'existe pas pour ce bien. Veuillez en choisir un autre.",
    de: 'Dieser Termin existiert für diese Immobilie nicht. Bitte wählen Sie einen anderen.',
  },
  'appointment.pastSlot': {
    en: 'This appointment time has already passed. Please choose another one.',
    nl: 'Dit tijdstip is al voorbij. Kies een ander tijdstip.',
    fr: 'Ce créneau est déjà passé. Veuillez en choisir un autre.',
    de: 'Dieser Termin ist bereits vorbei. Bitte wählen Sie einen anderen.',
  },
  'appointment.days': {
    en: 'The number of days must be between 1 and {max}.',
    nl: 'Het aantal dagen moet tussen 1 en {max} liggen.',
    fr: 'Le nombre de jours doit être compris entre 1 et {max}.',
    de: 'Die Anzahl der Tage muss zwischen 1 und {max} liegen.',
  },
  'appointment.cancel.title': {
    en: 'Cancel your appointment',
    nl: 'Uw afspraak annuleren',
    fr: 'Annuler votre rendez-vous',
    de: 'Ihren Termin absagen',
  },
  'appointment.cancel.question': {
    en: 'Do you want to cancel your appointment of {when} for {property}?',
    nl: 'Wilt u uw afspraak van {when} voor {property} annuleren?',
    fr: 'Voulez-vous annuler votre rendez-vous du {when} pour {property} ?',
    de: 'Möchten Sie Ihren Termin am {when} für {property} absagen?',
  },
  'appointment.cancel.button': {
    en: 'Yes, cancel my appointment',
    nl: 'Ja, annuleer mijn afspraak',
    fr: 'Oui, annuler mon rendez-vous',
    de: 'Ja, meinen Termin absagen',
  },
  'appointment.cancel.done': {
    en: 'Your appointment of {when} is cancelled. Thank you for letting us know.',
    nl: 'Uw afspraak van {when} is geannuleerd. Bedankt om het ons te laten weten.',
    fr: 'Votre rendez-vous du {when} est annulé. Merci de nous avoir prévenus.',
    de: 'Ihr Termin am {when} ist abgesagt. Vielen Dank für Ihre Nachricht.',
  },
  'appointment.cancel.already': {
    en: 'This appointment was already cancelled.',
    nl: 'Deze afspraak was al geannuleerd.',
    fr: 'Ce rendez-vous a déjà été annulé.',
    de: 'Dieser Termin wurde bereits abgesagt.',
  },
  'appointment.cancel.past': {
    en: 'This appointment has already taken place and can no longer be cancelled.',
    nl: 'Deze afspraak heeft al plaatsgevonden en kan niet meer geannuleerd worden.',
    fr: "Ce rendez-vous a déjà eu lieu et ne peut plus être annulé.",
    de: 'Dieser Termin hat bereits stattgefunden und kann nicht mehr abgesagt werden.',
  },
  'appointment.cancel.unknown': {
    en: 'This cancellation link is not valid. Please use the link from your confirmation e-mail, or contact us.',
    nl: 'Deze annuleringslink is niet geldig. Gebruik de link uit uw bevestigingsmail of neem contact met ons op.',
    fr: "Ce lien d'annulation n'est pas valide. Utilisez le lien de votre e-mail de confirmation ou contactez-nous.",
    de: 'Dieser Absagelink ist ungültig. Bitte verwenden Sie den Link aus Ihrer Bestätigungs-E-Mail oder kontaktieren Sie uns.',
  },
  'appointment.cancel.home': {
    en: 'Back to the website',
    nl: 'Terug naar de website',
    fr: 'Retour au site',
    de: 'Zurück zur Website',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type MessageId = keyof typeof MESSAGES;
export const MESSAGE_IDS = Object.keys(MESSAGES) as MessageId[];

export function translate(lang: LanguageCode, id: MessageId, params: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[id][lang] ?? MESSAGES[id].en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
