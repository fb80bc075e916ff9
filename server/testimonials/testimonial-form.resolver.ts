import { Arg, Ctx, Field, InputType, Resolver } from 'type-graphql';
import { MutationFor } from '../core/graphql/field-access';
import type { GraphQLContext } from '../core/graphql/context';
import { FormResult, SubmissionMetaInput } from '../forms/form.types';
import { submitForm } from '../forms/submit-form.service';
import { TESTIMONIAL_FORM, type TestimonialValues } from './testimonial-form';

@InputType({
  description:
    'A testimonial: published on the site only after the agency approves it. The e-mail is never published.',
})
export class TestimonialFormInput {
  @Field({ description: 'Shown with the testimonial.' }) name: string;
  @Field({ description: 'At most 2000 characters.' }) comment: string;
  @Field(() => String, { nullable: true, description: 'An http(s) address, shown as a link.' }) website?:
    string | null;
  @Field({ description: 'For the agency only.' }) email: string;
  @Field(() => String, {
    nullable: true,
    description: 'Language of the comment (nl, fr, en, de); the interface language when not given.',
  })
  lang?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The `uploadId` answered by POST /api/uploads/photo (JPEG, PNG or WebP, at most 5 MB); good for one testimonial, for 24 hours. Published with the testimonial once approved.',
  })
  photoUploadId?: string | null;
  @Field({ defaultValue: false }) privacyConsent: boolean;
  @Field(() => SubmissionMetaInput) meta: SubmissionMetaInput;
}

@Resolver()
export class TestimonialFormResolver {
  @MutationFor('per-caller', () => FormResult, {
    description: 'Leaves a testimonial; stored unpublished until approved.',
  })
  submitTestimonial(
    @Arg('input', () => TestimonialFormInput) input: TestimonialFormInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    const values: TestimonialValues = {
      name: input.name,
      comment: input.comment,
      website: input.website ?? null,
      email: input.email,
      lang: input.lang ?? null,
      privacyConsent: input.privacyConsent,
      photoUploadId: input.photoUploadId || null,
      photo: null,
    };
    return submitForm(ctx, TESTIMONIAL_FORM, values, input.meta);
  }
}
