import { skipToken, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../generated';
import { useLocale } from '../../app/use-locale';
import { useDebouncedValue } from './use-debounced-value';
import './search.css';

export const SearchQuery = graphql(`
  query Search($text: String!, $lang: String) {
    search(text: $text, lang: $lang) {
      types {
        id
        name
        countSaleProperty
        countRentProperty
      }
      cities {
        name
        zip
        countSale
        countRent
        filter
      }
      properties {
        id
        typeDescription
        path
        thumbnail {
          url
        }
      }
    }
  }
`);

export const SEARCH_DEBOUNCE_MS = 200;
const DESCRIPTION_MAX = 100;

/** The type description in the search dropdown is cut at 100 characters. */
export function cutDescription(text: string, max = DESCRIPTION_MAX): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

interface Option {
  id: string;
  group: 'types' | 'cities' | 'properties';
  href?: string;
  content: ReactNode;
}

/**
 * The home search box: an ARIA combobox whose listbox groups types, cities and properties.
 * Input is debounced; blank text sends no query; Apollo ignores answers to superseded variables.
 */
export function SearchBox({
  salePath,
  rentPath,
  showCounts = true,
}: {
  salePath: string;
  rentPath: string;
  showCounts?: boolean;
}) {
  const lang = useLocale();
  const { t } = useLingui();
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = text.trim() === '' ? '' : debounced;
  const { data, previousData } = useQuery(
    SearchQuery,
    query ? { variables: { text: query, lang } } : skipToken,
  );
  const result = query ? (data ?? previousData)?.search : undefined;

  const list = (path: string, key: 'city' | 'type', value: string) =>
    `${path}?${new URLSearchParams({ [key]: value }).toString()}`;
  const listFor = (sale: number, rent: number, key: 'city' | 'type', value: string) =>
    sale > 0 ? list(salePath, key, value) : rent > 0 ? list(rentPath, key, value) : undefined;
  const counts = (sale: number, rent: number) =>
    showCounts ? (
      <span className="search-counts">
        <Trans>For sale ({sale})</Trans> · <Trans>For rent ({rent})</Trans>
      </span>
    ) : null;

  const options: Option[] = !result
    ? []
    : [
        ...result.types.map((ty) => ({
          id: `${baseId}-type-${ty.id}`,
          group: 'types' as const,
          href: listFor(ty.countSaleProperty, ty.countRentProperty, 'type', String(ty.id)),
          content: (
            <>
              <span className="search-name">{ty.name}</span>{' '}
              {counts(ty.countSaleProperty, ty.countRentProperty)}
            </>
          ),
        })),
        ...result.cities.map((c) => ({
          id: `${baseId}-city-${c.filter}`,
          group: 'cities' as const,
          href: listFor(c.countSale, c.countRent, 'city', c.filter),
          content: (
            <>
              <span className="search-name">
                {c.name} [{c.zip}]
              </span>{' '}
              {counts(c.countSale, c.countRent)}
            </>
          ),
        })),
        ...result.properties.map((p) => ({
          id: `${baseId}-property-${p.id}`,
          group: 'properties' as const,
          href: p.path,
          content: (
            <>
              {p.thumbnail ? (
                <img src={p.thumbnail.url} width={60} height={60} alt="" className="search-thumb" />
              ) : (
                <span className="search-thumb" />
              )}
              <span className="search-name">{cutDescription(p.typeDescription)}</span>{' '}
              <span className="search-ref">
                <Trans>Ref: {p.id}</Trans>
              </span>
            </>
          ),
        })),
      ];

  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  const move = (delta: number) => {
    if (options.length === 0) return;
    setOpen(true);
    setActive((i) =>
      i < 0 && delta < 0 ? options.length - 1 : (i + delta + options.length) % options.length,
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        move(-1);
        break;
      case 'Enter':
        if (activeOption?.href) {
          e.preventDefault();
          setOpen(false);
          void navigate(activeOption.href);
        }
        break;
      case 'Escape':
        if (expanded) e.preventDefault();
        setOpen(false);
        setActive(-1);
        break;
    }
  };

  const groups: { key: Option['group']; label: string }[] = [
    { key: 'types', label: t`Types` },
    { key: 'cities', label: t`Cities` },
    { key: 'properties', label: t`Properties` },
  ];

  return (
    <div className="search-box">
      <label htmlFor={`${baseId}-input`} className="search-label">
        <Trans>Search a property, a city or a postcode</Trans>
      </label>
      <input
        id={`${baseId}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption?.id}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t`Search results`}
        className="search-listbox"
        hidden={!expanded}
      >
        {groups.map(({ key, label }) => {
          const rows = options.map((o, i) => ({ o, i })).filter(({ o }) => o.group === key);
          if (rows.length === 0) return null;
          return (
            <li key={key} role="presentation">
              <div role="group" aria-labelledby={`${baseId}-${key}`}>
                <div id={`${baseId}-${key}`} role="presentation" className="search-heading">
                  {label}
                </div>
                <ul role="presentation">
                  {rows.map(({ o, i }) => (
                    <li
                      key={o.id}
                      id={o.id}
                      role="option"
                      aria-selected={i === active}
                      aria-disabled={o.href ? undefined : true}
                      className={`search-option${o.href ? '' : ' is-disabled'}${i === active ? ' is-active' : ''}`}
                      // Keep focus in the box so a click is not lost to the blur that closes the list.
                      onMouseDown={(e) => e.preventDefault()}
                    >
                      {o.href ? (
                        <Link to={o.href} tabIndex={-1} onClick={() => setOpen(false)}>
                          {o.content}
                        </Link>
                      ) : (
                        <span>{o.content}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
