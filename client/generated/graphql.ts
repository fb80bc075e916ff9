/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Outcome of a login or password operation. */
export type AuthStatus =
  | 'FAILED'
  | 'INVALID_LINK'
  | 'OK'
  | 'RATE_LIMITED'
  | 'WEAK_PASSWORD';

export type Availability =
  | 'AVAILABLE'
  | 'OPTION'
  | 'RENTED'
  | 'SOLD';

/** The person block, the chosen slot of the property and a message. */
export type BookAppointmentInput = {
  /** email or phone */
  contactPreference?: string | null | undefined;
  /** One of the contact time slots, e.g. "10:00-13:00". */
  contactTime?: string | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  message?: string | null | undefined;
  meta: SubmissionMetaInput;
  phone: string;
  privacyConsent?: boolean;
  propertyId: number;
  /** An id from appointmentSlots for this property. */
  slotId: number;
  /** mr, mrs or miss */
  title?: string | null | undefined;
};

/** How the buyers’ area knows this browser. */
export type BuyerAccess =
  | 'LOGIN'
  | 'MANAGE_LINK'
  | 'NONE';

/** The person block and a message; the property where the form is about one. */
export type ContactFormInput = {
  /** email or phone */
  contactPreference?: string | null | undefined;
  /** One of the contact time slots, e.g. "10:00-13:00". */
  contactTime?: string | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  message?: string | null | undefined;
  meta: SubmissionMetaInput;
  phone: string;
  privacyConsent?: boolean;
  /** The new-build project asked about (construction contact). */
  projectId?: number | null | undefined;
  propertyId?: number | null | undefined;
  /** mr, mrs or miss */
  title?: string | null | undefined;
};

/** A search alert ("keep me informed"): the person block and what they look for. */
export type DemandRegisterInput = {
  /** City ids (see `cities`); at least one city or one postcode. */
  cityIds?: Array<number>;
  /** email or phone */
  contactPreference?: string | null | undefined;
  /** One of the contact time slots, e.g. "10:00-13:00". */
  contactTime?: string | null | undefined;
  email: string;
  firstName: string;
  /** How often it mails: "instant" (the default, as listings come), "daily" or "weekly". */
  frequency?: string | null | undefined;
  /** "buy" or "rent"; required. */
  goal?: string | null | undefined;
  lastName: string;
  /** The worst energy label kept, as the list pages write it: "A+", "A" … "G". */
  maxEnergyLabel?: string | null | undefined;
  message?: string | null | undefined;
  meta: SubmissionMetaInput;
  minBedrooms?: number | null | undefined;
  /** m²; at least 1. */
  minLivingArea?: number | null | undefined;
  phone: string;
  /** Places as typed: a municipality in any language ("Louvain", "liege") or a postcode. Each is resolved to the cities and postcodes it names; one that names none is refused (field "zones", code "unknownPlace"). */
  places?: Array<string>;
  /** Euros; at least priceMin. */
  priceMax?: number | null | undefined;
  /** Euros. */
  priceMin?: number | null | undefined;
  privacyConsent?: boolean;
  /** Property type ids (WebID, see `propertyTypes`); at least one. */
  propertyTypeIds?: Array<number>;
  /** The visitor's name for the search; at most 80 characters. */
  searchName?: string | null | undefined;
  /** Free text as the lists take it (`PropertyFilter.text`): each word must start a word of the street, city or type, or be the reference; at most 100 characters. */
  text?: string | null | undefined;
  /** mr, mrs or miss */
  title?: string | null | undefined;
  /** Postcodes (four digits); at least one city, postcode or place. */
  zips?: Array<string>;
};

/** Asks for the documents of a property (floor plan, EPC …); once per e-mail and property. */
export type DocumentsRequestInput = {
  /** email or phone */
  contactPreference?: string | null | undefined;
  /** One of the contact time slots, e.g. "10:00-13:00". */
  contactTime?: string | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  message?: string | null | undefined;
  meta: SubmissionMetaInput;
  phone: string;
  privacyConsent?: boolean;
  propertyId?: number | null | undefined;
  /** mr, mrs or miss */
  title?: string | null | undefined;
};

/** An energy label on the common A+…G scale, whatever the region: a sub-band (b_plus, b_sub) counts as its letter, A++ as A+, and Luxembourg H and I as G. */
export type EnergyLetter =
  | 'A'
  | 'A_PLUS'
  | 'B'
  | 'C'
  | 'D'
  | 'E'
  | 'F'
  | 'G';

/** Region deciding the energy label scale: from the postcode in Belgium. */
export type EnergyRegion =
  | 'BRUSSELS'
  | 'FLANDERS'
  | 'LUXEMBOURG'
  | 'WALLONIA';

/** Listings to add to and remove from the logged-in buyer’s favourites. */
export type FavouritesChange = {
  /** Newest first; listings not on the site are skipped. */
  add?: Array<number>;
  remove?: Array<number>;
};

/** Outcome of a form submission. */
export type FormStatus =
  | 'ACCEPTED'
  | 'ALREADY_REQUESTED'
  | 'FULL'
  | 'INVALID'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE';

/** Sale (CRM Goal 0) or rent (any other Goal). */
export type Goal =
  | 'RENT'
  | 'SALE';

/** An application: the person block, the position, a motivation and a CV uploaded first to POST /api/uploads/cv. */
export type JobContactInput = {
  /** email or phone */
  contactPreference?: string | null | undefined;
  /** One of the contact time slots, e.g. "10:00-13:00". */
  contactTime?: string | null | undefined;
  /** The `uploadId` answered by POST /api/uploads/cv; good for one application, for 24 hours. */
  cvUploadId: string;
  email: string;
  firstName: string;
  lastName: string;
  meta: SubmissionMetaInput;
  motivation?: string | null | undefined;
  phone: string;
  /** The position applied for (or "spontaneous"). */
  position: string;
  privacyConsent?: boolean;
  /** mr, mrs or miss */
  title?: string | null | undefined;
};

/** AVAILABLE: available and under option (the default). ALL: also sold and rented. */
export type ListStatus =
  | 'ALL'
  | 'AVAILABLE';

export type MilestoneKind =
  | 'ENQUIRY'
  | 'MEDIA_ONLINE'
  | 'OFFER'
  | 'PRICE_CHANGE'
  | 'STATUS_CHANGE'
  | 'VISIT';

/** A newsletter sign-up; confirmed through the link of the mail it sends. */
export type NewsletterInput = {
  email: string;
  /** meta.lang is the language of the mails. */
  meta: SubmissionMetaInput;
  name?: string | null | undefined;
};

/** An offer to buy: buyers A and B, the amount in figures and words, validity, place and sign date, conditions. */
export type OfferInput = {
  /** Whole euros, 1 to 999 999 999. */
  amount?: number | null | undefined;
  /** The amount in words, as the visitor left it. */
  amountWords: string;
  city: string;
  /** E.g. subject to obtaining a loan. */
  conditions?: string | null | undefined;
  /** email or phone */
  contactPreference?: string | null | undefined;
  /** One of the contact time slots, e.g. "10:00-13:00". */
  contactTime?: string | null | undefined;
  country?: string | null | undefined;
  email: string;
  /** Validity end, YYYY-MM-DD, not before the start. */
  endDate: string;
  firstName: string;
  houseNumber: string;
  lastName: string;
  message?: string | null | undefined;
  meta: SubmissionMetaInput;
  /** Person B, optional. */
  personB?: OfferPersonInput | null | undefined;
  phone: string;
  place: string;
  privacyConsent?: boolean;
  /** A property for sale (goal SALE). */
  propertyId?: number | null | undefined;
  /** YYYY-MM-DD */
  signDate: string;
  /** Validity start, YYYY-MM-DD. */
  startDate: string;
  street: string;
  /** mr, mrs or miss */
  title?: string | null | undefined;
  zip: string;
};

