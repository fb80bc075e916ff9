// @vitest-environment node
import { parse } from 'graphql';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { describe, expect, it } from 'vitest';
import type { OperationRequest } from '../../common/server-render';
import { createServerClient } from './apollo';
import { renderWithData } from './render-with-data';

// The server render hands Apollo's hooks a suspending `useQuery` through an internal symbol of
// Apollo's React context. These tests fail when an Apollo upgrade moves or drops that seam: the
// components would then render their loading state, without data.

// parse(), not a gql tag: codegen reads tagged documents, and these are not of the site's schema.
const AGENCY = parse(`
  query TestAgency {
    agency {
      id
      name
      cityId
    }
  }
`);
const CITY = parse(`
  query TestCity($id: Int!) {
    city(id: $id) {
      id
      name
    }
  }
`);

type Agency = { agency: { id: number; name: string; cityId: number } };
type City = { city: { id: number; name: string } };

function answer(request: OperationRequest) {
  if (request.operationName === 'TestAgency')
    return { data: { agency: { __typename: 'Agency', id: 1, name: 'Immo Demo', cityId: 7 } } };
  if (request.operationName === 'TestCity' && request.variables.id === 7)
    return { data: { city: { __typename: 'City', id: 7, name: 'Elsene' } } };
  return { errors: [{ message: `unexpected ${request.operationName}` }] };
}

function CityName({ id }: { id: number }) {
  const { data, loading } = useQuery<City>(CITY, { variables: { id } });
  return <span>{loading ? 'city loading' : data?.city.name}</span>;
}

function AgencyCard() {
  const { data, loading } = useQuery<Agency>(AGENCY);
  const skipped = useQuery<City>(CITY, { variables: { id: 0 }, skip: true });
  if (loading || !data) return <p>agency loading</p>;
  return (
    <p>
      {data.agency.name} in <CityName id={data.agency.cityId} />
      {skipped.data ? ' (skipped query answered)' : ''}
    </p>
  );
}

describe('renderWithData', () => {
  it('renders queries that wait on another query’s data, asking each once and never a skipped one', async () => {
    const asked: string[] = [];
    const client = createServerClient(async (request) => {
      asked.push(request.operationName ?? '?');
      return answer(request);
    });
    const html = await renderWithData(
      client,
      <ApolloProvider client={client}>
        <AgencyCard />
      </ApolloProvider>,
    );
    expect(html).toContain('Immo Demo');
    expect(html).toContain('Elsene');
    expect(html).not.toContain('loading');
    expect(html).not.toContain('skipped query answered');
    expect(asked).toEqual(['TestAgency', 'TestCity']);
    // The answers are in the cache the browser is handed, for hydration without asking again.
    expect(JSON.stringify(client.extract())).toContain('Elsene');
  });
});
