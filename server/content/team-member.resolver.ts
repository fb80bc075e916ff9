import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../core/graphql/context';
import { LangArgs, requestedLanguage } from './content.args';
import { listTeamMembers } from './team-member.service';
import { TeamMemberView } from './team-member.types';

@Resolver()
export class TeamMemberResolver {
  @Query(() => [TeamMemberView], { description: 'The team, in order.' })
  teamMembers(@Ctx() ctx: GraphQLContext, @Args() { lang }: LangArgs): Promise<TeamMemberView[]> {
    return listTeamMembers(ctx.ds, requestedLanguage(lang));
  }
}
