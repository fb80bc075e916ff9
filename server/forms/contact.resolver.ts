import { Arg, Ctx, Field, InputType, Int, Resolver } from 'type-graphql';
import { MutationFor } from '../core/graphql/field-access';
import type { GraphQLContext } from '../core/graphql/context';
import {
  CONSTRUCTION_CONTACT,
  MORE_INFO,
  SITE_CONTACT,
  VISIT_REQUEST,
  type ContactValues,
} from './contact-forms';
import { FormResult } from './form.types';
import { PersonInput, personValues } from './person-input.types';
import { submitForm } from './submit-form.service';

@InputType({ description: 'The person block and a message; the property where the form is about one.' })
export class ContactFormInput extends PersonInput {
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => Int, { nullable: true }) propertyId?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The new-build project asked about (construction contact).',
  })
  projectId?: number | null;
}

/** Only the construction contact is about a project: the other forms ignore one. */
const valuesOf = ({ meta: _meta, ...rest }: ContactFormInput, aboutProject = false): ContactValues => ({
  ...personValues(rest),
  message: rest.message ?? null,
  propertyId: rest.propertyId ?? null,
  projectId: aboutProject ? (rest.projectId ?? null) : null,
});

@Resolver()
export class ContactFormResolver {
  @MutationFor('per-caller', () => FormResult, { description: 'The site contact form (contact page).' })
  submitSiteContact(
    @Arg('input', () => ContactFormInput) input: ContactFormInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    return submitForm(ctx, SITE_CONTACT, valuesOf(input), input.meta);
  }

  @MutationFor('per-caller', () => FormResult, { description: 'Asks to visit a property.' })
  requestVisit(
    @Arg('input', () => ContactFormInput) input: ContactFormInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    return submitForm(ctx, VISIT_REQUEST, valuesOf(input), input.meta);
  }

  @MutationFor('per-caller', () => FormResult, { description: 'Asks for more information about a property.' })
  requestMoreInfo(
    @Arg('input', () => ContactFormInput) input: ContactFormInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    return submitForm(ctx, MORE_INFO, valuesOf(input), input.meta);
  }

  @MutationFor('per-caller', () => FormResult, { description: 'Contact about a construction project.' })
  submitConstructionContact(
    @Arg('input', () => ContactFormInput) input: ContactFormInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    return submitForm(ctx, CONSTRUCTION_CONTACT, valuesOf(input, true), input.meta);
  }
}
