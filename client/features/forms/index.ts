/**
 * The forms feature's public face for other features: the visitor forms a page mounts. The form
 * kit they are built from (fields, the submission hook, the person block) is client/ui/forms/.
 */
export { ContactForm, type ContactKind } from './contact-form';
export { DocumentsRequestForm } from './documents-request-form';
export { OfferForm } from './offer-form';
export { RentApplicationForm } from './rent-application-form';
export { SendToFriendForm } from './send-to-friend-form';
// A feature's own contact form (the detail page's visit booking) sends what the contact form sends.
export { contactInput } from './contact-form';
