import { Args, Ctx, Resolver } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import type { GraphQLContext } from '../core/graphql/context';
import { LangArgs, requestedLanguage } from './content.args';
import { listTeamMembers } from './team-member.service';
import { TeamMemberView } from './team-member.types';

@Resolver()
export class TeamMemberResolver {
  @QueryFor('cached', () => [TeamMemberView], { description: 'The team, in order.' })
  teamMembers(@Ctx() ctx: GraphQLContext, @Args() { lang }: LangArgs): Promise<TeamMemberView[]> {
    return listTeamMembers(ctx.ds, requestedLanguage(lang));
  }
}
