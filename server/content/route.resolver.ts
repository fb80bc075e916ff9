import { Args, Ctx, Resolver } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import type { GraphQLContext } from '../core/graphql/context';
import { LangArgs, ResolvePathArgs, requestedLanguage } from './content.args';
import { resolvePath } from './resolve-path.service';
import { listRoutes } from './route.service';
import { ResolvedPathView, RouteView } from './route.types';

@Resolver()
export class RouteResolver {
  @QueryFor('cached', () => [RouteView], {
    description: 'The enabled pages of the route table, paths and breadcrumbs in the requested language.',
  })
  routes(@Ctx() ctx: GraphQLContext, @Args() { lang }: LangArgs): Promise<RouteView[]> {
    return listRoutes(ctx.ds, requestedLanguage(lang));
  }

  @QueryFor('cached', () => ResolvedPathView, {
    nullable: true,
    description: 'What a public path shows; null when the site has no such page (404).',
  })
  resolvePath(
    @Ctx() ctx: GraphQLContext,
    @Args() { path, lang }: ResolvePathArgs,
  ): Promise<ResolvedPathView | null> {
    return resolvePath(ctx.ds, path, requestedLanguage(lang));
  }
}
