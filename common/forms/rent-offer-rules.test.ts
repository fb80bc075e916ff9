import { describe, expect, it } from 'vitest';
import {
  brusselsToday,
  offerAdvance,
  offerIssues,
  parseNumberInput,
  rentApplicationIssues,
  type OfferValues,
  type RentApplicationValues,
} from './rent-offer-rules';

describe('parseNumberInput', () => {
  it.each<[string, number | null]>([
    ['', null],
    ['  ', null],
    ['2650', 2650],
    ['2650,50', 2650.5],
    ['2.650,50', 2650.5],
    ['2.650', 2650],
    ['2 650', 2650],
    ['€ 1.250.000', 1_250_000],
    ['2650.5', 2650.5],
    ['-3', -3],
  ])('%j → %s', (text, n) => expect(parseNumberInput(text)).toBe(n));

  it.each(['abc', '1,2,3', '12a', '1e5'])('%j is not a number', (text) =>
    expect(parseNumberInput(text)).toBeNaN(),
  );
});

describe('brusselsToday', () => {
  it.each([
    ['2026-06-30T21:59:00Z', '2026-06-30'],
    ['2026-06-30T22:00:00Z', '2026-07-01'],
    ['2026-12-31T22:59:00Z', '2026-12-31'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
  ])('%s → %s (the agency calendar, summer and winter time)', (now, day) =>
    expect(brusselsToday(new Date(now))).toBe(day),
  );
});

const rent: RentApplicationValues = {
  title: null,
  firstName: 'Anna',
  lastName: 'Peeters',
  email: 'anna@example.be',
  phone: '0475 12 34 56',
  contactPreference: null,
  contactTime: null,
  message: null,
  propertyId: 7,
  adults: 1,
  kidsAges: [],
  pets: false,
  petsDescription: null,
  movingDate: '2026-03-01',
  movingReason: null,
  incomePerson1: 0,
  incomePerson2: null,
  confirmIncome: true,
  confirmProof: true,
  confirmMaxPersons: true,
  confirmDescriptionRead: true,
  privacyConsent: true,
};

describe('rentApplicationIssues', () => {
  const codes = (patch: Partial<RentApplicationValues>, today = '2026-03-01') =>
    rentApplicationIssues({ ...rent, ...patch }, today).map((i) => `${i.field}:${i.code}`);
  it.each<[string, Partial<RentApplicationValues>, string[]]>([
    ['valid, moving today, income 0', {}, []],
    ['no adults', { adults: null }, ['adults:required']],
    ['zero adults', { adults: 0 }, ['adults:atLeastOneAdult']],
    ['half an adult', { adults: 1.5 }, ['adults:atLeastOneAdult']],
    ['kids 0 and 25', { kidsAges: [0, 25] }, []],
    ['kid 26', { kidsAges: [3, 26] }, ['kidsAges:kidAge']],
    ['kid age not a number', { kidsAges: [Number.NaN] }, ['kidsAges:kidAge']],
    ['pets without a description', { pets: true }, ['petsDescription:required']],
    ['yesterday', { movingDate: '2026-02-28' }, ['movingDate:pastDate']],
    ['no such day', { movingDate: '2026-02-30' }, ['movingDate:date']],
    ['no date', { movingDate: '' }, ['movingDate:required']],
    [
      'negative income',
      { incomePerson1: -1, incomePerson2: Number.NaN },
      ['incomePerson1:number', 'incomePerson2:number'],
    ],
    ['no income', { incomePerson1: null }, ['incomePerson1:required']],
    [
      'a confirmation missing',
      { confirmDescriptionRead: false },
      ['confirmDescriptionRead:confirmationRequired'],
    ],
    ['no property', { propertyId: null }, ['propertyId:required']],
  ])('%s', (_name, patch, expected) => expect(codes(patch)).toEqual(expected));
});

const offer: OfferValues = {
  title: null,
  firstName: 'Anna',
  lastName: 'Peeters',
  email: 'anna@example.be',
  phone: '0475 12 34 56',
  contactPreference: null,
  contactTime: null,
  street: 'Kerkstraat',
  houseNumber: '1',
  zip: '2000',
  city: 'Antwerpen',
  country: null,
  personB: null,
  propertyId: 7,
  amount: 250_000,
  amountWords: 'tweehonderdvijftigduizend euro',
  startDate: '2026-03-01',
  endDate: '2026-03-15',
  place: 'Antwerpen',
  signDate: '2026-03-01',
  conditions: null,
  message: null,
  privacyConsent: true,
};

describe('offerIssues', () => {
  const codes = (patch: Partial<OfferValues>) =>
    offerIssues({ ...offer, ...patch }).map((i) => `${i.field}:${i.code}`);
  it.each<[string, Partial<OfferValues>, string[]]>([
    ['valid', {}, []],
    ['end on the start day', { endDate: '2026-03-01' }, []],
    ['end before start', { endDate: '2026-02-28' }, ['endDate:dateOrder']],
    ['incomplete dates', { startDate: '2026-03', endDate: '' }, ['startDate:date', 'endDate:required']],
    ['amount 0', { amount: 0 }, ['amount:amount']],
    ['amount with cents', { amount: 1000.5 }, ['amount:amount']],
    ['amount too big for words', { amount: 1_000_000_000 }, ['amount:amount']],
    ['no amount', { amount: null }, ['amount:required']],
    [
      'empty person B is no person B',
      { personB: { title: null, firstName: null, lastName: null, email: null, phone: null } },
      [],
    ],
    [
      'person B without last name',
      { personB: { title: null, firstName: 'Jan', lastName: null, email: null, phone: '12' } },
      ['personB.lastName:required', 'personB.phone:phone'],
    ],
  ])('%s', (_name, patch, expected) => expect(codes(patch)).toEqual(expected));
});

describe('offerAdvance', () => {
  it.each([
    [285_500, 28_550],
    [199_999, 19_999.9],
    [1, 0.1],
    [123_457, 12_345.7],
  ])('10%% of %i is %s', (amount, advance) => expect(offerAdvance(amount)).toBe(advance));
});
