import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('TeamMember', { description: 'A member of the team, texts in the requested language.' })
export class TeamMemberView {
  @Field(() => Int) id: number;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field(() => String, { nullable: true }) jobTitle: string | null;
  @Field(() => String, { nullable: true, description: 'HTML.' }) bio: string | null;
  @Field() email: string;
  @Field() phone: string;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field(() => Int) sort: number;
}
