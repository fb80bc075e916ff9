import { Args, Ctx, Resolver } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import type { GraphQLContext } from '../core/graphql/context';
import { LangArgs, requestedLanguage } from './content.args';
import { listFaq } from './faq-item.service';
import { FaqItemView } from './faq-item.types';

@Resolver()
export class FaqItemResolver {
  @QueryFor('cached', () => [FaqItemView], { description: 'The FAQ, in order.' })
  faq(@Ctx() ctx: GraphQLContext, @Args() { lang }: LangArgs): Promise<FaqItemView[]> {
    return listFaq(ctx.ds, requestedLanguage(lang));
  }
}
