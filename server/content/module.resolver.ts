import { Args, Ctx, Resolver } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import type { GraphQLContext } from '../core/graphql/context';
import { ModulesArgs, requestedLanguage } from './content.args';
import { listModules } from './module.service';
import { ModuleView } from './module.types';

@Resolver()
export class ModuleResolver {
  @QueryFor('cached', () => [ModuleView], {
    description:
      "Published modules by sort; with `ids`, only those, in the order given (e.g. a menu entry's `modules`).",
  })
  modules(@Ctx() ctx: GraphQLContext, @Args() { lang, ids }: ModulesArgs): Promise<ModuleView[]> {
    return listModules(ctx.ds, requestedLanguage(lang), ids);
  }
}
