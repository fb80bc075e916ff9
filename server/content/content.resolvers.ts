import { FaqItemResolver } from './faq-item.resolver';
import { LanguageResolver } from './language.resolver';
import { MenuResolver } from './menu.resolver';
import { ModuleResolver } from './module.resolver';
import { RouteResolver } from './route.resolver';
import { ServiceArticleResolver } from './service-article.resolver';
import { SiteConfigResolver } from './site-config.resolver';
import { TeamMemberResolver } from './team-member.resolver';
import { TestimonialResolver } from './testimonial.resolver';

/** Resolvers of the content feature; every field is public (site content). */
export const CONTENT_RESOLVERS = [
  LanguageResolver,
  MenuResolver,
  ModuleResolver,
  RouteResolver,
  TestimonialResolver,
  TeamMemberResolver,
  ServiceArticleResolver,
  FaqItemResolver,
  SiteConfigResolver,
] as const;
