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
  // Rent application and offer to buy.
  'subject.rent-application': { en: 'Appointment: rent application', nl: 'Afspraak: huuraanvraag', fr: 'Rendez-vous : candidature locative', de: 'Termin: Mietbewerbung' },
  'subject.offer': { en: 'Contact me: offer to buy', nl: 'Contacteer mij: bod tot aankoop', fr: "Contactez-moi : offre d'achat", de: 'Kontaktieren Sie mich: Kaufangebot' },
  'form.rent-application': { en: 'Rent application', nl: 'Huuraanvraag', fr: 'Candidature locative', de: 'Mietbewerbung' },
  'form.offer': { en: 'Offer to buy', nl: 'Bod tot aankoop', fr: "Offre d'achat", de: 'Kaufangebot' },
  'field.adults': { en: 'Number of adults', nl: 'Aantal volwassenen', fr: "Nombre d'adultes", de: 'Anzahl Erwachsene' },
  'field.kidsAges': { en: 'Children (ages)', nl: 'Kinderen (leeftijden)', fr: 'Enfants (âges)', de: 'Kinder (Alter)' },
  'field.pets': { en: 'Pets', nl: 'Huisdieren', fr: 'Animaux domestiques', de: 'Haustiere' },
  'field.movingDate': { en: 'Moving date', nl: 'Verhuisdatum', fr: 'Date de déménagement', de: 'Umzugsdatum' },
  'field.movingReason': { en: 'Reason for moving', nl: 'Reden van verhuis', fr: 'Raison du déménagement', de: 'Grund für den Umzug' },
  'field.incomePerson1': { en: 'Net monthly income, person 1', nl: 'Netto maandinkomen, persoon 1', fr: 'Revenu mensuel net, personne 1', de: 'Monatliches Nettoeinkommen, Person 1' },
  'field.incomePerson2': { en: 'Net monthly income, person 2', nl: 'Netto maandinkomen, persoon 2', fr: 'Revenu mensuel net, personne 2', de: 'Monatliches Nettoeinkommen, Person 2' },
  'field.confirmations': { en: 'Confirmed by the applicant', nl: 'Bevestigd door de kandidaat', fr: 'Confirmé par le candidat', de: 'Vom Bewerber bestätigt' },
  'value.yes': { en: 'Yes', nl: 'Ja', fr: 'Oui', de: 'Ja' },
  'value.no': { en: 'No', nl: 'Nee', fr: 'Non', de: 'Nein' },
  'rent.confirmIncome': { en: 'I declare that our net monthly income meets the minimum monthly income required for this rental.', nl: 'Ik verklaar dat ons netto maandinkomen voldoet aan het minimale maandinkomen dat voor deze huur vereist is.', fr: 'Je déclare que nos revenus mensuels nets atteignent le revenu mensuel minimum requis pour cette location.', de: 'Ich erkläre, dass unser monatliches Nettoeinkommen das für diese Miete erforderliche Mindesteinkommen erreicht.' },
  'rent.confirmProof': { en: 'I know that proof of income may be requested.', nl: 'Ik weet dat een bewijs van inkomen kan worden gevraagd.', fr: "Je sais qu'une preuve de revenus peut être demandée.", de: 'Mir ist bekannt, dass ein Einkommensnachweis verlangt werden kann.' },
  'rent.confirmMaxPersons': { en: 'I confirm that the number of occupants does not exceed the maximum number of persons allowed for this property.', nl: 'Ik bevestig dat het aantal bewoners het maximale aantal personen voor dit pand niet overschrijdt.', fr: "Je confirme que le nombre d'occupants ne dépasse pas le nombre maximum de personnes autorisé pour ce bien.", de: 'Ich bestätige, dass die Zahl der Bewohner die für diese Immobilie zulässige Höchstzahl an Personen nicht überschreitet.' },
  'rent.confirmDescriptionRead': { en: 'I have read the description of the property.', nl: 'Ik heb de beschrijving van het pand gelezen.', fr: "J'ai lu la description du bien.", de: 'Ich habe die Beschreibung der Immobilie gelesen.' },
  'rent.signing': { en: 'Sum due at signing', nl: 'Te betalen bij de ondertekening', fr: 'Montant dû à la signature', de: 'Bei Unterzeichnung fällig' },
  'rent.firstMonthRent': { en: "First month's rent", nl: 'Huur eerste maand', fr: 'Loyer du premier mois', de: 'Miete des ersten Monats' },
  'rent.firstMonthCharges': { en: "First month's charges", nl: 'Lasten eerste maand', fr: 'Charges du premier mois', de: 'Nebenkosten des ersten Monats' },
  'rent.inventoryShare': { en: 'Share of the inventory cost (half)', nl: 'Aandeel in de kosten van de plaatsbeschrijving (helft)', fr: "Part des frais d'état des lieux (moitié)", de: 'Anteil an den Kosten des Übergabeprotokolls (Hälfte)' },
  'rent.deposit': { en: "Deposit (3 months' rent)", nl: 'Huurwaarborg (3 maanden huur)', fr: 'Garantie locative (3 mois de loyer)', de: 'Kaution (3 Monatsmieten)' },
  'rent.total': { en: 'Total due at signing', nl: 'Totaal te betalen bij de ondertekening', fr: 'Total dû à la signature', de: 'Gesamtbetrag bei Unterzeichnung' },
  'rent.signingUnknown': { en: 'The agency will tell you the sum due at signing.', nl: 'Het kantoor deelt u het bedrag mee dat bij de ondertekening te betalen is.', fr: "L'agence vous communiquera le montant dû à la signature.", de: 'Die Agentur teilt Ihnen den bei Unterzeichnung fälligen Betrag mit.' },
  'field.personA': { en: 'Buyer A', nl: 'Koper A', fr: 'Acheteur A', de: 'Käufer A' },
  'field.personB': { en: 'Buyer B', nl: 'Koper B', fr: 'Acheteur B', de: 'Käufer B' },
  'field.address': { en: 'Address', nl: 'Adres', fr: 'Adresse', de: 'Adresse' },
  'field.amount': { en: 'Offer (in figures)', nl: 'Bod (in cijfers)', fr: 'Offre (en chiffres)', de: 'Angebot (in Ziffern)' },
  'field.amountWords': { en: 'Offer (in words)', nl: 'Bod (in letters)', fr: 'Offre (en toutes lettres)', de: 'Angebot (in Worten)' },
  'field.startDate': { en: 'Valid from', nl: 'Geldig vanaf', fr: 'Valable à partir du', de: 'Gültig ab' },
  'field.endDate': { en: 'Valid until', nl: 'Geldig tot en met', fr: "Valable jusqu'au", de: 'Gültig bis' },
  'field.place': { en: 'Signed at', nl: 'Opgemaakt te', fr: 'Fait à', de: 'Ort' },
  'field.signDate': { en: 'Signed on', nl: 'Ondertekend op', fr: 'Signé le', de: 'Unterzeichnet am' },
  'field.conditions': { en: 'Conditions', nl: 'Voorwaarden', fr: 'Conditions', de: 'Bedingungen' },
  'field.advance': { en: 'Advance (10%)', nl: 'Voorschot (10%)', fr: 'Acompte (10 %)', de: 'Anzahlung (10 %)' },
  'offer.irrevocable': { en: 'This offer is irrevocable until its end date. Its acceptance by the sellers concludes the sale.', nl: 'Dit bod is onherroepelijk tot en met de einddatum. Door de aanvaarding door de verkopers komt de verkoop tot stand.', fr: "Cette offre est irrévocable jusqu'à sa date de fin. Son acceptation par les vendeurs vaut conclusion de la vente.", de: 'Dieses Angebot ist bis zu seinem Enddatum unwiderruflich. Mit der Annahme durch die Verkäufer kommt der Kauf zustande.' },
  'offer.advance': { en: "Upon acceptance, the buyer pays an advance of 10% of the sale price, i.e. {amount}, into the agent's third-party account.", nl: 'Bij aanvaarding betaalt de koper een voorschot van 10% van de verkoopprijs, hetzij {amount}, op de derdenrekening van het vastgoedkantoor.', fr: "Dès l'acceptation, l'acheteur verse un acompte de 10 % du prix de vente, soit {amount}, sur le compte de tiers de l'agent immobilier.", de: 'Nach der Annahme zahlt der Käufer eine Anzahlung von 10 % des Kaufpreises, also {amount}, auf das Treuhandkonto des Maklers.' },
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
  // Demand register ("keep me informed") and newsletter.
  'subject.demand-register': { en: 'Demand register', nl: 'Zoekopdracht geregistreerd', fr: 'Enregistrement de recherche', de: 'Suchauftrag registriert' },
  'form.demand-register': { en: 'Keep me informed', nl: 'Hou me op de hoogte', fr: 'Je recherche', de: 'Auf dem Laufenden bleiben' },
  'field.demandGoal': { en: 'I want to', nl: 'Ik wil', fr: 'Je souhaite', de: 'Ich möchte' },
  'demand.goal.buy': { en: 'Buy', nl: 'Kopen', fr: 'Acheter', de: 'Kaufen' },
  'demand.goal.rent': { en: 'Rent', nl: 'Huren', fr: 'Louer', de: 'Mieten' },
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
