import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  TypeInfo,
  getNullableType,
  isListType,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { translate, type MessageId } from '../messages';
import { TurnsByKey } from '../work-limits';
import { coercedVariables } from './coerced-variables';

/**
 * What one GraphQL operation may ask for, checked in validation, before anything runs. Anonymous
 * visitors reach the API, and 60 aliases of a 100-listing page cost three seconds of CPU: the
 * limits sit far above the site's own documents (a test estimates each of them) and far below such
 * a request.
 */
export const QUERY_LIMITS = {
  /** Nesting of fields (a listing's detail page goes 5 deep). */
  maxDepth: 10,
  /** Aliased fields in the whole operation. */
  maxAliases: 20,
  /** Fields at the root of the operation. */
  maxRootFields: 12,
  /** The estimated cost: one a field, times the number of items of each list it sits in. */
  maxCost: 5_000,
  /**
   * Operations costing more (half the limit: more than any document of the site's own) take
   * turns per client: one runs, `costlyInLine` in all may wait, more are refused at once. Four
   * connections sending the costliest operations then get the CPU of one.
   */
  turnsAboveCost: 2_500,
  costlyInLine: 3,
};

/** The most items any size argument allows (pageSize ≤ 100). */
const LARGEST_PAGE = 100;

/** A list with no size argument counts as this many items (photos, attributes, points of interest …). */
const UNSIZED_LIST_ITEMS = 20;

/**
 * One field costs 1, plus what it selects times the items it returns: `pageSize` (or `limit`) items
 * for a paged or limited field, as many as its `ids` for a list of named items, UNSIZED_LIST_ITEMS
 * for any other list. A page's `items` are already
 * counted by the page's own `pageSize`.
 */
const listSizeEstimator: ComplexityEstimator = ({ field, args, childComplexity, type }) => {
  const own = ownCost(field, args);
  const declared = declaredListSize(field);
  if (declared) return own + declared.maxItems * (declared.itemCost ?? childComplexity);
  const isPageItems = field.name === 'items' && type.name.endsWith('Page');
  // The schema's own description: bounded by the schema and by MAX_INTROSPECTION_LISTS, not by data.
  const isIntrospection = type.name.startsWith('__');
  return own + childComplexity * (isPageItems || isIntrospection ? 1 : itemsOf(field, args));
};

/**
 * What a field costs itself, before what it selects: 1, or what it states with
 * `@Extensions({ cost })` when its work does not show in its selection (a text search over every
 * listing answers a few rows). A function of the field's arguments weighs what they ask for.
 */
export type FieldCost = number | ((args: Record<string, unknown>) => number);

function statedCost(field: GraphQLField<unknown, unknown>): FieldCost | undefined {
  const { cost } = field.extensions as { cost?: unknown };
  return typeof cost === 'number' || typeof cost === 'function' ? (cost as FieldCost) : undefined;
}

