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
import type { AlertFrequency } from './alert-rules';

/**
 * A saved search: a visitor's alert for the listings that match (the demand register, "keep me
 * informed", is one way to make one). Mailed once confirmed (double opt-in: the address may be
 * anyone's), while active and not paused, as often as its frequency says.
 */
@Entity('demand_registration')
@Index('demand_registration_active_idx', ['goal'], { where: 'active AND confirmed_at IS NOT NULL' })
@Index('demand_registration_email_idx', ['email'])
@Index('demand_registration_due_idx', ['frequency', 'email'], {
  where: 'active AND confirmed_at IS NOT NULL AND paused_at IS NULL',
})
@Index('demand_registration_unconfirmed_idx', ['confirmExpiresAt'], { where: 'confirmed_at IS NULL' })
@Unique('demand_registration_confirm_token_unique', ['confirmTokenHash'])
@Check('demand_registration_goal_check', 'goal IN (0, 1)')
@Check('demand_registration_price_check', 'price_min IS NULL OR price_max IS NULL OR price_min <= price_max')
@Check('demand_registration_frequency_check', `frequency IN ('instant', 'daily', 'weekly')`)
@Check('demand_registration_energy_rank_check', 'max_energy_rank BETWEEN 0 AND 7')
@Check('demand_registration_living_area_check', 'min_living_area > 0')
@Check('demand_registration_text_words_check', 'cardinality(text_words) <= 8')
export class DemandRegistration {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { nullable: true }) submissionId: string | null;
  @ManyToOne('FormSubmission', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'submission_id', foreignKeyConstraintName: 'demand_registration_submission_id_fkey' })
  submission?: unknown;
  /** Lower-cased. */
  @Column('text') email: string;
  @Column('text') firstName: string;
  /** The mails are written in it. */
  @Column('text') lang: string;
  /** As property.goal: 0 = sale (the visitor buys), 1 = rent. */
  @Column('smallint') goal: number;
  @Column('int', { array: true }) typeIds: number[];
  @Column('int', { array: true }) cityIds: number[];
  @Column('text', { array: true }) zips: string[];
  @Column('int', { nullable: true }) priceMin: number | null;
  @Column('int', { nullable: true }) priceMax: number | null;
  @Column('int', { nullable: true }) minBedrooms: number | null;
  /** m²; null is any. */
  @Column('integer', { nullable: true }) minLivingArea: number | null;
  /** The worst energy label kept, as its place on the common scale (0 = A+ … 7 = G); null is any. */
  @Column('smallint', { nullable: true }) maxEnergyRank: number | null;
  /** The visitor's name for it ("Flat near the office"); null for the demand register's. */
  @Column('text', { nullable: true }) name: string | null;
  /** The list's free text, as its words (`textFilterWords`); empty is no text filter. */
  @Column('text', { array: true, default: () => "'{}'" }) textWords: string[];
  /** Instant alerts, or a daily or weekly digest. */
  @Column('text', { default: 'instant' }) frequency: AlertFrequency;
  /** While set, no alert goes out; a search paused for long is deleted. */
  @Column('timestamptz', { nullable: true }) pausedAt: Date | null;
  /** The newest listing change its digests have told it of (a bigint, as text): each change once. */
  @Column('bigint', { default: 0 }) lastChangeId: string;
  /** False once unsubscribed. */
  @Column('boolean', { default: true }) active: boolean;
  /** SHA-256 of the confirmation link's token; kept after confirmation so a second click is answered kindly. */
  @Column('text', { nullable: true }) confirmTokenHash: string | null;
  @Column('timestamptz', { nullable: true }) confirmExpiresAt: Date | null;
  /** Null while pending: no alert goes out, and the row is deleted some days after its link expired. */
  @Column('timestamptz', { nullable: true }) confirmedAt: Date | null;
  @Column('timestamptz', { default: () => 'now()' }) createdAt: Date;
  @Column('timestamptz', { nullable: true }) unsubscribedAt: Date | null;
}

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A newsletter address: pending until the link of the confirmation mail is followed (double opt-in). */
@Entity('newsletter_subscriber')
@Unique('newsletter_subscriber_email_unique', ['email'])
@Unique('newsletter_subscriber_confirm_token_unique', ['confirmTokenHash'])
@Check('newsletter_subscriber_status_check', `status IN ('pending', 'confirmed', 'unsubscribed')`)
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Lower-cased. */
  @Column('text') email: string;
  @Column('text', { nullable: true }) name: string | null;
  @Column('text') lang: string;
  @Column('text', { default: 'pending' }) status: NewsletterStatus;
  /** SHA-256 of the link's token; kept after confirmation so a second click is answered kindly. */
  @Column('text', { nullable: true }) confirmTokenHash: string | null;
  @Column('timestamptz', { nullable: true }) confirmExpiresAt: Date | null;
  @Column('timestamptz', { nullable: true }) confirmSentAt: Date | null;
  @Column('timestamptz', { nullable: true }) confirmedAt: Date | null;
  @Column('timestamptz', { nullable: true }) unsubscribedAt: Date | null;
  @Column('timestamptz', { default: () => 'now()' }) createdAt: Date;
}

