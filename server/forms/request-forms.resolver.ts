import { Arg, Ctx, Field, InputType, Int, Resolver } from 'type-graphql';
import { MutationFor } from '../core/graphql/field-access';
import type { GraphQLContext } from '../core/graphql/context';
import { FormResult, SubmissionMetaInput } from './form.types';
import { PersonInput, personValues } from './person-input.types';
import {
  DOCUMENTS_REQUEST,
  FREE_VALUATION,
  SEND_TO_FRIEND,
  type DocumentsRequestValues,
  type SendToFriendValues,
  type ValuationValues,
} from './request-forms';
import { submitForm } from './submit-form.service';

@InputType({
  description: 'Asks for the documents of a property (floor plan, EPC …); once per e-mail and property.',
})
export class DocumentsRequestInput extends PersonInput {
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => Int, { nullable: true }) propertyId?: number | null;
}

@InputType({
  description:
    'A free valuation request: the person, the address of the property to value, its type and the goal.',
})
export class ValuationRequestInput extends PersonInput {
  @Field() street: string;
  @Field() houseNumber: string;
  @Field(() => String, { nullable: true }) box?: string | null;
  @Field() zip: string;
  @Field() city: string;
  @Field({
    description: 'house, apartment, studio, plot, investment, commercial, industrial, office or garage',
  })
  propertyType: string;
  @Field({ description: 'sale or rent' }) goal: string;
  @Field(() => String, { nullable: true }) remarks?: string | null;
}

@InputType({
  description:
    "Recommends a property to a friend: a fixed mail with the sender's name and a short plain-text note.",
})
export class SendToFriendInput {
  @Field(() => Int, { nullable: true }) propertyId?: number | null;
  @Field() senderName: string;
  @Field() senderEmail: string;
  @Field() friendEmail: string;
  @Field(() => String, { nullable: true, description: 'At most 500 characters of plain text.' }) note?:
    string | null;
  @Field(() => SubmissionMetaInput) meta: SubmissionMetaInput;
}

const documentsValues = ({ meta: _meta, ...v }: DocumentsRequestInput): DocumentsRequestValues => ({
  ...personValues(v),
  message: v.message ?? null,
  propertyId: v.propertyId ?? null,
});

const valuationValues = ({ meta: _meta, ...v }: ValuationRequestInput): ValuationValues => ({
  ...personValues(v),
  street: v.street,
  houseNumber: v.houseNumber,
  box: v.box ?? null,
  zip: v.zip,
  city: v.city,
  propertyType: v.propertyType,
  goal: v.goal,
  remarks: v.remarks ?? null,
});

const friendValues = ({ meta: _meta, ...v }: SendToFriendInput): SendToFriendValues => ({
  propertyId: v.propertyId ?? null,
  senderName: v.senderName,
  senderEmail: v.senderEmail,
  friendEmail: v.friendEmail,
  note: v.note ?? null,
});

@Resolver()
export class RequestFormsResolver {
  @MutationFor('per-caller', () => FormResult, {
    description: 'Asks for the documents of a property; ALREADY_REQUESTED when this e-mail already did.',
  })
  requestDocuments(
    @Arg('input', () => DocumentsRequestInput) input: DocumentsRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    return submitForm(ctx, DOCUMENTS_REQUEST, documentsValues(input), input.meta);
  }

  @MutationFor('per-caller', () => FormResult, {
    description: 'Asks for a free valuation of a property (contact-demand).',
  })
  requestValuation(
    @Arg('input', () => ValuationRequestInput) input: ValuationRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    return submitForm(ctx, FREE_VALUATION, valuationValues(input), input.meta);
  }

  @MutationFor('per-caller', () => FormResult, {
    description: 'Sends a property to a friend; rate limited per sender and per recipient.',
  })
  sendToFriend(
    @Arg('input', () => SendToFriendInput) input: SendToFriendInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    return submitForm(ctx, SEND_TO_FRIEND, friendValues(input), input.meta);
  }
}