/** The second buyer of an offer. */
export type OfferPersonInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  title?: string | null | undefined;
};

export type OwnerLoginInput = {
  email: string;
  /** Language of the answer (nl, fr, en, de). */
  lang?: string | null | undefined;
  password: string;
};

export type PasswordResetInput = {
  lang?: string | null | undefined;
  password: string;
  /** The token of the link in the mail. */
  token: string;
};

export type PasswordResetRequestInput = {
  email: string;
  /** Language of the mail and the answer. */
  lang: string;
};

export type PropertyFilter = {
  /** Cities as "name|zip" ("Ixelles|1050"), at most 20: a listing in any of them matches. */
  cities?: Array<string> | null | undefined;
  /**
   * A city as "name|zip", e.g. "Waterloo|1410".
   * @deprecated Use cities
   */
  city?: string | null | undefined;
  goal?: Goal | null | undefined;
  /** This letter or better (C keeps A+, A, B and C); listings without a known label are left out. */
  maxEnergyLabel?: EnergyLetter | null | undefined;
  /** Euros. Listings without a published price are left out. */
  maxPrice?: number | null | undefined;
  minBedrooms?: number | null | undefined;
  /** m² of living area. */
  minLivingArea?: number | null | undefined;
  /** Euros. Listings without a published price are left out. */
  minPrice?: number | null | undefined;
  status?: ListStatus | null | undefined;
  /** Free text, at most 100 characters: every word must match the city name (any language, accents ignored), the postcode's start, the street, the type name or the reference. Blank is no filter. */
  text?: string | null | undefined;
  /** A web type id (PropertyType.id). */
  type?: number | null | undefined;
};

/** List order. Price on demand and unpublished prices come last in both price orders; listings without a living area come last by area; AVAILABLE_NEWEST puts available listings before those under option (then sold or rented), newest first within each (the home page's latest offers). Ties are broken by id, so pages never repeat or skip a listing. */
export type PropertySort =
  | 'AVAILABLE_NEWEST'
  | 'LIVING_AREA_DESC'
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC';

/** A rent application: the household, the move, the incomes and four confirmations (income, proof of income, maximum occupants, description read). */
export type RentApplicationInput = {
  /** At least 1. */
  adults?: number | null | undefined;
  /** The property description has been read. */
  confirmDescriptionRead?: boolean;
  /** Minimum monthly income declared. */
  confirmIncome?: boolean;
  /** The maximum number of persons is respected. */
  confirmMaxPersons?: boolean;
  /** Proof of income may be requested. */
  confirmProof?: boolean;
  /** email or phone */
  contactPreference?: string | null | undefined;
  /** One of the contact time slots, e.g. "10:00-13:00". */
  contactTime?: string | null | undefined;
  email: string;
  firstName: string;
  /** Net monthly income of person 1 in euros (required, ≥ 0). */
  incomePerson1?: number | null | undefined;
  /** Net monthly income of person 2 in euros (≥ 0). */
  incomePerson2?: number | null | undefined;
  /** The age of each child living in, 0 to 25. */
  kidsAges?: Array<number>;
  lastName: string;
  message?: string | null | undefined;
  meta: SubmissionMetaInput;
  /** YYYY-MM-DD, today or later (Brussels). */
  movingDate: string;
  movingReason?: string | null | undefined;
  pets?: boolean;
  /** Required when pets is true. */
  petsDescription?: string | null | undefined;
  phone: string;
  privacyConsent?: boolean;
  /** A rental (goal RENT). */
  propertyId?: number | null | undefined;
  /** mr, mrs or miss */
  title?: string | null | undefined;
};

/** What a public path shows. */
export type ResolvedPathKind =
  /** /{menu path}/ or /{menu path}/{child path}/ of a published menu entry: see menuId. When the entry stands for a route-table page or a service article, key or articleId and translations name that page, where the path leads; when it is a page of its own, translations give its path in each language in use (?lang= on one path). */
  | 'MENU'
  /** A page of the site under a language it does not serve (not in use): translations name the same page in the languages in use, where the path leads; for a listing, propertyId (its paths are the catalog's). */
  | 'MOVED'
  /** A page of the route table: see key and type. */
  | 'PAGE'
  /** /{lang}/{projecten|projets|projects|projekte}/{city}/{slug}/{id}/: see projectId; whether it exists is for the catalog to say. */
  | 'PROJECT'
  /** /{lang}/{te-koop|a-vendre|for-sale|te-huur|a-louer|for-rent}/{city}/{slug}/{id}/: see propertyId; whether it exists is for the catalog to say. */
  | 'PROPERTY'
  /** /{lang}/nos-services/{slug}/: see articleId. */
  | 'SERVICE_ARTICLE'
  /** /{lang}/testimonials/{slug}/: see testimonialId. */
  | 'TESTIMONIAL';

/** How often a saved search mails. */
export type SearchFrequency =
  | 'DAILY'
  | 'INSTANT'
  | 'WEEKLY';

/** Recommends a property to a friend: a fixed mail with the sender's name and a short plain-text note. */
export type SendToFriendInput = {
  friendEmail: string;
  meta: SubmissionMetaInput;
  /** At most 500 characters of plain text. */
  note?: string | null | undefined;
  propertyId?: number | null | undefined;
  senderEmail: string;
  senderName: string;
};

/** Where a submission comes from; sent by every form. */
export type SubmissionMetaInput = {
  /** The visitor consented to analytics (the event label is only sent then). */
  analyticsConsent?: boolean;
  /** The solved captcha (base64 proof of work). */
  captcha?: string | null | undefined;
  /** Interface language of the visitor (nl, fr, en, de). */
  lang: string;
  pageUrl?: string | null | undefined;
  referrer?: string | null | undefined;
  utmSource?: string | null | undefined;
  /** Honeypot: a field hidden from people; bots fill it in. */
  website?: string | null | undefined;
};

/** A testimonial: published on the site only after the agency approves it. The e-mail is never published. */
export type TestimonialFormInput = {
  /** At most 2000 characters. */
  comment: string;
  /** For the agency only. */
  email: string;
  /** Language of the comment (nl, fr, en, de); the interface language when not given. */
  lang?: string | null | undefined;
  meta: SubmissionMetaInput;
  /** Shown with the testimonial. */
  name: string;
  /** The `uploadId` answered by POST /api/uploads/photo (JPEG, PNG or WebP, at most 5 MB); good for one testimonial, for 24 hours. Published with the testimonial once approved. */
  photoUploadId?: string | null | undefined;
  privacyConsent?: boolean;
  /** An http(s) address, shown as a link. */
  website?: string | null | undefined;
};

/** A free valuation request: the person, the address of the property to value, its type and the goal. */
export type ValuationRequestInput = {
  box?: string | null | undefined;
  city: string;
  /** email or phone */
  contactPreference?: string | null | undefined;
  /** One of the contact time slots, e.g. "10:00-13:00". */
  contactTime?: string | null | undefined;
  email: string;
  firstName: string;
  /** sale or rent */
  goal: string;
  houseNumber: string;
  lastName: string;
  meta: SubmissionMetaInput;
  phone: string;
  privacyConsent?: boolean;
  /** house, apartment, studio, plot, investment, commercial, industrial, office or garage */
  propertyType: string;
  remarks?: string | null | undefined;
  street: string;
  /** mr, mrs or miss */
  title?: string | null | undefined;
  zip: string;
};

/** "Watch this property": a mail when its price drops, its availability changes or new visit slots open; confirmed through the link of the mail it sends. */
export type WatchListingInput = {
  email: string;
  /** meta.lang is the language of the mails. */
  meta: SubmissionMetaInput;
  privacyConsent?: boolean;
  propertyId: number;
};

