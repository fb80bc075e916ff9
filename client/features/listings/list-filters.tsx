import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../generated';
import { useLocale } from '../../app/use-locale';

const ListFiltersQuery = graphql(`
  query ListFilters($goal: Goal!, $lang: String) {
    cities(goal: $goal, lang: $lang) {
      id
      name
      zip
      filter
    }
    propertyTypes(lang: $lang) {
      id
      name
    }
  }
`);

/**
 * City and type filters as a GET form: without JS the browser submits it; with JS it navigates
 * client-side. The query string stays the only state (a new filter starts again at page 1).
 */
export function ListFilters({
  goal,
  pathname,
  city,
  type,
}: {
  goal: 'SALE' | 'RENT';
  pathname: string;
  city?: string;
  type?: number;
}) {
  const lang = useLocale();
  const navigate = useNavigate();
  const { data } = useQuery(ListFiltersQuery, { variables: { goal, lang } });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(e.currentTarget))
      if (typeof value === 'string' && value) next.set(key, value);
    const qs = next.toString();
    void navigate(qs ? `${pathname}?${qs}` : pathname);
  };
  return (
    <form className="list-filters" method="get" action={pathname} onSubmit={onSubmit} role="search">
      <label>
        <span>
          <Trans>City</Trans>
        </span>
        <select name="city" defaultValue={city ?? ''} key={`city-${city ?? ''}-${data ? 1 : 0}`}>
          <option value="">
            <Trans>All cities</Trans>
          </option>
          {(data?.cities ?? []).map((c) => (
            <option key={c.filter} value={c.filter}>
              {c.name} [{c.zip}]
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>
          <Trans>Type</Trans>
        </span>
        <select
          name="type"
          defaultValue={type ? String(type) : ''}
          key={`type-${type ?? ''}-${data ? 1 : 0}`}
        >
          <option value="">
            <Trans>All types</Trans>
          </option>
          {(data?.propertyTypes ?? []).map((ty) => (
            <option key={ty.id} value={ty.id}>
              {ty.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">
        <Trans>Filter</Trans>
      </button>
    </form>
  );
}
