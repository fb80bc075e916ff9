import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { FormSubmission } from './form-submission.entity';

/**
 * One documents request per e-mail and property: the unique index on (property_id, lower(email))
 * makes a second request, even a concurrent one, fail to insert. Written before the submission
 * row (it decides whether there is one), so `submissionId` has no foreign key.
 */
@Entity('document_request')
@Index('document_request_property_email_key', { synchronize: false })
export class DocumentRequest {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id: string;
  @Column('int') propertyId: number;
  // The catalog's listing, named (not imported): the foreign key without the catalog's class.
  @ManyToOne('Property', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'document_request_property_id_fkey' })
  property?: unknown;
  @Column('text') email: string;
  @Column('uuid') submissionId: string;
  @Column('timestamptz', { default: () => 'now()' }) createdAt: Date;
}

/** A send-to-friend mail, counted per recipient so one address cannot be flooded. */
@Entity('friend_mail')
@Index('friend_mail_recipient_idx', { synchronize: false })
export class FriendMail {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id: string;
  @Column('text') friendEmail: string;
  @Column('uuid') submissionId: string;
  @ManyToOne(() => FormSubmission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id', foreignKeyConstraintName: 'friend_mail_submission_id_fkey' })
  submission?: Relation<FormSubmission>;
  @Column('timestamptz', { default: () => 'now()' }) createdAt: Date;
}

export const REQUEST_FORMS_ENTITIES = [DocumentRequest, FriendMail];
