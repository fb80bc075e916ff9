import { Ctx, Resolver } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import type { GraphQLContext } from '../core/graphql/context';
import { listLanguages } from './language.service';
import { LanguageView } from './language.types';

@Resolver()
export class LanguageResolver {
  @QueryFor('cached', () => [LanguageView], {
    description: 'Every configured language, with its use flag; the default comes from configuration.',
  })
  languages(@Ctx() ctx: GraphQLContext): Promise<LanguageView[]> {
    return listLanguages(ctx.ds);
  }
}
