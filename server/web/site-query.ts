import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { LanguageCode } from '../core/config';
import type { ExecuteInLanguage } from '../../common/server-render';

const printed = new WeakMap<object, string>();

/**
 * Runs one of the page layer's typed queries (documents from `./generated`, typed by codegen from
 * the committed schema) in-process, in `lang`: its data, or null when the API answered none.
 */
export async function runSiteQuery<Result, Variables extends Record<string, unknown>>(
  execute: ExecuteInLanguage,
  lang: LanguageCode,
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
): Promise<Result | null> {
  let query = printed.get(document);
  if (query === undefined) printed.set(document, (query = print(document)));
  const result = await execute(lang, { query, variables });
  return (result.data as Result | null | undefined) ?? null;
}
