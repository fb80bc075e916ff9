import { Arg, Ctx, Field, GraphQLISODateTime, InputType, Int, ObjectType, Resolver } from 'type-graphql';
import { QueryFor, MutationFor } from '../core/graphql/field-access';
import { badInput } from '../core/errors';
import type { GraphQLContext } from '../core/graphql/context';
import { appointmentForm, type AppointmentValues } from './appointment-form';
import { DEFAULT_SLOT_DAYS, listSlots, MAX_SLOT_DAYS } from './appointment.service';
import { FormResult } from '../forms/form.types';
import { PersonInput, personValues } from '../forms/person-input.types';
import { submitForm } from '../forms/submit-form.service';

@ObjectType({ description: 'A bookable time to visit a property, with the places left.' })
export class AppointmentSlot {
  @Field(() => Int) id: number;
  @Field(() => GraphQLISODateTime) startsAt: Date;
  @Field(() => GraphQLISODateTime) endsAt: Date;
  @Field(() => Int) capacity: number;
  @Field(() => Int, { description: 'Places left; 0 when the slot is full.' }) remaining: number;
}

@InputType({ description: 'The person block, the chosen slot of the property and a message.' })
export class BookAppointmentInput extends PersonInput {
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => Int) propertyId: number;
  @Field(() => Int, { description: 'An id from appointmentSlots for this property.' }) slotId: number;
}

const valuesOf = ({ meta: _meta, ...rest }: BookAppointmentInput): AppointmentValues => ({
  ...personValues(rest),
  message: rest.message ?? null,
  propertyId: rest.propertyId,
  slotId: rest.slotId,
});

@Resolver()
export class AppointmentResolver {
  @QueryFor('per-caller', () => [AppointmentSlot], {
    description:
      'The bookable slots of a property from `from` (default now) for `days` days (default 14, at most 31). Never cached: places change with every booking.',
  })
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

  @MutationFor('per-caller', () => FormResult, {
    description: 'Books a place in a slot; FULL with "The appointments are full" when none is left.',
  })
  bookAppointment(
    @Arg('input', () => BookAppointmentInput) input: BookAppointmentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FormResult> {
    return submitForm(ctx, appointmentForm(), valuesOf(input), input.meta);
  }
}
