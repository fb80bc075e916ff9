import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';

/**
 * A bookable time for visiting a listing. `booked` is a stored counter so a booking is one
 * conditional UPDATE (see appointment-form.ts); the CHECK forbids overbooking in the database.
 */
@Entity('appointment_slot')
@Unique('appointment_slot_property_start_unique', ['propertyId', 'startsAt'])
@Check('appointment_slot_booked_check', `booked >= 0 AND booked <= capacity`)
@Check('appointment_slot_times_check', `ends_at > starts_at`)
export class AppointmentSlot {
  @PrimaryGeneratedColumn() id: number;
  @Column('int') propertyId: number;
  // The catalog's listing, named (not imported): the foreign key without the catalog's class.
  @ManyToOne('Property', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'appointment_slot_property_id_fkey' })
  property?: unknown;
  @Column('timestamptz') startsAt: Date;
  @Column('timestamptz') endsAt: Date;
  @Column('int') capacity: number;
  @Column('int', { default: 0 }) booked: number;
}

export type AppointmentStatus = 'confirmed' | 'cancelled';

/** A visitor's place in a slot. Only the sha256 of the cancel token is kept: the mail has the token. */
@Entity('appointment')
@Index('appointment_slot_idx', ['slotId'])
@Index('appointment_submission_idx', ['submissionId'])
@Unique('appointment_cancel_token_hash_unique', ['cancelTokenHash'])
@Check('appointment_status_check', `status IN ('confirmed', 'cancelled')`)
export class Appointment {
  @PrimaryColumn('uuid') id: string;
  @Column('int') slotId: number;
  @ManyToOne(() => AppointmentSlot, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'slot_id', foreignKeyConstraintName: 'appointment_slot_id_fkey' })
  slot?: Relation<AppointmentSlot>;
  @Column('uuid') submissionId: string;
  @ManyToOne('FormSubmission', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id', foreignKeyConstraintName: 'appointment_submission_id_fkey' })
  submission?: unknown;
  @Column('text', { default: 'confirmed' }) status: AppointmentStatus;
  /** Hex sha256 of the cancel token. */
  @Column('text') cancelTokenHash: string;
  @Column('timestamptz', { default: () => 'now()' }) createdAt: Date;
  @Column('timestamptz', { nullable: true }) cancelledAt: Date | null;
}

export const APPOINTMENT_ENTITIES = [AppointmentSlot, Appointment];
