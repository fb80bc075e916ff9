import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
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
  const { data, loading, error } = useQuery(OwnerAccountQuery, { ssr: false, fetchPolicy: 'cache-and-network' });
  return { account: data?.ownerAccount ?? null, checking: loading && !data, error };
}

/** After login: the account is known without another round trip. */
export function useRememberOwner() {
  const client = useApolloClient();
  return useCallback((owner: OwnerAccount) => client.writeQuery({ query: OwnerAccountQuery, data: { ownerAccount: owner } }), [client]);
}

/** Logs out and forgets every owner's answer kept in the page's cache. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const [logout] = useMutation(OwnerLogoutMutation);
  return useCallback(async () => {
    await logout();
    for (const fieldName of ['ownerProperties', 'ownerPropertyStats']) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
    client.writeQuery({ query: OwnerAccountQuery, data: { ownerAccount: null } });
  }, [client, logout]);
}
