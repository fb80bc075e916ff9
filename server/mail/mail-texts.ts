import type { LanguageCode } from '../core/config';

type Texts = Record<LanguageCode, string>;

/**
 * Every text of the mails, per language. Subjects follow spec 7; `{name}` style placeholders are
 * filled by `mailText`. The agency's copy is in the agency's default language.
 */
const MAIL_TEXTS = {
  // Subjects of the agency's mails (spec 7).
  'subject.site-contact': { en: 'Site contact', nl: 'Contact via de website', fr: 'Contact via le site', de: 'Kontakt über die Website' },
  'subject.visit-request': { en: 'Appointment: visit request', nl: 'Afspraak: aanvraag tot bezoek', fr: 'Rendez-vous : demande de visite', de: 'Termin: Besichtigungsanfrage' },
  'subject.more-info': { en: 'Contact me: more information', nl: 'Contacteer mij: meer informatie', fr: "Contactez-moi : plus d'informations", de: 'Kontaktieren Sie mich: weitere Informationen' },
  'subject.construction-contact': { en: 'Construction contact', nl: 'Contact nieuwbouw', fr: 'Contact construction', de: 'Kontakt Neubau' },
  'subject.confirmation': { en: 'We have received your message', nl: 'We hebben uw bericht ontvangen', fr: 'Nous avons bien reçu votre message', de: 'Wir haben Ihre Nachricht erhalten' },

  'agency.intro': { en: 'A visitor sent the form "{form}" from the website.', nl: 'Een bezoeker verstuurde het formulier "{form}" via de website.', fr: 'Un visiteur a envoyé le formulaire « {form} » depuis le site.', de: 'Ein Besucher hat das Formular „{form}“ über die Website gesendet.' },
  'agency.replyHint': { en: 'Reply to this mail to answer the visitor.', nl: 'Beantwoord deze mail om de bezoeker te antwoorden.', fr: 'Répondez à ce mail pour répondre au visiteur.', de: 'Antworten Sie auf diese E-Mail, um dem Besucher zu antworten.' },
  'visitor.greeting': { en: 'Dear {name},', nl: 'Beste {name},', fr: 'Bonjour {name},', de: 'Guten Tag {name},' },
  'visitor.received': { en: 'Thank you for your message. We have received it and will get back to you as soon as possible.', nl: 'Bedankt voor uw bericht. We hebben het goed ontvangen en nemen zo snel mogelijk contact met u op.', fr: 'Merci pour votre message. Nous l’avons bien reçu et nous vous recontacterons dans les plus brefs délais.', de: 'Vielen Dank für Ihre Nachricht. Wir haben sie erhalten und melden uns so bald wie möglich bei Ihnen.' },
  'visitor.copy': { en: 'This is what you sent us:', nl: 'Dit hebt u ons gestuurd:', fr: 'Voici ce que vous nous avez envoyé :', de: 'Das haben Sie uns gesendet:' },
  'visitor.signature': { en: 'Kind regards, the agency team', nl: 'Met vriendelijke groeten, het team van het kantoor', fr: 'Bien cordialement, l’équipe de l’agence', de: 'Mit freundlichen Grüßen, Ihr Makler-Team' },
  'property.link': { en: 'View the property', nl: 'Bekijk het pand', fr: 'Voir le bien', de: 'Immobilie ansehen' },

  'form.site-contact': { en: 'Contact', nl: 'Contact', fr: 'Contact', de: 'Kontakt' },
  'form.visit-request': { en: 'Visit request', nl: 'Aanvraag tot bezoek', fr: 'Demande de visite', de: 'Besichtigungsanfrage' },
  'form.more-info': { en: 'More information', nl: 'Meer informatie', fr: "Plus d'informations", de: 'Weitere Informationen' },
  'form.construction-contact': { en: 'Construction contact', nl: 'Contact nieuwbouw', fr: 'Contact construction', de: 'Kontakt Neubau' },

  'field.title': { en: 'Title', nl: 'Aanspreking', fr: 'Civilité', de: 'Anrede' },
  'field.name': { en: 'Name', nl: 'Naam', fr: 'Nom', de: 'Name' },
  'field.email': { en: 'E-mail', nl: 'E-mail', fr: 'E-mail', de: 'E-Mail' },
  'field.phone': { en: 'Phone', nl: 'Telefoon', fr: 'Téléphone', de: 'Telefon' },
  'field.contactPreference': { en: 'Contact preference', nl: 'Contactvoorkeur', fr: 'Préférence de contact', de: 'Kontaktwunsch' },
  'field.contactTime': { en: 'Best time to call', nl: 'Beste tijdstip om te bellen', fr: 'Meilleur moment pour appeler', de: 'Beste Zeit für einen Anruf' },
  'field.message': { en: 'Message', nl: 'Bericht', fr: 'Message', de: 'Nachricht' },
  'field.language': { en: 'Language', nl: 'Taal', fr: 'Langue', de: 'Sprache' },
  'field.page': { en: 'Sent from', nl: 'Verzonden vanaf', fr: 'Envoyé depuis', de: 'Gesendet von' },
  'value.mr': { en: 'Mr', nl: 'Dhr.', fr: 'M.', de: 'Herr' },
  'value.mrs': { en: 'Mrs', nl: 'Mevr.', fr: 'Mme', de: 'Frau' },
  'value.miss': { en: 'Miss', nl: 'Juffr.', fr: 'Mlle', de: 'Fräulein' },
  'value.email': { en: 'By e-mail', nl: 'Per e-mail', fr: 'Par e-mail', de: 'Per E-Mail' },
  'value.phone': { en: 'By phone', nl: 'Telefonisch', fr: 'Par téléphone', de: 'Telefonisch' },

  // Documents request, free valuation, send to friend.
  'subject.documents-request': { en: 'Contact me: documents request', nl: 'Contacteer mij: aanvraag documenten', fr: 'Contactez-moi : demande de documents', de: 'Kontaktieren Sie mich: Anfrage Unterlagen' },
  'subject.documents': { en: 'The documents of the property', nl: 'De documenten van het pand', fr: 'Les documents du bien', de: 'Die Unterlagen der Immobilie' },
  'form.documents-request': { en: 'Documents request', nl: 'Aanvraag documenten', fr: 'Demande de documents', de: 'Anfrage Unterlagen' },
  'documents.intro': { en: 'As requested, here are the documents of this property:', nl: 'Zoals gevraagd vindt u hier de documenten van dit pand:', fr: 'Comme demandé, voici les documents de ce bien :', de: 'Wie gewünscht, hier sind die Unterlagen dieser Immobilie:' },
  'documents.none': { en: 'There are no documents for this property yet (no documents). We will contact you as soon as they are available.', nl: 'Er zijn nog geen documenten voor dit pand (geen documenten). We nemen contact met u op zodra ze beschikbaar zijn.', fr: "Il n'y a pas encore de documents pour ce bien (aucun document). Nous vous recontacterons dès qu'ils seront disponibles.", de: 'Für diese Immobilie gibt es noch keine Unterlagen (keine Unterlagen). Wir melden uns, sobald sie verfügbar sind.' },
  'documents.count': { en: 'Documents sent', nl: 'Verzonden documenten', fr: 'Documents envoyés', de: 'Gesendete Unterlagen' },
  'subject.free-valuation': { en: 'Free valuation', nl: 'Gratis schatting', fr: 'Estimation gratuite', de: 'Kostenlose Bewertung' },
  'form.free-valuation': { en: 'Free valuation', nl: 'Gratis schatting', fr: 'Estimation gratuite', de: 'Kostenlose Bewertung' },
  'valuation.received': { en: 'We will contact you to make an appointment for the valuation.', nl: 'We nemen contact met u op om een afspraak voor de schatting te maken.', fr: "Nous vous contacterons pour fixer un rendez-vous d'estimation.", de: 'Wir melden uns bei Ihnen, um einen Termin für die Bewertung zu vereinbaren.' },
  'field.valuationAddress': { en: 'Address to value', nl: 'Adres van het te schatten pand', fr: 'Adresse du bien à estimer', de: 'Adresse der zu bewertenden Immobilie' },
  'field.propertyType': { en: 'Property type', nl: 'Type pand', fr: 'Type de bien', de: 'Objektart' },
  'field.goal': { en: 'Goal', nl: 'Doel', fr: 'Objectif', de: 'Ziel' },
  'field.remarks': { en: 'Remarks', nl: 'Opmerkingen', fr: 'Remarques', de: 'Bemerkungen' },
  'value.sale': { en: 'Sell', nl: 'Verkopen', fr: 'Vendre', de: 'Verkaufen' },
  'value.rent': { en: 'Rent out', nl: 'Verhuren', fr: 'Louer', de: 'Vermieten' },
  'value.house': { en: 'House', nl: 'Huis', fr: 'Maison', de: 'Haus' },
  'value.apartment': { en: 'Apartment', nl: 'Appartement', fr: 'Appartement', de: 'Wohnung' },
  'value.studio': { en: 'Studio', nl: 'Studio', fr: 'Studio', de: 'Studio' },
  'value.plot': { en: 'Plot', nl: 'Grond', fr: 'Terrain', de: 'Grundstück' },
  'value.investment': { en: 'Investment property', nl: 'Opbrengsteigendom', fr: "Immeuble de rapport", de: 'Renditeobjekt' },
  'value.commercial': { en: 'Commercial', nl: 'Handelspand', fr: 'Commerce', de: 'Gewerbe' },
  'value.industrial': { en: 'Industrial', nl: 'Industrie', fr: 'Industriel', de: 'Industrie' },
  'value.office': { en: 'Offices', nl: 'Kantoren', fr: 'Bureaux', de: 'Büros' },
  'value.garage': { en: 'Garage / parking', nl: 'Garage / parking', fr: 'Garage / parking', de: 'Garage / Stellplatz' },
  'subject.send-to-friend': { en: 'Send to friend: a property for you', nl: 'Doorsturen naar een vriend: een pand voor u', fr: 'Envoyer à un ami : un bien pour vous', de: 'An einen Freund senden: eine Immobilie für Sie' },
  'friend.title': { en: 'A property for you', nl: 'Een pand voor u', fr: 'Un bien pour vous', de: 'Eine Immobilie für Sie' },
  'friend.intro': { en: '{name} thought you might like this property and sent it to you from our website.', nl: '{name} dacht dat dit pand u zou bevallen en stuurde het u via onze website.', fr: '{name} a pensé que ce bien pourrait vous plaire et vous l’a envoyé depuis notre site.', de: '{name} dachte, diese Immobilie könnte Ihnen gefallen, und hat sie Ihnen über unsere Website gesendet.' },
  'friend.note': { en: 'Note from {name}', nl: 'Bericht van {name}', fr: 'Message de {name}', de: 'Nachricht von {name}' },
  'friend.replyHint': { en: 'Reply to this mail to answer {name}.', nl: 'Beantwoord deze mail om {name} te antwoorden.', fr: 'Répondez à ce mail pour répondre à {name}.', de: 'Antworten Sie auf diese E-Mail, um {name} zu antworten.' },
  'friend.why': { en: 'You receive this mail because a visitor of our website entered your address. We do not keep it for anything else.', nl: 'U ontvangt deze mail omdat een bezoeker van onze website uw adres invulde. We gebruiken het voor niets anders.', fr: 'Vous recevez ce mail parce qu’un visiteur de notre site a saisi votre adresse. Nous ne l’utilisons pour rien d’autre.', de: 'Sie erhalten diese E-Mail, weil ein Besucher unserer Website Ihre Adresse eingegeben hat. Wir verwenden sie für nichts anderes.' },
} as const satisfies Record<string, Texts>;

export type MailTextId = keyof typeof MAIL_TEXTS;
export const MAIL_TEXT_IDS = Object.keys(MAIL_TEXTS) as MailTextId[];

export function mailText(lang: LanguageCode, id: MailTextId, params: Record<string, string | number> = {}): string {
  const template: string = MAIL_TEXTS[id][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A stored choice ('mrs', 'phone') in words, or the value itself when it has none. */
export function valueText(lang: LanguageCode, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const id = `value.${String(value)}`;
  return id in MAIL_TEXTS ? mailText(lang, id as MailTextId) : String(value);
}
