import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserClient } from './apollo';

// The server writes its messages (a wrong password, a wait, an ended session) in the request's
// language: x-lang, else Accept-Language. The browser's Accept-Language is not the page's language.
describe('createBrowserClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['fr', 'en', 'nl', 'de'])('says the page language (%s) on every request', async (locale) => {
    const sent: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers));
        return new Response(JSON.stringify({ data: { ownerAccount: null } }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const client = createBrowserClient(undefined, locale);
    await client.query({
      query: gql('query OwnerAccount { ownerAccount { id } }'),
      fetchPolicy: 'network-only',
    });
    await client.mutate({ mutation: gql('mutation OwnerLogout { ownerLogout }') });
    expect(sent).toHaveLength(2);
    for (const headers of sent) expect(headers.get('x-lang')).toBe(locale);
  });
});
