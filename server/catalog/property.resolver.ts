import { Arg, Ctx, Extensions, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import { config, SUPPORTED_LANGUAGES } from '../core/config';
import { badInput, notFound } from '../core/errors';
import type { GraphQLContext } from '../core/graphql/context';
import { parseLanguage } from '../core/localized';
import {
  agentById,
  cityById,
  descriptionsByProperty,
  photosByProperty,
  primeCards,
  propertyRowById,
  propertyTypeById,
  similarIdsByProperty,
  summaryById,
  textsByProperty,
  thumbnailByProperty,
} from './catalog.loaders';
import type { Property } from './property.entity';
import { countCost, parsePaging, toListCriteria } from './catalog-filter';
import { propertyPath } from './property-path';
import {
  COUNTS_MAX,
  countProperties,
  findProperty,
  listMappedProperties,
  listProperties,
  MARKERS_MAX,
} from './property.service';
import { PropertyMarker } from './property-marker.types';
import { findPropertiesAsCards } from './property-cards.service';
import {
  Annuity,
  Building,
  Comfort,
  EnergyLabel,
  LocalizedPaths,
  Manager,
  Mobility,
  PAGE_SIZE_DEFAULT,
  Photo,
  Planning,
  PointOfInterest,
  PropertyDocument,
  PropertyFilter,
  PropertySort,
  PropertyTypeRef,
  PurchaseCosts,
  Risks,
} from './property.types';
import { detailGroups, PropertyView } from './property.view';
import { formatPhone, truncateDescription } from './rules';
import { PropertyPage } from './property-page.types';
import { cityName } from './taxonomy.service';
import { textIn } from './property-texts';
import { pick } from '../core/localized';

/** The query cost of `propertyCounts`: each filter's count (a list that is not one costs as one). */
export const propertyCountsCost = ({ filters }: Record<string, unknown>): number =>
  Array.isArray(filters)
    ? filters.reduce((sum: number, f) => sum + countCost(f as PropertyFilter), 0)
    : countCost(undefined);

/** The most listings `propertiesByIds` answers: a buyer's favourites (BUYER_FAVOURITES_MAX). */
export const BY_IDS_MAX = 100;

const lang = (value: string | undefined) => parseLanguage(value, config().DEFAULT_LANGUAGE);

@Resolver(() => PropertyView)
export class PropertyResolver {
  @QueryFor('cached', () => PropertyPage, {
    description:
      'Listings in the order asked (newest first by default). Available and under option unless status is ALL.',
  })
  async properties(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => PropertyFilter, { nullable: true }) filter: PropertyFilter | undefined,
    @Arg('sort', () => PropertySort, { defaultValue: PropertySort.NEWEST }) sort: PropertySort,
    @Arg('page', () => Int, { defaultValue: 1 }) pageArg: number,
    @Arg('pageSize', () => Int, { defaultValue: PAGE_SIZE_DEFAULT }) pageSizeArg: number,
    @Arg('lang', () => String, { nullable: true }) langArg: string | undefined,
  ): Promise<PropertyPage> {
    const code = lang(langArg);
    const { page, pageSize } = parsePaging(pageArg, pageSizeArg);
    const criteria = toListCriteria(filter);
    const { rows, cards, total } = await listProperties(ctx.ds, criteria, sort, page, pageSize);
    primeCards(ctx.loaders, rows, cards);
    return {
      items: rows.map((r) => new PropertyView(r, code)),
      total,
      page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
    };
  }

  @QueryFor('cached', () => [PropertyMarker], {
    description: `The map of a list: every listing matching the filter that has a shown address with coordinates, newest first, at most ${MARKERS_MAX}.`,
  })
  // Up to MARKERS_MAX items, each one row and its batched texts, city and photo whatever is selected.
  @Extensions({ maxItems: MARKERS_MAX, itemCost: 1 })
  async propertyMarkers(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => PropertyFilter, { nullable: true }) filter: PropertyFilter | undefined,
    @Arg('lang', () => String, { nullable: true }) langArg: string | undefined,
  ): Promise<PropertyMarker[]> {
    const code = lang(langArg);
    const rows = await listMappedProperties(ctx.ds, toListCriteria(filter));
    return Promise.all(
      rows.map(async (row) => {
        const p = new PropertyView(row, code);
        const [title, city, path, thumbnail] = await Promise.all([
          this.title(p, ctx),
          this.city(p, ctx),
          this.path(p, ctx),
          this.thumbnail(p, ctx),
        ]);
        return {
          id: p.id,
          goal: p.goal,
          availability: p.availability,
          marquee: p.marquee,
          ribbon: p.ribbon,
          price: p.price,
          // listMappedProperties keeps only listings with both coordinates.
          latitude: p.latitude ?? 0,
          longitude: p.longitude ?? 0,
          title,
          city,
          path,
          thumbnail,
        };
      }),
    );
  }

  @QueryFor('cached', () => [PropertyView], {
    description: `Listings by id in the order given (favourites, a comparison), at most ${BY_IDS_MAX}: unknown and withdrawn ones are left out, sold and rented ones kept.`,
  })
  async propertiesByIds(
    @Ctx() ctx: GraphQLContext,
    @Arg('ids', () => [Int]) ids: number[],
    @Arg('lang', () => String, { nullable: true }) langArg: string | undefined,
  ): Promise<PropertyView[]> {
    if (ids.length > BY_IDS_MAX) throw badInput('error.tooManyIds', { max: BY_IDS_MAX }, 'ids');
    const code = lang(langArg);
    const known = [...new Set(ids.filter((id) => id > 0 && id <= 2_147_483_647))];
    const rows = await findPropertiesAsCards(ctx.ds, ctx.loaders, known);
    return rows.map((r) => new PropertyView(r, code));
  }

  /** How many listings each filter gives: the empty list's "widen your search" links ask for several at once. */
  @QueryFor('cached', () => [Int], {
    description: `The number of listings of each filter, in order; at most ${COUNTS_MAX} filters.`,
  })
  @Extensions({ cost: propertyCountsCost })
  async propertyCounts(
    @Ctx() ctx: GraphQLContext,
    @Arg('filters', () => [PropertyFilter]) filters: PropertyFilter[],
  ): Promise<number[]> {
    if (filters.length > COUNTS_MAX) throw badInput('error.tooManyFilters', { max: COUNTS_MAX }, 'filters');
    const criteria = filters.map((f) => toListCriteria(f));
    return Promise.all(criteria.map((c) => countProperties(ctx.ds, c)));
  }

  @QueryFor('cached', () => PropertyView, {
    description: 'One listing with everything its page shows. NOT_FOUND when unknown or withdrawn.',
  })
  async property(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('lang', () => String, { nullable: true }) langArg: string | undefined,
  ): Promise<PropertyView> {
    const code = lang(langArg);
    const row = id > 0 && id <= 2_147_483_647 ? await findProperty(ctx.ds, id) : null;
    if (!row) throw notFound('error.propertyNotFound', { id });
    return new PropertyView(row, code);
  }

  /** The whole row: the one already loaded for a detail query, else one batched query for all list items. */
  private async fullRow(p: PropertyView, ctx: GraphQLContext): Promise<Property> {
    // Summary rows lack every detail group but the energy one (SUMMARY_COLUMNS).
    if (p.row.building !== undefined) return p.row;
    const row = await ctx.loaders.get(propertyRowById).load(p.id);
    if (!row) throw notFound('error.propertyNotFound', { id: p.id });
    return row;
  }

  @FieldResolver(() => EnergyLabel)
  async energy(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<EnergyLabel> {
    return detailGroups.energy(p.row.energy !== undefined ? p.row : await this.fullRow(p, ctx));
  }

  @FieldResolver(() => Building)
  async building(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<Building> {
    return detailGroups.building(await this.fullRow(p, ctx));
  }

  @FieldResolver(() => Comfort)
  async comfort(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<Comfort> {
    return detailGroups.comfort(await this.fullRow(p, ctx));
  }

  @FieldResolver(() => Risks)
  async risks(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<Risks> {
    return detailGroups.risks(await this.fullRow(p, ctx));
  }

  @FieldResolver(() => Planning)
  async planning(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<Planning> {
    return detailGroups.planning(await this.fullRow(p, ctx));
  }

  @FieldResolver(() => PurchaseCosts)
  async purchaseCosts(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<PurchaseCosts> {
    return detailGroups.purchaseCosts(await this.fullRow(p, ctx));
  }

  @FieldResolver(() => Annuity, { nullable: true })
  async annuity(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<Annuity | null> {
    return detailGroups.annuity(await this.fullRow(p, ctx));
  }

  @FieldResolver(() => [PropertyDocument])
  async documents(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<PropertyDocument[]> {
    return detailGroups.documents(await this.fullRow(p, ctx), p.lang);
  }

  @FieldResolver(() => [PointOfInterest])
  async pointsOfInterest(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<PointOfInterest[]> {
    return detailGroups.pointsOfInterest(await this.fullRow(p, ctx));
  }

  @FieldResolver(() => Mobility)
  async mobility(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<Mobility> {
    return detailGroups.mobility(await this.fullRow(p, ctx));
  }

  @FieldResolver(() => String)
  async title(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<string> {
    return textIn(await ctx.loaders.get(textsByProperty).load(p.id), p.lang)?.title ?? '';
  }

  @FieldResolver(() => String, { description: 'HTML-free text as the CRM sends it.' })
  async description(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<string> {
    return textIn(await ctx.loaders.get(descriptionsByProperty).load(p.id), p.lang)?.description ?? '';
  }

  @FieldResolver(() => String, { description: 'The description cut at 250 characters (at a word past 80%).' })
  async shortDescription(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<string> {
    return truncateDescription(await this.description(p, ctx));
  }

  @FieldResolver(() => String, { description: 'Free text, may be empty.' })
  async typeDescription(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<string> {
    return textIn(await ctx.loaders.get(textsByProperty).load(p.id), p.lang)?.typeDescription ?? '';
  }

  @FieldResolver(() => PropertyTypeRef)
  async type(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<PropertyTypeRef> {
    const t = await ctx.loaders.get(propertyTypeById).load(p.row.webId);
    return { id: p.row.webId, name: (t && pick(t.names, p.lang)) ?? '' };
  }

  @FieldResolver(() => String, { description: 'The city name in the requested language (Ixelles / Elsene).' })
  async city(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<string> {
    const c = await ctx.loaders.get(cityById).load(p.row.cityId);
    return c ? cityName(c, p.lang) : p.address.city;
  }

  @FieldResolver(() => [Photo], { description: 'In display order.' })
  async photos(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<Photo[]> {
    return (await ctx.loaders.get(photosByProperty).load(p.id)).map((ph, i) => ({
      url: ph.url,
      width: ph.width,
      height: ph.height,
      name: ph.name,
      position: i + 1,
    }));
  }

  @FieldResolver(() => Photo, {
    nullable: true,
    description: 'The first photo (list and search thumbnails).',
  })
  async thumbnail(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<Photo | null> {
    const ph = await ctx.loaders.get(thumbnailByProperty).load(p.id);
    return ph ? { url: ph.url, width: ph.width, height: ph.height, name: ph.name, position: 1 } : null;
  }

  @FieldResolver(() => Manager, { nullable: true })
  async manager(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<Manager | null> {
    if (p.row.managerId === null) return null;
    const a = await ctx.loaders.get(agentById).load(p.row.managerId);
    if (!a) return null;
    return {
      id: a.id,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      phone: formatPhone(a.phone),
      photoUrl: a.photoUrl,
      jobTitle: pick(a.jobTitle, p.lang),
    };
  }

  @FieldResolver(() => [PropertyView], {
    description:
      'Up to 4 available listings of the same goal and type, in the same city first, then the same region, within 25 % of the price, the closest price first. Empty when the price is not shown.',
  })
  async similar(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<PropertyView[]> {
    const ids = await ctx.loaders.get(similarIdsByProperty).load(p.id);
    const rows = await ctx.loaders.get(summaryById).loadMany(ids);
    return rows
      .filter((r): r is Property => r !== null && !(r instanceof Error))
      .map((r) => new PropertyView(r, p.lang));
  }

  @FieldResolver(() => String, { description: 'The detail page path in the requested language.' })
  async path(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<string> {
    return (await this.paths(p, ctx))[p.lang];
  }

  @FieldResolver(() => LocalizedPaths, {
    description: 'The detail page path in every language (language switcher).',
  })
  async paths(@Root() p: PropertyView, @Ctx() ctx: GraphQLContext): Promise<LocalizedPaths> {
    const [texts, city] = await Promise.all([
      ctx.loaders.get(textsByProperty).load(p.id),
      ctx.loaders.get(cityById).load(p.row.cityId),
    ]);
    const out = {} as LocalizedPaths;
    for (const code of SUPPORTED_LANGUAGES) {
      out[code] = propertyPath(
        code,
        p.goal,
        city ? cityName(city, code) : p.address.city,
        textIn(texts, code)?.title ?? '',
        p.id,
      );
    }
    return out;
  }
}
