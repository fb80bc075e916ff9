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

  // Demand register ("keep me informed") and newsletter.
  'subject.demand-register': { en: 'Demand register', nl: 'Zoekopdracht geregistreerd', fr: 'Enregistrement de recherche', de: 'Suchauftrag registriert' },
  'form.demand-register': { en: 'Keep me informed', nl: 'Hou me op de hoogte', fr: 'Je recherche', de: 'Auf dem Laufenden bleiben' },
  'field.goal': { en: 'I want to', nl: 'Ik wil', fr: 'Je souhaite', de: 'Ich möchte' },
  'value.buy': { en: 'Buy', nl: 'Kopen', fr: 'Acheter', de: 'Kaufen' },
  'value.rent': { en: 'Rent', nl: 'Huren', fr: 'Louer', de: 'Mieten' },
  'field.propertyTypes': { en: 'Property types', nl: 'Types panden', fr: 'Types de biens', de: 'Objektarten' },
  'field.zones': { en: 'Zones', nl: 'Zones', fr: 'Zones', de: 'Gebiete' },
  'field.priceRange': { en: 'Price', nl: 'Prijs', fr: 'Prix', de: 'Preis' },
  'field.minBedrooms': { en: 'Bedrooms (minimum)', nl: 'Slaapkamers (minimum)', fr: 'Chambres (minimum)', de: 'Schlafzimmer (mindestens)' },
  'range.between': { en: '{min} to {max}', nl: '{min} tot {max}', fr: 'de {min} à {max}', de: '{min} bis {max}' },
  'range.from': { en: 'from {min}', nl: 'vanaf {min}', fr: 'à partir de {min}', de: 'ab {min}' },
  'range.upTo': { en: 'up to {max}', nl: 'tot {max}', fr: "jusqu'à {max}", de: 'bis {max}' },
  'demand.registered': {
    en: 'Your search is registered: we will e-mail you when a property matching it comes on the market.',
    nl: 'Uw zoekopdracht is geregistreerd: we mailen u zodra een pand dat erbij past te koop of te huur komt.',
    fr: 'Votre recherche est enregistrée : nous vous enverrons un e-mail dès qu’un bien correspondant sera disponible.',
    de: 'Ihr Suchauftrag ist registriert: Wir schreiben Ihnen, sobald eine passende Immobilie angeboten wird.',
  },
  'unsubscribe.hint': {
    en: 'No longer want these e-mails? Unsubscribe: {url}',
    nl: 'Wilt u deze e-mails niet meer ontvangen? Schrijf u uit: {url}',
    fr: 'Vous ne souhaitez plus recevoir ces e-mails ? Désabonnez-vous : {url}',
    de: 'Sie möchten diese E-Mails nicht mehr erhalten? Abmelden: {url}',
  },
  'subject.demand-match': { en: 'New property for your search: {title}', nl: 'Nieuw pand voor uw zoekopdracht: {title}', fr: 'Nouveau bien pour votre recherche : {title}', de: 'Neue Immobilie zu Ihrer Suche: {title}' },
  'demand.matchIntro': {
    en: 'A new property matches your search:',
    nl: 'Een nieuw pand past bij uw zoekopdracht:',
    fr: 'Un nouveau bien correspond à votre recherche :',
    de: 'Eine neue Immobilie passt zu Ihrer Suche:',
  },
  'subject.newsletter-confirm': { en: 'Please confirm your newsletter subscription', nl: 'Bevestig uw inschrijving op de nieuwsbrief', fr: 'Veuillez confirmer votre inscription à la newsletter', de: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung' },
  'newsletter.confirmIntro': {
    en: 'Please confirm that you want to receive our newsletter with the button below. The link is valid for 7 days.',
    nl: 'Bevestig met de knop hieronder dat u onze nieuwsbrief wilt ontvangen. De link is 7 dagen geldig.',
    fr: 'Veuillez confirmer avec le bouton ci-dessous que vous souhaitez recevoir notre newsletter. Le lien est valable 7 jours.',
    de: 'Bitte bestätigen Sie mit der Schaltfläche unten, dass Sie unseren Newsletter erhalten möchten. Der Link ist 7 Tage gültig.',
  },
  'newsletter.confirmAction': { en: 'Confirm my subscription', nl: 'Mijn inschrijving bevestigen', fr: 'Confirmer mon inscription', de: 'Anmeldung bestätigen' },
  'newsletter.ignore': {
    en: 'Did you not ask for this? Then simply ignore this e-mail: you will not be subscribed.',
    nl: 'Hebt u dit niet gevraagd? Negeer deze e-mail dan gewoon: u wordt niet ingeschreven.',
    fr: "Vous n'avez rien demandé ? Ignorez simplement cet e-mail : vous ne serez pas inscrit.",
    de: 'Haben Sie das nicht angefordert? Dann ignorieren Sie diese E-Mail einfach: Sie werden nicht angemeldet.',
  },
  'subject.newsletter-welcome': { en: 'Welcome to our newsletter', nl: 'Welkom bij onze nieuwsbrief', fr: 'Bienvenue dans notre newsletter', de: 'Willkommen bei unserem Newsletter' },
  'newsletter.welcome': {
    en: 'Your subscription is confirmed: you will receive our newsletter from now on.',
    nl: 'Uw inschrijving is bevestigd: u ontvangt voortaan onze nieuwsbrief.',
    fr: 'Votre inscription est confirmée : vous recevrez désormais notre newsletter.',
    de: 'Ihre Anmeldung ist bestätigt: Sie erhalten ab jetzt unseren Newsletter.',
  },
  'visitor.greetingPlain': { en: 'Hello,', nl: 'Beste,', fr: 'Bonjour,', de: 'Guten Tag,' },
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
