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

/** Root queries whose answers are public and the same for every visitor (response-cacheable). */
export const CONTENT_PUBLIC_QUERIES = [
  'languages',
  'menus',
  'modules',
  'routes',
  'resolvePath',
  'testimonials',
  'testimonial',
  'teamMembers',
  'serviceArticles',
  'serviceArticle',
  'faq',
  'siteConfig',
];
