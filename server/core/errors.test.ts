import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './config';
import { AppError, formatError } from './errors';
import { MESSAGE_IDS, translate } from './messages';

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
    expect(out.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(JSON.stringify(out)).not.toMatch(/password|10\.0\.0\.5|secret\.ts/);
  });

  it('keeps the stack trace only when asked (development)', () => {
    const internal = new Error('boom');
    const err = new GraphQLError('boom', { originalError: internal, extensions: { stacktrace: ['at x'] } });
    expect(formatError(formatted(err), err, 'en', true).extensions?.stacktrace).toEqual(['at x']);
  });
});

describe('server messages', () => {
  it.each(MESSAGE_IDS)('%s exists in every interface language with the same placeholders', (id) => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const english = placeholders(translate('en', id));
    for (const lang of SUPPORTED_LANGUAGES) {
      const text = translate(lang, id);
      expect(text.trim()).not.toBe('');
      expect(placeholders(text)).toEqual(english);
    }
  });
});
