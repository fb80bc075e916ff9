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
  'subject.appointment': { en: 'Appointment', nl: 'Afspraak', fr: 'Rendez-vous', de: 'Termin' },
  'subject.appointment.confirmation': { en: 'Your appointment is confirmed', nl: 'Uw afspraak is bevestigd', fr: 'Votre rendez-vous est confirmé', de: 'Ihr Termin ist bestätigt' },
  'form.appointment': { en: 'Appointment booking', nl: 'Afspraak boeken', fr: 'Prise de rendez-vous', de: 'Terminbuchung' },
  'field.appointment': { en: 'Appointment', nl: 'Afspraak', fr: 'Rendez-vous', de: 'Termin' },
  'appointment.confirmed': { en: 'Your appointment of {when} is confirmed. The invitation is attached: open it to add it to your calendar.', nl: 'Uw afspraak van {when} is bevestigd. De uitnodiging zit in de bijlage: open ze om ze aan uw agenda toe te voegen.', fr: 'Votre rendez-vous du {when} est confirmé. L’invitation est jointe : ouvrez-la pour l’ajouter à votre agenda.', de: 'Ihr Termin am {when} ist bestätigt. Die Einladung ist angehängt: Öffnen Sie sie, um den Termin in Ihren Kalender einzutragen.' },
  'appointment.cancelHint': { en: 'Cannot come? Please cancel your appointment so that someone else can take the place.', nl: 'Kunt u niet komen? Annuleer dan uw afspraak, zodat iemand anders de plaats kan innemen.', fr: 'Vous ne pouvez pas venir ? Annulez votre rendez-vous pour libérer la place.', de: 'Sie können nicht kommen? Bitte sagen Sie Ihren Termin ab, damit jemand anderes den Platz nutzen kann.' },
  'appointment.cancelAction': { en: 'Cancel my appointment', nl: 'Mijn afspraak annuleren', fr: 'Annuler mon rendez-vous', de: 'Meinen Termin absagen' },
  'appointment.summary': { en: 'Visit: {title}', nl: 'Bezoek: {title}', fr: 'Visite : {title}', de: 'Besichtigung: {title}' },
  'subject.appointment.cancelled': { en: 'Appointment cancelled', nl: 'Afspraak geannuleerd', fr: 'Rendez-vous annulé', de: 'Termin abgesagt' },
  'appointment.cancelledIntro': { en: 'The visitor cancelled this appointment with the link of their confirmation; the place is free again.', nl: 'De bezoeker annuleerde deze afspraak met de link uit de bevestiging; de plaats is weer vrij.', fr: 'Le visiteur a annulé ce rendez-vous avec le lien de sa confirmation ; la place est de nouveau libre.', de: 'Der Besucher hat diesen Termin über den Link in seiner Bestätigung abgesagt; der Platz ist wieder frei.' },
  'appointment.agencyNote': { en: 'The visitor booked this slot; it is confirmed and counted.', nl: 'De bezoeker boekte dit tijdstip; het is bevestigd en geteld.', fr: 'Le visiteur a réservé ce créneau ; il est confirmé et compté.', de: 'Der Besucher hat diesen Termin gebucht; er ist bestätigt und gezählt.' },
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