export type Weekday =
  | 'FRIDAY'
  | 'MONDAY'
  | 'SATURDAY'
  | 'SUNDAY'
  | 'THURSDAY'
  | 'TUESDAY'
  | 'WEDNESDAY';

export type CatalogSummaryQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type CatalogSummaryQuery = { forSale: { total: number }, forRent: { total: number } };

export type ResolvePathQueryVariables = Exact<{
  path: string;
  lang?: string | null | undefined;
}>;


export type ResolvePathQuery = { resolvePath: { kind: ResolvedPathKind, path: string, key: string | null, lang: string, propertyId: number | null, projectId: number | null, articleId: number | null, testimonialId: number | null, menuId: number | null, translations: { nl: string | null, fr: string | null, en: string | null, de: string | null } | null } | null };

export type MovedPropertyPathsQueryVariables = Exact<{
  id: number;
}>;


export type MovedPropertyPathsQuery = { property: { paths: { nl: string, fr: string, en: string, de: string } } };

export type MovedProjectPathsQueryVariables = Exact<{
  id: number;
}>;


export type MovedProjectPathsQuery = { project: { paths: { nl: string, fr: string, en: string, de: string } } | null };

export type BuyerAreaQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type BuyerAreaQuery = { buyerArea: { access: BuyerAccess, email: string | null, favouriteIds: Array<number>, searches: Array<{ id: string, name: string | null, summary: string, frequency: SearchFrequency, paused: boolean }>, watches: Array<{ id: string, paused: boolean, propertyId: number | null }> } };

export type CompareListingsQueryVariables = Exact<{
  ids: Array<number> | number;
  lang?: string | null | undefined;
}>;


export type CompareListingsQuery = { propertiesByIds: Array<{ id: number, title: string, city: string, path: string, goal: Goal, availability: Availability, ribbon: string | null, price: { onDemand: boolean, formatted: string, amount: number | null }, surfaces: { ground: number | null, living: number | null }, rooms: { bathrooms: number | null, bedrooms: number | null }, energy: { epcValue: number | null, letter: EnergyLetter | null, band: string | null }, risks: { pScore: string | null, gScore: string | null }, building: { constructionYear: number | null }, costs: { chargesRenter: number | null }, thumbnail: { url: string, width: number, height: number } | null, type: { name: string } }> };

export type ListingsByIdsQueryVariables = Exact<{
  ids: Array<number> | number;
  lang?: string | null | undefined;
}>;


export type ListingsByIdsQuery = { propertiesByIds: Array<{ id: number, title: string, city: string, path: string, goal: Goal, availability: Availability, ribbon: string | null, price: { formatted: string, amount: number | null }, rooms: { bedrooms: number | null }, surfaces: { living: number | null }, energy: { letter: EnergyLetter | null, band: string | null }, thumbnail: { url: string, width: number, height: number } | null, type: { name: string } }> };

export type ConsentQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type ConsentQuery = { siteConfig: { siteInfo: { analyticsId: string | null, tagManagerId: string | null, pixelId: string | null, adsId: string | null } } };

export type AgencyQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type AgencyQuery = { siteConfig: { agency: { name: string, street: string, zip: string, city: string, phone: string, email: string, vat: string, sameAs: Array<string>, openingHours: Array<{ days: Array<Weekday>, opens: string, closes: string }> }, header: { logoUrl: string | null } } };

export type ServicesQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type ServicesQuery = { serviceArticles: Array<{ id: number, title: string, summary: string | null, imageUrl: string | null, path: string }>, siteConfig: { servicesMax: number } };

export type TeamQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type TeamQuery = { teamMembers: Array<{ id: number, firstName: string, lastName: string, jobTitle: string | null, bio: string | null, email: string, phone: string, photoUrl: string | null }> };

export type FaqQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type FaqQuery = { faq: Array<{ id: number, question: string, answer: string }> };

export type MenuPageQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type MenuPageQuery = { menus: Array<{ id: number, title: string, path: string, content: string | null, modules: Array<number>, description: string | null, image: string | null, metadata: { pageTitle: string | null, description: string | null, socialImage: string | null } | null, children: Array<{ id: number, title: string, content: string | null, modules: Array<number> }> }> };

export type ModulesQueryVariables = Exact<{
  ids?: Array<number> | number | null | undefined;
  lang?: string | null | undefined;
}>;


export type ModulesQuery = { modules: Array<{ id: number, title: string | null, titlePublic: boolean, titleSize: string, description: string | null, view: string, span: number, backgroundType: string, colorBackground: string | null, image: string | null, numberItemOfRow: number, maxItems: number | null, cssClass: string, columns: { sm: number, md: number, lg: number }, relations: Array<{ type: string, id: string }> }> };

export type PageRouteQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type PageRouteQuery = { routes: Array<{ key: string, path: string, breadcrumbs: Array<{ name: string, path: string | null }> }> };

export type ServiceArticlePageQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type ServiceArticlePageQuery = { serviceArticles: Array<{ id: number, title: string, summary: string | null, imageUrl: string | null, body: string | null }> };

export type TestimonialPageQueryVariables = Exact<{
  slug: string;
  lang?: string | null | undefined;
}>;


export type TestimonialPageQuery = { testimonial: { id: number, name: string, date: string, comment: string, lang: string, imageUrl: string | null, postedBy: string, website: string | null } };

export type RegisterDemandMutationVariables = Exact<{
  input: DemandRegisterInput;
}>;


