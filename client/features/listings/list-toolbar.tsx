import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../ui/icon';
import { useMounted } from '../../ui/use-mounted';
import { LIST_SORTS, listHref, writeListParams, type ListParams, type ListSort } from './list-params';

/**
 * What the sort form sends besides `sort`: the list's other parameters as they are, without
 * `page` (a new order starts at page 1).
 */
export function sortFormFields(params: ListParams): [string, string][] {
  const fields = writeListParams({ ...params, page: 1 });
  fields.delete('sort');
  return [...fields];
}

/**
 * Above the results: how many there are, the order, and list or map. Each choice is a new
 * address (back to page 1), so the back button and a shared link give the same view.
 */
export function ListToolbar({
  pathname,
  params,
  total,
}: {
  pathname: string;
  params: ListParams;
  total: number | null;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const sortId = useId();
  const sortLabels: Record<ListSort, string> = {
    newest: t`Newest first`,
    'price-asc': t`Price: low to high`,
    'price-desc': t`Price: high to low`,
    'living-area': t`Living area: largest first`,
  };
  const mounted = useMounted();
  const listLabel = (
    <>
      <Icon name="list" />
      <Trans>List</Trans>
    </>
  );
  const mapLabel = (
    <>
      <Icon name="map" />
      <Trans>Map</Trans>
    </>
  );
  const go = (next: ListParams) => void navigate(listHref(pathname, next));
  const sortBy = (value: string) => {
    const sort = LIST_SORTS.find((s) => s === value) ?? 'newest';
    go({ ...params, sort, page: 1 });
  };
  const onSortSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    sortBy(String(new FormData(e.currentTarget).get('sort') ?? ''));
  };
  return (
    <div className="list-toolbar">
      <p className="list-toolbar__count" role="status">
        {total === null ? null : <Plural value={total} one="# property" other="# properties" />}
      </p>
      {/* A GET form: until the page has hydrated (and without JavaScript) its button applies the
          order, the other parameters going along as hidden fields; hydrated, a change applies at once. */}
      <form className="list-toolbar__sort" method="get" action={pathname} onSubmit={onSortSubmit}>
        <label htmlFor={sortId}>
          <Trans>Sort by</Trans>
        </label>
        <select id={sortId} name="sort" value={params.sort} onChange={(e) => sortBy(e.target.value)}>
          {LIST_SORTS.map((s) => (
            <option key={s} value={s}>
              {sortLabels[s]}
            </option>
          ))}
        </select>
        {sortFormFields(params).map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        {mounted ? null : (
          <button type="submit" className="list-toolbar__apply">
            <Trans>Apply</Trans>
          </button>
        )}
      </form>
      <div className="list-toolbar__view" role="group" aria-label={t`Show as`}>
        {mounted ? (
          <>
            <button
              type="button"
              aria-pressed={params.view === 'list'}
              onClick={() => go({ ...params, view: 'list' })}
            >
              {listLabel}
            </button>
            <button
              type="button"
              aria-pressed={params.view === 'map'}
              onClick={() => go({ ...params, view: 'map', page: 1 })}
            >
              {mapLabel}
            </button>
          </>
        ) : (
          // Until the page has hydrated (and without JavaScript): the same choices as links.
          <>
            <a
              href={listHref(pathname, { ...params, view: 'list' })}
              aria-current={params.view === 'list' ? 'true' : undefined}
            >
              {listLabel}
            </a>
            <a
              href={listHref(pathname, { ...params, view: 'map', page: 1 })}
              aria-current={params.view === 'map' ? 'true' : undefined}
            >
              {mapLabel}
            </a>
          </>
        )}
      </div>
    </div>
  );
}
