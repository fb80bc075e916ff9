import { Arg, Ctx, Field, Float, InputType, Int, Resolver } from 'type-graphql';
import { MutationFor } from '../core/graphql/field-access';
import type { OfferPersonB, OfferValues, RentApplicationValues } from '../../common/forms/rent-offer-rules';
import { hasPersonB } from '../../common/forms/rent-offer-rules';
import type { GraphQLContext } from '../core/graphql/context';
import { FormResult } from '../forms/form.types';
import { PersonInput, personValues } from '../forms/person-input.types';
import { OFFER, RENT_APPLICATION } from './rent-offer-forms';
import { submitForm } from '../forms/submit-form.service';

@InputType({
  description:
    'A rent application: the household, the move, the incomes and four confirmations (income, proof of income, maximum occupants, description read).',
})
export class RentApplicationInput extends PersonInput {
  @Field(() => Int, { nullable: true, description: 'A rental (goal RENT).' }) propertyId?: number | null;
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => Int, { nullable: true, description: 'At least 1.' }) adults?: number | null;
  @Field(() => [Int], { defaultValue: [], description: 'The age of each child living in, 0 to 25.' })
  kidsAges: number[];
  @Field({ defaultValue: false }) pets: boolean;
  @Field(() => String, { nullable: true, description: 'Required when pets is true.' }) petsDescription?:
    string | null;
  @Field({ description: 'YYYY-MM-DD, today or later (Brussels).' }) movingDate: string;
  @Field(() => String, { nullable: true }) movingReason?: string | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Net monthly income of person 1 in euros (required, ≥ 0).',
  })
  incomePerson1?: number | null;
  @Field(() => Float, { nullable: true, description: 'Net monthly income of person 2 in euros (≥ 0).' })
  incomePerson2?: number | null;
  @Field({ defaultValue: false, description: 'Minimum monthly income declared.' }) confirmIncome: boolean;
  @Field({ defaultValue: false, description: 'Proof of income may be requested.' }) confirmProof: boolean;
  @Field({ defaultValue: false, description: 'The maximum number of persons is respected.' })
  confirmMaxPersons: boolean;
  @Field({ defaultValue: false, description: 'The property description has been read.' })
  confirmDescriptionRead: boolean;
}

@InputType({ description: 'The second buyer of an offer.' })
export class OfferPersonInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
}

@InputType({
  description:
    'An offer to buy: buyers A and B, the amount in figures and words, validity, place and sign date, conditions.',
})
export class OfferInput extends PersonInput {
  @Field(() => Int, { nullable: true, description: 'A property for sale (goal SALE).' }) propertyId?:
    number | null;
  @Field() street: string;
  @Field() houseNumber: string;
  @Field() zip: string;
  @Field() city: string;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => OfferPersonInput, { nullable: true, description: 'Person B, optional.' })
  personB?: OfferPersonInput | null;
  @Field(() => Float, { nullable: true, description: 'Whole euros, 1 to 999 999 999.' }) amount?:
    number | null;
  @Field({ description: 'The amount in words, as the visitor left it.' }) amountWords: string;
  @Field({ description: 'Validity start, YYYY-MM-DD.' }) startDate: string;
  @Field({ description: 'Validity end, YYYY-MM-DD, not before the start.' }) endDate: string;
  @Field() place: string;
  @Field({ description: 'YYYY-MM-DD' }) signDate: string;
  @Field(() => String, { nullable: true, description: 'E.g. subject to obtaining a loan.' }) conditions?:
    string | null;
  @Field(() => String, { nullable: true }) message?: string | null;
}

const text = (v: string | null | undefined): string | null =>
  v === null || v === undefined || v.trim() === '' ? null : v.trim();

function rentValues({ meta: _meta, ...i }: RentApplicationInput): RentApplicationValues {
  return {
    ...personValues(i),
    message: i.message ?? null,
    propertyId: i.propertyId ?? null,
    adults: i.adults ?? null,
    kidsAges: i.kidsAges,
    pets: i.pets,
    // A description of pets the visitor said they do not have is not kept.
    petsDescription: i.pets ? (i.petsDescription ?? null) : null,
    movingDate: i.movingDate,
    movingReason: i.movingReason ?? null,
    incomePerson1: i.incomePerson1 ?? null,
    incomePerson2: i.incomePerson2 ?? null,
    confirmIncome: i.confirmIncome,
    confirmProof: i.confirmProof,
    confirmMaxPersons: i.confirmMaxPersons,
    confirmDescriptionRead: i.confirmDescriptionRead,
  };
}

function offerValues({ meta: _meta, personB, ...i }: OfferInput): OfferValues {
  // Nested values are trimmed here: submitForm trims only the top level.
  const b: OfferPersonB = {
    title: text(personB?.title),
    firstName: text(personB?.firstName),
    lastName: text(personB?.lastName),
    email: text(personB?.email),
    phone: text(personB?.phone),
  };
  return {
    ...personValues(i),
    street: i.street,
    houseNumber: i.houseNumber,
    zip: i.zip,
    city: i.city,
    country: i.country ?? null,
    personB: hasPersonB(b) ? b : null,
    propertyId: i.propertyId ?? null,
    amount: i.amount ?? null,
    amountWords: i.amountWords,
    startDate: i.startDate,
    endDate: i.endDate,
    place: i.place,
    signDate: i.signDate,
    conditions: i.conditions ?? null,
    message: i.message ?? null,
  };
}

@Resolver()
export class RentOfferResolver {
  @MutationFor('per-caller', () => FormResult, { description: 'Applies to rent a property (rentals only).' })
  applyToRent(
    @Arg('input', () => RentApplicationInput) input: RentApplicationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    return submitForm(ctx, RENT_APPLICATION, rentValues(input), input.meta);
  }

  @MutationFor('per-caller', () => FormResult, {
    description: 'Makes an offer to buy a property (properties for sale only).',
  })
  submitOffer(
    @Arg('input', () => OfferInput) input: OfferInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    return submitForm(ctx, OFFER, offerValues(input), input.meta);
  }
}
