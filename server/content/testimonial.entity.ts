import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/** A client's review, shown in the home slider and at /{lang}/testimonials/{slug}/. */
@Entity('testimonial')
@Index('testimonial_slug_key', ['slug'], { unique: true })
@Index('testimonial_published_idx', ['date', 'id'], { where: 'published' })
export class Testimonial {
  @PrimaryGeneratedColumn() id: number;
  @Column('text') slug: string;
  @Column('text') name: string;
  @Column('text') comment: string;
  /** The language the comment is written in. */
  @Column('text') lang: string;
  @Column('text', { nullable: true }) website: string | null;
  @Column('text', { nullable: true }) imageUrl: string | null;
  /** Day of the review, 'YYYY-MM-DD'. */
  @Column('date') date: string;
  @Column('text', { default: '' }) postedBy: string;
  @Column('boolean', { default: false }) published: boolean;
  @Column('timestamptz', { default: () => 'now()' }) createdAt: Date;
  /** The form it was sent with (the author's e-mail lives there); null for imported ones. */
  @Column('uuid', { nullable: true }) submissionId: string | null;
  // The forms' submission, named (not imported): the foreign key without the forms' class.
  @ManyToOne('FormSubmission', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'submission_id', foreignKeyConstraintName: 'testimonial_submission_id_fkey' })
  submission?: unknown;
}
