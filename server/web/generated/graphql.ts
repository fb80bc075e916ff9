/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What a public path shows. */
export type ResolvedPathKind =
  /** /{menu path}/ or /{menu path}/{child path}/ of a published menu entry: see menuId. When the entry stands for a route-table page or a service article, key or articleId and translations name that page, where the path leads; when it is a page of its own, translations give its path in each language in use (?lang= on one path). */
  | 'MENU'
  /** A page of the site under a language it does not serve (not in use): translations name the same page in the languages in use, where the path leads; for a listing, propertyId (its paths are the catalog's). */
  | 'MOVED'
  /** A page of the route table: see key and type. */
  | 'PAGE'
  /** /{lang}/{projecten|projets|projects|projekte}/{city}/{slug}/{id}/: see projectId; whether it exists is for the catalog to say. */
  | 'PROJECT'
  /** /{lang}/{te-koop|a-vendre|for-sale|te-huur|a-louer|for-rent}/{city}/{slug}/{id}/: see propertyId; whether it exists is for the catalog to say. */
  | 'PROPERTY'
  /** /{lang}/nos-services/{slug}/: see articleId. */
  | 'SERVICE_ARTICLE'
  /** /{lang}/testimonials/{slug}/: see testimonialId. */
  | 'TESTIMONIAL';

export type ListingOwnPathQueryVariables = Exact<{
  id: number;
  lang?: string | null | undefined;
}>;


export type ListingOwnPathQuery = { property: { path: string } };

export type RoutePathsForAddressQueryVariables = Exact<{ [key: string]: never; }>;


export type RoutePathsForAddressQuery = { routes: Array<{ paths: { nl: string | null, fr: string | null, en: string | null, de: string | null } }> };

export type MenuPageAddressQueryVariables = Exact<{
  path: string;
  lang?: string | null | undefined;
}>;


export type MenuPageAddressQuery = { resolvePath: { kind: ResolvedPathKind, key: string | null, articleId: number | null, translations: { nl: string | null, fr: string | null, en: string | null, de: string | null } | null } | null };

export type ManifestAgencyQueryVariables = Exact<{ [key: string]: never; }>;


export type ManifestAgencyQuery = { siteConfig: { agency: { name: string } } };

export type PageTrackingIdsQueryVariables = Exact<{
  lang?: string | null | undefined;
}>;


export type PageTrackingIdsQuery = { siteConfig: { siteInfo: { analyticsId: string | null, tagManagerId: string | null, pixelId: string | null, adsId: string | null } } };

export type SiteLanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteLanguagesQuery = { languages: Array<{ code: string, use: boolean }> };


export const ListingOwnPathDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListingOwnPath"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<ListingOwnPathQuery, ListingOwnPathQueryVariables>;
export const RoutePathsForAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoutePathsForAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nl"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"de"}}]}}]}}]}}]} as unknown as DocumentNode<RoutePathsForAddressQuery, RoutePathsForAddressQueryVariables>;
export const MenuPageAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuPageAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolvePath"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nl"}},{"kind":"Field","name":{"kind":"Name","value":"fr"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"de"}}]}}]}}]}}]} as unknown as DocumentNode<MenuPageAddressQuery, MenuPageAddressQueryVariables>;
export const ManifestAgencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManifestAgency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ManifestAgencyQuery, ManifestAgencyQueryVariables>;
export const PageTrackingIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageTrackingIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsId"}},{"kind":"Field","name":{"kind":"Name","value":"tagManagerId"}},{"kind":"Field","name":{"kind":"Name","value":"pixelId"}},{"kind":"Field","name":{"kind":"Name","value":"adsId"}}]}}]}}]}}]} as unknown as DocumentNode<PageTrackingIdsQuery, PageTrackingIdsQueryVariables>;
export const SiteLanguagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteLanguages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"languages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"use"}}]}}]}}]} as unknown as DocumentNode<SiteLanguagesQuery, SiteLanguagesQueryVariables>;