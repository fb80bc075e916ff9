/**
 * The forms feature's public face for other features: the visitor forms a page mounts, and the
 * person block that lets one page's forms share what the visitor typed.
 */
export { ContactForm, type ContactKind } from './contact-form';
export { DocumentsRequestForm } from './documents-request-form';
export { OfferForm } from './offer-form';
export { RentApplicationForm } from './rent-application-form';
export { SendToFriendForm } from './send-to-friend-form';
export { PersonBlockProvider, PERSON_STORAGE_KEY } from './person-block';
// The kit, for a feature's own form (the detail page's visit booking).
export { contactInput } from './contact-form';
export { RequiredMark, RequiredNote } from './fields';
export { KitForm } from './form-parts';
export { EMPTY_PERSON, PersonFields, requirePrivacyConsent, type PersonValues } from './person-fields';
export { useFormSubmission, type FormSubmission } from './use-form-submission';
