import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../core/graphql/context';
import { LangArgs, requestedLanguage } from './content.args';
import { getSiteConfig } from './site-config.service';
import { SiteConfigView } from './site-config.types';

@Resolver()
export class SiteConfigResolver {
  @Query(() => SiteConfigView, { description: 'The site configuration in the requested language.' })
  siteConfig(@Ctx() ctx: GraphQLContext, @Args() { lang }: LangArgs): Promise<SiteConfigView> {
    return getSiteConfig(ctx.ds, requestedLanguage(lang));
  }
}
