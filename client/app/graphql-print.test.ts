import { parse, print as graphqlPrint, visit, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../generated/graphql';
import { print } from './graphql-print';

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';

/**
 * The same document: the server parses the compact text to what graphql-js's own text parses to
 * (a block string's value comes back as a plain string: the same value).
 */
const sameDocument = (doc: DocumentNode) =>
  expect(graphqlPrint(parse(print(doc)))).toBe(
    graphqlPrint(visit(doc, { StringValue: (node) => ({ ...node, block: false }) })),
  );

describe('the browser GraphQL printer', () => {
  const documents = Object.entries(generated).filter((entry): entry is [string, DocumentNode] =>
    isDocument(entry[1]),
  );

  it('has the site documents to print', () => {
    expect(documents.length).toBeGreaterThan(20);
  });

  it.each(documents)('prints %s to the same document', (_name, doc) => sameDocument(doc));

  it.each([
    ['the query shorthand', '{ a b { c } }'],
    [
      'aliases, arguments, nested lists and objects',
      'query Q { x: field(a: 1, b: [1.5, -2e3], c: {d: ENUM, e: null, f: true, g: false}) { id } }',
    ],
    [
      'variables with defaults and directives',
      'query Q($a: Int! = 3, $b: [String!]! = ["x"], $c: Boolean @dir(v: 1)) @op { f(a: $a) @include(if: $c) @skip(if: false) }',
    ],
    [
      'escapes in strings',
      String.raw`{ f(s: "quote \" backslash \\ newline \n tab \t unicode é \u00e9 emoji 😀 slash /") }`,
    ],
    ['a block string', '{ f(s: """\n  line one\n    "quoted"\n  line two\n""") }'],
    [
      'fragments, spreads and inline fragments',
      'query Q { ...F @d node { ... on A { a } ... @include(if: true) { b } ... { c } } } fragment F on Query @x { f }',
    ],
    ['mutations and subscriptions', 'mutation M($i: In!) { m(input: $i) { ok } } subscription S { s }'],
    ['an anonymous query with variables', 'query ($a: ID) { f(id: $a) }'],
  ])('prints %s to the same document', (_name, source) => sameDocument(parse(source)));

  it('puts an operation on one line', () => {
    expect(
      print(
        parse('query Q($id: Int!) {\n  property(id: $id) {\n    id\n    ... on Property { title }\n  }\n}'),
      ),
    ).toBe('query Q($id:Int!) {property(id:$id) {id ... on Property {title}}}');
  });

  it('refuses schema definitions', () => {
    expect(() => print(parse('type T { f: Int }'))).toThrow('Cannot print a ObjectTypeDefinition node');
  });
});
