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
  'subject.testimonial': { en: 'Testimonial', nl: 'Getuigenis', fr: 'Témoignage', de: 'Erfahrungsbericht' },
  'subject.job-contact': { en: 'Job contact', nl: 'Sollicitatie', fr: 'Candidature', de: 'Bewerbung' },
  'form.testimonial': { en: 'Leave a testimonial', nl: 'Laat een getuigenis achter', fr: 'Laisser un témoignage', de: 'Erfahrungsbericht hinterlassen' },
  'form.job-contact': { en: 'Work with us', nl: 'Werk met ons', fr: 'Travailler avec nous', de: 'Arbeiten Sie mit uns' },
  'field.comment': { en: 'Testimonial', nl: 'Getuigenis', fr: 'Témoignage', de: 'Erfahrungsbericht' },
  'field.website': { en: 'Website', nl: 'Website', fr: 'Site web', de: 'Website' },
  'field.position': { en: 'Position', nl: 'Functie', fr: 'Poste', de: 'Stelle' },
  'field.motivation': { en: 'Motivation', nl: 'Motivatie', fr: 'Motivation', de: 'Motivation' },
  'field.cv': { en: 'CV (attached)', nl: 'Cv (in bijlage)', fr: 'CV (en pièce jointe)', de: 'Lebenslauf (im Anhang)' },
  'testimonial.unpublished': {
    en: 'It is not published yet. To publish it on the site, run: npm run testimonial:approve -- {id}',
    nl: 'Ze is nog niet gepubliceerd. Om ze op de site te publiceren: npm run testimonial:approve -- {id}',
    fr: "Il n'est pas encore publié. Pour le publier sur le site : npm run testimonial:approve -- {id}",
    de: 'Er ist noch nicht veröffentlicht. Zum Veröffentlichen auf der Website: npm run testimonial:approve -- {id}',
  },
  'visitor.testimonialReceived': {
    en: 'Thank you for your testimonial. It will appear on our site once we have read it. Your e-mail address is never published.',
    nl: 'Bedankt voor uw getuigenis. Ze verschijnt op onze site zodra we ze gelezen hebben. Uw e-mailadres wordt nooit gepubliceerd.',
    fr: 'Merci pour votre témoignage. Il apparaîtra sur notre site dès que nous l’aurons lu. Votre adresse e-mail n’est jamais publiée.',
    de: 'Vielen Dank für Ihren Erfahrungsbericht. Er erscheint auf unserer Website, sobald wir ihn gelesen haben. Ihre E-Mail-Adresse wird nie veröffentlicht.',
  },
  'visitor.jobReceived': {
    en: 'Thank you for your application. We have received it with your CV and will get back to you as soon as possible.',
    nl: 'Bedankt voor uw sollicitatie. We hebben ze met uw cv ontvangen en nemen zo snel mogelijk contact met u op.',
    fr: 'Merci pour votre candidature. Nous l’avons bien reçue avec votre CV et nous vous recontacterons dans les plus brefs délais.',
    de: 'Vielen Dank für Ihre Bewerbung. Wir haben sie mit Ihrem Lebenslauf erhalten und melden uns so bald wie möglich bei Ihnen.',
  },
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
