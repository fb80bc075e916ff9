import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A visitor's accepted form, as typed, with where it came from. Never deleted by the application. */
@Entity('form_submission')
@Index('form_submission_form_created_idx', ['form', 'createdAt'])
@Index('form_submission_property_idx', ['propertyId'])
export class FormSubmission {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** One of FORM_KINDS. */
  @Column('text') form: string;
  /** The interface language the visitor used; their confirmation mail is in it. */
  @Column('text') lang: string;
  @Column('int', { nullable: true }) propertyId: number | null;
  // The catalog's listing, named (not imported): the foreign key without the catalog's class.
  @ManyToOne('Property', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'form_submission_property_id_fkey' })
  property?: unknown;
  /** The visitor's e-mail, lower-cased, for lookups (documents already requested, opt-outs). */
  @Column('text', { nullable: true }) email: string | null;
  @Column('jsonb') fields: Record<string, unknown>;
  @Column('text', { nullable: true }) pageUrl: string | null;
  @Column('text', { nullable: true }) referrer: string | null;
  @Column('text', { nullable: true }) utmSource: string | null;
  @Column('boolean', { default: false }) analyticsConsent: boolean;
  @Column('timestamptz', { default: () => 'now()' }) createdAt: Date;
}

/** A captcha solution already used. */
@Entity('captcha_spent')
@Index('captcha_spent_expires_idx', ['expiresAt'])
export class CaptchaSpent {
  @PrimaryColumn('text') signature: string;
  @Column('timestamptz') expiresAt: Date;
}

export const FORMS_ENTITIES = [FormSubmission, CaptchaSpent];
