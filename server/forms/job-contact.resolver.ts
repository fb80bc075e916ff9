import { Arg, Ctx, Field, InputType, Resolver } from 'type-graphql';
import { MutationFor } from '../core/graphql/field-access';
import type { GraphQLContext } from '../core/graphql/context';
import { FormResult } from './form.types';
import { PersonInput, personValues } from './person-input.types';
import { JOB_CONTACT_FORM, type JobContactValues } from './job-contact-form';
import { submitForm } from './submit-form.service';

@InputType({
  description:
    'An application: the person block, the position, a motivation and a CV uploaded first to POST /api/uploads/cv.',
})
export class JobContactInput extends PersonInput {
  @Field({ description: 'The position applied for (or "spontaneous").' }) position: string;
  @Field(() => String, { nullable: true }) motivation?: string | null;
  @Field({
    description: 'The `uploadId` answered by POST /api/uploads/cv; good for one application, for 24 hours.',
  })
  cvUploadId: string;
}

@Resolver()
export class JobContactResolver {
  @MutationFor('per-caller', () => FormResult, {
    description: 'Applies for a job with a CV (uploaded first).',
  })
  submitJobContact(
    @Arg('input', () => JobContactInput) input: JobContactInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    const values: JobContactValues = {
      ...personValues(input),
      position: input.position,
      motivation: input.motivation ?? null,
      cvUploadId: input.cvUploadId,
      cv: null,
    };
    return submitForm(ctx, JOB_CONTACT_FORM, values, input.meta);
  }
}