export type RegisterDemandMutation = { registerDemand: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type DemandChoicesQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type DemandChoicesQuery = { propertyTypes: Array<{ id: number, name: string }>, cities: Array<{ id: number, name: string, zip: string }> };

export type SubscribeNewsletterMutationVariables = Exact<{
  input: NewsletterInput;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type UpdateBuyerFavouritesMutationVariables = Exact<{
  change: FavouritesChange;
}>;


export type UpdateBuyerFavouritesMutation = { updateBuyerFavourites: Array<number> };

export type SubmitSiteContactMutationVariables = Exact<{
  input: ContactFormInput;
}>;


export type SubmitSiteContactMutation = { submitSiteContact: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type RequestVisitMutationVariables = Exact<{
  input: ContactFormInput;
}>;


export type RequestVisitMutation = { requestVisit: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type RequestMoreInfoMutationVariables = Exact<{
  input: ContactFormInput;
}>;


export type RequestMoreInfoMutation = { requestMoreInfo: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type SubmitConstructionContactMutationVariables = Exact<{
  input: ContactFormInput;
}>;


export type SubmitConstructionContactMutation = { submitConstructionContact: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type RequestDocumentsMutationVariables = Exact<{
  input: DocumentsRequestInput;
}>;


export type RequestDocumentsMutation = { requestDocuments: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type SubmitJobContactMutationVariables = Exact<{
  input: JobContactInput;
}>;


export type SubmitJobContactMutation = { submitJobContact: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type SubmitOfferMutationVariables = Exact<{
  input: OfferInput;
}>;


export type SubmitOfferMutation = { submitOffer: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type ApplyToRentMutationVariables = Exact<{
  input: RentApplicationInput;
}>;


export type ApplyToRentMutation = { applyToRent: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type SendToFriendMutationVariables = Exact<{
  input: SendToFriendInput;
}>;


export type SendToFriendMutation = { sendToFriend: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type SubmitTestimonialMutationVariables = Exact<{
  input: TestimonialFormInput;
}>;


export type SubmitTestimonialMutation = { submitTestimonial: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type RequestValuationMutationVariables = Exact<{
  input: ValuationRequestInput;
}>;


export type RequestValuationMutation = { requestValuation: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type HomeQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type HomeQuery = { siteConfig: { homeLatestMax: number, marketingStats: { yearsOfExperience: number, clients: number, soldWithinTwoWeeksPercent: number, monthlyVisitors: number }, banner: { type: string, image: string | null, gallery: Array<string>, video: string | null, title: string | null, description: string | null }, search: { showSearchInput: boolean, showSearchButton: boolean, showSearchCount: boolean, showCountProperty: boolean, logoUrl: string | null, title: string | null, description: string | null } }, forSale: { total: number, items: Array<{ id: number, title: string, city: string, path: string, goal: Goal, availability: Availability, ribbon: string | null, price: { formatted: string, amount: number | null }, rooms: { bedrooms: number | null }, surfaces: { living: number | null }, energy: { letter: EnergyLetter | null, band: string | null }, thumbnail: { url: string, width: number, height: number } | null, type: { name: string } }> }, forRent: { total: number }, routes: Array<{ key: string, path: string }>, testimonials: Array<{ id: number, name: string, comment: string, date: string, path: string, lang: string, imageUrl: string | null }> };

export type LayoutQueryVariables = Exact<{
  lang?: string | null | undefined;
  path: string;
}>;


export type LayoutQuery = { menus: Array<{ id: number, title: string, path: string, children: Array<{ id: number, title: string, path: string }> }>, siteConfig: { agency: { name: string, sameAs: Array<string>, openingHours: Array<{ days: Array<Weekday>, opens: string, closes: string }> }, banner: { image: string | null, gallery: Array<string> }, topBar: { show: boolean, left: Array<{ label: string, link: string, icon: string | null, colour: string | null, newTab: boolean }>, right: Array<{ label: string, link: string, icon: string | null, colour: string | null, newTab: boolean }> }, header: { logoUrl: string | null, logoPosition: string, menuPosition: string, languageSwitcherPosition: string, hideLogoOnHomeTop: boolean }, footer: { copyright: string | null, columns: Array<{ title: string | null, intro: string | null, fullText: string | null, images: Array<string>, openingHours: boolean, widths: { sm: number, md: number, lg: number } }> } }, languages: Array<{ code: string, use: boolean }>, resolvePath: { key: string | null, kind: ResolvedPathKind, propertyId: number | null, projectId: number | null, translations: { nl: string | null, fr: string | null, en: string | null, de: string | null } | null } | null };

export type PropertyPathsQueryVariables = Exact<{
  id: number;
}>;


export type PropertyPathsQuery = { property: { paths: { nl: string, fr: string, en: string, de: string } } };

export type ProjectPathsQueryVariables = Exact<{
  id: number;
}>;


export type ProjectPathsQuery = { project: { paths: { nl: string, fr: string, en: string, de: string } } | null };

export type ListRelaxQueryVariables = Exact<{
  filters: Array<PropertyFilter> | PropertyFilter;
}>;


export type ListRelaxQuery = { propertyCounts: Array<number> };

export type ListFiltersQueryVariables = Exact<{
  goal: Goal;
  lang?: string | null | undefined;
}>;


export type ListFiltersQuery = { cities: Array<{ id: number, name: string, zip: string, filter: string }>, propertyTypes: Array<{ id: number, name: string }> };

export type ListQueryVariables = Exact<{
  filter: PropertyFilter;
  sort: PropertySort;
  page: number;
  lang?: string | null | undefined;
}>;


export type ListQuery = { properties: { total: number, page: number, pageCount: number, items: Array<{ id: number, title: string, city: string, path: string, goal: Goal, availability: Availability, ribbon: string | null, price: { formatted: string, amount: number | null }, rooms: { bedrooms: number | null }, surfaces: { living: number | null }, energy: { letter: EnergyLetter | null, band: string | null }, thumbnail: { url: string, width: number, height: number } | null, type: { name: string } }> } };

export type PropertyCardFragment = { id: number, title: string, city: string, path: string, goal: Goal, availability: Availability, ribbon: string | null, price: { formatted: string, amount: number | null }, rooms: { bedrooms: number | null }, surfaces: { living: number | null }, energy: { letter: EnergyLetter | null, band: string | null }, thumbnail: { url: string, width: number, height: number } | null, type: { name: string } };

export type ResultsMapQueryVariables = Exact<{
  filter: PropertyFilter;
  lang?: string | null | undefined;
}>;


export type ResultsMapQuery = { propertyMarkers: Array<{ id: number, title: string, city: string, path: string, latitude: number, longitude: number, goal: Goal, marquee: number, ribbon: string | null, price: { formatted: string }, thumbnail: { url: string, width: number, height: number } | null }>, properties: { total: number }, siteConfig: { map: { frameUrl: string, mapType: string, customMarker: string | null, marqueeIgnoreList: Array<number> } } };

export type NotFoundRoutesQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type NotFoundRoutesQuery = { routes: Array<{ key: string, path: string }> };

export type OwnerLoginMutationVariables = Exact<{
  input: OwnerLoginInput;
}>;


export type OwnerLoginMutation = { ownerLogin: { ok: boolean, status: AuthStatus, message: string, retryAfterSeconds: number | null, owner: { id: number, email: string, firstName: string, lastName: string } | null } };

export type RequestOwnerPasswordResetMutationVariables = Exact<{
  input: PasswordResetRequestInput;
}>;


export type RequestOwnerPasswordResetMutation = { requestOwnerPasswordReset: { ok: boolean, status: AuthStatus, message: string } };

export type ResetOwnerPasswordMutationVariables = Exact<{
  input: PasswordResetInput;
}>;


export type ResetOwnerPasswordMutation = { resetOwnerPassword: { ok: boolean, status: AuthStatus, message: string, owner: { id: number, email: string, firstName: string, lastName: string } | null } };

export type OwnerAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnerAccountQuery = { ownerAccount: { id: number, email: string, firstName: string, lastName: string } | null };

export type OwnerLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type OwnerLogoutMutation = { ownerLogout: boolean };

export type OwnerPropertiesQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type OwnerPropertiesQuery = { ownerProperties: Array<{ id: number, title: string, city: string, price: string, availability: Availability, path: string, photoUrl: string | null, goal: string, views: { week: number, total: number } }> };

export type OwnerPropertyStatsQueryVariables = Exact<{
  propertyId: number;
  days?: number | null | undefined;
  lang?: string | null | undefined;
}>;


export type OwnerPropertyStatsQuery = { ownerPropertyStats: { today: string, from: string, property: { id: number, title: string, city: string, price: string, availability: Availability, path: string, goal: string }, views: { today: number, week: number, month: number, total: number }, visitorDays: { today: number, week: number, month: number, total: number }, favourites: { today: number, week: number, month: number, total: number }, series: Array<{ day: string, views: number, impressions: number, enquiries: number, visits: number, offers: number }>, period: { impressions: number, views: number, enquiries: number, visits: number, offers: number, mediaOnline: number }, allTime: { views: number, enquiries: number, visits: number, offers: number, mediaOnline: number }, sources: Array<{ source: string, views: number }>, months: Array<{ month: string, views: number, enquiries: number, visits: number, offers: number, mediaOnline: number }>, milestones: Array<{ kind: MilestoneKind, occurredAt: string, day: string, form: string | null, medium: string | null, fromPrice: number | null, toPrice: number | null, fromStatus: Availability | null, toStatus: Availability | null }> } };

export type ProjectCardFragment = { id: number, name: string, city: string, path: string, unitsTotal: number, unitsAvailable: number, priceRange: { formatted: string } | null, thumbnail: { url: string, width: number, height: number } | null };

export type ProjectsQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type ProjectsQuery = { projects: Array<{ id: number, name: string, city: string, path: string, unitsTotal: number, unitsAvailable: number, priceRange: { formatted: string } | null, thumbnail: { url: string, width: number, height: number } | null }> };

export type ProjectDetailQueryVariables = Exact<{
  id: number;
  lang?: string | null | undefined;
}>;


export type ProjectDetailQuery = { project: { description: string, id: number, name: string, city: string, path: string, unitsTotal: number, unitsAvailable: number, address: { formatted: string }, photos: Array<{ url: string, width: number, height: number, name: string, position: number }>, units: Array<{ id: number, title: string, city: string, path: string, goal: Goal, availability: Availability, ribbon: string | null, price: { formatted: string, amount: number | null }, rooms: { bedrooms: number | null }, surfaces: { living: number | null }, energy: { letter: EnergyLetter | null, band: string | null }, thumbnail: { url: string, width: number, height: number } | null, type: { name: string } }>, priceRange: { formatted: string } | null, thumbnail: { url: string, width: number, height: number } | null } | null, routes: Array<{ key: string, paths: { nl: string | null, fr: string | null, en: string | null, de: string | null } }> };

export type AppointmentSlotsQueryVariables = Exact<{
  propertyId: number;
}>;


export type AppointmentSlotsQuery = { appointmentSlots: Array<{ id: number, startsAt: string, endsAt: string, capacity: number, remaining: number }> };

export type BookAppointmentMutationVariables = Exact<{
  input: BookAppointmentInput;
}>;


export type BookAppointmentMutation = { bookAppointment: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type PrintAgencyQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type PrintAgencyQuery = { siteConfig: { agency: { name: string, phone: string, email: string, street: string, zip: string, city: string }, header: { logoUrl: string | null } } };

export type PropertyDetailFieldsFragment = { id: number, title: string, description: string, availability: Availability, ribbon: string | null, goal: Goal, typeDescription: string, city: string, latitude: number | null, longitude: number | null, virtualTourUrl: string | null, publishedAt: string, type: { id: number, name: string }, price: { amount: number | null, formatted: string, onDemand: boolean }, address: { formatted: string, street: string | null, houseNumber: string | null, boxNr: string | null, zip: string, city: string, countryId: number, published: boolean }, photos: Array<{ url: string, width: number, height: number, position: number, name: string }>, costs: { uniqueCode: string | null, priceOnDemand: boolean, monthlyRent: number | null, chargesRenter: number | null, chargesOwner: number | null, depositAmount: number | null, agencyCost: number | null, inventoryCost: number | null }, rooms: { bedrooms: number | null, bathrooms: number | null, showerRooms: number | null, toilets: number | null, garages: number | null, parkings: number | null, externalParkings: number | null, floors: number | null }, surfaces: { total: number | null, living: number | null, ground: number | null, terrace: number | null, garden: number | null, office: number | null, store: number | null, constructed: number | null }, building: { frontWidth: number | null, plotWidth: number | null, constructionYear: number | null, renovationYear: number | null, facades: number | null }, energy: { region: EnergyRegion | null, band: string | null, letter: EnergyLetter | null, imageUrl: string | null, epcValue: number | null, epcLabelText: string | null, specificEnergy: number | null, totalEnergy: number | null, co2Emission: number | null, eLevel: number | null, certificateNumber: string | null, certificateEndDate: string | null }, comfort: { heating: string | null, glazing: string | null, windowFrame: string | null, kitchen: string | null, roof: string | null, interiorComfort: Array<string>, exteriorComfort: Array<string> }, risks: { floodRisk: string | null, floodZone: string | null, gScore: string | null, pScore: string | null, asbestosType: string | null, asbestosDate: string | null }, planning: { permit: string | null, allotmentPermit: boolean | null, preemptiveRights: boolean | null, summons: boolean | null, judicialDecision: boolean | null, areaApplication: string | null }, purchaseCosts: { notaryFee: number | null, registrationRights: number | null, vat: number | null, constructionCost: number | null }, annuity: { bouquet: number | null, monthlyAnnuity: number | null, occupied: boolean | null, sellerAges: Array<number> } | null, documents: Array<{ name: string, url: string }>, video: { kind: string, embedId: string | null, url: string } | null, pointsOfInterest: Array<{ category: string, name: string, distanceMeters: number }>, mobility: { publicTransport: number | null, education: number | null, shops: number | null, leisure: number | null, health: number | null, environment: number | null, nearby: number | null }, similar: Array<{ id: number, title: string, city: string, path: string, goal: Goal, availability: Availability, ribbon: string | null, price: { formatted: string, amount: number | null }, rooms: { bedrooms: number | null }, surfaces: { living: number | null }, energy: { letter: EnergyLetter | null, band: string | null }, thumbnail: { url: string, width: number, height: number } | null, type: { name: string } }>, manager: { firstName: string, lastName: string, jobTitle: string | null, phone: string, email: string, photoUrl: string | null } | null };

export type PropertyDetailQueryVariables = Exact<{
  id: number;
  lang?: string | null | undefined;
}>;


export type PropertyDetailQuery = { property: { id: number, title: string, description: string, availability: Availability, ribbon: string | null, goal: Goal, typeDescription: string, city: string, latitude: number | null, longitude: number | null, virtualTourUrl: string | null, publishedAt: string, type: { id: number, name: string }, price: { amount: number | null, formatted: string, onDemand: boolean }, address: { formatted: string, street: string | null, houseNumber: string | null, boxNr: string | null, zip: string, city: string, countryId: number, published: boolean }, photos: Array<{ url: string, width: number, height: number, position: number, name: string }>, costs: { uniqueCode: string | null, priceOnDemand: boolean, monthlyRent: number | null, chargesRenter: number | null, chargesOwner: number | null, depositAmount: number | null, agencyCost: number | null, inventoryCost: number | null }, rooms: { bedrooms: number | null, bathrooms: number | null, showerRooms: number | null, toilets: number | null, garages: number | null, parkings: number | null, externalParkings: number | null, floors: number | null }, surfaces: { total: number | null, living: number | null, ground: number | null, terrace: number | null, garden: number | null, office: number | null, store: number | null, constructed: number | null }, building: { frontWidth: number | null, plotWidth: number | null, constructionYear: number | null, renovationYear: number | null, facades: number | null }, energy: { region: EnergyRegion | null, band: string | null, letter: EnergyLetter | null, imageUrl: string | null, epcValue: number | null, epcLabelText: string | null, specificEnergy: number | null, totalEnergy: number | null, co2Emission: number | null, eLevel: number | null, certificateNumber: string | null, certificateEndDate: string | null }, comfort: { heating: string | null, glazing: string | null, windowFrame: string | null, kitchen: string | null, roof: string | null, interiorComfort: Array<string>, exteriorComfort: Array<string> }, risks: { floodRisk: string | null, floodZone: string | null, gScore: string | null, pScore: string | null, asbestosType: string | null, asbestosDate: string | null }, planning: { permit: string | null, allotmentPermit: boolean | null, preemptiveRights: boolean | null, summons: boolean | null, judicialDecision: boolean | null, areaApplication: string | null }, purchaseCosts: { notaryFee: number | null, registrationRights: number | null, vat: number | null, constructionCost: number | null }, annuity: { bouquet: number | null, monthlyAnnuity: number | null, occupied: boolean | null, sellerAges: Array<number> } | null, documents: Array<{ name: string, url: string }>, video: { kind: string, embedId: string | null, url: string } | null, pointsOfInterest: Array<{ category: string, name: string, distanceMeters: number }>, mobility: { publicTransport: number | null, education: number | null, shops: number | null, leisure: number | null, health: number | null, environment: number | null, nearby: number | null }, similar: Array<{ id: number, title: string, city: string, path: string, goal: Goal, availability: Availability, ribbon: string | null, price: { formatted: string, amount: number | null }, rooms: { bedrooms: number | null }, surfaces: { living: number | null }, energy: { letter: EnergyLetter | null, band: string | null }, thumbnail: { url: string, width: number, height: number } | null, type: { name: string } }>, manager: { firstName: string, lastName: string, jobTitle: string | null, phone: string, email: string, photoUrl: string | null } | null } };

export type MapSettingsQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type MapSettingsQuery = { siteConfig: { map: { tileUrl: string, attribution: string } } };

export type WatchListingMutationVariables = Exact<{
  input: WatchListingInput;
}>;


export type WatchListingMutation = { watchListing: { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> } };

export type VideoPosterQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type VideoPosterQuery = { siteConfig: { youtubeThumbnailQuality: string } };

export type SearchQueryVariables = Exact<{
  text: string;
  lang?: string | null | undefined;
  withTotals?: boolean;
}>;


export type SearchQuery = { search: { listTotals?: { sale: number, rent: number }, types: Array<{ id: number, name: string, countSaleProperty: number, countRentProperty: number }>, cities: Array<{ name: string, zip: string, countSale: number, countRent: number, filter: string }>, properties: Array<{ id: number, title: string, city: string, goal: Goal, availability: Availability, typeDescription: string, path: string, price: { formatted: string, amount: number | null }, thumbnail: { url: string } | null }> } };

export type CaptchaChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptchaChallengeQuery = { captchaChallenge: { algorithm: string, salt: string, challenge: string, maxNumber: number, signature: string } };

export type FormResultFieldsFragment = { ok: boolean, status: FormStatus, message: string, thankYouPath: string | null, submissionId: string | null, errors: Array<{ field: string, code: string, message: string }> };

export type PrivacyRouteQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyRouteQuery = { routes: Array<{ key: string, paths: { nl: string | null, fr: string | null, en: string | null, de: string | null } }> };

export const ProjectCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"unitsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"unitsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"priceRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<ProjectCardFragment, unknown>;
export const PropertyCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"ribbon"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surfaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"living"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"band"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PropertyCardFragment, unknown>;
export const PropertyDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"ribbon"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"typeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"virtualTourUrl"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}},{"kind":"Field","name":{"kind":"Name","value":"onDemand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"houseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"boxNr"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uniqueCode"}},{"kind":"Field","name":{"kind":"Name","value":"priceOnDemand"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"chargesRenter"}},{"kind":"Field","name":{"kind":"Name","value":"chargesOwner"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"agencyCost"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"showerRooms"}},{"kind":"Field","name":{"kind":"Name","value":"toilets"}},{"kind":"Field","name":{"kind":"Name","value":"garages"}},{"kind":"Field","name":{"kind":"Name","value":"parkings"}},{"kind":"Field","name":{"kind":"Name","value":"externalParkings"}},{"kind":"Field","name":{"kind":"Name","value":"floors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surfaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"living"}},{"kind":"Field","name":{"kind":"Name","value":"ground"}},{"kind":"Field","name":{"kind":"Name","value":"terrace"}},{"kind":"Field","name":{"kind":"Name","value":"garden"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"store"}},{"kind":"Field","name":{"kind":"Name","value":"constructed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"building"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frontWidth"}},{"kind":"Field","name":{"kind":"Name","value":"plotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"constructionYear"}},{"kind":"Field","name":{"kind":"Name","value":"renovationYear"}},{"kind":"Field","name":{"kind":"Name","value":"facades"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"epcValue"}},{"kind":"Field","name":{"kind":"Name","value":"epcLabelText"}},{"kind":"Field","name":{"kind":"Name","value":"specificEnergy"}},{"kind":"Field","name":{"kind":"Name","value":"totalEnergy"}},{"kind":"Field","name":{"kind":"Name","value":"co2Emission"}},{"kind":"Field","name":{"kind":"Name","value":"eLevel"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certificateEndDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comfort"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heating"}},{"kind":"Field","name":{"kind":"Name","value":"glazing"}},{"kind":"Field","name":{"kind":"Name","value":"windowFrame"}},{"kind":"Field","name":{"kind":"Name","value":"kitchen"}},{"kind":"Field","name":{"kind":"Name","value":"roof"}},{"kind":"Field","name":{"kind":"Name","value":"interiorComfort"}},{"kind":"Field","name":{"kind":"Name","value":"exteriorComfort"}}]}},{"kind":"Field","name":{"kind":"Name","value":"risks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"floodRisk"}},{"kind":"Field","name":{"kind":"Name","value":"floodZone"}},{"kind":"Field","name":{"kind":"Name","value":"gScore"}},{"kind":"Field","name":{"kind":"Name","value":"pScore"}},{"kind":"Field","name":{"kind":"Name","value":"asbestosType"}},{"kind":"Field","name":{"kind":"Name","value":"asbestosDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"planning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permit"}},{"kind":"Field","name":{"kind":"Name","value":"allotmentPermit"}},{"kind":"Field","name":{"kind":"Name","value":"preemptiveRights"}},{"kind":"Field","name":{"kind":"Name","value":"summons"}},{"kind":"Field","name":{"kind":"Name","value":"judicialDecision"}},{"kind":"Field","name":{"kind":"Name","value":"areaApplication"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notaryFee"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRights"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"constructionCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annuity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bouquet"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAnnuity"}},{"kind":"Field","name":{"kind":"Name","value":"occupied"}},{"kind":"Field","name":{"kind":"Name","value":"sellerAges"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"embedId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsOfInterest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"distanceMeters"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mobility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicTransport"}},{"kind":"Field","name":{"kind":"Name","value":"education"}},{"kind":"Field","name":{"kind":"Name","value":"shops"}},{"kind":"Field","name":{"kind":"Name","value":"leisure"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"nearby"}}]}},{"kind":"Field","name":{"kind":"Name","value":"similar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"ribbon"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surfaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"living"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"band"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PropertyDetailFieldsFragment, unknown>;
export const FormResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<FormResultFieldsFragment, unknown>;
export const CatalogSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"forSale"},"name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"goal"},"value":{"kind":"EnumValue","value":"SALE"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"forRent"},"name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"goal"},"value":{"kind":"EnumValue","value":"RENT"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<CatalogSummaryQuery, CatalogSummaryQueryVariables>;
export const ResolvePathDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResolvePath"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolvePath"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"testimonialId"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nl"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"de"}}]}}]}}]}}]} as unknown as DocumentNode<ResolvePathQuery, ResolvePathQueryVariables>;
export const MovedPropertyPathsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MovedPropertyPaths"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nl"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"de"}}]}}]}}]}}]} as unknown as DocumentNode<MovedPropertyPathsQuery, MovedPropertyPathsQueryVariables>;
export const MovedProjectPathsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MovedProjectPaths"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nl"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"de"}}]}}]}}]}}]} as unknown as DocumentNode<MovedProjectPathsQuery, MovedProjectPathsQueryVariables>;
export const BuyerAreaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuyerArea"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyerArea"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"favouriteIds"}},{"kind":"Field","name":{"kind":"Name","value":"searches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}}]}},{"kind":"Field","name":{"kind":"Name","value":"watches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}}]}}]}}]}}]} as unknown as DocumentNode<BuyerAreaQuery, BuyerAreaQueryVariables>;
export const CompareListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertiesByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyCard"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onDemand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surfaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ground"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"epcValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"risks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pScore"}},{"kind":"Field","name":{"kind":"Name","value":"gScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"building"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"constructionYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargesRenter"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"ribbon"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surfaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"living"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"band"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CompareListingsQuery, CompareListingsQueryVariables>;
export const ListingsByIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListingsByIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertiesByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"ribbon"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surfaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"living"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"band"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ListingsByIdsQuery, ListingsByIdsQueryVariables>;
export const ConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Consent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsId"}},{"kind":"Field","name":{"kind":"Name","value":"tagManagerId"}},{"kind":"Field","name":{"kind":"Name","value":"pixelId"}},{"kind":"Field","name":{"kind":"Name","value":"adsId"}}]}}]}}]}}]} as unknown as DocumentNode<ConsentQuery, ConsentQueryVariables>;
export const AgencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Agency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"sameAs"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"closes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"header"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]}}]} as unknown as DocumentNode<AgencyQuery, AgencyQueryVariables>;
export const ServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Services"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servicesMax"}}]}}]}}]} as unknown as DocumentNode<ServicesQuery, ServicesQueryVariables>;
export const TeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Team"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]}}]} as unknown as DocumentNode<TeamQuery, TeamQueryVariables>;
export const FaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Faq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<FaqQuery, FaqQueryVariables>;
export const MenuPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"modules"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"socialImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"modules"}}]}}]}}]}}]} as unknown as DocumentNode<MenuPageQuery, MenuPageQueryVariables>;
export const ModulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Modules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titlePublic"}},{"kind":"Field","name":{"kind":"Name","value":"titleSize"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"span"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sm"}},{"kind":"Field","name":{"kind":"Name","value":"md"}},{"kind":"Field","name":{"kind":"Name","value":"lg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backgroundType"}},{"kind":"Field","name":{"kind":"Name","value":"colorBackground"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"numberItemOfRow"}},{"kind":"Field","name":{"kind":"Name","value":"maxItems"}},{"kind":"Field","name":{"kind":"Name","value":"cssClass"}},{"kind":"Field","name":{"kind":"Name","value":"relations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ModulesQuery, ModulesQueryVariables>;
export const PageRouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]} as unknown as DocumentNode<PageRouteQuery, PageRouteQueryVariables>;
export const ServiceArticlePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceArticlePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<ServiceArticlePageQuery, ServiceArticlePageQueryVariables>;
export const TestimonialPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestimonialPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testimonial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"postedBy"}},{"kind":"Field","name":{"kind":"Name","value":"website"}}]}}]}}]} as unknown as DocumentNode<TestimonialPageQuery, TestimonialPageQueryVariables>;
export const RegisterDemandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterDemand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DemandRegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerDemand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RegisterDemandMutation, RegisterDemandMutationVariables>;
export const DemandChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemandChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]}}]} as unknown as DocumentNode<DemandChoicesQuery, DemandChoicesQueryVariables>;
export const SubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const UpdateBuyerFavouritesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBuyerFavourites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"change"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FavouritesChange"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBuyerFavourites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"change"},"value":{"kind":"Variable","name":{"kind":"Name","value":"change"}}}]}]}}]} as unknown as DocumentNode<UpdateBuyerFavouritesMutation, UpdateBuyerFavouritesMutationVariables>;
export const SubmitSiteContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitSiteContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitSiteContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitSiteContactMutation, SubmitSiteContactMutationVariables>;
export const RequestVisitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestVisit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestVisit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestVisitMutation, RequestVisitMutationVariables>;
export const RequestMoreInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestMoreInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestMoreInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestMoreInfoMutation, RequestMoreInfoMutationVariables>;
export const SubmitConstructionContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitConstructionContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitConstructionContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitConstructionContactMutation, SubmitConstructionContactMutationVariables>;
export const RequestDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentsRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestDocumentsMutation, RequestDocumentsMutationVariables>;
export const SubmitJobContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitJobContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JobContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitJobContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitJobContactMutation, SubmitJobContactMutationVariables>;
export const SubmitOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitOfferMutation, SubmitOfferMutationVariables>;
export const ApplyToRentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyToRent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RentApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyToRent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ApplyToRentMutation, ApplyToRentMutationVariables>;
export const SendToFriendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendToFriend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendToFriendInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendToFriend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendToFriendMutation, SendToFriendMutationVariables>;
export const SubmitTestimonialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitTestimonial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestimonialFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitTestimonial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitTestimonialMutation, SubmitTestimonialMutationVariables>;
export const RequestValuationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestValuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestValuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestValuationMutation, RequestValuationMutationVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeLatestMax"}},{"kind":"Field","name":{"kind":"Name","value":"marketingStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yearsOfExperience"}},{"kind":"Field","name":{"kind":"Name","value":"clients"}},{"kind":"Field","name":{"kind":"Name","value":"soldWithinTwoWeeksPercent"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyVisitors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"banner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"gallery"}},{"kind":"Field","name":{"kind":"Name","value":"video"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"search"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showSearchInput"}},{"kind":"Field","name":{"kind":"Name","value":"showSearchButton"}},{"kind":"Field","name":{"kind":"Name","value":"showSearchCount"}},{"kind":"Field","name":{"kind":"Name","value":"showCountProperty"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"forSale"},"name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"goal"},"value":{"kind":"EnumValue","value":"SALE"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"4"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"AVAILABLE_NEWEST"}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyCard"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"forRent"},"name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"goal"},"value":{"kind":"EnumValue","value":"RENT"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"routes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"lang"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"ribbon"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surfaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"living"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"band"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const LayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Layout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sameAs"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"opens"}},{"kind":"Field","name":{"kind":"Name","value":"closes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"banner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"gallery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topBar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"show"}},{"kind":"Field","name":{"kind":"Name","value":"left"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"newTab"}}]}},{"kind":"Field","name":{"kind":"Name","value":"right"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"newTab"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"header"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"logoPosition"}},{"kind":"Field","name":{"kind":"Name","value":"menuPosition"}},{"kind":"Field","name":{"kind":"Name","value":"languageSwitcherPosition"}},{"kind":"Field","name":{"kind":"Name","value":"hideLogoOnHomeTop"}}]}},{"kind":"Field","name":{"kind":"Name","value":"footer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"intro"}},{"kind":"Field","name":{"kind":"Name","value":"fullText"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"widths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sm"}},{"kind":"Field","name":{"kind":"Name","value":"md"}},{"kind":"Field","name":{"kind":"Name","value":"lg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"languages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"use"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolvePath"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"propertyId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nl"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"de"}}]}}]}}]}}]} as unknown as DocumentNode<LayoutQuery, LayoutQueryVariables>;
export const PropertyPathsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropertyPaths"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nl"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"de"}}]}}]}}]}}]} as unknown as DocumentNode<PropertyPathsQuery, PropertyPathsQueryVariables>;
export const ProjectPathsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectPaths"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nl"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"de"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectPathsQuery, ProjectPathsQueryVariables>;
export const ListRelaxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListRelax"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyFilter"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}]}]}}]} as unknown as DocumentNode<ListRelaxQuery, ListRelaxQueryVariables>;
export const ListFiltersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListFilters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"goal"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Goal"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"goal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"goal"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"filter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"propertyTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ListFiltersQuery, ListFiltersQueryVariables>;
export const ListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertySort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"12"}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"ribbon"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surfaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"living"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"band"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ListQuery, ListQueryVariables>;
export const ResultsMapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultsMap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"propertyMarkers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"marquee"}},{"kind":"Field","name":{"kind":"Name","value":"ribbon"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"map"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frameUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapType"}},{"kind":"Field","name":{"kind":"Name","value":"customMarker"}},{"kind":"Field","name":{"kind":"Name","value":"marqueeIgnoreList"}}]}}]}}]}}]} as unknown as DocumentNode<ResultsMapQuery, ResultsMapQueryVariables>;
export const NotFoundRoutesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotFoundRoutes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<NotFoundRoutesQuery, NotFoundRoutesQueryVariables>;
export const OwnerLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OwnerLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OwnerLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<OwnerLoginMutation, OwnerLoginMutationVariables>;
export const RequestOwnerPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestOwnerPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOwnerPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestOwnerPasswordResetMutation, RequestOwnerPasswordResetMutationVariables>;
export const ResetOwnerPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetOwnerPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetOwnerPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<ResetOwnerPasswordMutation, ResetOwnerPasswordMutationVariables>;
export const OwnerAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<OwnerAccountQuery, OwnerAccountQueryVariables>;
export const OwnerLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OwnerLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerLogout"}}]}}]} as unknown as DocumentNode<OwnerLogoutMutation, OwnerLogoutMutationVariables>;
export const OwnerPropertiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerProperties"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerProperties"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"views"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<OwnerPropertiesQuery, OwnerPropertiesQueryVariables>;
export const OwnerPropertyStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerPropertyStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerPropertyStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"views"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visitorDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favourites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"enquiries"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"offers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"enquiries"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"offers"}},{"kind":"Field","name":{"kind":"Name","value":"mediaOnline"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"enquiries"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"offers"}},{"kind":"Field","name":{"kind":"Name","value":"mediaOnline"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"enquiries"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"offers"}},{"kind":"Field","name":{"kind":"Name","value":"mediaOnline"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"form"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"fromPrice"}},{"kind":"Field","name":{"kind":"Name","value":"toPrice"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}}]}}]}}]}}]} as unknown as DocumentNode<OwnerPropertyStatsQuery, OwnerPropertyStatsQueryVariables>;
export const ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Projects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"unitsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"unitsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"priceRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<ProjectsQuery, ProjectsQueryVariables>;
export const ProjectDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectCard"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyCard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"routes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nl"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"de"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"unitsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"unitsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"priceRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"ribbon"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surfaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"living"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"band"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProjectDetailQuery, ProjectDetailQueryVariables>;
export const AppointmentSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppointmentSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointmentSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"propertyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"propertyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]}}]} as unknown as DocumentNode<AppointmentSlotsQuery, AppointmentSlotsQueryVariables>;
export const BookAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookAppointmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<BookAppointmentMutation, BookAppointmentMutationVariables>;
export const PrintAgencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintAgency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"header"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]}}]} as unknown as DocumentNode<PrintAgencyQuery, PrintAgencyQueryVariables>;
export const PropertyDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PropertyDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"ribbon"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surfaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"living"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"band"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PropertyDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Property"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"ribbon"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"typeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"virtualTourUrl"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"formatted"}},{"kind":"Field","name":{"kind":"Name","value":"onDemand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"houseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"boxNr"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryId"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uniqueCode"}},{"kind":"Field","name":{"kind":"Name","value":"priceOnDemand"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"chargesRenter"}},{"kind":"Field","name":{"kind":"Name","value":"chargesOwner"}},{"kind":"Field","name":{"kind":"Name","value":"depositAmount"}},{"kind":"Field","name":{"kind":"Name","value":"agencyCost"}},{"kind":"Field","name":{"kind":"Name","value":"inventoryCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"showerRooms"}},{"kind":"Field","name":{"kind":"Name","value":"toilets"}},{"kind":"Field","name":{"kind":"Name","value":"garages"}},{"kind":"Field","name":{"kind":"Name","value":"parkings"}},{"kind":"Field","name":{"kind":"Name","value":"externalParkings"}},{"kind":"Field","name":{"kind":"Name","value":"floors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surfaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"living"}},{"kind":"Field","name":{"kind":"Name","value":"ground"}},{"kind":"Field","name":{"kind":"Name","value":"terrace"}},{"kind":"Field","name":{"kind":"Name","value":"garden"}},{"kind":"Field","name":{"kind":"Name","value":"office"}},{"kind":"Field","name":{"kind":"Name","value":"store"}},{"kind":"Field","name":{"kind":"Name","value":"constructed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"building"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frontWidth"}},{"kind":"Field","name":{"kind":"Name","value":"plotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"constructionYear"}},{"kind":"Field","name":{"kind":"Name","value":"renovationYear"}},{"kind":"Field","name":{"kind":"Name","value":"facades"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"epcValue"}},{"kind":"Field","name":{"kind":"Name","value":"epcLabelText"}},{"kind":"Field","name":{"kind":"Name","value":"specificEnergy"}},{"kind":"Field","name":{"kind":"Name","value":"totalEnergy"}},{"kind":"Field","name":{"kind":"Name","value":"co2Emission"}},{"kind":"Field","name":{"kind":"Name","value":"eLevel"}},{"kind":"Field","name":{"kind":"Name","value":"certificateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certificateEndDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comfort"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heating"}},{"kind":"Field","name":{"kind":"Name","value":"glazing"}},{"kind":"Field","name":{"kind":"Name","value":"windowFrame"}},{"kind":"Field","name":{"kind":"Name","value":"kitchen"}},{"kind":"Field","name":{"kind":"Name","value":"roof"}},{"kind":"Field","name":{"kind":"Name","value":"interiorComfort"}},{"kind":"Field","name":{"kind":"Name","value":"exteriorComfort"}}]}},{"kind":"Field","name":{"kind":"Name","value":"risks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"floodRisk"}},{"kind":"Field","name":{"kind":"Name","value":"floodZone"}},{"kind":"Field","name":{"kind":"Name","value":"gScore"}},{"kind":"Field","name":{"kind":"Name","value":"pScore"}},{"kind":"Field","name":{"kind":"Name","value":"asbestosType"}},{"kind":"Field","name":{"kind":"Name","value":"asbestosDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"planning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permit"}},{"kind":"Field","name":{"kind":"Name","value":"allotmentPermit"}},{"kind":"Field","name":{"kind":"Name","value":"preemptiveRights"}},{"kind":"Field","name":{"kind":"Name","value":"summons"}},{"kind":"Field","name":{"kind":"Name","value":"judicialDecision"}},{"kind":"Field","name":{"kind":"Name","value":"areaApplication"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notaryFee"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRights"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"constructionCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annuity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bouquet"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAnnuity"}},{"kind":"Field","name":{"kind":"Name","value":"occupied"}},{"kind":"Field","name":{"kind":"Name","value":"sellerAges"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"embedId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsOfInterest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"distanceMeters"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mobility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicTransport"}},{"kind":"Field","name":{"kind":"Name","value":"education"}},{"kind":"Field","name":{"kind":"Name","value":"shops"}},{"kind":"Field","name":{"kind":"Name","value":"leisure"}},{"kind":"Field","name":{"kind":"Name","value":"health"}},{"kind":"Field","name":{"kind":"Name","value":"environment"}},{"kind":"Field","name":{"kind":"Name","value":"nearby"}}]}},{"kind":"Field","name":{"kind":"Name","value":"similar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PropertyCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}}]}}]} as unknown as DocumentNode<PropertyDetailQuery, PropertyDetailQueryVariables>;
export const MapSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"map"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}}]}}]}}]}}]} as unknown as DocumentNode<MapSettingsQuery, MapSettingsQueryVariables>;
export const WatchListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WatchListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WatchListingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"thankYouPath"}},{"kind":"Field","name":{"kind":"Name","value":"submissionId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<WatchListingMutation, WatchListingMutationVariables>;
export const VideoPosterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VideoPoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"youtubeThumbnailQuality"}}]}}]}}]} as unknown as DocumentNode<VideoPosterQuery, VideoPosterQueryVariables>;
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withTotals"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listTotals"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withTotals"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"countSaleProperty"}},{"kind":"Field","name":{"kind":"Name","value":"countRentProperty"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"countSale"}},{"kind":"Field","name":{"kind":"Name","value":"countRent"}},{"kind":"Field","name":{"kind":"Name","value":"filter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"typeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formatted"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchQuery, SearchQueryVariables>;
export const CaptchaChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaptchaChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captchaChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"algorithm"}},{"kind":"Field","name":{"kind":"Name","value":"salt"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"maxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}}]}}]} as unknown as DocumentNode<CaptchaChallengeQuery, CaptchaChallengeQueryVariables>;
export const PrivacyRouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrivacyRoute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nl"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"de"}}]}}]}}]}}]} as unknown as DocumentNode<PrivacyRouteQuery, PrivacyRouteQueryVariables>;