/** The unsubscribe link of one mail: its token's hash and what it stops. */
@Entity('unsubscribe_token')
@Index('unsubscribe_token_demand_idx', ['demandRegistrationId'])
@Index('unsubscribe_token_newsletter_idx', ['newsletterSubscriberId'])
@Check(
  'unsubscribe_token_target_check',
  '(demand_registration_id IS NULL) <> (newsletter_subscriber_id IS NULL)',
)
export class UnsubscribeToken {
  @PrimaryColumn('text') tokenHash: string;
  @Column('uuid', { nullable: true }) demandRegistrationId: string | null;
  @ManyToOne(() => DemandRegistration, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'demand_registration_id',
    foreignKeyConstraintName: 'unsubscribe_token_demand_registration_id_fkey',
  })
  demandRegistration?: Relation<DemandRegistration>;
  @Column('uuid', { nullable: true }) newsletterSubscriberId: string | null;
  @ManyToOne(() => NewsletterSubscriber, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'newsletter_subscriber_id',
    foreignKeyConstraintName: 'unsubscribe_token_newsletter_subscriber_id_fkey',
  })
  newsletterSubscriber?: Relation<NewsletterSubscriber>;
  @Column('timestamptz', { default: () => 'now()' }) createdAt: Date;
}

/**
 * A watched listing: an address that asked to hear when one listing's price drops, its availability
 * changes or new visit slots open. Double opt-in, like a saved search; mailed with that address's
 * instant alerts.
 */
@Entity('listing_watch')
@Index('listing_watch_property_idx', ['propertyId'], { where: 'active AND confirmed_at IS NOT NULL' })
@Index('listing_watch_email_idx', ['email'])
@Index('listing_watch_confirm_token_idx', ['confirmTokenHash'], { unique: true })
@Index('listing_watch_unconfirmed_idx', ['confirmExpiresAt'], { where: 'confirmed_at IS NULL' })
export class ListingWatch {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { nullable: true }) submissionId: string | null;
  @ManyToOne('FormSubmission', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'submission_id', foreignKeyConstraintName: 'listing_watch_submission_id_fkey' })
  submission?: unknown;
  @Column('int') propertyId: number;
  @ManyToOne('Property', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'listing_watch_property_id_fkey' })
  property?: unknown;
  /** Lower-cased. */
  @Column('text') email: string;
  @Column('text') lang: string;
  /** False once unsubscribed. */
  @Column('boolean', { default: true }) active: boolean;
  @Column('text', { nullable: true }) confirmTokenHash: string | null;
  @Column('timestamptz', { nullable: true }) confirmExpiresAt: Date | null;
  @Column('timestamptz', { nullable: true }) confirmedAt: Date | null;
  @Column('timestamptz', { nullable: true }) pausedAt: Date | null;
  /** The newest listing change this watch was told of. */
  @Column('bigint', { default: 0 }) lastChangeId: string;
  @Column('timestamptz', { default: () => 'now()' }) createdAt: Date;
  @Column('timestamptz', { nullable: true }) unsubscribedAt: Date | null;
}

export type AlertLinkPurpose = 'manage' | 'unsubscribe';

/**
 * A link of one alert mail, for every search and watch of its address: 'manage' opens the page to
 * change, pause or delete each; 'unsubscribe' stops them all. Only the token's SHA-256 is kept.
 */
@Entity('alert_link_token')
@Index('alert_link_token_email_idx', ['email', 'createdAt'])
@Index('alert_link_token_expires_idx', ['expiresAt'])
@Check('alert_link_token_purpose_check', `purpose IN ('manage', 'unsubscribe')`)
export class AlertLinkToken {
  @PrimaryColumn('text') tokenHash: string;
  /** Lower-cased. */
  @Column('text') email: string;
  @Column('text') purpose: AlertLinkPurpose;
  @Column('timestamptz', { default: () => 'now()' }) createdAt: Date;
  @Column('timestamptz') expiresAt: Date;
}

export const DEMAND_NEWSLETTER_ENTITIES = [
  DemandRegistration,
  NewsletterSubscriber,
  UnsubscribeToken,
  ListingWatch,
  AlertLinkToken,
];
