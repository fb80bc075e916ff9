import {
  getIntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  print,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { ApolloServer } from '@apollo/server';
import { GraphQLInt, GraphQLObjectType, GraphQLSchema as Schema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
// The site's own documents, as codegen compiled them from client/: they must stay well inside.
import * as clientDocuments from '../../../client/generated/graphql';
import { appSchema } from '../../schema';
import {
  QUERY_LIMITS,
  estimateQueryCost,
  operationShape,
  queryCostPlugin,
  queryLimitRules,
} from './query-limits';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await appSchema();
});

const shapeOf = (query: string) => {
  const doc = parse(query);
  const fragments = new Map(
    doc.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [[d.name.value, d] as const] : [])),
  );
  const operation = doc.definitions.find((d) => d.kind === 'OperationDefinition');
  if (operation?.kind !== 'OperationDefinition') throw new Error('no operation');
  return operationShape(operation.selectionSet, (name) => fragments.get(name));
};

describe('operationShape', () => {
  it.each([
    ['one field', '{ a }', { depth: 1, aliases: 0, rootFields: 1, introspectionLists: 0 }],
    ['nested', '{ a { b { c } } d }', { depth: 3, aliases: 0, rootFields: 2, introspectionLists: 0 }],
    [
      'aliases anywhere',
      '{ x: a { y: b } z: a }',
      { depth: 2, aliases: 3, rootFields: 2, introspectionLists: 0 },
    ],
    [
      'fragments count where they are spread',
      '{ a { ...F } } fragment F on T { b { c } }',
      { depth: 3, aliases: 0, rootFields: 1, introspectionLists: 0 },
    ],
    [
      'root fields through fragments',
      '{ ...R } fragment R on Query { a b c }',
      { depth: 1, aliases: 0, rootFields: 3, introspectionLists: 0 },
    ],
    [
      'inline fragments',
      '{ ... on Query { a { b } } }',
      { depth: 2, aliases: 0, rootFields: 1, introspectionLists: 0 },
    ],
    [
      'a fragment spread in itself is walked once',
      '{ a { ...F } } fragment F on T { b { ...F } }',
      { depth: 2, aliases: 0, rootFields: 1, introspectionLists: 0 },
    ],
  ])('%s', (_name, query, expected) => {
    expect(shapeOf(query)).toEqual(expected);
  });
});

