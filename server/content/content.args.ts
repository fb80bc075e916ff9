import { ArrayMaxSize, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import { config, type LanguageCode } from '../core/config';
import { parseLanguage } from '../core/localized';

export const TESTIMONIALS_LIMIT_MAX = 20;
export const MODULE_IDS_MAX = 100;

/** `lang` of every content query: validated by parseLanguage() (unknown code → BAD_USER_INPUT). */
@ArgsType()
export class LangArgs {
  @Field(() => String, {
    nullable: true,
    description: 'nl, fr, en or de; the configured default language when omitted.',
  })
  @IsOptional()
  @MaxLength(16)
  lang?: string | null;
}

@ArgsType()
export class ModulesArgs extends LangArgs {
  @Field(() => [Int], {
    nullable: true,
    description:
      "Only these modules, in this order (e.g. a menu entry's `modules`); all published modules when omitted.",
  })
  @IsOptional()
  @ArrayMaxSize(MODULE_IDS_MAX)
  ids?: number[] | null;
}

@ArgsType()
export class TestimonialsArgs extends LangArgs {
  @Field(() => Int, { defaultValue: TESTIMONIALS_LIMIT_MAX, description: `1 to ${TESTIMONIALS_LIMIT_MAX}.` })
  @Min(1)
  @Max(TESTIMONIALS_LIMIT_MAX)
  limit: number;
}

@ArgsType()
export class SlugArgs extends LangArgs {
  @Field(() => String)
  @MaxLength(200)
  slug: string;
}

@ArgsType()
export class ResolvePathArgs {
  @Field(() => String, {
    description: 'A public path such as /fr/a-vendre/ (a query string or full URL is tolerated).',
  })
  @MaxLength(2048)
  path: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Language for paths without a language segment (/contact-demand/, menu pages); the configured default when omitted.',
  })
  @IsOptional()
  @MaxLength(16)
  lang?: string | null;
}

/** The language a content query answers in: the argument, else the configured default. */
export const requestedLanguage = (lang: string | null | undefined): LanguageCode =>
  parseLanguage(lang, config().DEFAULT_LANGUAGE);
