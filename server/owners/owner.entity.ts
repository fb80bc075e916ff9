import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A property owner with access to the owners' portal. */
@Entity('owner')
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
export class OwnerProperty {
  @PrimaryColumn('int') ownerId: number;
  @PrimaryColumn('int') propertyId: number;
}
