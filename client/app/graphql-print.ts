import type { ASTNode, ConstValueNode, TypeNode, ValueNode } from 'graphql';
import { Kind } from 'graphql/language/kinds';

// The browser's GraphQL printer (vite.config.mts, compactGraphqlPrinter, puts it in place of
// graphql-js's `print`): Apollo Client prints each operation once to send it, and graphql-js's
// printer, built for schemas and block strings too, weighed about 2 KiB gzipped in every page's
// initial JavaScript. This one prints executable documents (operations and fragments) on one
// line; the server parses them to the same document (graphql-print.test.ts).

type Node = ASTNode & { kind: string };

const join = (parts: readonly (string | undefined)[], separator: string): string =>
  parts.filter((part) => part).join(separator);

/** `(a, b)` around a non-empty list, nothing around an empty one. */
const wrap = (start: string, inner: string, end: string): string => (inner ? start + inner + end : '');

const all = (nodes: readonly Node[] | undefined, separator: string): string =>
  join((nodes ?? []).map(print), separator);

function typeName(type: TypeNode): string {
  if (type.kind === Kind.NON_NULL_TYPE) return `${typeName(type.type)}!`;
  if (type.kind === Kind.LIST_TYPE) return `[${typeName(type.type)}]`;
  return type.name.value;
}

function value(node: ValueNode | ConstValueNode): string {
  switch (node.kind) {
    case Kind.VARIABLE:
      return `$${node.name.value}`;
    case Kind.INT:
    case Kind.FLOAT:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value ? 'true' : 'false';
    case Kind.NULL:
      return 'null';
    // JSON's escapes (\" \\ \n \uXXXX …) are GraphQL's; a block string's value prints as a plain one.
    case Kind.STRING:
      return JSON.stringify(node.value);
    case Kind.LIST:
      return `[${node.values.map(value).join(',')}]`;
    case Kind.OBJECT:
      return `{${node.fields.map((f) => `${f.name.value}:${value(f.value)}`).join(',')}}`;
  }
}

/** One line of GraphQL for an executable document or any part of one. */
export function print(ast: ASTNode): string {
  const node = ast as Node;
  switch (ast.kind) {
    case Kind.DOCUMENT:
      return all(ast.definitions, '\n');
    case Kind.OPERATION_DEFINITION: {
      const head = join(
        [
          ast.operation,
          (ast.name?.value ?? '') + wrap('(', all(ast.variableDefinitions, ','), ')'),
          all(ast.directives, ' '),
        ],
        ' ',
      );
      // The query shorthand: an anonymous query without variables or directives is its selection set.
      return head === 'query' ? print(ast.selectionSet) : `${head} ${print(ast.selectionSet)}`;
    }
    case Kind.VARIABLE_DEFINITION:
      return join(
        [
          `${value(ast.variable)}:${typeName(ast.type)}${ast.defaultValue ? `=${value(ast.defaultValue)}` : ''}`,
          all(ast.directives, ' '),
        ],
        ' ',
      );
    case Kind.SELECTION_SET:
      return `{${all(ast.selections, ' ')}}`;
    case Kind.FIELD:
      return join(
        [
          (ast.alias ? `${ast.alias.value}:` : '') + ast.name.value + wrap('(', all(ast.arguments, ','), ')'),
          all(ast.directives, ' '),
          ast.selectionSet && print(ast.selectionSet),
        ],
        ' ',
      );
    case Kind.ARGUMENT:
    case Kind.OBJECT_FIELD:
      return `${ast.name.value}:${value(ast.value)}`;
    case Kind.FRAGMENT_SPREAD:
      return join([`...${ast.name.value}`, all(ast.directives, ' ')], ' ');
    case Kind.INLINE_FRAGMENT:
      return join(
        [
          '...',
          ast.typeCondition && `on ${ast.typeCondition.name.value}`,
          all(ast.directives, ' '),
          print(ast.selectionSet),
        ],
        ' ',
      );
    case Kind.FRAGMENT_DEFINITION:
      return join(
        [
          `fragment ${ast.name.value}${wrap('(', all(ast.variableDefinitions, ','), ')')}`,
          `on ${ast.typeCondition.name.value}`,
          all(ast.directives, ' '),
          print(ast.selectionSet),
        ],
        ' ',
      );
    case Kind.DIRECTIVE:
      return `@${ast.name.value}${wrap('(', all(ast.arguments, ','), ')')}`;
    case Kind.NAME:
      return ast.value;
    case Kind.NAMED_TYPE:
    case Kind.LIST_TYPE:
    case Kind.NON_NULL_TYPE:
      return typeName(ast);
    case Kind.VARIABLE:
    case Kind.INT:
    case Kind.FLOAT:
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.NULL:
    case Kind.ENUM:
    case Kind.LIST:
    case Kind.OBJECT:
      return value(ast);
    default:
      // Schema definitions never travel from the browser.
      throw new TypeError(`Cannot print a ${node.kind} node`);
  }
}
