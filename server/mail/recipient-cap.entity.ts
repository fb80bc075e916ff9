import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Mails sent today (Brussels day) to one address a visitor typed, across all forms. Written only by
 * the outbox's writer (`outbox.service.ts`), in the statement that queues the mails, so the count
 * and the mails commit together and every process shares it.
 */
@Entity('recipient_cap')
@Index('recipient_cap_day_idx', ['day'])
export class RecipientCap {
  /** sha256 (hex) of the lower-cased address: the table never holds the address itself. */
  @PrimaryColumn('text', { primaryKeyConstraintName: 'recipient_cap_pkey' }) recipientHash: string;
  @PrimaryColumn('date', { primaryKeyConstraintName: 'recipient_cap_pkey' }) day: string;
  @Column('int') mails: number;
}
