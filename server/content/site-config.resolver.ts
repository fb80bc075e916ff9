import { Args, Ctx, Resolver } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import type { GraphQLContext } from '../core/graphql/context';
import { LangArgs, requestedLanguage } from './content.args';
import { getSiteConfig } from './site-config.service';
import { SiteConfigView } from './site-config.types';

@Resolver()
export class SiteConfigResolver {
  @QueryFor('cached', () => SiteConfigView, {
    description: 'The site configuration in the requested language.',
  })
  siteConfig(@Ctx() ctx: GraphQLContext, @Args() { lang }: LangArgs): Promise<SiteConfigView> {
    return getSiteConfig(ctx.ds, requestedLanguage(lang));
  }
}
