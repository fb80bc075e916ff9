import type { LanguageCode } from '../core/config';
import { textBundle, type TextParams } from '../core/i18n/text-bundle';

/**
 * Every text of the mails, in English here and translated in server/locales/{lang}/mail.po. Each form has one fixed subject that names it ("Site
 * contact", "Appointment: visit request" …); `{name}` style placeholders are filled by `mailText`.
 * The agency's copy is in the agency's default language.
 */
const MAIL_TEXTS = {
  // Subjects of the agency's mails: fixed, one per form.
  'subject.site-contact': /*i18n*/ { id: 'subject.site-contact', message: 'Site contact' },
  'subject.visit-request': /*i18n*/ { id: 'subject.visit-request', message: 'Appointment: visit request' },
  'subject.more-info': /*i18n*/ { id: 'subject.more-info', message: 'Contact me: more information' },
  'subject.construction-contact': /*i18n*/ {
    id: 'subject.construction-contact',
    message: 'Construction contact',
  },
  'subject.confirmation': /*i18n*/ { id: 'subject.confirmation', message: 'We have received your message' },
  'subject.jobConfirmation': /*i18n*/ {
    id: 'subject.jobConfirmation',
    message: 'We have received your application',
  },

  'agency.intro': /*i18n*/ {
    id: 'agency.intro',
    message: 'A visitor sent the form "{form}" from the website.',
  },
  'agency.replyHint': /*i18n*/ {
    id: 'agency.replyHint',
    message: 'Reply to this mail to answer the visitor.',
  },
  // What each confirmation says it received, in the words of its form.
  'subject.visitRequestConfirmation': /*i18n*/ {
    id: 'subject.visitRequestConfirmation',
    message: 'We have received your visit request',
  },
  'visitor.visitRequestReceived': /*i18n*/ {
    id: 'visitor.visitRequestReceived',
    message:
      'Thank you for your request to visit this property. We will contact you shortly to agree on a time.',
  },
  'subject.questionConfirmation': /*i18n*/ {
    id: 'subject.questionConfirmation',
    message: 'We have received your question',
  },
  'visitor.questionReceived': /*i18n*/ {
    id: 'visitor.questionReceived',
    message: 'Thank you for your question about this property. We will answer it as soon as possible.',
  },
  'subject.valuationConfirmation': /*i18n*/ {
    id: 'subject.valuationConfirmation',
    message: 'We have received your valuation request',
  },
  'visitor.valuationReceived': /*i18n*/ {
    id: 'visitor.valuationReceived',
    message:
      'Thank you for your request for a free valuation. We will contact you to make an appointment for it.',
  },
  'subject.rentApplicationConfirmation': /*i18n*/ {
    id: 'subject.rentApplicationConfirmation',
    message: 'We have received your rental application',
  },
  'visitor.rentApplicationReceived': /*i18n*/ {
    id: 'visitor.rentApplicationReceived',
    message:
      'Thank you for your rental application. We will pass it on to the landlord and let you know their answer.',
  },
  'subject.offerConfirmation': /*i18n*/ {
    id: 'subject.offerConfirmation',
    message: 'We have received your offer',
  },
  'visitor.offerReceived': /*i18n*/ {
    id: 'visitor.offerReceived',
    message: 'Thank you for your offer. We will pass it on to the seller and let you know their answer.',
  },
  'subject.testimonialConfirmation': /*i18n*/ {
    id: 'subject.testimonialConfirmation',
    message: 'Thank you for your testimonial',
  },
  // The alert of a saved search: several listings, each with what happened to it.
  'subject.searchAlert': /*i18n*/ {
    id: 'subject.searchAlert',
    message: '{count, plural, one {News about # property} other {News about # properties}}',
  },
  'alert.intro': /*i18n*/ { id: 'alert.intro', message: 'What changed for the properties you follow:' },
  'alert.introSome': /*i18n*/ {
    id: 'alert.introSome',
    message: 'The {shown} most recent of the {total} properties with news for you:',
  },
  'alert.seeAll': /*i18n*/ { id: 'alert.seeAll', message: 'See all matching properties' },
  'alert.manage': /*i18n*/ { id: 'alert.manage', message: 'Manage my alerts (change, pause or delete)' },
  'alert.manageHint': /*i18n*/ {
    id: 'alert.manageHint',
    message: 'Change, pause or delete your saved searches and followed properties: {url}',
  },
  'alert.unsubscribeAll': /*i18n*/ {
    id: 'alert.unsubscribeAll',
    message: 'No longer want any of these e-mails? Stop all your alerts: {url}',
  },
  'subject.manage-link': /*i18n*/ { id: 'subject.manage-link', message: 'Your link to manage your alerts' },
  'subject.confirm-link': /*i18n*/ { id: 'subject.confirm-link', message: 'Your new confirmation link' },
  'alert.manageIntro': /*i18n*/ {
    id: 'alert.manageIntro',
    message:
      'Here is a new link to the page where you can change, pause or delete your saved searches and the properties you follow.',
  },
  // "Watch this property": the confirmation of the address.
  'subject.watch-confirm': /*i18n*/ {
    id: 'subject.watch-confirm',
    message: 'Please confirm that you want to follow this property',
  },
  'watch.confirmIntro': /*i18n*/ {
    id: 'watch.confirmIntro',
    message:
      'Please confirm with the button below that you want an e-mail when the price of this property drops, its availability changes or new visit times open. Until then you receive none. The link is valid for {days} days.',
  },
  'watch.confirmAction': /*i18n*/ { id: 'watch.confirmAction', message: 'Follow this property' },
  'watch.ignore': /*i18n*/ {
    id: 'watch.ignore',
    message:
      'Did you not ask for this? Then simply ignore this e-mail: you will receive nothing about this property.',
  },
  'alert.new': /*i18n*/ { id: 'alert.new', message: 'New' },
  'alert.priceDrop': /*i18n*/ { id: 'alert.priceDrop', message: 'Price lowered' },
  'alert.available': /*i18n*/ { id: 'alert.available', message: 'Available again' },
  'alert.option': /*i18n*/ { id: 'alert.option', message: 'Under option' },
  'alert.sold': /*i18n*/ { id: 'alert.sold', message: 'Sold' },
  'alert.rented': /*i18n*/ { id: 'alert.rented', message: 'Rented' },
  'alert.visitSlots': /*i18n*/ { id: 'alert.visitSlots', message: 'New visit times' },
  // A saved search's choices beyond the demand register's own.
  'field.searchName': /*i18n*/ { id: 'field.searchName', message: 'Name of the search' },
  'field.searchText': /*i18n*/ { id: 'field.searchText', message: 'Words' },
  'field.minLivingArea': /*i18n*/ { id: 'field.minLivingArea', message: 'Living area' },
  'range.areaFrom': /*i18n*/ { id: 'range.areaFrom', message: '{area} m² or more' },
  'field.maxEnergyLabel': /*i18n*/ { id: 'field.maxEnergyLabel', message: 'Energy label' },
  'energy.atMost': /*i18n*/ { id: 'energy.atMost', message: '{label} or better' },
  'field.frequency': /*i18n*/ { id: 'field.frequency', message: 'Alerts' },
  'frequency.instant': /*i18n*/ { id: 'frequency.instant', message: 'As soon as a property matches' },
  'frequency.daily': /*i18n*/ { id: 'frequency.daily', message: 'Once a day' },
  'frequency.weekly': /*i18n*/ { id: 'frequency.weekly', message: 'Once a week' },
  'visitor.greeting': /*i18n*/ { id: 'visitor.greeting', message: 'Dear {name},' },
  'visitor.received': /*i18n*/ {
    id: 'visitor.received',
    message: 'Thank you for your message. We have received it and will get back to you as soon as possible.',
  },
  'visitor.summary': /*i18n*/ { id: 'visitor.summary', message: 'Your request in short:' },
  // The house layout: the signature, the listing's reference and the footer's legal line.
  'layout.regards': /*i18n*/ { id: 'layout.regards', message: 'Kind regards,' },
  'layout.reference': /*i18n*/ { id: 'layout.reference', message: 'Ref.' },
  'layout.was': /*i18n*/ { id: 'layout.was', message: 'was {price}' },
  'layout.openingHours': /*i18n*/ { id: 'layout.openingHours', message: 'Opening hours: {hours}' },
  'layout.enterpriseNumber': /*i18n*/ { id: 'layout.enterpriseNumber', message: 'Company number {number}' },
  'layout.biv': /*i18n*/ { id: 'layout.biv', message: 'BIV/IPI-licensed estate agent no. {number}' },
  'property.link': /*i18n*/ { id: 'property.link', message: 'View the property' },

  'form.site-contact': /*i18n*/ { id: 'form.site-contact', message: 'Contact' },
  'form.visit-request': /*i18n*/ { id: 'form.visit-request', message: 'Visit request' },
  'form.more-info': /*i18n*/ { id: 'form.more-info', message: 'More information' },
  'form.construction-contact': /*i18n*/ { id: 'form.construction-contact', message: 'Construction contact' },

  'field.form': /*i18n*/ { id: 'field.form', message: 'Form' },
  'field.title': /*i18n*/ { id: 'field.title', message: 'Title' },
  'field.name': /*i18n*/ { id: 'field.name', message: 'Name' },
  'field.email': /*i18n*/ { id: 'field.email', message: 'E-mail' },
  'field.phone': /*i18n*/ { id: 'field.phone', message: 'Phone' },
  'field.contactPreference': /*i18n*/ { id: 'field.contactPreference', message: 'Contact preference' },
  'field.contactTime': /*i18n*/ { id: 'field.contactTime', message: 'Best time to call' },
  'field.message': /*i18n*/ { id: 'field.message', message: 'Message' },
  'field.project': /*i18n*/ { id: 'field.project', message: 'Project' },
  'field.projectPage': /*i18n*/ { id: 'field.projectPage', message: 'Project page' },
  'field.language': /*i18n*/ { id: 'field.language', message: 'Language' },
  'field.page': /*i18n*/ { id: 'field.page', message: 'Sent from' },
  'value.mr': /*i18n*/ { id: 'value.mr', message: 'Mr' },
  'value.mrs': /*i18n*/ { id: 'value.mrs', message: 'Mrs' },
  'value.miss': /*i18n*/ { id: 'value.miss', message: 'Miss' },
  'value.email': /*i18n*/ { id: 'value.email', message: 'By e-mail' },
  'value.phone': /*i18n*/ { id: 'value.phone', message: 'By phone' },

  // Documents request, free valuation, send to friend.
  'subject.documents-request': /*i18n*/ {
    id: 'subject.documents-request',
    message: 'Contact me: documents request',
  },
  'subject.documents': /*i18n*/ { id: 'subject.documents', message: 'The documents of the property' },
  'form.documents-request': /*i18n*/ { id: 'form.documents-request', message: 'Documents request' },
  'documents.intro': /*i18n*/ {
    id: 'documents.intro',
    message: 'As requested, here are the documents of this property:',
  },
  'documents.none': /*i18n*/ {
    id: 'documents.none',
    message:
      'There are no documents for this property yet (no documents). We will contact you as soon as they are available.',
  },
  'documents.count': /*i18n*/ { id: 'documents.count', message: 'Documents sent' },
  'subject.free-valuation': /*i18n*/ { id: 'subject.free-valuation', message: 'Free valuation' },
  'form.free-valuation': /*i18n*/ { id: 'form.free-valuation', message: 'Free valuation' },
  'field.valuationAddress': /*i18n*/ { id: 'field.valuationAddress', message: 'Address to value' },
  'field.propertyType': /*i18n*/ { id: 'field.propertyType', message: 'Property type' },
  'field.goal': /*i18n*/ { id: 'field.goal', message: 'Goal' },
  'field.remarks': /*i18n*/ { id: 'field.remarks', message: 'Remarks' },
  'value.sale': /*i18n*/ { id: 'value.sale', message: 'Sell' },
  'value.rent': /*i18n*/ { id: 'value.rent', message: 'Rent out' },
  'value.house': /*i18n*/ { id: 'value.house', message: 'House' },
  'value.apartment': /*i18n*/ { id: 'value.apartment', message: 'Apartment' },
  'value.studio': /*i18n*/ { id: 'value.studio', message: 'Studio' },
  'value.plot': /*i18n*/ { id: 'value.plot', message: 'Plot' },
  'value.investment': /*i18n*/ { id: 'value.investment', message: 'Investment property' },
  'value.commercial': /*i18n*/ { id: 'value.commercial', message: 'Commercial' },
  'value.industrial': /*i18n*/ { id: 'value.industrial', message: 'Industrial' },
  'value.office': /*i18n*/ { id: 'value.office', message: 'Offices' },
  'value.garage': /*i18n*/ { id: 'value.garage', message: 'Garage / parking' },
  'subject.send-to-friend': /*i18n*/ {
    id: 'subject.send-to-friend',
    message: 'Send to friend: a property for you',
  },
  'friend.title': /*i18n*/ { id: 'friend.title', message: 'A property for you' },
  'friend.intro': /*i18n*/ {
    id: 'friend.intro',
    message: '{name} ({email}) thought you might like this property and sent it to you from our website.',
  },
  'friend.note': /*i18n*/ { id: 'friend.note', message: 'Note from {name}' },
  'friend.why': /*i18n*/ {
    id: 'friend.why',
    message:
      'You receive this mail because a visitor of our website entered your address. We do not keep it for anything else.',
  },
  // Rent application and offer to buy.
  'subject.rent-application': /*i18n*/ {
    id: 'subject.rent-application',
    message: 'Appointment: rent application',
  },
  'subject.offer': /*i18n*/ { id: 'subject.offer', message: 'Contact me: offer to buy' },
  'form.rent-application': /*i18n*/ { id: 'form.rent-application', message: 'Rent application' },
  'form.offer': /*i18n*/ { id: 'form.offer', message: 'Offer to buy' },
  'field.adults': /*i18n*/ { id: 'field.adults', message: 'Number of adults' },
  'field.kidsAges': /*i18n*/ { id: 'field.kidsAges', message: 'Children (ages)' },
  'field.pets': /*i18n*/ { id: 'field.pets', message: 'Pets' },
  'field.movingDate': /*i18n*/ { id: 'field.movingDate', message: 'Moving date' },
  'field.movingReason': /*i18n*/ { id: 'field.movingReason', message: 'Reason for moving' },
  'field.incomePerson1': /*i18n*/ { id: 'field.incomePerson1', message: 'Net monthly income, person 1' },
  'field.incomePerson2': /*i18n*/ { id: 'field.incomePerson2', message: 'Net monthly income, person 2' },
  'field.confirmations': /*i18n*/ { id: 'field.confirmations', message: 'Confirmed by the applicant' },
  'value.yes': /*i18n*/ { id: 'value.yes', message: 'Yes' },
  'value.no': /*i18n*/ { id: 'value.no', message: 'No' },
  'rent.confirmIncome': /*i18n*/ {
    id: 'rent.confirmIncome',
    message:
      'I declare that our net monthly income meets the minimum monthly income required for this rental.',
  },
  'rent.confirmProof': /*i18n*/ {
    id: 'rent.confirmProof',
    message: 'I know that proof of income may be requested.',
  },
  'rent.confirmMaxPersons': /*i18n*/ {
    id: 'rent.confirmMaxPersons',
    message:
      'I confirm that the number of occupants does not exceed the maximum number of persons allowed for this property.',
  },
  'rent.confirmDescriptionRead': /*i18n*/ {
    id: 'rent.confirmDescriptionRead',
    message: 'I have read the description of the property.',
  },
  'rent.signing': /*i18n*/ { id: 'rent.signing', message: 'Sum due at signing' },
  'rent.firstMonthRent': /*i18n*/ { id: 'rent.firstMonthRent', message: "First month's rent" },
  'rent.firstMonthCharges': /*i18n*/ { id: 'rent.firstMonthCharges', message: "First month's charges" },
  'rent.inventoryShare': /*i18n*/ {
    id: 'rent.inventoryShare',
    message: 'Share of the inventory cost (half)',
  },
  'rent.deposit': /*i18n*/ { id: 'rent.deposit', message: "Deposit (3 months' rent)" },
  'rent.total': /*i18n*/ { id: 'rent.total', message: 'Total due at signing' },
  'rent.signingUnknown': /*i18n*/ {
    id: 'rent.signingUnknown',
    message: 'The agency will tell you the sum due at signing.',
  },
  'field.personA': /*i18n*/ { id: 'field.personA', message: 'Buyer A' },
  'field.personB': /*i18n*/ { id: 'field.personB', message: 'Buyer B' },
  'field.address': /*i18n*/ { id: 'field.address', message: 'Address' },
  'field.amount': /*i18n*/ { id: 'field.amount', message: 'Offer (in figures)' },
  'field.amountWords': /*i18n*/ { id: 'field.amountWords', message: 'Offer (in words)' },
  'field.startDate': /*i18n*/ { id: 'field.startDate', message: 'Valid from' },
  'field.endDate': /*i18n*/ { id: 'field.endDate', message: 'Valid until' },
  'field.place': /*i18n*/ { id: 'field.place', message: 'Signed at' },
  'field.signDate': /*i18n*/ { id: 'field.signDate', message: 'Signed on' },
  'field.conditions': /*i18n*/ { id: 'field.conditions', message: 'Conditions' },
  'field.advance': /*i18n*/ { id: 'field.advance', message: 'Advance (10%)' },
  'offer.irrevocable': /*i18n*/ {
    id: 'offer.irrevocable',
    message:
      'This offer is irrevocable until its end date. Its acceptance by the sellers concludes the sale.',
  },
  'offer.advance': /*i18n*/ {
    id: 'offer.advance',
    message:
      "Upon acceptance, the buyer pays an advance of 10% of the sale price, i.e. {amount}, into the agent's third-party account.",
  },
  'subject.appointment': /*i18n*/ { id: 'subject.appointment', message: 'Appointment' },
  'subject.appointment.confirmation': /*i18n*/ {
    id: 'subject.appointment.confirmation',
    message: 'Your appointment is confirmed',
  },
  'form.appointment': /*i18n*/ { id: 'form.appointment', message: 'Appointment booking' },
  'field.appointment': /*i18n*/ { id: 'field.appointment', message: 'Appointment' },
  'appointment.confirmed': /*i18n*/ {
    id: 'appointment.confirmed',
    message:
      'Your appointment of {when} is confirmed. The invitation is attached: open it to add it to your calendar.',
  },
  'appointment.cancelHint': /*i18n*/ {
    id: 'appointment.cancelHint',
    message: 'Cannot come? Please cancel your appointment so that someone else can take the place.',
  },
  'appointment.agent': /*i18n*/ {
    id: 'appointment.agent',
    message: '{name} will meet you. Should anything come up, call {phone}.',
  },
  'appointment.agencyPhone': /*i18n*/ {
    id: 'appointment.agencyPhone',
    message: 'Should anything come up, call us at {phone}.',
  },
  'field.yourContact': /*i18n*/ { id: 'field.yourContact', message: 'Your contact' },
  'appointment.cancelAction': /*i18n*/ { id: 'appointment.cancelAction', message: 'Cancel my appointment' },
  'appointment.summary': /*i18n*/ { id: 'appointment.summary', message: 'Visit: {title}' },
  'subject.appointment.cancelled': /*i18n*/ {
    id: 'subject.appointment.cancelled',
    message: 'Appointment cancelled',
  },
  'appointment.cancelledIntro': /*i18n*/ {
    id: 'appointment.cancelledIntro',
    message:
      'The visitor cancelled this appointment with the link of their confirmation; the place is free again.',
  },
  'appointment.agencyNote': /*i18n*/ {
    id: 'appointment.agencyNote',
    message: 'The visitor booked this slot; it is confirmed and counted.',
  },
  // Demand register ("keep me informed") and newsletter.
  'subject.demand-register': /*i18n*/ { id: 'subject.demand-register', message: 'Demand register' },
  'form.demand-register': /*i18n*/ { id: 'form.demand-register', message: 'Keep me informed' },
  'field.demandGoal': /*i18n*/ { id: 'field.demandGoal', message: 'I want to' },
  'demand.goal.buy': /*i18n*/ { id: 'demand.goal.buy', message: 'Buy' },
  'demand.goal.rent': /*i18n*/ { id: 'demand.goal.rent', message: 'Rent' },
  'field.propertyTypes': /*i18n*/ { id: 'field.propertyTypes', message: 'Property types' },
  'field.zones': /*i18n*/ { id: 'field.zones', message: 'Zones' },
  'field.priceRange': /*i18n*/ { id: 'field.priceRange', message: 'Price' },
  'field.minBedrooms': /*i18n*/ { id: 'field.minBedrooms', message: 'Bedrooms (minimum)' },
  'range.between': /*i18n*/ { id: 'range.between', message: '{min} to {max}' },
  'range.from': /*i18n*/ { id: 'range.from', message: 'from {min}' },
  'range.upTo': /*i18n*/ { id: 'range.upTo', message: 'up to {max}' },
  'demand.registered': /*i18n*/ {
    id: 'demand.registered',
    message: 'Your search is registered: we will e-mail you when a property matching it comes on the market.',
  },
  'subject.demand-confirm': /*i18n*/ { id: 'subject.demand-confirm', message: 'Please confirm your search' },
  'demand.confirmIntro': /*i18n*/ {
    id: 'demand.confirmIntro',
    message:
      'Please confirm with the button below that you want an e-mail for each new property matching this search. Until then you receive none. The link is valid for {days} days.',
  },
  'demand.confirmAction': /*i18n*/ { id: 'demand.confirmAction', message: 'Confirm my search' },
  'demand.ignore': /*i18n*/ {
    id: 'demand.ignore',
    message:
      'Did you not ask for this? Then simply ignore this e-mail: you will receive no e-mails about our properties.',
  },
  'unsubscribe.hint': /*i18n*/ {
    id: 'unsubscribe.hint',
    message: 'No longer want these e-mails? Unsubscribe: {url}',
  },
  'subject.demand-match': /*i18n*/ {
    id: 'subject.demand-match',
    message: 'New property for your search: {title}',
  },
  'demand.matchIntro': /*i18n*/ { id: 'demand.matchIntro', message: 'A new property matches your search:' },
  'subject.newsletter-confirm': /*i18n*/ {
    id: 'subject.newsletter-confirm',
    message: 'Please confirm your newsletter subscription',
  },
  'newsletter.confirmIntro': /*i18n*/ {
    id: 'newsletter.confirmIntro',
    message:
      'Please confirm that you want to receive our newsletter with the button below. The link is valid for 7 days.',
  },
  'newsletter.confirmAction': /*i18n*/ { id: 'newsletter.confirmAction', message: 'Confirm my subscription' },
  'newsletter.ignore': /*i18n*/ {
    id: 'newsletter.ignore',
    message: 'Did you not ask for this? Then simply ignore this e-mail: you will not be subscribed.',
  },
  'subject.newsletter-welcome': /*i18n*/ {
    id: 'subject.newsletter-welcome',
    message: 'Welcome to our newsletter',
  },
  'newsletter.welcome': /*i18n*/ {
    id: 'newsletter.welcome',
    message: 'Your subscription is confirmed: you will receive our newsletter from now on.',
  },
  'visitor.greetingPlain': /*i18n*/ { id: 'visitor.greetingPlain', message: 'Hello,' },
  'subject.testimonial': /*i18n*/ { id: 'subject.testimonial', message: 'Testimonial' },
  'subject.job-contact': /*i18n*/ { id: 'subject.job-contact', message: 'Job contact' },
  'form.testimonial': /*i18n*/ { id: 'form.testimonial', message: 'Leave a testimonial' },
  'form.job-contact': /*i18n*/ { id: 'form.job-contact', message: 'Work with us' },
  'field.comment': /*i18n*/ { id: 'field.comment', message: 'Testimonial' },
  'field.website': /*i18n*/ { id: 'field.website', message: 'Website' },
  'field.position': /*i18n*/ { id: 'field.position', message: 'Position' },
  'field.motivation': /*i18n*/ { id: 'field.motivation', message: 'Motivation' },
  'field.cv': /*i18n*/ { id: 'field.cv', message: 'CV (attached)' },
  'field.photo': /*i18n*/ { id: 'field.photo', message: 'Photo (attached, published with the testimonial)' },
  'testimonial.unpublished': /*i18n*/ {
    id: 'testimonial.unpublished',
    message: 'It is not published yet. To publish it on the site, run: npm run testimonial:approve -- {id}',
  },
  'visitor.testimonialReceived': /*i18n*/ {
    id: 'visitor.testimonialReceived',
    message:
      'Thank you for your testimonial. It will appear on our site once we have read it. Your e-mail address is never published.',
  },
  'visitor.jobReceived': /*i18n*/ {
    id: 'visitor.jobReceived',
    message:
      'Thank you for your application. We have received it with your CV and will get back to you as soon as possible.',
  },
  'subject.owner-password-reset': /*i18n*/ {
    id: 'subject.owner-password-reset',
    message: 'Choose a new password for the owners’ portal',
  },
  'owner.resetIntro': /*i18n*/ {
    id: 'owner.resetIntro',
    message:
      'Someone asked to choose a new password for the owners’ portal with this e-mail address. If it was you, use the button below. The link works once, for {minutes} minutes.',
  },
  'owner.resetAction': /*i18n*/ { id: 'owner.resetAction', message: 'Choose a new password' },
  'owner.resetIgnore': /*i18n*/ {
    id: 'owner.resetIgnore',
    message: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  'subject.owner-invitation': /*i18n*/ {
    id: 'subject.owner-invitation',
    message: 'Your account on our owners’ portal',
  },
  'owner.inviteIntro': /*i18n*/ {
    id: 'owner.inviteIntro',
    message:
      'We have opened an account for you on our owners’ portal, where you can follow how your property is doing: its visits, the requests about it and where it is online. Choose your password with the button below. The link works once, for {days} days.',
  },
  'owner.inviteAction': /*i18n*/ { id: 'owner.inviteAction', message: 'Choose my password' },
  'subject.buyer-login': /*i18n*/ { id: 'subject.buyer-login', message: 'Your link to log in' },
  'buyer.loginIntro': /*i18n*/ {
    id: 'buyer.loginIntro',
    message:
      'Someone asked to log in to “My search” with this e-mail address, to keep favourites, saved searches and followed properties together on every device. If it was you, use the button below. The link works once, for {minutes} minutes.',
  },
  'buyer.loginAction': /*i18n*/ { id: 'buyer.loginAction', message: 'Log in' },
  'buyer.loginIgnore': /*i18n*/ {
    id: 'buyer.loginIgnore',
    message: 'If you did not ask for this, ignore this mail: nobody can log in without this link.',
  },
} as const;

export type MailTextId = keyof typeof MAIL_TEXTS;
export const MAIL_TEXT_IDS = Object.keys(MAIL_TEXTS) as MailTextId[];

const mailBundle = textBundle(MAIL_TEXTS, { dir: 'server/locales', name: 'mail' });

export function mailText(lang: LanguageCode, id: MailTextId, params: TextParams = {}): string {
  return mailBundle(lang, id, params);
}

/** A mail text as written in a language, placeholders and all (the tests check them). */
export const mailTextSource = (lang: LanguageCode, id: MailTextId): string => mailBundle.source(lang, id);

/** A stored choice ('mrs', 'phone') in words, or the value itself when it has none. */
export function valueText(lang: LanguageCode, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const id = `value.${String(value)}`;
  return id in MAIL_TEXTS ? mailText(lang, id as MailTextId) : String(value);
}
