import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';

export enum FormStatus {
  /** Stored; the mails will follow. */
  ACCEPTED = 'ACCEPTED',
  /** Nothing stored: see `errors`. */
  INVALID = 'INVALID',
  /** Documents request: this e-mail already asked for this property's documents. */
  ALREADY_REQUESTED = 'ALREADY_REQUESTED',
  /** Appointment booking: the slot has no place left. */
  FULL = 'FULL',
  RATE_LIMITED = 'RATE_LIMITED',
  /** The database could not store it: nothing was stored, the visitor should try again. */
  UNAVAILABLE = 'UNAVAILABLE',
}
registerEnumType(FormStatus, { name: 'FormStatus', description: 'Outcome of a form submission.' });

@ObjectType({ description: 'A problem with one field, in the request language.' })
export class FieldError {
  @Field({ description: 'The input field name, e.g. "email"; "captcha" for the captcha.' }) field: string;
  @Field({ description: 'Stable code, e.g. "required", "email", "captchaInvalid".' }) code: string;
  @Field() message: string;
}

@ObjectType({ description: 'What every form mutation answers.' })
export class FormResult {
  @Field() ok: boolean;
  @Field(() => FormStatus) status: FormStatus;
  @Field({ description: 'A message for the visitor in the request language.' }) message: string;
  @Field(() => [FieldError]) errors: FieldError[];
  @Field(() => String, {
    nullable: true,
    description: 'The thank-you page in the submission language, on success.',
  })
  thankYouPath: string | null;
  @Field(() => ID, { nullable: true }) submissionId: string | null;
}

@InputType({ description: 'Where a submission comes from; sent by every form.' })
export class SubmissionMetaInput {
  @Field({ description: 'Interface language of the visitor (nl, fr, en, de).' }) lang: string;
  @Field(() => String, { nullable: true }) pageUrl?: string | null;
  @Field(() => String, { nullable: true }) referrer?: string | null;
  @Field(() => String, { nullable: true }) utmSource?: string | null;
  @Field({
    defaultValue: false,
    description: 'The visitor consented to analytics (the event label is only sent then).',
  })
  analyticsConsent: boolean;
  @Field(() => String, { nullable: true, description: 'The solved captcha (base64 proof of work).' })
  captcha?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Honeypot: a field hidden from people; bots fill it in.',
  })
  website?: string | null;
}

@ObjectType({
  description:
    'A proof-of-work captcha challenge: find n ≤ maxNumber with sha256(salt + ":" + n) = challenge; return maxNumber with the solution.',
})
export class CaptchaChallenge {
  @Field() algorithm: string;
  @Field() salt: string;
  @Field() challenge: string;
  @Field() maxNumber: number;
  @Field() signature: string;
}
