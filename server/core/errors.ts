import { randomUUID } from 'node:crypto';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { isMessageId, translate, type MessageId } from './messages';
import type { LanguageCode } from './config';
import { logger } from './logger';
import { currentRequestId } from './request-id';

/** The codes a client can rely on; each maps to one GraphQL `extensions.code`. */
export type AppErrorCode = 'NOT_FOUND' | 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'RATE_LIMITED';

/** The one error type domain code throws. Its message is localized when the response is formatted. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly messageId: MessageId,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
  ) {
    super(translate('en', messageId, params));
    this.name = 'AppError';
  }
}

export const notFound = (messageId: MessageId, params?: Record<string, string | number>) =>
  new AppError('NOT_FOUND', messageId, params);
export const badInput = (messageId: MessageId, params?: Record<string, string | number>, field?: string) =>
  new AppError('BAD_USER_INPUT', messageId, params, field);

/** Codes Apollo and graphql-js produce themselves that are safe to pass to clients as they are. */
const PASS_THROUGH = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  // The query limits' own refusal of a client's costly operations past its line.
  'RATE_LIMITED',
]);

/**
 * Turns any error into what a client may see: AppErrors get their code and a message in the
 * request's language; TypeGraphQL argument validation becomes BAD_USER_INPUT; anything unknown is
 * hidden behind INTERNAL_SERVER_ERROR with no stack trace.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  lang: LanguageCode,
  exposeInternals: boolean,
): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof AppError) {
    return {
      message: translate(lang, original.messageId, original.params),
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: original.code,
        messageId: original.messageId,
        ...(original.field ? { field: original.field } : {}),
      },
    };
  }
  const validation = argumentValidationErrors(original);
  if (validation) {
    const fields = validation.map((v) => v.property);
    return {
      message: translate(lang, 'error.invalidArguments', { fields: fields.join(', ') }),
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'BAD_USER_INPUT', messageId: 'error.invalidArguments', fields },
    };
  }
  // Apollo gives INTERNAL_SERVER_ERROR to any error without a code: that is no code of its own.
  const code =
    formatted.extensions?.code === 'INTERNAL_SERVER_ERROR' ? undefined : formatted.extensions?.code;
  if (typeof code === 'string' && PASS_THROUGH.has(code)) {
    const { stacktrace: _stack, params, http: _http, ...extensions } = formatted.extensions ?? {};
    // Refusals of our own (the query limits) carry a message id: written in the request's language.
    const messageId = extensions.messageId;
    if (typeof messageId === 'string' && isMessageId(messageId))
      return {
        ...formatted,
        message: translate(lang, messageId, (params ?? {}) as Record<string, string | number>),
        extensions,
      };
    return { ...formatted, extensions };
  }
  if (
    !(original instanceof GraphQLError) ||
    original.originalError ||
    (!code && !aboutTheRequest(original))
  ) {
    // Logged in every environment with the request's id, which the visitor gets to quote.
    const requestId = currentRequestId() ?? randomUUID();
    logger.error({ err: original, requestId, path: formatted.path?.join('.') }, 'internal server error');
    return {
      message: translate(lang, 'error.internal'),
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: 'INTERNAL_SERVER_ERROR',
        requestId,
        ...(exposeInternals && formatted.extensions?.stacktrace
          ? { stacktrace: formatted.extensions.stacktrace }
          : {}),
      },
    };
  }
  // A GraphQLError raised by graphql-js itself (e.g. coercion of variables): its message is safe.
  const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions: { ...extensions, code: code ?? 'BAD_USER_INPUT' } };
}

/**
 * graphql-js and Apollo word errors about the request itself (too many invalid variables …) as
 * GraphQLErrors with no code, no original error and no path: the client's mistake, in safe words.
 * An error raised while a field ran has a path (a null in a non-null field is the server's); a
 * thrown value that is not an Error gets the same shape as a request error, and is told apart.
 */
const aboutTheRequest = (e: GraphQLError): boolean =>
  !e.originalError && !e.path && !e.message.startsWith('Unexpected error value');

/** TypeGraphQL's ArgumentValidationError keeps class-validator's failures in `extensions`. */
function argumentValidationErrors(e: unknown): { property: string }[] | null {
  if (typeof e !== 'object' || e === null) return null;
  const candidate = e as { extensions?: { validationErrors?: unknown }; validationErrors?: unknown };
  const list = candidate.extensions?.validationErrors ?? candidate.validationErrors;
  return Array.isArray(list) ? (list as { property: string }[]) : null;
}
