import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Testimonial', { description: "A client's review." })
export class TestimonialView {
  @Field(() => Int) id: number;
  @Field() slug: string;
  @Field() name: string;
  @Field() comment: string;
  @Field({ description: 'The language the comment is written in.' }) lang: string;
  @Field(() => String, { nullable: true }) website: string | null;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field({ description: 'YYYY-MM-DD.' }) date: string;
  @Field() postedBy: string;
  @Field({ description: 'Its page in the requested language: /{lang}/testimonials/{slug}/.' }) path: string;
}
