import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { LanguageCode } from '../core/config';
import { pick } from '../core/localized';
import type { Project } from './project.entity';
import type { ProjectWithUnits } from './project.service';
import { Address, Photo } from './property.types';
import { addressView } from './property.view';
import { formatPrice } from './rules';

@ObjectType({ description: 'Lowest and highest price of the units on the market.' })
export class PriceRange {
  @Field(() => Float) min: number;
  @Field(() => Float) max: number;
  @Field({ description: 'nl-BE euros: "€ 295.000 – € 740.000", or one price when both are equal.' })
  formatted: string;
}

/**
 * A new-build project in one language. Its units are the visible listings whose projectId is the
 * project (field resolver, one batched query for a whole list); the counts and price range come
 * with the project's own row.
 */
@ObjectType('Project')
export class ProjectView {
  /** The row and language behind this view; not exposed. */
  readonly row: Project;
  readonly lang: LanguageCode;

  @Field(() => Int, { description: "The CRM's project id." }) id: number;
  @Field({ description: 'In the requested language, else the next one that has it (de → en → nl → fr).' })
  name: string;
  @Field({ description: 'HTML-free text, in the requested language with the same fallbacks; may be empty.' })
  description: string;
  @Field(() => Address, { description: 'Street part only when the CRM publishes it (PublicAddress).' })
  address: Address;
  @Field(() => [Photo], { description: 'In display order.' }) photos: Photo[];
  @Field(() => Photo, { nullable: true, description: 'The first photo (the card).' }) thumbnail: Photo | null;
  @Field(() => Int, { description: 'Visible units, sold and rented ones included.' }) unitsTotal: number;
  @Field(() => Int, { description: 'Units still on the market: available or under option.' })
  unitsAvailable: number;
  @Field(() => PriceRange, {
    nullable: true,
    description: 'Published prices of the units on the market; null when none has one.',
  })
  priceRange: PriceRange | null;

  constructor(p: ProjectWithUnits, lang: LanguageCode) {
    const row = p.project;
    this.row = row;
    this.lang = lang;
    this.id = row.id;
    this.name = pick(row.names, lang) ?? '';
    this.description = pick(row.descriptions, lang) ?? '';
    this.address = projectAddress(row, lang);
    this.photos = row.photos.map((ph, i) => ({ ...ph, position: i + 1 }));
    if (this.photos.length === 0 && row.imageUrl)
      this.photos = [{ url: row.imageUrl, width: 800, height: 600, name: this.name, position: 1 }];
    this.thumbnail = this.photos[0] ?? null;
    this.unitsTotal = p.unitsTotal;
    this.unitsAvailable = p.unitsAvailable;
    this.priceRange = priceRange(p.priceMin, p.priceMax, lang);
  }
}

function priceRange(min: number | null, max: number | null, lang: LanguageCode): PriceRange | null {
  if (min === null || max === null) return null;
  const from = formatPrice(min, { lang });
  return { min, max, formatted: min === max ? from : `${from} – ${formatPrice(max, { lang })}` };
}

const projectAddress = (row: Project, lang: LanguageCode): Address =>
  addressView({ ...row, published: row.publicAddress }, lang);
