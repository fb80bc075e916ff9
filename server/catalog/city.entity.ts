import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { Localized } from '../core/localized';

/**
 * A municipality at one postcode. Brussels communes have a name per language (Ixelles/Elsene);
 * `aliases` holds the accent- and case-free keys of every name, so a feed spelling any of them
 * lands on the same city. The same name may exist under two postcodes: they are two rows.
 */
@Entity('city')
@Unique('city_zip_key_unique', ['zip', 'key'])
@Index('city_aliases_idx', { synchronize: false })
export class City {
  @PrimaryGeneratedColumn() id: number;
  @Column('text') zip: string;
  @Column('int') countryId: number;
  /** Normalized key of the canonical name. */
  @Column('text') key: string;
  @Column('text', { array: true }) aliases: string[];
  @Column('jsonb') names: Localized;
}
