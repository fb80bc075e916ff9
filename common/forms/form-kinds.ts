/**
 * The visitor forms, shared by the browser and the server. `thankYou` is the route key of the page
 * shown after success (/nl/bedankt/…, /fr/merci/…, /en/thank-you/…); forms without a page of their
 * own use the closest one. `event` is the analytics event label, sent only with consent.
 */
export const FORM_KINDS = {
  'site-contact': { thankYou: 'thank-you/site-contact', event: 'site_contact' },
  'visit-request': { thankYou: 'thank-you/contact-appointment', event: 'visit_request' },
  'more-info': { thankYou: 'thank-you/contact-me', event: 'more_info' },
  'documents-request': { thankYou: 'thank-you/contact-me', event: 'documents_request' },
  'free-valuation': { thankYou: 'thank-you/contact-demand', event: 'free_valuation' },
  'send-to-friend': { thankYou: 'thank-you/send-to-friend', event: 'send_to_friend' },
  'demand-register': { thankYou: 'thank-you/demand-register', event: 'demand_register' },
  'listing-watch': { thankYou: 'thank-you/demand-register', event: 'watch_listing' },
  newsletter: { thankYou: 'thank-you/sign-newsletter', event: 'sign_newsletter' },
  appointment: { thankYou: 'thank-you/contact-appointment', event: 'appointment' },
  offer: { thankYou: 'thank-you/offer', event: 'offer_to_buy' },
  'rent-application': { thankYou: 'thank-you/rent-application', event: 'rent_application' },
  testimonial: { thankYou: 'thank-you/testimonial', event: 'testimonial' },
  'job-contact': { thankYou: 'thank-you/job-application', event: 'job_contact' },
  'construction-contact': { thankYou: 'thank-you/contact-construction', event: 'construction_contact' },
} as const;

export type FormKind = keyof typeof FORM_KINDS;

export const isFormKind = (v: string): v is FormKind => Object.hasOwn(FORM_KINDS, v);
