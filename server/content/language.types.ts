import { Field, ObjectType } from 'type-graphql';

@ObjectType('Language', {
  description: 'A language of the site; only those with `use` are offered to visitors.',
})
export class LanguageView {
  @Field() code: string;
  @Field() use: boolean;
  @Field({ description: 'The configured default language (DEFAULT_LANGUAGE).' }) isDefault: boolean;
}
