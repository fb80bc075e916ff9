import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PagePathsView } from './content.types';

@ObjectType('RouteBreadcrumb', {
  description: 'One breadcrumb step; path is null for plain text (usually the current page).',
})
export class BreadcrumbView {
  @Field() name: string;
  @Field(() => String, { nullable: true }) path: string | null;
}

@ObjectType('Route', { description: 'A page of the route table, in the requested language.' })
export class RouteView {
  @Field({ description: "Stable page key: 'home', 'for-sale', 'thank-you/contact-me' …" }) key: string;
  @Field({ description: 'feedback, article, page or login.' }) type: string;
  @Field({ description: 'The path in the requested language.' }) path: string;
  @Field(() => PagePathsView) paths: PagePathsView;
  @Field({ description: 'The internal path of the original application.' }) original: string;
  @Field(() => [BreadcrumbView]) breadcrumbs: BreadcrumbView[];
  @Field() external: boolean;
}

export enum ResolvedPathKind {
  PAGE = 'PAGE',
  SERVICE_ARTICLE = 'SERVICE_ARTICLE',
  TESTIMONIAL = 'TESTIMONIAL',
  PROPERTY = 'PROPERTY',
  PROJECT = 'PROJECT',
  MENU = 'MENU',
  MOVED = 'MOVED',
}
registerEnumType(ResolvedPathKind, {
  name: 'ResolvedPathKind',
  description: 'What a public path shows.',
  valuesConfig: {
    PAGE: { description: 'A page of the route table: see key and type.' },
    SERVICE_ARTICLE: { description: '/{lang}/nos-services/{slug}/: see articleId.' },
    TESTIMONIAL: { description: '/{lang}/testimonials/{slug}/: see testimonialId.' },
    PROPERTY: {
      description:
        '/{lang}/{te-koop|a-vendre|for-sale|te-huur|a-louer|for-rent}/{city}/{slug}/{id}/: see propertyId; whether it exists is for the catalog to say.',
    },
    PROJECT: {
      description:
        '/{lang}/{projecten|projets|projects|projekte}/{city}/{slug}/{id}/: see projectId; whether it exists is for the catalog to say.',
    },
    MENU: {
      description:
        '/{menu path}/ or /{menu path}/{child path}/ of a published menu entry: see menuId. When the entry stands for a route-table page or a service article, key or articleId and translations name that page, where the path leads; when it is a page of its own, translations give its path in each language in use (?lang= on one path).',
    },
    MOVED: {
      description:
        "A page of the site under a language it does not serve (not in use): translations name the same page in the languages in use, where the path leads; for a listing, propertyId (its paths are the catalog's).",
    },
  },
});

@ObjectType('ResolvedPath', {
  description:
    'What a public path shows. resolvePath returns null for a path the site does not have (its 404).',
})
export class ResolvedPathView {
  @Field(() => ResolvedPathKind) kind: ResolvedPathKind;
  @Field({ description: 'The normalised path.' }) path: string;
  @Field({
    description: "The page's language: its language segment, else the requested or default language.",
  })
  lang: string;
  @Field(() => String, { nullable: true, description: 'PAGE, and MENU standing for a page: Route.key.' })
  key: string | null;
  @Field(() => String, { nullable: true, description: 'PAGE, and MENU standing for a page: Route.type.' })
  type: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'MENU: the entry; PAGE: the published menu entry standing for the page, if any.',
  })
  menuId: number | null;
  @Field(() => Int, { nullable: true }) articleId: number | null;
  @Field(() => Int, { nullable: true }) testimonialId: number | null;
  @Field(() => Int, { nullable: true }) propertyId: number | null;
  @Field(() => Int, { nullable: true }) projectId: number | null;
  @Field(() => PagePathsView, {
    nullable: true,
    description:
      "PAGE, SERVICE_ARTICLE, TESTIMONIAL, MOVED: the same page in the languages in use. MENU: the page the entry stands for, in the languages in use, or the entry's own page in each of them.",
  })
  translations: PagePathsView | null;
}
