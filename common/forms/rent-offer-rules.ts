/**
 * Rules of the rent application (household, move, incomes, the four confirmations) and the offer to
 * buy (buyers, amount, validity, signing, the 10% advance), shared by the browser and the server.
 */
import {
  MESSAGE_RULE,
  PERSON_RULES,
  SALUTATIONS,
  checkFields,
  type PersonValues,
  isBlank,
  isValidDate,
  type FieldIssue,
  type FormRules,
} from './field-rules';
import { MAX_WORDS_NUMBER } from './number-to-words';

/** On acceptance of an offer, the buyer pays an advance of 10% of the sale price. */
export const OFFER_ADVANCE_RATE = 0.1;
/** Ages of children living in: up to 25 (a student child still counts as a dependant in Belgium). */
export const MAX_KID_AGE = 25;
export const MAX_KIDS = 15;
export const MAX_ADULTS = 20;

/** The four statements a rent applicant must confirm, in their order. */
export const RENT_CONFIRMATIONS = [
  'confirmIncome',
  'confirmProof',
  'confirmMaxPersons',
  'confirmDescriptionRead',
] as const;
export type RentConfirmation = (typeof RENT_CONFIRMATIONS)[number];

/** Today on the agency's calendar (Brussels), as YYYY-MM-DD: "in the past" is judged there. */
export function brusselsToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const isWhole = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isAmount = (v: unknown): boolean =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 10_000_000;

// ---------- Rent application ----------

export const RENT_APPLICATION_RULES = {
  ...PERSON_RULES,
  message: MESSAGE_RULE,
  movingDate: { required: true, format: 'date' },
  movingReason: { max: 1000 },
  petsDescription: { max: 500 },
} as const satisfies FormRules;

/** The values of a rent application as the API takes them (and stores them, trimmed). */
export interface RentApplicationValues extends PersonValues, Record<string, unknown> {
  message: string | null;
  propertyId: number | null;
  adults: number | null;
  kidsAges: number[];
  pets: boolean;
  petsDescription: string | null;
  movingDate: string;
  movingReason: string | null;
  incomePerson1: number | null;
  incomePerson2: number | null;
  confirmIncome: boolean;
  confirmProof: boolean;
  confirmMaxPersons: boolean;
  confirmDescriptionRead: boolean;
}

/** What the per-field rules cannot say. `today`: YYYY-MM-DD, the first acceptable moving day. */
export function checkRentApplication(v: RentApplicationValues, today: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!v.propertyId) issues.push({ field: 'propertyId', code: 'required' });
  if (v.adults === null || v.adults === undefined) issues.push({ field: 'adults', code: 'required' });
  else if (!isWhole(v.adults, 1, MAX_ADULTS)) issues.push({ field: 'adults', code: 'atLeastOneAdult' });
  if (
    !Array.isArray(v.kidsAges) ||
    v.kidsAges.length > MAX_KIDS ||
    !v.kidsAges.every((age) => isWhole(age, 0, MAX_KID_AGE))
  )
    issues.push({ field: 'kidsAges', code: 'kidAge' });
  if (v.pets && isBlank(v.petsDescription)) issues.push({ field: 'petsDescription', code: 'required' });
  // The per-field rule reports a missing or impossible date; only a valid one is compared.
  if (typeof v.movingDate === 'string' && isValidDate(v.movingDate) && v.movingDate.trim() < today)
    issues.push({ field: 'movingDate', code: 'pastDate' });
  if (v.incomePerson1 === null || v.incomePerson1 === undefined)
    issues.push({ field: 'incomePerson1', code: 'required' });
  else if (!isAmount(v.incomePerson1)) issues.push({ field: 'incomePerson1', code: 'number' });
  if (v.incomePerson2 !== null && v.incomePerson2 !== undefined && !isAmount(v.incomePerson2))
    issues.push({ field: 'incomePerson2', code: 'number' });
  for (const c of RENT_CONFIRMATIONS)
    if (v[c] !== true) issues.push({ field: c, code: 'confirmationRequired' });
  if (v.privacyConsent !== true) issues.push({ field: 'privacyConsent', code: 'consentRequired' });
  return issues;
}

