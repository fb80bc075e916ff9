import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';

/** A property owner with access to the owners' portal. */
@Entity('owner')
@Check('owner_email_check', 'email = lower(email)')
export class Owner {
  @PrimaryGeneratedColumn() id: number;
  /** Stored lower-case; unique. */
  @Column('text', { unique: true }) email: string;
  /** argon2id hash; null until the owner sets a password. */
  @Column('text', { nullable: true }) passwordHash: string | null;
  @Column('text') firstName: string;
  @Column('text') lastName: string;
  @Column('text', { default: 'nl' }) lang: string;
  @Column('timestamptz', { default: () => 'now()' }) createdAt: Date;
}

/** Which owner owns which listing. */
@Entity('owner_property')
@Index('owner_property_property_idx', ['propertyId'])
export class OwnerProperty {
  @PrimaryColumn('int') ownerId: number;
  @ManyToOne(() => Owner, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'owner_property_owner_id_fkey' })
  owner?: Relation<Owner>;
  @PrimaryColumn('int') propertyId: number;
  // The catalog's listing, named (not imported): the foreign key without the catalog's class.
  @ManyToOne('Property', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id', foreignKeyConstraintName: 'owner_property_property_id_fkey' })
  property?: unknown;
}
