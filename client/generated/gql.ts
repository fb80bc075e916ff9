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
    "\n  query CatalogSummary($lang: String) {\n    forSale: properties(filter: { goal: SALE }, pageSize: 1, lang: $lang) {\n      total\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n  }\n": typeof types.CatalogSummaryDocument,
    "\n  query ResolvePath($path: String!, $lang: String) {\n    resolvePath(path: $path, lang: $lang) {\n      kind\n      key\n      lang\n      propertyId\n      articleId\n      testimonialId\n      menuId\n    }\n  }\n": typeof types.ResolvePathDocument,
    "\n  query Home($lang: String) {\n    forSale: properties(filter: { goal: SALE }, pageSize: 4, lang: $lang) {\n      total\n      items {\n        ...PropertyCard\n      }\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n    routes(lang: $lang) {\n      key\n      path\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query Layout($lang: String, $path: String!) {\n    menus(lang: $lang) {\n      id\n      title\n      path\n    }\n    siteConfig(lang: $lang) {\n      agency {\n        name\n      }\n      footer {\n        copyright\n      }\n    }\n    languages {\n      code\n      use\n    }\n    resolvePath(path: $path, lang: $lang) {\n      translations {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n": typeof types.LayoutDocument,
    "\n  query List($goal: Goal!, $city: String, $type: Int, $page: Int!, $lang: String) {\n    properties(filter: { goal: $goal, city: $city, type: $type }, page: $page, pageSize: 12, lang: $lang) {\n      total\n      page\n      pageCount\n      items {\n        ...PropertyCard\n      }\n    }\n  }\n": typeof types.ListDocument,
    "\n  fragment PropertyCard on Property {\n    id\n    title\n    city\n    path\n    availability\n    price {\n      formatted\n    }\n    thumbnail {\n      url\n      width\n      height\n    }\n    type {\n      name\n    }\n  }\n": typeof types.PropertyCardFragmentDoc,
    "\n  query PropertyDetail($id: Int!, $lang: String) {\n    property(id: $id, lang: $lang) {\n      id\n      title\n      description\n      availability\n      typeDescription\n      city\n      price {\n        formatted\n      }\n      address {\n        formatted\n      }\n      photos {\n        url\n        width\n        height\n        position\n      }\n      rooms {\n        bedrooms\n        bathrooms\n      }\n      surfaces {\n        living\n        ground\n      }\n      energy {\n        epcValue\n        band\n        imageUrl\n        region\n      }\n      manager {\n        firstName\n        lastName\n        phone\n        email\n      }\n    }\n  }\n": typeof types.PropertyDetailDocument,
};
const documents: Documents = {
    "\n  query CatalogSummary($lang: String) {\n    forSale: properties(filter: { goal: SALE }, pageSize: 1, lang: $lang) {\n      total\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n  }\n": types.CatalogSummaryDocument,
    "\n  query ResolvePath($path: String!, $lang: String) {\n    resolvePath(path: $path, lang: $lang) {\n      kind\n      key\n      lang\n      propertyId\n      articleId\n      testimonialId\n      menuId\n    }\n  }\n": types.ResolvePathDocument,
    "\n  query Home($lang: String) {\n    forSale: properties(filter: { goal: SALE }, pageSize: 4, lang: $lang) {\n      total\n      items {\n        ...PropertyCard\n      }\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n    routes(lang: $lang) {\n      key\n      path\n    }\n  }\n": types.HomeDocument,
    "\n  query Layout($lang: String, $path: String!) {\n    menus(lang: $lang) {\n      id\n      title\n      path\n    }\n    siteConfig(lang: $lang) {\n      agency {\n        name\n      }\n      footer {\n        copyright\n      }\n    }\n    languages {\n      code\n      use\n    }\n    resolvePath(path: $path, lang: $lang) {\n      translations {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n": types.LayoutDocument,
    "\n  query List($goal: Goal!, $city: String, $type: Int, $page: Int!, $lang: String) {\n    properties(filter: { goal: $goal, city: $city, type: $type }, page: $page, pageSize: 12, lang: $lang) {\n      total\n      page\n      pageCount\n      items {\n        ...PropertyCard\n      }\n    }\n  }\n": types.ListDocument,
    "\n  fragment PropertyCard on Property {\n    id\n    title\n    city\n    path\n    availability\n    price {\n      formatted\n    }\n    thumbnail {\n      url\n      width\n      height\n    }\n    type {\n      name\n    }\n  }\n": types.PropertyCardFragmentDoc,
    "\n  query PropertyDetail($id: Int!, $lang: String) {\n    property(id: $id, lang: $lang) {\n      id\n      title\n      description\n      availability\n      typeDescription\n      city\n      price {\n        formatted\n      }\n      address {\n        formatted\n      }\n      photos {\n        url\n        width\n        height\n        position\n      }\n      rooms {\n        bedrooms\n        bathrooms\n      }\n      surfaces {\n        living\n        ground\n      }\n      energy {\n        epcValue\n        band\n        imageUrl\n        region\n      }\n      manager {\n        firstName\n        lastName\n        phone\n        email\n      }\n    }\n  }\n": types.PropertyDetailDocument,
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
export function graphql(source: "\n  query CatalogSummary($lang: String) {\n    forSale: properties(filter: { goal: SALE }, pageSize: 1, lang: $lang) {\n      total\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query CatalogSummary($lang: String) {\n    forSale: properties(filter: { goal: SALE }, pageSize: 1, lang: $lang) {\n      total\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResolvePath($path: String!, $lang: String) {\n    resolvePath(path: $path, lang: $lang) {\n      kind\n      key\n      lang\n      propertyId\n      articleId\n      testimonialId\n      menuId\n    }\n  }\n"): (typeof documents)["\n  query ResolvePath($path: String!, $lang: String) {\n    resolvePath(path: $path, lang: $lang) {\n      kind\n      key\n      lang\n      propertyId\n      articleId\n      testimonialId\n      menuId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home($lang: String) {\n    forSale: properties(filter: { goal: SALE }, pageSize: 4, lang: $lang) {\n      total\n      items {\n        ...PropertyCard\n      }\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n    routes(lang: $lang) {\n      key\n      path\n    }\n  }\n"): (typeof documents)["\n  query Home($lang: String) {\n    forSale: properties(filter: { goal: SALE }, pageSize: 4, lang: $lang) {\n      total\n      items {\n        ...PropertyCard\n      }\n    }\n    forRent: properties(filter: { goal: RENT }, pageSize: 1, lang: $lang) {\n      total\n    }\n    routes(lang: $lang) {\n      key\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Layout($lang: String, $path: String!) {\n    menus(lang: $lang) {\n      id\n      title\n      path\n    }\n    siteConfig(lang: $lang) {\n      agency {\n        name\n      }\n      footer {\n        copyright\n      }\n    }\n    languages {\n      code\n      use\n    }\n    resolvePath(path: $path, lang: $lang) {\n      translations {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n"): (typeof documents)["\n  query Layout($lang: String, $path: String!) {\n    menus(lang: $lang) {\n      id\n      title\n      path\n    }\n    siteConfig(lang: $lang) {\n      agency {\n        name\n      }\n      footer {\n        copyright\n      }\n    }\n    languages {\n      code\n      use\n    }\n    resolvePath(path: $path, lang: $lang) {\n      translations {\n        nl\n        fr\n        en\n        de\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query List($goal: Goal!, $city: String, $type: Int, $page: Int!, $lang: String) {\n    properties(filter: { goal: $goal, city: $city, type: $type }, page: $page, pageSize: 12, lang: $lang) {\n      total\n      page\n      pageCount\n      items {\n        ...PropertyCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query List($goal: Goal!, $city: String, $type: Int, $page: Int!, $lang: String) {\n    properties(filter: { goal: $goal, city: $city, type: $type }, page: $page, pageSize: 12, lang: $lang) {\n      total\n      page\n      pageCount\n      items {\n        ...PropertyCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyCard on Property {\n    id\n    title\n    city\n    path\n    availability\n    price {\n      formatted\n    }\n    thumbnail {\n      url\n      width\n      height\n    }\n    type {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment PropertyCard on Property {\n    id\n    title\n    city\n    path\n    availability\n    price {\n      formatted\n    }\n    thumbnail {\n      url\n      width\n      height\n    }\n    type {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PropertyDetail($id: Int!, $lang: String) {\n    property(id: $id, lang: $lang) {\n      id\n      title\n      description\n      availability\n      typeDescription\n      city\n      price {\n        formatted\n      }\n      address {\n        formatted\n      }\n      photos {\n        url\n        width\n        height\n        position\n      }\n      rooms {\n        bedrooms\n        bathrooms\n      }\n      surfaces {\n        living\n        ground\n      }\n      energy {\n        epcValue\n        band\n        imageUrl\n        region\n      }\n      manager {\n        firstName\n        lastName\n        phone\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query PropertyDetail($id: Int!, $lang: String) {\n    property(id: $id, lang: $lang) {\n      id\n      title\n      description\n      availability\n      typeDescription\n      city\n      price {\n        formatted\n      }\n      address {\n        formatted\n      }\n      photos {\n        url\n        width\n        height\n        position\n      }\n      rooms {\n        bedrooms\n        bathrooms\n      }\n      surfaces {\n        living\n        ground\n      }\n      energy {\n        epcValue\n        band\n        imageUrl\n        region\n      }\n      manager {\n        firstName\n        lastName\n        phone\n        email\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;