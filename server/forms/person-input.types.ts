import { Field, InputType } from 'type-graphql';
import type { PersonValues } from '../../common/forms/field-rules';
import { SubmissionMetaInput } from './form.types';

/**
 * The person block (title, names, e-mail, phone, contact preference and time, privacy consent) and
 * the submission's `meta`, as most forms ask them: each form's input extends it with its own fields.
 */
@InputType('PersonBlockInput', {
  description: 'The person block; each form input extends it (not used on its own).',
})
export abstract class PersonInput {
  @Field(() => String, { nullable: true, description: 'mr, mrs or miss' }) title?: string | null;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() phone: string;
  @Field(() => String, { nullable: true, description: 'email or phone' }) contactPreference?: string | null;
  @Field(() => String, { nullable: true, description: 'One of the contact time slots, e.g. "10:00-13:00".' })
  contactTime?: string | null;
  @Field({ defaultValue: false }) privacyConsent: boolean;
  @Field(() => SubmissionMetaInput) meta: SubmissionMetaInput;
}

export const personValues = (i: Omit<PersonInput, 'meta'>): PersonValues => ({
  title: i.title ?? null,
  firstName: i.firstName,
  lastName: i.lastName,
  email: i.email,
  phone: i.phone,
  contactPreference: i.contactPreference ?? null,
  contactTime: i.contactTime ?? null,
  privacyConsent: i.privacyConsent,
});
