import { Field, Int, ObjectType } from 'type-graphql';
import { PagePathsView } from './content.types';

@ObjectType('ServiceArticle', { description: 'A page about one service, texts in the requested language.' })
export class ServiceArticleView {
  @Field(() => Int) id: number;
  @Field({
    description:
      'sale, rental, home-staging, extranet, valuation, solvency, international-market or rental-management.',
  })
  topic: string;
  @Field() slug: string;
  @Field({ description: '/{lang}/nos-services/{slug}/' }) path: string;
  @Field(() => PagePathsView) translations: PagePathsView;
  @Field() title: string;
  @Field(() => String, { nullable: true }) summary: string | null;
  @Field(() => String, { nullable: true, description: 'HTML.' }) body: string | null;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field(() => Int) sort: number;
}
