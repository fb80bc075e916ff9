import { Arg, Ctx, Field, GraphQLISODateTime, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { badInput } from '../core/errors';
import type { GraphQLContext } from '../core/graphql/context';
import { appointmentForm, type AppointmentValues } from './appointment-form';
import { DEFAULT_SLOT_DAYS, listSlots, MAX_SLOT_DAYS } from './appointment.service';
import { FormResult, SubmissionMetaInput } from './form.types';
import { submitForm } from './submit-form.service';

@ObjectType({ description: 'A bookable time to visit a property, with the places left.' })
export class AppointmentSlot {
  @Field(() => Int) id: number;
  @Field(() => GraphQLISODateTime) startsAt: Date;
  @Field(() => GraphQLISODateTime) endsAt: Date;
  @Field(() => Int) capacity: number;
  @Field(() => Int, { description: 'Places left; 0 when the slot is full.' }) remaining: number;
}

@InputType({ description: 'The person block, the chosen slot of the property and a message.' })
export class BookAppointmentInput {
  @Field(() => String, { nullable: true, description: 'mr, mrs or miss' }) title?: string | null;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() phone: string;
  @Field(() => String, { nullable: true, description: 'email or phone' }) contactPreference?: string | null;
  @Field(() => String, { nullable: true, description: 'One of the contact time slots, e.g. "10:00-13:00", for a call before the visit.' }) contactTime?: string | null;
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => Int) propertyId: number;
  @Field(() => Int, { description: 'An id from appointmentSlots for this property.' }) slotId: number;
  @Field({ defaultValue: false }) privacyConsent: boolean;
  @Field(() => SubmissionMetaInput) meta: SubmissionMetaInput;
}

const valuesOf = ({ meta: _meta, ...rest }: BookAppointmentInput): AppointmentValues => ({
  title: rest.title ?? null,
  firstName: rest.firstName,
  lastName: rest.lastName,
  email: rest.email,
  phone: rest.phone,
  contactPreference: rest.contactPreference ?? null,
  contactTime: rest.contactTime ?? null,
  message: rest.message ?? null,
  propertyId: rest.propertyId,
  slotId: rest.slotId,
  privacyConsent: rest.privacyConsent,
});

@Resolver()
export class AppointmentResolver {
  @Query(() => [AppointmentSlot], { description: 'The bookable slots of a property from `from` (default now) for `days` days (default 14, at most 31). Never cached: places change with every booking.' })
  appointmentSlots(
    @Arg('propertyId', () => Int) propertyId: number,
    @Arg('from', () => GraphQLISODateTime, { nullable: true }) from: Date | null,
    @Arg('days', () => Int, { nullable: true }) days: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AppointmentSlot[]> {
    const span = days ?? DEFAULT_SLOT_DAYS;
    if (span < 1 || span > MAX_SLOT_DAYS) throw badInput('appointment.days', { max: MAX_SLOT_DAYS }, 'days');
    return listSlots(ctx.ds, propertyId, from ?? new Date(), span);
  }

  @Mutation(() => FormResult, { description: 'Books a place in a slot; FULL with "The appointments are full" when none is left.' })
  bookAppointment(@Arg('input', () => BookAppointmentInput) input: BookAppointmentInput, @Ctx() ctx: GraphQLContext): Promise<FormResult> {
    return submitForm(ctx, appointmentForm(), valuesOf(input), input.meta);
  }
}
