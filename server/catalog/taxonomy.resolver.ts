import { Arg, Ctx, Resolver } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import { config } from '../core/config';
import type { GraphQLContext } from '../core/graphql/context';
import { parseLanguage } from '../core/localized';
import { GoalFilter } from './property.types';
import { listCities, listPropertyTypes } from './taxonomy.service';
import { CityView, PropertyTypeView } from './taxonomy.types';

@Resolver()
export class TaxonomyResolver {
  @QueryFor('cached', () => [PropertyTypeView], {
    description: 'The nine web types in show order, with listed sale and rent counts.',
  })
  propertyTypes(
    @Ctx() ctx: GraphQLContext,
    @Arg('lang', () => String, { nullable: true }) lang: string | undefined,
  ): Promise<PropertyTypeView[]> {
    return listPropertyTypes(ctx.ds, parseLanguage(lang, config().DEFAULT_LANGUAGE));
  }

  @QueryFor('cached', () => [CityView], {
    description:
      'Cities with listed properties (of the goal, when given), by name. Counting ignores accents and case; the zip must be equal.',
  })
  cities(
    @Ctx() ctx: GraphQLContext,
    @Arg('goal', () => GoalFilter, { nullable: true }) goal: GoalFilter | undefined,
    @Arg('lang', () => String, { nullable: true }) lang: string | undefined,
  ): Promise<CityView[]> {
    return listCities(ctx.ds, parseLanguage(lang, config().DEFAULT_LANGUAGE), goal ?? null);
  }
}
