import { Arg, Ctx, Field, InputType, Int, Resolver } from 'type-graphql';
import { MutationFor } from '../core/graphql/field-access';
import type { DemandGoal } from '../../common/forms/demand-rules';
import type { GraphQLContext } from '../core/graphql/context';
import { demandRegisterForm, type DemandValues } from './demand-register.service';
import { FormResult, SubmissionMetaInput } from '../forms/form.types';
import { PersonInput, personValues } from '../forms/person-input.types';
import { newsletterForm } from './newsletter.service';
import { watchListingForm } from './listing-watch.service';
import { submitForm } from '../forms/submit-form.service';

@InputType({ description: 'A search alert ("keep me informed"): the person block and what they look for.' })
export class DemandRegisterInput extends PersonInput {
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => String, { nullable: true, description: '"buy" or "rent"; required.' }) goal?: string | null;
  @Field(() => [Int], {
    defaultValue: [],
    description: 'Property type ids (WebID, see `propertyTypes`); at least one.',
  })
  propertyTypeIds: number[];
  @Field(() => [Int], {
    defaultValue: [],
    description: 'City ids (see `cities`); at least one city or one postcode.',
  })
  cityIds: number[];
  @Field(() => [String], {
    defaultValue: [],
    description: 'Postcodes (four digits); at least one city, postcode or place.',
  })
  zips: string[];
  @Field(() => [String], {
    defaultValue: [],
    description:
      'Places as typed: a municipality in any language ("Louvain", "liege") or a postcode. Each is resolved to the cities and postcodes it names; one that names none is refused (field "zones", code "unknownPlace").',
  })
  places: string[];
  @Field(() => Int, { nullable: true, description: 'Euros.' }) priceMin?: number | null;
  @Field(() => Int, { nullable: true, description: 'Euros; at least priceMin.' }) priceMax?: number | null;
  @Field(() => Int, { nullable: true }) minBedrooms?: number | null;
  @Field(() => Int, { nullable: true, description: 'm²; at least 1.' }) minLivingArea?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'The worst energy label kept, as the list pages write it: "A+", "A" … "G".',
  })
  maxEnergyLabel?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The visitor's name for the search; at most 80 characters.",
  })
  searchName?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Free text as the lists take it (`PropertyFilter.text`): each word must start a word of the street, city or type, or be the reference; at most 100 characters.',
  })
  text?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'How often it mails: "instant" (the default, as listings come), "daily" or "weekly".',
  })
  frequency?: string | null;
}

@InputType({ description: 'A newsletter sign-up; confirmed through the link of the mail it sends.' })
export class NewsletterInput {
  @Field() email: string;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => SubmissionMetaInput, { description: 'meta.lang is the language of the mails.' })
  meta: SubmissionMetaInput;
}

@InputType({
  description:
    '"Watch this property": a mail when its price drops, its availability changes or new visit slots open; confirmed through the link of the mail it sends.',
})
export class WatchListingInput {
  @Field(() => Int) propertyId: number;
  @Field() email: string;
  @Field({ defaultValue: false }) privacyConsent: boolean;
  @Field(() => SubmissionMetaInput, { description: 'meta.lang is the language of the mails.' })
  meta: SubmissionMetaInput;
}

const demandValues = ({ meta: _meta, ...v }: DemandRegisterInput): DemandValues => ({
  ...personValues(v),
  message: v.message ?? null,
  goal: (v.goal?.trim() || null) as DemandGoal | null,
  propertyTypeIds: v.propertyTypeIds ?? [],
  cityIds: v.cityIds ?? [],
  zips: (v.zips ?? []).map((z) => z.trim()).filter((z) => z !== ''),
  places: (v.places ?? []).map((p) => p.trim().replace(/\s+/g, ' ')).filter((p) => p !== ''),
  priceMin: v.priceMin ?? null,
  priceMax: v.priceMax ?? null,
  minBedrooms: v.minBedrooms ?? null,
  minLivingArea: v.minLivingArea ?? null,
  // Checked against the rules' lists before anything is stored (DEMAND_RULES).
  maxEnergyLabel: (v.maxEnergyLabel?.trim().toUpperCase() || null) as DemandValues['maxEnergyLabel'],
  searchName: v.searchName ?? null,
  text: v.text?.trim() || null,
  frequency: (v.frequency?.trim() || null) as DemandValues['frequency'],
});

@Resolver()
export class DemandNewsletterResolver {
  @MutationFor('per-caller', () => FormResult, {
    description:
      'Registers a search alert (double opt-in): once confirmed through the link of the mail it sends, one mail per new matching listing until unsubscribed.',
  })
  registerDemand(
    @Arg('input', () => DemandRegisterInput) input: DemandRegisterInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    return submitForm(ctx, demandRegisterForm(), demandValues(input), input.meta);
  }

  @MutationFor('per-caller', () => FormResult, {
    description:
      'Watches a listing (double opt-in). Always the same success for a valid address and an open listing; a sold, rented or withdrawn one is refused (field "propertyId").',
  })
  watchListing(
    @Arg('input', () => WatchListingInput) input: WatchListingInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    return submitForm(
      ctx,
      watchListingForm(),
      { email: input.email, privacyConsent: input.privacyConsent, propertyId: input.propertyId },
      input.meta,
    );
  }

  @MutationFor('per-caller', () => FormResult, {
    description: 'Newsletter sign-up (double opt-in). Always the same success for a valid address.',
  })
  subscribeNewsletter(
    @Arg('input', () => NewsletterInput) input: NewsletterInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    return submitForm(ctx, newsletterForm(), { email: input.email, name: input.name ?? null }, input.meta);
  }
}
