import { Field, Int, ObjectType } from 'type-graphql';

/** Shared by modules and footer columns. */
@ObjectType('ColumnWidths', { description: 'Column widths (of 12) on small, medium and large screens.' })
export class ColumnWidthsView {
  @Field(() => Int) sm: number;
  @Field(() => Int) md: number;
  @Field(() => Int) lg: number;
}

@ObjectType('PagePaths', {
  description: 'The same page in each language; null where it does not exist or the language is not in use.',
})
export class PagePathsView {
  @Field(() => String, { nullable: true }) nl: string | null;
  @Field(() => String, { nullable: true }) fr: string | null;
  @Field(() => String, { nullable: true }) en: string | null;
  @Field(() => String, { nullable: true }) de: string | null;
}
