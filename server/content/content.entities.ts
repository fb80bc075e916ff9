import { FaqItem } from './faq-item.entity';
import { Language } from './language.entity';
import { Menu } from './menu.entity';
import { Module } from './module.entity';
import { Route } from './route.entity';
import { ServiceArticle } from './service-article.entity';
import { SiteConfig } from './site-config.entity';
import { TeamMember } from './team-member.entity';
import { Testimonial } from './testimonial.entity';

/** Entities of the content feature (languages, menus, modules, routes, articles …). */
export const CONTENT_ENTITIES = [
  Language,
  Menu,
  Module,
  Route,
  Testimonial,
  TeamMember,
  ServiceArticle,
  FaqItem,
  SiteConfig,
];
