import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { graphql } from '../../generated';
import type { OwnerAccountQuery as OwnerAccountData } from '../../generated/graphql';

export const OwnerAccountQuery = graphql(`
  query OwnerAccount {
    ownerAccount {
      id
      email
      firstName
      lastName
    }
  }
`);

const OwnerLogoutMutation = graphql(`
  mutation OwnerLogout {
    ownerLogout
  }
`);

export type OwnerAccount = NonNullable<OwnerAccountData['ownerAccount']>;

/**
 * Who is logged in, asked by the browser only: the session cookie is HttpOnly and the server
 * render has no session, so the server renders the "checking" state and never an owner's data.
 */
export function useOwnerAccount() {
  const { data, loading, error } = useQuery(OwnerAccountQuery, {
    ssr: false,
    fetchPolicy: 'cache-and-network',
  });
  return { account: data?.ownerAccount ?? null, checking: loading && !data, error };
}

/** Whatever the page's cache holds of an owner's data goes; `owner` (or nobody) is who is logged in now. */
function switchOwner(client: ApolloClient, owner: OwnerAccount | null): void {
  for (const fieldName of ['ownerProperties', 'ownerPropertyStats'])
    client.cache.evict({ id: 'ROOT_QUERY', fieldName });
  client.cache.gc();
  client.writeQuery({ query: OwnerAccountQuery, data: { ownerAccount: owner } });
}

/** After login or a password reset: the account is known without another round trip, and nothing of a previous owner stays. */
export function useRememberOwner() {
  const client = useApolloClient();
  return useCallback((owner: OwnerAccount) => switchOwner(client, owner), [client]);
}

/** Logs out and forgets every owner's answer kept in the page's cache. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const [logout] = useMutation(OwnerLogoutMutation);
  return useCallback(async () => {
    await logout();
    switchOwner(client, null);
  }, [client, logout]);
}

/**
 * What the server said went wrong, written in the page's language (every request sends it, see
 * createBrowserClient); null for a failure with no answer (network down), which the page words itself.
 */
export const serverMessage = (error: unknown): string | null =>
  CombinedGraphQLErrors.is(error) ? (error.errors.find((e) => e.message)?.message ?? null) : null;

export const isUnauthenticated = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');

/** A session that ended on the server (expired, or a password reset elsewhere): the page shows the login prompt again. */
export function useSessionEnded(error: unknown): void {
  const client = useApolloClient();
  useEffect(() => {
    if (isUnauthenticated(error)) switchOwner(client, null);
  }, [client, error]);
}
