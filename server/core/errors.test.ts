import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { AppError, formatError } from './errors';
import { logger } from './logger';
import { withRequestId } from './request-id';
import { translate } from './messages';

describe('formatError', () => {
  const formatted = (e: GraphQLError) => e.toJSON();

  it('maps an AppError to its code and a message in the request language', () => {
    const err = new GraphQLError('x', {
      originalError: new AppError('NOT_FOUND', 'error.propertyNotFound', { id: 42 }),
    });
    const out = formatError(formatted(err), err, 'nl', false);
    expect(out.message).toBe('Pand niet gevonden: er is geen pand met referentie 42.');
    expect(out.extensions).toEqual({ code: 'NOT_FOUND', messageId: 'error.propertyNotFound' });
  });

  it('hides unknown errors: generic localized message, no stack, no internals', () => {
    const internal = new Error('connection to 10.0.0.5 refused: password authentication failed');
    const err = new GraphQLError(internal.message, {
      originalError: internal,
      extensions: { stacktrace: ['at secret.ts:1'] },
    });
    const out = formatError(formatted(err), err, 'fr', false);
    expect(out.message).toBe(translate('fr', 'error.internal'));
    expect(out.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: expect.any(String) });
    expect(JSON.stringify(out)).not.toMatch(/password|10\.0\.0\.5|secret\.ts/);
  });

  it('logs every internal error at error level, with the original error and the id the client gets', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const internal = new Error('relation "faq_item" does not exist');
      const err = new GraphQLError(internal.message, { originalError: internal, path: ['faq'] });
      let out: ReturnType<typeof formatError> | undefined;
      withRequestId({} as never, { setHeader: () => undefined } as never, () => {
        out = formatError(formatted(err), err, 'en', false);
      });
      expect(logged).toHaveBeenCalledTimes(1);
      const [fields] = logged.mock.calls[0] as unknown as [Record<string, unknown>];
      expect(fields).toMatchObject({ err: internal, path: 'faq' });
      expect(fields.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(out?.extensions?.requestId).toBe(fields.requestId);
    } finally {
      logged.mockRestore();
    }
  });

  /** What Apollo hands formatError: the error as JSON, INTERNAL_SERVER_ERROR when it had no code. */
  const enriched = (e: GraphQLError) => {
    const json = e.toJSON();
    return {
      ...json,
      extensions: { ...json.extensions, code: json.extensions?.code ?? 'INTERNAL_SERVER_ERROR' },
    };
  };

  it('treats a codeless error raised while a field ran (a null in a non-null field) as internal', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const err = new GraphQLError('Cannot return null for non-nullable field Query.faq.', { path: ['faq'] });
      const out = formatError(enriched(err), err, 'en', false);
      expect(out.message).toBe(translate('en', 'error.internal'));
      expect(out.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId: expect.any(String) });
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });

  it('gives a codeless error of graphql-js about the request itself BAD_USER_INPUT, unlogged', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const err = new GraphQLError(
        'Too many errors processing variables, error limit reached. Execution aborted.',
      );
      const out = formatError(enriched(err), err, 'en', false);
      expect(out.extensions).toEqual({ code: 'BAD_USER_INPUT' });
      expect(out.message).toBe(err.message);
      expect(logged).not.toHaveBeenCalled();
      // A thrown value that is no Error looks the same, and is the server's.
      const odd = new GraphQLError('Unexpected error value: "boom"');
      expect(formatError(enriched(odd), odd, 'en', false).extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      logged.mockRestore();
    }
  });

  it('keeps the stack trace only when asked (development)', () => {
    const internal = new Error('boom');
    const err = new GraphQLError('boom', { originalError: internal, extensions: { stacktrace: ['at x'] } });
    expect(formatError(formatted(err), err, 'en', true).extensions?.stacktrace).toEqual(['at x']);
  });
});
