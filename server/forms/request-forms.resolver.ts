import { Arg, Ctx, Field, InputType, Int, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../core/graphql/context';
import { FormResult, SubmissionMetaInput } from './form.types';
import { DOCUMENTS_REQUEST, FREE_VALUATION, SEND_TO_FRIEND, type DocumentsRequestValues, type SendToFriendValues, type ValuationValues } from './request-forms';
import { submitForm } from './submit-form.service';

@InputType({ description: 'Asks for the documents of a property (floor plan, EPC …); once per e-mail and property.' })
export class DocumentsRequestInput {
  @Field(() => String, { nullable: true, description: 'mr, mrs or miss' }) title?: string | null;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() phone: string;
  @Field(() => String, { nullable: true, description: 'email or phone' }) contactPreference?: string | null;
  @Field(() => String, { nullable: true, description: 'One of the contact time slots, e.g. "10:00-13:00".' }) contactTime?: string | null;
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => Int, { nullable: true }) propertyId?: number | null;
  @Field({ defaultValue: false }) privacyConsent: boolean;
  @Field(() => SubmissionMetaInput) meta: SubmissionMetaInput;
}

@InputType({ description: 'A free valuation request: the person, the address of the property to value, its type and the goal.' })
export class ValuationRequestInput {
  @Field(() => String, { nullable: true, description: 'mr, mrs or miss' }) title?: string | null;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() phone: string;
  @Field(() => String, { nullable: true, description: 'email or phone' }) contactPreference?: string | null;
  @Field(() => String, { nullable: true, description: 'Preferred contact time slot, e.g. "10:00-13:00".' }) contactTime?: string | null;
  @Field() street: string;
  @Field() houseNumber: string;
  @Field(() => String, { nullable: true }) box?: string | null;
  @Field() zip: string;
  @Field() city: string;
  @Field({ description: 'house, apartment, studio, plot, investment, commercial, industrial, office or garage' }) propertyType: string;
  @Field({ description: 'sale or rent' }) goal: string;
  @Field(() => String, { nullable: true }) remarks?: string | null;
  @Field({ defaultValue: false }) privacyConsent: boolean;
  @Field(() => SubmissionMetaInput) meta: SubmissionMetaInput;
}

@InputType({ description: "Recommends a property to a friend: a fixed mail with the sender's name and a short plain-text note." })
export class SendToFriendInput {
  @Field(() => Int, { nullable: true }) propertyId?: number | null;
  @Field() senderName: string;
  @Field() senderEmail: string;
  @Field() friendEmail: string;
  @Field(() => String, { nullable: true, description: 'At most 500 characters of plain text.' }) note?: string | null;
  @Field(() => SubmissionMetaInput) meta: SubmissionMetaInput;
}

const documentsValues = ({ meta: _meta, ...v }: DocumentsRequestInput): DocumentsRequestValues => ({
  title: v.title ?? null,
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  phone: v.phone,
  contactPreference: v.contactPreference ?? null,
  contactTime: v.contactTime ?? null,
  message: v.message ?? null,
  propertyId: v.propertyId ?? null,
  privacyConsent: v.privacyConsent,
});

const valuationValues = ({ meta: _meta, ...v }: ValuationRequestInput): ValuationValues => ({
  title: v.title ?? null,
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  phone: v.phone,
  contactPreference: v.contactPreference ?? null,
  contactTime: v.contactTime ?? null,
  street: v.street,
  houseNumber: v.houseNumber,
  box: v.box ?? null,
  zip: v.zip,
  city: v.city,
  propertyType: v.propertyType,
  goal: v.goal,
  remarks: v.remarks ?? null,
  privacyConsent: v.privacyConsent,
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
  @Mutation(() => FormResult, { description: 'Asks for the documents of a property; ALREADY_REQUESTED when this e-mail already did.' })
  requestDocuments(@Arg('input', () => DocumentsRequestInput) input: DocumentsRequestInput, @Ctx() ctx: GraphQLContext): Promise<FormResult> {
    return submitForm(ctx, DOCUMENTS_REQUEST, documentsValues(input), input.meta);
  }

  @Mutation(() => FormResult, { description: 'Asks for a free valuation of a property (contact-demand).' })
  requestValuation(@Arg('input', () => ValuationRequestInput) input: ValuationRequestInput, @Ctx() ctx: GraphQLContext): Promise<FormResult> {
    return submitForm(ctx, FREE_VALUATION, valuationValues(input), input.meta);
  }

  @Mutation(() => FormResult, { description: 'Sends a property to a friend; rate limited per sender and per recipient.' })
  sendToFriend(@Arg('input', () => SendToFriendInput) input: SendToFriendInput, @Ctx() ctx: GraphQLContext): Promise<FormResult> {
    return submitForm(ctx, SEND_TO_FRIEND, friendValues(input), input.meta);
  }
}
