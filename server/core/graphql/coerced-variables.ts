import type { GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { getVariableValues } from 'graphql/execution/values';

const coercedByRequest = new WeakMap<object, Record<string, unknown> | null>();

/**
 * A request's variables as the executor will see them, coerced once per request and shared by the
 * checks that run before execution (the bad-input check, the cost limit). Null when the executor
 * will refuse them: it is left to do so, since its message names the variable.
 */
export function coercedVariables(
  request: { variables?: Record<string, unknown> },
  schema: GraphQLSchema,
  operation: OperationDefinitionNode | undefined,
): Record<string, unknown> | null {
  if (coercedByRequest.has(request)) return coercedByRequest.get(request) ?? null;
  const result = getVariableValues(schema, operation?.variableDefinitions ?? [], request.variables ?? {});
  const coerced = result.errors ? null : result.coerced;
  coercedByRequest.set(request, coerced);
  return coerced;
}