function ownCost(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number {
  const cost = statedCost(field);
  if (cost === undefined) return 1;
  const value = typeof cost === 'number' ? cost : cost(args);
  return Number.isFinite(value) && value >= 1 ? value : 1;
}

/**
 * The lists of the schema's description. The standard introspection query goes three deep (types →
 * fields → args); a fourth (types → fields → type → fields …) multiplies the answer by every type's
 * fields again, the known way to make introspection explode, and is refused.
 */
const INTROSPECTION_LISTS = new Set([
  'types',
  'fields',
  'args',
  'inputFields',
  'enumValues',
  'interfaces',
  'possibleTypes',
  'directives',
]);
const MAX_INTROSPECTION_LISTS = 3;

/**
 * A list field that states its own size with `@Extensions({ maxItems, itemCost })`: the map's
 * markers (a thousand flat rows) and the list counts. `itemCost` replaces what each item selects
 * when an item is one row whatever is selected; without it the selection counts as usual.
 */
function declaredListSize(
  field: GraphQLField<unknown, unknown>,
): { maxItems: number; itemCost?: number } | null {
  const { maxItems, itemCost } = field.extensions as { maxItems?: unknown; itemCost?: unknown };
  if (typeof maxItems !== 'number') return null;
  return { maxItems, itemCost: typeof itemCost === 'number' ? itemCost : undefined };
}

function itemsOf(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number {
  for (const name of ['pageSize', 'limit']) {
    const value = args[name];
    // No field gives more than its largest page; a larger size is refused by the field, in its words.
    if (typeof value === 'number' && value > 0) return Math.min(value, LARGEST_PAGE);
  }
  if (!isListType(getNullableType(field.type))) return 1;
  // A list of the items named by `ids` has at most that many.
  if (Array.isArray(args.ids)) return Math.min(Math.max(args.ids.length, 1), LARGEST_PAGE);
  return UNSIZED_LIST_ITEMS;
}

/** The estimated cost of an operation (see listSizeEstimator). */
export function estimateQueryCost(
  schema: GraphQLSchema,
  query: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({
    schema,
    query,
    variables,
    operationName,
    estimators: [listSizeEstimator],
    // The estimate itself must stay cheap: a huge document is refused, not walked.
    maxQueryNodes: 10_000,
  });
}

/** A refusal with a stable message id; formatError writes it in the request's language. */
function limitError(
  messageId: MessageId,
  params: Record<string, number>,
  httpStatus?: number,
  code: 'GRAPHQL_VALIDATION_FAILED' | 'RATE_LIMITED' = 'GRAPHQL_VALIDATION_FAILED',
): GraphQLError {
  return new GraphQLError(translate('en', messageId, params), {
    extensions: {
      code,
      messageId,
      params,
      ...(httpStatus ? { http: { status: httpStatus } } : {}),
    },
  });
}

/** The most selections one operation may hold, fragments counted where they are spread. */
const MAX_WALKED_SELECTIONS = 10_000;
class TooManySelections extends Error {}

/** Depth, aliases and root fields of an operation, fragments followed once per path. */
export function operationShape(
  selectionSet: SelectionSetNode,
  fragment: (name: string) => FragmentDefinitionNode | undefined | null,
): { depth: number; aliases: number; rootFields: number; introspectionLists: number } {
  let aliases = 0;
  let introspectionLists = 0;
  // Fragments spread twice in fragments spread twice … make the walk exponential in the document's
  // size: past this many selections the operation is refused as too costly, unwalked.
  let selections = 0;
  interface Path {
    level: number;
    inFragments: ReadonlySet<string>;
    /** Inside `__schema` or `__type`. */
    introspection: boolean;
    /** Introspection lists (types, fields …) on the way here. */
    lists: number;
  }
  const walk = (set: SelectionSetNode, at: Path): number => {
    let deepest = at.level;
    for (const s of set.selections) {
      if (++selections > MAX_WALKED_SELECTIONS) throw new TooManySelections();
      if (s.kind === Kind.FIELD) {
        if (s.alias) aliases += 1;
        const name = s.name.value;
        const introspection = at.introspection || name === '__schema' || name === '__type';
        // A type reference's `ofType` chain is as long as the schema's wrappers (a few), not a
        // visitor's choice: the standard introspection query nests it seven times.
        const level = introspection && name === 'ofType' ? at.level : at.level + 1;
        const lists = at.lists + (introspection && INTROSPECTION_LISTS.has(name) ? 1 : 0);
        introspectionLists = Math.max(introspectionLists, lists);
        deepest = Math.max(
          deepest,
          s.selectionSet ? walk(s.selectionSet, { ...at, level, introspection, lists }) : level,
        );
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, walk(s.selectionSet, at));
      } else if (!at.inFragments.has(s.name.value)) {
        // A fragment spread inside itself is refused by the standard rules; here it is walked once.
        const definition = fragment(s.name.value);
        if (definition)
          deepest = Math.max(
            deepest,
            walk(definition.selectionSet, { ...at, inFragments: new Set([...at.inFragments, s.name.value]) }),
          );
      }
    }
    return deepest;
  };
  const rootFields = (set: SelectionSetNode, seen: Set<string>): number =>
    set.selections.reduce((n, s) => {
      if (s.kind === Kind.FIELD) return n + 1;
      if (s.kind === Kind.INLINE_FRAGMENT) return n + rootFields(s.selectionSet, seen);
      if (seen.has(s.name.value)) return n;
      seen.add(s.name.value);
      const definition = fragment(s.name.value);
      return definition ? n + rootFields(definition.selectionSet, seen) : n;
    }, 0);
  const depth = walk(selectionSet, { level: 0, inFragments: new Set(), introspection: false, lists: 0 });
  return { depth, aliases, rootFields: rootFields(selectionSet, new Set()), introspectionLists };
}

/** Depth, aliases and root fields of each operation against the limits. */
function shapeRule(limits: typeof QUERY_LIMITS): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      let shape: ReturnType<typeof operationShape>;
      try {
        shape = operationShape(node.selectionSet, (name) => context.getFragment(name));
      } catch (err) {
        if (!(err instanceof TooManySelections)) throw err;
        context.reportError(limitError('error.queryCost', { max: limits.maxCost }));
        return;
      }
      if (shape.depth > limits.maxDepth)
        context.reportError(limitError('error.queryDepth', { max: limits.maxDepth }));
      if (shape.aliases > limits.maxAliases)
        context.reportError(limitError('error.queryAliases', { max: limits.maxAliases }));
      if (shape.introspectionLists > MAX_INTROSPECTION_LISTS)
        context.reportError(limitError('error.queryDepth', { max: limits.maxDepth }));
      if (shape.rootFields > limits.maxRootFields)
        context.reportError(limitError('error.queryRootFields', { max: limits.maxRootFields }));
    },
  });
}