describe('query limits', () => {
  const refusal = (query: string) =>
    validate(schema, parse(query), queryLimitRules()).map((e) => e.extensions.messageId);

  it('refuses 60 aliases of a 100-listing page in validation', () => {
    const aliases = Array.from(
      { length: 60 },
      (_, i) => `a${i}: properties(pageSize: 100) { items { id title } }`,
    );
    expect(refusal(`{ ${aliases.join(' ')} }`)).toEqual(['error.queryAliases', 'error.queryRootFields']);
  });

  it('refuses a query nested deeper than the limit', () => {
    expect(refusal('{ property(id: 1) { manager { name } } }')).toEqual([]);
    // Menus hold menus: eleven levels of children.
    const tooDeep = `{ menus ${'{ children '.repeat(10)}{ id }${' }'.repeat(10)} }`;
    expect(refusal(tooDeep)).toEqual(['error.queryDepth']);
  });

  it('refuses fragments spread twice in fragments spread twice … quickly, unwalked', () => {
    const levels = 24;
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on Query { ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : '__typename'} }`,
    );
    const started = performance.now();
    expect(refusal(`{ ...F0 } ${fragments.join(' ')}`)).toEqual(['error.queryCost']);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("lets the explorer's standard introspection query through, and refuses a fourth nested list", () => {
    const standard = parse(getIntrospectionQuery());
    expect(validate(schema, standard, queryLimitRules())).toEqual([]);
    expect(estimateQueryCost(schema, standard)).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
    expect(
      refusal('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }'),
    ).toEqual(['error.queryDepth']);
  });

  it('estimates list sizes multiplied: a 100-listing page of photos costs more than the limit', () => {
    const cost = (query: string, variables = {}) => estimateQueryCost(schema, parse(query), variables);
    expect(cost('{ properties(pageSize: 1) { total } }')).toBe(2);
    expect(cost('{ properties(pageSize: 50) { items { id title } } }')).toBe(1 + 50 * (1 + 2));
    const photos = 'query($n: Int!) { properties(pageSize: $n) { items { photos { url width height } } } }';
    expect(cost(photos, { n: 100 })).toBeGreaterThan(QUERY_LIMITS.maxCost);
    expect(cost(photos, { n: 1 })).toBeLessThan(QUERY_LIMITS.maxCost);
  });

  it('counts the map markers at their largest number, one row each whatever they select', () => {
    const cost = (query: string) => estimateQueryCost(schema, parse(query));
    const markers = '{ propertyMarkers { id title price { formatted } thumbnail { url width height } } }';
    expect(cost(markers)).toBe(1 + 1000);
    expect(cost('{ propertyMarkers { id } }')).toBe(cost(markers));
    // Aliases cannot multiply them past the limit unnoticed.
    expect(
      cost(
        `{ a: propertyMarkers { id } b: propertyMarkers { id } c: propertyMarkers { id } d: propertyMarkers { id } e: propertyMarkers { id } }`,
      ),
    ).toBeGreaterThan(QUERY_LIMITS.maxCost);
  });

  it('weighs a text search and each count with free text by the work they cause, not by their few rows', () => {
    const cost = (query: string) => estimateQueryCost(schema, parse(query));
    const aliases = (n: number, field: string) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
    // The probe's operation: eight counts with text and a price each, 12 times over.
    const textCounts = `propertyCounts(filters: [${Array.from({ length: 8 }, () => '{ goal: SALE, text: "a", minPrice: 100000 }').join(', ')}])`;
    expect(cost(aliases(12, textCounts))).toBeGreaterThan(QUERY_LIMITS.maxCost);
    expect(cost(aliases(2, textCounts))).toBeGreaterThan(QUERY_LIMITS.maxCost);
    expect(cost(textCounts.replace(/^/, '{ ').concat(' }'))).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
    // Counts without text are indexed and stay cheap; blank text is no text.
    const plainCounts = `propertyCounts(filters: [${Array.from({ length: 8 }, () => '{ goal: SALE, text: " ", minPrice: 1 }').join(', ')}])`;
    expect(cost(aliases(12, plainCounts))).toBeLessThan(QUERY_LIMITS.maxCost / 4);
    // Searches: at most two in one operation, however little each selects.
    expect(cost(aliases(3, 'search(text: "a") { types { id } }'))).toBeGreaterThan(QUERY_LIMITS.maxCost);
    // …and two of the search box's own selection fit.
    const operation = clientDocuments.SearchDocument.definitions[0];
    if (operation.kind !== 'OperationDefinition') throw new Error('no operation');
    const searchField = print(operation.selectionSet.selections[0]);
    // With the lists' totals the home box asks for: its costliest form.
    const twoSearchBoxes = `query($text: String!, $lang: String, $withTotals: Boolean! = true) { a: ${searchField} b: ${searchField} }`;
    expect(estimateQueryCost(schema, parse(twoSearchBoxes), { text: 'wat' })).toBeLessThanOrEqual(
      QUERY_LIMITS.maxCost,
    );
  });

  it("keeps every document of the site's own pages well inside every limit", () => {
    const documents = Object.entries(clientDocuments).filter((entry): entry is [string, DocumentNode] =>
      entry[0].endsWith('Document'),
    );
    expect(documents.length).toBeGreaterThan(40);
    const report = documents.map(([name, doc]) => {
      const operation = doc.definitions.find((d) => d.kind === 'OperationDefinition');
      if (operation?.kind !== 'OperationDefinition') throw new Error(`${name} has no operation`);
      const fragments = new Map(
        doc.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [[d.name.value, d] as const] : [])),
      );
      return {
        name,
        errors: validate(schema, doc, queryLimitRules()).map((e) => e.message),
        cost: estimateQueryCost(schema, doc, sampleVariables(operation)),
        ...operationShape(operation.selectionSet, (n) => fragments.get(n)),
      };
    });
    for (const r of report) {
      expect(r.errors, r.name).toEqual([]);
      // "Well inside": at most half of each limit.
      expect(r.cost, r.name).toBeLessThanOrEqual(QUERY_LIMITS.maxCost / 2);
      expect(r.depth, r.name).toBeLessThanOrEqual(QUERY_LIMITS.maxDepth / 2 + 1);
      expect(r.aliases, r.name).toBeLessThanOrEqual(QUERY_LIMITS.maxAliases / 2);
      expect(r.rootFields, r.name).toBeLessThanOrEqual(QUERY_LIMITS.maxRootFields / 2);
    }
  });
});

/** Values for an operation's required variables, enough to estimate it (no size travels in a variable). */
function sampleVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const sample = (type: GraphQLInputType): unknown => {
    if (!isNonNullType(type)) return undefined;
    const inner = type.ofType;
    if (isListType(inner)) return [];
    if (isEnumType(inner)) return inner.getValues()[0].value;
    if (isInputObjectType(inner))
      return Object.fromEntries(
        Object.values(inner.getFields()).flatMap((f) => {
          const v = sample(f.type);
          return v === undefined ? [] : [[f.name, v]];
        }),
      );
    return { Int: 1, Float: 1, Boolean: false }[inner.name] ?? '1';
  };
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).flatMap((d) => {
      const v = sample(typeFromAST(schema, d.type) as GraphQLInputType);
      return v === undefined ? [] : [[d.variable.name.value, v]];
    }),
  );
}

describe('costly operations take turns per client', () => {
  it('runs one at a time per client, lets the line wait, refuses past it; others and cheap ones pass', async () => {
    // A field stating a cost over the turns' threshold, held open until the test lets it answer.
    let open = () => {};
    let gate = new Promise<void>((resolve) => (open = resolve));
    const running: string[] = [];
    let atOnce = 0;
    let mostAtOnce = 0;
    const query = new GraphQLObjectType<unknown, { client: string }>({
      name: 'Query',
      fields: {
        costly: {
          type: GraphQLInt,
          extensions: { cost: 3_000 },
          resolve: async (_root, _args, ctx) => {
            running.push(ctx.client);
            mostAtOnce = Math.max(mostAtOnce, ++atOnce);
            await gate;
            atOnce--;
            return 1;
          },
        },
        cheap: { type: GraphQLInt, resolve: () => 2 },
      },
    });
    const server = new ApolloServer<{ client: string }>({
      schema: new Schema({ query }),
      plugins: [queryCostPlugin<{ client: string }>(QUERY_LIMITS, (ctx) => ctx.client)],
    });
    await server.start();
    const ask = async (text: string, client: string) => {
      const res = await server.executeOperation({ query: text }, { contextValue: { client } });
      if (res.body.kind !== 'single') throw new Error('single result expected');
      return { status: res.http.status, ...res.body.singleResult };
    };
    try {
      const line = [1, 2, 3].map(() => ask('{ costly }', 'a'));
      // The fourth of client a finds its line full: refused at once, while the first still runs.
      await expect.poll(() => running.length).toBe(1);
      const refused = await ask('{ costly }', 'a');
      expect(refused.status).toBe(429);
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'RATE_LIMITED',
        messageId: 'error.costlyInLine',
      });
      // Another client and a cheap operation do not wait for client a.
      const other = ask('{ costly }', 'b');
      await expect.poll(() => running).toEqual(['a', 'b']);
      expect((await ask('{ cheap }', 'a')).data).toEqual({ cheap: 2 });
      open();
      gate = Promise.resolve();
      const answers = await Promise.all([...line, other]);
      expect(answers.map((a) => a.data)).toEqual(Array(4).fill({ costly: 1 }));
      // Client a's three ran one after the other, beside client b's one.
      expect(mostAtOnce).toBe(2);
      expect(running).toEqual(['a', 'b', 'a', 'a']);
    } finally {
      open();
      await server.stop();
    }
  });
});