/** Every issue of a rent application, in form order: what the browser shows before sending. */
export const rentApplicationIssues = (v: RentApplicationValues, today: string): FieldIssue[] => [
  ...checkFields(RENT_APPLICATION_RULES, v),
  ...checkRentApplication(v, today),
];

// ---------- Offer to buy ----------

/** Person A: the person block and the address an offer needs (it names the buyers). */
export const OFFER_RULES = {
  ...PERSON_RULES,
  street: { required: true, max: 200, singleLine: true },
  houseNumber: { required: true, max: 20, singleLine: true },
  zip: { required: true, max: 10, format: 'zip', singleLine: true },
  city: { required: true, max: 100, singleLine: true },
  country: { max: 100, singleLine: true },
  amountWords: { required: true, max: 400 },
  startDate: { required: true, format: 'date' },
  endDate: { required: true, format: 'date' },
  place: { required: true, max: 100, singleLine: true },
  signDate: { required: true, format: 'date' },
  conditions: { max: 2000 },
  message: MESSAGE_RULE,
} as const satisfies FormRules;

/** Person B (a second buyer), when there is one: a name; contact details are optional. */
export const OFFER_PERSON_B_RULES = {
  title: { oneOf: SALUTATIONS },
  firstName: { required: true, max: 100, singleLine: true },
  lastName: { required: true, max: 100, singleLine: true },
  email: { max: 254, format: 'email', singleLine: true },
  phone: { max: 30, format: 'phone', singleLine: true },
} as const satisfies FormRules;

export interface OfferPersonB extends Record<string, unknown> {
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
}

export interface OfferValues extends PersonValues, Record<string, unknown> {
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  country: string | null;
  personB: OfferPersonB | null;
  propertyId: number | null;
  amount: number | null;
  amountWords: string;
  startDate: string;
  endDate: string;
  place: string;
  signDate: string;
  conditions: string | null;
  message: string | null;
}

/** Person B is left out when every one of its fields is blank. */
export const hasPersonB = (b: OfferPersonB | null | undefined): b is OfferPersonB =>
  !!b && Object.values(b).some((v) => !isBlank(v));

export function checkOffer(v: OfferValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!v.propertyId) issues.push({ field: 'propertyId', code: 'required' });
  if (hasPersonB(v.personB))
    issues.push(
      ...checkFields(OFFER_PERSON_B_RULES, v.personB).map((i) => ({ ...i, field: `personB.${i.field}` })),
    );
  if (v.amount === null || v.amount === undefined) issues.push({ field: 'amount', code: 'required' });
  else if (!isWhole(v.amount, 1, MAX_WORDS_NUMBER)) issues.push({ field: 'amount', code: 'amount' });
  // Both dates must be complete (the field rules), and the end date is valid only if not before the start.
  if (isValidDate(v.startDate ?? '') && isValidDate(v.endDate ?? '') && v.endDate.trim() < v.startDate.trim())
    issues.push({ field: 'endDate', code: 'dateOrder' });
  if (v.privacyConsent !== true) issues.push({ field: 'privacyConsent', code: 'consentRequired' });
  return issues;
}

export const offerIssues = (v: OfferValues): FieldIssue[] => [
  ...checkFields(OFFER_RULES, v),
  ...checkOffer(v),
];

/** The offer's 10% advance on the offered price, rounded to the cent. */
export const offerAdvance = (amount: number): number => Math.round(amount * OFFER_ADVANCE_RATE * 100) / 100;

/**
 * A number as a Belgian visitor types it: "2650", "2650,50", "2.650,50", "2 650", "2650.50";
 * null when blank, NaN when it is not a number (the checks then report it).
 */
export function parseNumberInput(text: string): number | null {
  let s = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (s === '') return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, '');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
}
