import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A language the site may be shown in. `use` switches it on or off without losing its content. */
@Entity('language')
@Index('language_sort_idx', ['sort'])
export class Language {
  /** ISO 639-1 code: nl, fr, en, de. */
  @PrimaryColumn('text') code: string;
  @Column('boolean', { default: true }) use: boolean;
  @Column('int', { default: 0 }) sort: number;
}
