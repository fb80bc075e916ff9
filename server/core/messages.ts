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
  'field.priceOrder': {
    en: 'The maximum price must be at least the minimum price.',
    nl: 'De maximumprijs moet minstens de minimumprijs zijn.',
    fr: 'Le prix maximum doit être au moins égal au prix minimum.',
    de: 'Der Höchstpreis muss mindestens dem Mindestpreis entsprechen.',
  },
  'page.invalidLink': {
    en: 'This link is not valid (any more). Please use the link of the most recent e-mail.',
    nl: 'Deze link is niet (meer) geldig. Gebruik de link uit de meest recente e-mail.',
    fr: "Ce lien n'est pas (ou plus) valide. Veuillez utiliser le lien du dernier e-mail reçu.",
    de: 'Dieser Link ist nicht (mehr) gültig. Bitte verwenden Sie den Link aus der neuesten E-Mail.',
  },
  'page.backToSite': { en: 'Back to the website', nl: 'Terug naar de website', fr: 'Retour au site', de: 'Zurück zur Website' },
  'page.demandUnsubscribe.title': {
    en: 'Stop the e-mails for your search?',
    nl: 'Geen e-mails meer voor uw zoekopdracht?',
    fr: "Ne plus recevoir d'e-mails pour votre recherche ?",
    de: 'Keine E-Mails mehr zu Ihrer Suche?',
  },
  'page.demandUnsubscribe.text': {
    en: 'You will no longer receive e-mails about new properties matching this search.',
    nl: 'U ontvangt dan geen e-mails meer over nieuwe panden die bij deze zoekopdracht passen.',
    fr: 'Vous ne recevrez plus d’e-mails sur les nouveaux biens correspondant à cette recherche.',
    de: 'Sie erhalten dann keine E-Mails mehr zu neuen Immobilien, die zu dieser Suche passen.',
  },
  'page.unsubscribe.button': { en: 'Unsubscribe', nl: 'Uitschrijven', fr: 'Me désabonner', de: 'Abmelden' },
  'page.demandUnsubscribe.done': {
    en: 'You are unsubscribed: you will no longer receive e-mails for this search.',
    nl: 'U bent uitgeschreven: u ontvangt geen e-mails meer voor deze zoekopdracht.',
    fr: 'Vous êtes désabonné : vous ne recevrez plus d’e-mails pour cette recherche.',
    de: 'Sie sind abgemeldet: Sie erhalten keine E-Mails mehr zu dieser Suche.',
  },
  'page.newsletterConfirm.title': { en: 'Newsletter', nl: 'Nieuwsbrief', fr: 'Newsletter', de: 'Newsletter' },
  'page.newsletterConfirm.done': {
    en: 'Thank you: your subscription to our newsletter is confirmed.',
    nl: 'Bedankt: uw inschrijving op onze nieuwsbrief is bevestigd.',
    fr: 'Merci : votre inscription à notre newsletter est confirmée.',
    de: 'Vielen Dank: Ihre Anmeldung zu unserem Newsletter ist bestätigt.',
  },
  'page.newsletterConfirm.expired': {
    en: 'This confirmation link has expired (links are valid for 7 days). Please subscribe again to receive a new one.',
    nl: 'Deze bevestigingslink is verlopen (links zijn 7 dagen geldig). Schrijf u opnieuw in om een nieuwe te ontvangen.',
    fr: 'Ce lien de confirmation a expiré (les liens sont valables 7 jours). Inscrivez-vous à nouveau pour en recevoir un nouveau.',
    de: 'Dieser Bestätigungslink ist abgelaufen (Links sind 7 Tage gültig). Bitte melden Sie sich erneut an, um einen neuen zu erhalten.',
  },
  'page.newsletterUnsubscribe.title': {
    en: 'Unsubscribe from the newsletter?',
    nl: 'Uitschrijven voor de nieuwsbrief?',
    fr: 'Se désabonner de la newsletter ?',
    de: 'Vom Newsletter abmelden?',
  },
  'page.newsletterUnsubscribe.text': {
    en: 'You will no longer receive our newsletter.',
    nl: 'U ontvangt dan onze nieuwsbrief niet meer.',
    fr: 'Vous ne recevrez plus notre newsletter.',
    de: 'Sie erhalten dann unseren Newsletter nicht mehr.',
  },
  'page.newsletterUnsubscribe.done': {
    en: 'You are unsubscribed from our newsletter.',
    nl: 'U bent uitgeschreven voor onze nieuwsbrief.',
    fr: 'Vous êtes désabonné de notre newsletter.',
    de: 'Sie sind von unserem Newsletter abgemeldet.',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type MessageId = keyof typeof MESSAGES;
export const MESSAGE_IDS = Object.keys(MESSAGES) as MessageId[];

export function translate(lang: LanguageCode, id: MessageId, params: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[id][lang] ?? MESSAGES[id].en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
