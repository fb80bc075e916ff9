import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../core/graphql/context';
import { LangArgs, requestedLanguage } from './content.args';
import { listFaq } from './faq-item.service';
import { FaqItemView } from './faq-item.types';

@Resolver()
export class FaqItemResolver {
  @Query(() => [FaqItemView], { description: 'The FAQ, in order.' })
  faq(@Ctx() ctx: GraphQLContext, @Args() { lang }: LangArgs): Promise<FaqItemView[]> {
    return listFaq(ctx.ds, requestedLanguage(lang));
  }
}
