import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { translate } from '../messages';
import { coercedVariables } from './coerced-variables';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL: no visitor types
 * them, PostgreSQL refuses NUL in text outright, and the rest end up in mails and pages. And half
 * of a UTF-16 surrogate pair, which has no UTF-8 at all (PostgreSQL refuses its JSON escape).
 */
const FORBIDDEN_CHARACTER =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenCharacter = (text: string): boolean => FORBIDDEN_CHARACTER.test(text);

/** Where a forbidden character was found, as an argument path (`input.firstName`, `input.zips.2`). */
function inValue(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = inValue(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  // Coerced input objects (graphql-js makes them without a prototype); custom scalars such as dates are left alone.
  if (value !== null && typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== null && proto !== Object.prototype) return null;
    for (const key of Object.keys(value)) {
      const found = inValue((value as Record<string, unknown>)[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

function inNode(node: ValueNode, path: string, variables: Record<string, unknown>): string | null {
  switch (node.kind) {
    case Kind.STRING:
      return hasForbiddenCharacter(node.value) ? path : null;
    case Kind.VARIABLE:
      return inValue(variables[node.name.value], path);
    case Kind.LIST:
      for (let i = 0; i < node.values.length; i++) {
        const found = inNode(node.values[i], `${path}.${i}`, variables);
        if (found) return found;
      }
      return null;
    case Kind.OBJECT:
      for (const field of node.fields) {
        const found = inNode(field.value, `${path}.${field.name.value}`, variables);
        if (found) return found;
      }
      return null;
    default:
      return null;
  }
}

/**
 * The first argument of the operation (at any depth, literals and variables alike, through its
 * fragments) whose value holds a forbidden character, as its path; null when there is none.
 */
export function findForbiddenCharacter(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): string | null {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
  const seen = new Set<string>();
  const inArguments = (node: FieldNode | DirectiveNode): string | null => {
    for (const argument of node.arguments ?? []) {
      const found = inNode(argument.value, argument.name.value, variables);
      if (found) return found;
    }
    return null;
  };
  const inDirectives = (directives: readonly DirectiveNode[] | undefined): string | null => {
    for (const directive of directives ?? []) {
      const found = inArguments(directive);
      if (found) return found;
    }
    return null;
  };
  const inSelections = (set: SelectionSetNode): string | null => {
    for (const selection of set.selections) {
      let found = inDirectives(selection.directives);
      if (found) return found;
      if (selection.kind === Kind.FIELD) {
        found =
          inArguments(selection) ?? (selection.selectionSet ? inSelections(selection.selectionSet) : null);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        found = inSelections(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        found = fragment ? (inDirectives(fragment.directives) ?? inSelections(fragment.selectionSet)) : null;
      }
      if (found) return found;
    }
    return null;
  };
  return inDirectives(operation.directives) ?? inSelections(operation.selectionSet);
}

/** The refusal: BAD_USER_INPUT naming the argument; formatError writes it in the request's language. */
export function forbiddenCharacterError(field: string): GraphQLError {
  return new GraphQLError(translate('en', 'error.forbiddenCharacter', { field }), {
    extensions: {
      code: 'BAD_USER_INPUT',
      messageId: 'error.forbiddenCharacter',
      params: { field },
      field,
      http: { status: 400 },
    },
  });
}

/**
 * Bad input refused at the edge, once per request, when the operation is resolved and before
 * anything is executed:
 * - an operation of a kind the schema has none of (a subscription): BAD_REQUEST, 400;
 * - a control character or half a surrogate pair in any string argument, literals and variables
 *   alike (the variables coerced, so exactly what the resolvers would get): BAD_USER_INPUT naming
 *   the argument, 400.
 * An Apollo plugin rather than a TypeGraphQL middleware: it runs once per request instead of once
 * per resolved field, it sees the literals of the document as well as the variables, and it
 * refuses the whole operation before its first mutation writes anything.
 */
export function badInputPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ request, document, schema, operation }) => {
        if (!operation) return;
        if (!schema.getRootType(operation.operation)) throw operationTypeError(operation.operation);
        const coerced = coercedVariables(request, schema, operation);
        if (!coerced) return;
        const field = findForbiddenCharacter(document, operation, coerced);
        if (field) throw forbiddenCharacterError(field);
      },
    }),
  };
}

function operationTypeError(operation: string): GraphQLError {
  return new GraphQLError(translate('en', 'error.operationType', { operation }), {
    extensions: {
      code: 'BAD_REQUEST',
      messageId: 'error.operationType',
      params: { operation },
      http: { status: 400 },
    },
  });
}
