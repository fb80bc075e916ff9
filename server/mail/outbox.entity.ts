import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxStatus = 'pending' | 'queued' | 'sending' | 'sent' | 'dead';

/**
 * A message to deliver, written in the same transaction as what caused it (through
 * `outbox.service.ts`, the only writer of new rows). The relay hands pending rows to BullMQ; the job
 * marks them sent once the SMTP server has accepted them. `lease_until` keeps two deliveries of one
 * job from sending at the same time. The row, not Redis, is the truth about a mail: sent, dead, or
 * still to send (and when).
 */
@Entity('outbox')
@Index('outbox_unsent_idx', ['status', 'id'], { where: `status <> 'sent'` })
@Index('outbox_submission_idx', ['submissionId'])
@Check('outbox_status_check', `status IN ('pending', 'queued', 'sending', 'sent', 'dead')`)
export class OutboxMessage {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id: string;
  @Column('uuid', { nullable: true }) submissionId: string | null;
  /**
   * The form submission the message came from (forms' `FormSubmission`, named by its entity name so
   * mail does not import forms): its rows go with it.
   */
  @ManyToOne('FormSubmission', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id', foreignKeyConstraintName: 'outbox_submission_id_fkey' })
  submission?: unknown;
  /** What kind of message: the queue it goes to ('mail'). */
  @Column('text') topic: string;
  @Column('jsonb') payload: Record<string, unknown>;
  @Column('text', { default: 'pending' }) status: OutboxStatus;
  @Column('int', { default: 0 }) attempts: number;
  @Column('text', { nullable: true }) lastError: string | null;
  @Column('timestamptz', { nullable: true }) leaseUntil: Date | null;
  @Column('timestamptz', { default: () => 'now()' }) createdAt: Date;
  @Column('timestamptz', { nullable: true }) queuedAt: Date | null;
  @Column('timestamptz', { nullable: true }) sentAt: Date | null;
  /** Failed deliveries since the mail was last offered: sets the delay before the next one. */
  @Column('int', { default: 0 }) failures: number;
  /** The first of those failures: the retry period (MAIL_RETRY_HOURS) runs from here. */
  @Column('timestamptz', { nullable: true }) firstFailureAt: Date | null;
  /** When a failed mail is tried again (the relay re-offers a lost job for this moment). */
  @Column('timestamptz', { nullable: true }) nextAttemptAt: Date | null;
}

export const MAIL_ENTITIES = [OutboxMessage];