/** The shape limits (depth, aliases, root fields), for Apollo's `validationRules`. */
export function queryLimitRules(limits = QUERY_LIMITS): ValidationRule[] {
  return [shapeRule(limits)];
}

/**
 * The cost limit, as an Apollo plugin: it runs once the operation is resolved, when the variables
 * are known (a page size passed in a variable counts at its value), still before execution.
 */
export function queryCostPlugin<T extends object>(
  limits = QUERY_LIMITS,
  /** Whose turn a costly operation waits for; null for the server's own (its page renders). */
  clientKey: (context: T) => string | null = () => null,
): ApolloServerPlugin<T> {
  // Apollo keeps one parsed document per query text, so a document seen before is the same object.
  // Per document: the variables its cost reads, and the cost per operation and values of those.
  const known = new WeakMap<DocumentNode, { reads: ReadonlySet<string>; costs: Map<string, number> }>();
  const turns = new TurnsByKey(limits.costlyInLine);
  return {
    requestDidStart: async () => {
      let endTurn: (() => void) | null = null;
      return {
        willSendResponse: async () => {
          endTurn?.();
        },
        didResolveOperation: async ({
          request,
          document,
          schema,
          operationName,
          operation,
          contextValue,
        }) => {
          const variables = coercedVariables(request, schema, operation);
          if (!variables) return;
          let entry = known.get(document);
          if (!entry) {
            entry = { reads: variablesTheCostReads(schema, document), costs: new Map() };
            known.set(document, entry);
          }
          const key = JSON.stringify([
            operationName ?? '',
            [...entry.reads].map((name) => variables[name] ?? null),
          ]);
          let cost = entry.costs.get(key);
          if (cost === undefined) {
            try {
              cost = estimateQueryCost(schema, document, variables, operationName ?? undefined);
            } catch {
              // Too many nodes to estimate: refused like an operation over the limit.
              cost = Number.POSITIVE_INFINITY;
            }
            // Page sizes are bounded, so a document has few costs; the bounds only guard memory.
            if (entry.costs.size < MAX_COSTS_PER_DOCUMENT && key.length <= MAX_COST_KEY_LENGTH)
              entry.costs.set(key, cost);
          }
          if (cost > limits.maxCost) throw limitError('error.queryCost', { max: limits.maxCost }, 400);
          const client = cost > limits.turnsAboveCost ? clientKey(contextValue) : null;
          if (client !== null) {
            endTurn = await turns.acquire(client);
            if (!endTurn)
              throw limitError('error.costlyInLine', { max: limits.costlyInLine }, 429, 'RATE_LIMITED');
          }
        },
      };
    },
  };
}

/** Costs kept per document (operation name × values of the variables the estimate reads). */
const MAX_COSTS_PER_DOCUMENT = 1_000;
/** Longer keys (a list of filters with long texts) are estimated every time rather than kept. */
const MAX_COST_KEY_LENGTH = 2_000;

/**
 * The variables the estimate can read: those given as a field's size argument (`pageSize`, `limit`),
 * in the arguments of a field whose stated cost depends on them, or as an @include/@skip
 * condition. Every other variable (the search text, a language) leaves the cost as the document
 * makes it, so a document's cost is estimated once per page size, not once per keystroke:
 * estimating costs more than the rest of the checks together (bench:forms and bench:api CPU
 * profiles).
 */
function variablesTheCostReads(schema: GraphQLSchema, document: DocumentNode): ReadonlySet<string> {
  const reads = new Set<string>();
  const sizeArguments = new Set(['pageSize', 'limit', 'ids']);
  const readAll = (node: ASTNode) =>
    visit(node, {
      Variable(v) {
        reads.add(v.name.value);
      },
    });
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const definition = typeInfo.getFieldDef();
        const readsArguments = definition ? typeof statedCost(definition) === 'function' : false;
        for (const arg of node.arguments ?? []) {
          if (readsArguments) readAll(arg.value);
          else if (sizeArguments.has(arg.name.value) && arg.value.kind === Kind.VARIABLE)
            reads.add(arg.value.name.value);
        }
      },
      Directive(node) {
        if (node.name.value !== 'include' && node.name.value !== 'skip') return;
        for (const arg of node.arguments ?? [])
          if (arg.value.kind === Kind.VARIABLE) reads.add(arg.value.name.value);
      },
    }),
  );
  return new Set([...reads].sort());
}
