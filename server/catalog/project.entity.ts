import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Localized } from '../core/localized';

/** A new-build project grouping several listings. */
@Entity('project')
export class Project {
  @PrimaryGeneratedColumn() id: number;
  @Column('jsonb') names: Localized;
  @Column('jsonb', { default: {} }) descriptions: Localized;
  @Column('text', { nullable: true }) street: string | null;
  @Column('text', { nullable: true }) houseNumber: string | null;
  @Column('text', { nullable: true }) boxNr: string | null;
  @Column('text') zip: string;
  @Column('text') city: string;
  @Column('int') countryId: number;
  @Column('boolean', { default: true }) publicAddress: boolean;
  @Column('text', { nullable: true }) imageUrl: string | null;
  /** In display order; the first is the project's card photo. */
  @Column('jsonb', { default: [] }) photos: ProjectPhoto[];
}

export interface ProjectPhoto {
  url: string;
  width: number;
  height: number;
  name: string;
}
