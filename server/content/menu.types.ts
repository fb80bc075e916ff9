import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';

@ObjectType('MenuMetadata', {
  description: 'Search-engine and social-sharing texts of a menu page, in the requested language.',
})
export class MenuMetadataView {
  @Field(() => String, { nullable: true }) pageTitle: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) socialTitle: string | null;
  @Field(() => String, { nullable: true }) socialType: string | null;
  @Field(() => String, { nullable: true }) socialImage: string | null;
  @Field() seoActive: boolean;
}

@ObjectType('Menu', {
  description: 'A published navigation entry with its published children, texts in the requested language.',
})
export class MenuView {
  @Field(() => Int) id: number;
  @Field(() => Int, { nullable: true }) parentId: number | null;
  @Field({ description: 'Internal name.' }) name: string;
  @Field({
    description:
      'Where the entry links to in the requested language: its route-table page or service article when it has one (e.g. /fr/a-vendre/), else its own page in that language (/fr/a-propos/).',
  })
  path: string;
  @Field({
    description:
      "The entry's path segments from the top, /{path}/ or /{parent path}/{path}/ for a child: an address that leads to its page.",
  })
  menuPath: string;
  @Field(() => String, { nullable: true, description: 'Route.key of the page the entry stands for.' })
  routeKey: string | null;
  @Field(() => String, { nullable: true, description: 'ServiceArticle.topic the entry stands for.' })
  serviceTopic: string | null;
  @Field() status: string;
  @Field(() => Int) sort: number;
  @Field() title: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true, description: 'HTML.' }) content: string | null;
  @Field(() => MenuMetadataView, { nullable: true }) metadata: MenuMetadataView | null;
  @Field(() => String, { nullable: true }) image: string | null;
  @Field(() => [Int], { description: 'Ids of the modules of the page, in order (see `modules(ids:)`).' })
  modules: number[];
  @Field() hasSubMenu: boolean;
  @Field(() => String, { nullable: true }) css: string | null;
  @Field() type: string;
  @Field(() => GraphQLISODateTime) createdAt: Date;
  @Field(() => GraphQLISODateTime) updatedAt: Date;
  @Field(() => [MenuView]) children: MenuView[];
}
