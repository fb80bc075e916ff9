import { Field, Int, ObjectType } from 'type-graphql';
import { ColumnWidthsView } from './content.types';

@ObjectType('ModuleRelation', {
  description: "What a module shows: type property-list, category or contact, and the source's id.",
})
export class ModuleRelationView {
  @Field() type: string;
  @Field() id: string;
}

@ObjectType('Module', { description: 'A published block of a page, texts in the requested language.' })
export class ModuleView {
  @Field(() => Int) id: number;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field({ description: 'Whether the title is shown.' }) titlePublic: boolean;
  @Field({ description: 'h1 or h2.' }) titleSize: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field({ description: 'Where on the page, e.g. contentRow.' }) position: string;
  @Field(() => Int) span: number;
  @Field(() => ColumnWidthsView) columns: ColumnWidthsView;
  @Field(() => Int) sort: number;
  @Field({ description: "slider-view, news-view, ons-team-view or '' (plain)." }) view: string;
  @Field() cssClass: string;
  @Field({ description: "image, color, gallery or '' (none)." }) backgroundType: string;
  @Field(() => String, { nullable: true }) image: string | null;
  @Field(() => [String]) images: string[];
  @Field(() => String, { nullable: true }) colorBackground: string | null;
  @Field() status: string;
  @Field(() => Int) numberItemOfRow: number;
  @Field(() => Int, { nullable: true }) maxItems: number | null;
  @Field() isHasSubcategories: boolean;
  @Field(() => [ModuleRelationView]) relations: ModuleRelationView[];
}
