import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Agent } from './agent.entity';
import { City } from './city.entity';
import { Project } from './project.entity';
import { PropertyType } from './property-type.entity';
import type {
  AnnuityAttributes,
  BuildingAttributes,
  ComfortAttributes,
  CostsAttributes,
  DocumentAttribute,
  EnergyAttributes,
  MobilityAttributes,
  PlanningAttributes,
  PointOfInterestAttribute,
  PurchaseCostsAttributes,
  RiskAttributes,
  RoomsAttributes,
  SurfacesAttributes,
} from './property.attributes';

/** numeric columns come back from pg as strings; listings never need more than double precision. */
export const numericTransformer = {
  to: (v: number | null | undefined) => v,
  from: (v: string | null) => (v === null ? null : Number(v)),
};

/** A listing, keyed by the CRM's ID. Written only by the feed import. */
// Indexes with DESC keys or WHERE clauses are written in the migration; `synchronize: false` keeps
// TypeORM's schema diff (checked in a test) from proposing to drop them.
@Entity('property')
@Index('property_list_idx', { synchronize: false })
@Index('property_listed_idx', { synchronize: false })
@Index('property_listed_city_idx', { synchronize: false })
@Index('property_listed_type_idx', { synchronize: false })
@Index('property_project_idx', { synchronize: false })
@Index('property_listed_price_idx', { synchronize: false })
@Index('property_listed_price_desc_idx', { synchronize: false })
@Index('property_listed_area_idx', { synchronize: false })
@Index('property_listed_bedrooms_idx', { synchronize: false })
@Index('property_listed_energy_idx', { synchronize: false })
@Index('property_listed_mapped_idx', { synchronize: false })
@Index('property_visible_order_idx', { synchronize: false })
@Index('property_visible_id_idx', { synchronize: false })
@Index('property_goal_marquee_published_idx', ['goal', 'marquee', 'publishedAt'])
export class Property {
  @PrimaryColumn('int') id: number;
  /** 0 sale; any other value rent (the CRM sends 1). */
  @Column('smallint') goal: number;
  /** 0 and 2 option, 1 available, 3 sold, 4 rented. */
  @Column('smallint') marquee: number;
  /** The CRM's own label for the status ("Verkocht", "Over te nemen"), as sent; null when none. */
  @Column('text', { nullable: true }) marqueeName: string | null;
  @Column('int') webId: number;
  @ManyToOne(() => PropertyType, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'web_id', foreignKeyConstraintName: 'property_web_id_fkey' })
  type?: Relation<PropertyType>;
  /** The CRM's comma-separated list of type ids, kept as sent. */
  @Column('text', { default: '' }) webIds: string;
  @Column('text', { nullable: true }) recordFile: string | null;
  @Column('text', { nullable: true }) street: string | null;
  /** search_key(street), kept by a trigger: what the lists' free text matches. */
  @Column({ type: 'text', default: '', insert: false, update: false, select: false }) streetKey: string;
  @Column('text', { nullable: true }) houseNumber: string | null;
  @Column('text', { nullable: true }) boxNr: string | null;
  @Column('text') zip: string;
  /** The city as the feed spells it (upper case in the CRM). */
  @Column('text') cityName: string;
  @Column('int') cityId: number;
  @ManyToOne(() => City, { onDelete: 'NO ACTION' })
  @JoinColumn({ name: 'city_id', foreignKeyConstraintName: 'property_city_id_fkey' })
  city?: Relation<City>;
  @Column('int') countryId: number;
  @Column('boolean', { default: true }) publishAddress: boolean;
  @Column('numeric', { precision: 12, scale: 2, nullable: true, transformer: numericTransformer }) price:
    number | null;
  @Column('boolean', { default: true }) publishPrice: boolean;
  @Column('int', { nullable: true }) priceUnit: number | null;
  @Column('numeric', { precision: 9, scale: 2, nullable: true, transformer: numericTransformer }) epcValue:
    number | null;
  @Column('text', { nullable: true }) epcLabelText: string | null;
  /** The price lists compare: null when not published or on demand. Written by the import. */
  @Column('numeric', { precision: 12, scale: 2, nullable: true, transformer: numericTransformer }) listPrice:
    number | null;
  /** surfaces.living when measured, for the lists' filter and order. Written by the import. */
  @Column('numeric', { nullable: true, transformer: numericTransformer }) livingArea: number | null;
  /** The energy label's letter on the common scale, 0 = A+ … 7 = G; null when unknown. Written by the import. */
  @Column('smallint', { nullable: true }) energyRank: number | null;
  @Column('double precision', { nullable: true }) latitude: number | null;
  @Column('double precision', { nullable: true }) longitude: number | null;
  @Column('int', { nullable: true }) bedrooms: number | null;
  @Column('int', { nullable: true }) managerId: number | null;
  @ManyToOne(() => Agent, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'manager_id', foreignKeyConstraintName: 'property_manager_id_fkey' })
  manager?: Relation<Agent> | null;
  @Column('int', { nullable: true }) projectId: number | null;
  @ManyToOne(() => Project, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'project_id', foreignKeyConstraintName: 'property_project_id_fkey' })
  project?: Relation<Project> | null;
  @Column('text', { nullable: true }) virtualTourUrl: string | null;
  @Column('text', { nullable: true }) videoUrl: string | null;
  @Column('jsonb', { default: {} }) costs: CostsAttributes;
  @Column('jsonb', { default: {} }) rooms: RoomsAttributes;
  @Column('jsonb', { default: {} }) surfaces: SurfacesAttributes;
  @Column('jsonb', { default: {} }) building: BuildingAttributes;
  @Column('jsonb', { default: {} }) energy: EnergyAttributes;
  @Column('jsonb', { default: {} }) comfort: ComfortAttributes;
  @Column('jsonb', { default: {} }) risks: RiskAttributes;
  @Column('jsonb', { default: {} }) planning: PlanningAttributes;
  @Column('jsonb', { default: {} }) purchaseCosts: PurchaseCostsAttributes;
  @Column('jsonb', { nullable: true }) annuity: AnnuityAttributes | null;
  @Column('jsonb', { default: [] }) documents: DocumentAttribute[];
  @Column('jsonb', { default: [] }) pointsOfInterest: PointOfInterestAttribute[];
  @Column('jsonb', { default: {} }) mobility: MobilityAttributes;
  /** Hash of the feed record last applied: an unchanged record is skipped, so re-imports change nothing. */
  @Column('text') sourceHash: string;
  @Column('timestamptz') publishedAt: Date;
  @Column('timestamptz') updatedAt: Date;
  /** Set when a full feed no longer contains the listing; withdrawn listings are not shown. */
  @Column('timestamptz', { nullable: true }) withdrawnAt: Date | null;
}
