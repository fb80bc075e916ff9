import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const EVENT_KINDS = [
  'impression',
  'view',
  'enquiry',
  'visit',
  'offer',
  'media_online',
  'favourite',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * One fact about a listing, appended and never changed. The table is partitioned by month
 * (migration …010); the key includes the time because PostgreSQL requires the partition key in it.
 */
@Entity('property_event')
@Index('property_event_property_idx', ['propertyId', 'occurredAt'])
// An owner's timeline: the few events that are not views or impressions (migration …011).
@Index('property_event_milestone_idx', ['propertyId', 'occurredAt'], {
  where: `kind NOT IN ('view', 'impression')`,
})
@Check(
  'property_event_kind_check',
  `kind IN ('impression', 'view', 'enquiry', 'visit', 'offer', 'media_online', 'favourite')`,
)
export class PropertyEvent {
  @PrimaryColumn('uuid') id: string;
  @PrimaryColumn('timestamptz') occurredAt: Date;
  @Column('int') propertyId: number;
  @Column('text') kind: EventKind;
  @Column('text', { default: 'direct' }) source: string;
  @Column('text', { nullable: true }) lang: string | null;
  @Column('text', { nullable: true }) device: string | null;
  @Column('jsonb', { nullable: true }) data: Record<string, unknown> | null;
  /**
   * A page view that was its anonymous visitor's first of the listing that Brussels day (migration
   * …015): the unique-visitor counters are derived from it. Which visitor is not stored.
   */
  @Column('boolean', { default: false }) newVisitor: boolean;
}

/**
 * Counters derived from the log: how many events of a kind and source a listing had on a day (and
 * kind 'unique_visitors': how many visitors came first through that source). The
 * primary key INCLUDEs `count` (migration …012), so an owner's figures are read from the index alone.
 */
@Entity('property_daily_stat')
export class PropertyDailyStat {
  @PrimaryColumn('int') propertyId: number;
  /** The day in Europe/Brussels, 'YYYY-MM-DD'. */
  @PrimaryColumn('date') day: string;
  @PrimaryColumn('text') kind: string;
  @PrimaryColumn('text') source: string;
  @Column('int') count: number;
}

export const EVENT_LOG_ENTITIES = [PropertyEvent, PropertyDailyStat];
