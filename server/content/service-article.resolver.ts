import { Args, Ctx, Resolver } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import type { GraphQLContext } from '../core/graphql/context';
import { LangArgs, SlugArgs, requestedLanguage } from './content.args';
import { getServiceArticle, listServiceArticles } from './service-article.service';
import { ServiceArticleView } from './service-article.types';

@Resolver()
export class ServiceArticleResolver {
  @QueryFor('cached', () => [ServiceArticleView], { description: 'The service articles, in order.' })
  serviceArticles(@Ctx() ctx: GraphQLContext, @Args() { lang }: LangArgs): Promise<ServiceArticleView[]> {
    return listServiceArticles(ctx.ds, requestedLanguage(lang));
  }

  @QueryFor('cached', () => ServiceArticleView, {
    description: 'The article with this slug in the requested language; NOT_FOUND otherwise.',
  })
  serviceArticle(@Ctx() ctx: GraphQLContext, @Args() { slug, lang }: SlugArgs): Promise<ServiceArticleView> {
    return getServiceArticle(ctx.ds, slug, requestedLanguage(lang));
  }
}
