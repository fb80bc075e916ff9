import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('FaqItem', { description: 'A question and its answer in the requested language.' })
export class FaqItemView {
  @Field(() => Int) id: number;
  @Field() question: string;
  @Field({ description: 'HTML.' }) answer: string;
  @Field(() => Int) sort: number;
}
