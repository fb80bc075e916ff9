/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ListingOwnPath($id: Int!, $lang: String) {\n    property(id: $id, lang: $lang) {\n      path\n    }\n  }\n": typeof types.ListingOwnPathDocument,
    "\n  query RoutePathsForAddress {\n    routes {\n      paths {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n": typeof types.RoutePathsForAddressDocument,
    "\n  query MenuPageAddress($path: String!, $lang: String) {\n    resolvePath(path: $path, lang: $lang) {\n      kind\n      key\n      articleId\n      translations {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n": typeof types.MenuPageAddressDocument,
    "\n  query ManifestAgency {\n    siteConfig {\n      agency {\n        name\n      }\n    }\n  }\n": typeof types.ManifestAgencyDocument,
    "\n  query PageTrackingIds($lang: String) {\n    siteConfig(lang: $lang) {\n      siteInfo {\n        analyticsId\n        tagManagerId\n        pixelId\n        adsId\n      }\n    }\n  }\n": typeof types.PageTrackingIdsDocument,
    "\n  query SiteLanguages {\n    languages {\n      code\n      use\n    }\n  }\n": typeof types.SiteLanguagesDocument,
};
const documents: Documents = {
    "\n  query ListingOwnPath($id: Int!, $lang: String) {\n    property(id: $id, lang: $lang) {\n      path\n    }\n  }\n": types.ListingOwnPathDocument,
    "\n  query RoutePathsForAddress {\n    routes {\n      paths {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n": types.RoutePathsForAddressDocument,
    "\n  query MenuPageAddress($path: String!, $lang: String) {\n    resolvePath(path: $path, lang: $lang) {\n      kind\n      key\n      articleId\n      translations {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n": types.MenuPageAddressDocument,
    "\n  query ManifestAgency {\n    siteConfig {\n      agency {\n        name\n      }\n    }\n  }\n": types.ManifestAgencyDocument,
    "\n  query PageTrackingIds($lang: String) {\n    siteConfig(lang: $lang) {\n      siteInfo {\n        analyticsId\n        tagManagerId\n        pixelId\n        adsId\n      }\n    }\n  }\n": types.PageTrackingIdsDocument,
    "\n  query SiteLanguages {\n    languages {\n      code\n      use\n    }\n  }\n": types.SiteLanguagesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingOwnPath($id: Int!, $lang: String) {\n    property(id: $id, lang: $lang) {\n      path\n    }\n  }\n"): (typeof documents)["\n  query ListingOwnPath($id: Int!, $lang: String) {\n    property(id: $id, lang: $lang) {\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoutePathsForAddress {\n    routes {\n      paths {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoutePathsForAddress {\n    routes {\n      paths {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuPageAddress($path: String!, $lang: String) {\n    resolvePath(path: $path, lang: $lang) {\n      kind\n      key\n      articleId\n      translations {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n"): (typeof documents)["\n  query MenuPageAddress($path: String!, $lang: String) {\n    resolvePath(path: $path, lang: $lang) {\n      kind\n      key\n      articleId\n      translations {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManifestAgency {\n    siteConfig {\n      agency {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManifestAgency {\n    siteConfig {\n      agency {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageTrackingIds($lang: String) {\n    siteConfig(lang: $lang) {\n      siteInfo {\n        analyticsId\n        tagManagerId\n        pixelId\n        adsId\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageTrackingIds($lang: String) {\n    siteConfig(lang: $lang) {\n      siteInfo {\n        analyticsId\n        tagManagerId\n        pixelId\n        adsId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteLanguages {\n    languages {\n      code\n      use\n    }\n  }\n"): (typeof documents)["\n  query SiteLanguages {\n    languages {\n      code\n      use\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;