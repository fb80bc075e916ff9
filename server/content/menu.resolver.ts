import { Args, Ctx, Resolver } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import type { GraphQLContext } from '../core/graphql/context';
import { LangArgs, requestedLanguage } from './content.args';
import { listMenus } from './menu.service';
import { MenuView } from './menu.types';

@Resolver()
export class MenuResolver {
  @QueryFor('cached', () => [MenuView], {
    description:
      'The published menu as a tree (top-level entries, each with its published children), in order.',
  })
  menus(@Ctx() ctx: GraphQLContext, @Args() { lang }: LangArgs): Promise<MenuView[]> {
    return listMenus(ctx.ds, requestedLanguage(lang));
  }
}
