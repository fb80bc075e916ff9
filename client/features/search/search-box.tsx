import { skipToken, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../generated';
import type { SearchQuery as SearchAnswer } from '../../generated/graphql';
import { useLocale } from '../../i18n/use-locale';
import { Icon } from '../../ui/icon';
import { ListingPrice } from '../../ui/listing-price';
import { searchTargets, SEARCH_TEXT_MAX, type SearchChoice, type SearchTargets } from './search-targets';
import { useDebouncedValue } from './use-debounced-value';
import './search.css';

export const SearchQuery = graphql(`
  query Search($text: String!, $lang: String, $withTotals: Boolean! = false) {
    search(text: $text, lang: $lang) {
      listTotals @include(if: $withTotals) {
        sale
        rent
      }
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
        title
        city
        goal
        availability
        typeDescription
        path
        price {
          formatted
          amount
        }
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

type PropertyHit = SearchAnswer['search']['properties'][number];

/** How many listings the sale and rent lists hold for a text. */
export interface ListTotals {
  sale: number;
  rent: number;
}

/**
 * A listing's row: 60×60 photo, title with its status when it is not available (under option, sold,
 * rented), price (per month for a rent), city, type description, reference.
 */
export function PropertyRow({ property: p }: { property: PropertyHit }) {
  const description = cutDescription(p.typeDescription);
  return (
    <>
      {p.thumbnail ? (
        <img src={p.thumbnail.url} width={60} height={60} alt="" loading="lazy" className="search-thumb" />
      ) : (
        <span className="search-thumb" />
      )}
      <span className="search-property">
        <span className="search-name">
          {p.title}
          {p.availability !== 'AVAILABLE' && (
            <span className={`search-availability search-availability--${p.availability.toLowerCase()}`}>
              {p.availability === 'OPTION' ? (
                <Trans>Under option</Trans>
              ) : p.availability === 'SOLD' ? (
                <Trans>Sold</Trans>
              ) : (
                <Trans>Rented</Trans>
              )}
            </span>
          )}
        </span>
        <span className="search-price">
          <ListingPrice goal={p.goal} price={p.price} />
        </span>
        <span className="search-meta">
          {p.city}
          {description ? ` · ${description}` : ''}
        </span>
        <span className="search-ref">
          <Trans>Ref: {p.id}</Trans>
        </span>
      </span>
    </>
  );
}

interface Option {
  id: string;
  group: 'types' | 'cities' | 'properties';
  /** A city or type row: picking it makes it the box's choice. */
  choice?: SearchChoice;
  /** Where Enter on the row leads; none for a greyed-out row. */
  href?: string;
  content: ReactNode;
}

/**
 * The search box: an ARIA combobox whose listbox groups types, cities and properties. Input is
 * debounced; blank text sends no query; Apollo ignores answers to superseded variables.
 *
 * A click on a listing opens it; a click on a city or type picks it: the box shows it (with a
 * button to clear it) and the buttons under the box (`actions`, given their targets) open the
 * lists filtered on it. With the keyboard, Enter on the active row opens it (a city or type row:
 * its list), and Enter with no active row opens the results for the text or the choice (see
 * searchTargets). When nothing matches, a status says so (screen readers announce it).
 */
export function SearchBox({
  salePath,
  rentPath,
  showCounts = true,
  goal = 'SALE',
  initialText = '',
  autoFocus = false,
  name,
  placeholder,
  searchButton,
  actions,
}: {
  salePath: string;
  rentPath: string;
  showCounts?: boolean;
  /** The side the box stands for: where Enter leads when the choice does not decide. */
  goal?: 'SALE' | 'RENT';
  initialText?: string;
  autoFocus?: boolean;
  /** The field's name in a form around the box (the list's text parameter, `q`). */
  name?: string;
  /** What the empty box shows as an example of what to type. */
  placeholder?: string;
  /**
   * The text of a search button beside the box (a magnifier beside it; on a phone the magnifier
   * alone, the text its name). It submits the form around the box until the page has hydrated, then
   * leads where Enter does, or to the list of the box's side when the box is empty.
   */
  searchButton?: string;
  /**
   * The buttons under the box, given where they lead now, the choice's counts, and what the lists
   * hold for the typed text (null while that answer is on its way, or with nothing typed).
   */
  actions?: (targets: SearchTargets, choice: SearchChoice | null, totals: ListTotals | null) => ReactNode;
}) {
  const lang = useLocale();
  const { t } = useLingui();
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [choice, setChoice] = useState<SearchChoice | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // A picked row shows its name in the box: that text is not searched again.
  const query = choice || text.trim() === '' ? '' : debounced;
  const { data, previousData, loading } = useQuery(
    SearchQuery,
    query ? { variables: { text: query, lang, withTotals: actions !== undefined } } : skipToken,
  );
  const result = query ? (data ?? previousData)?.search : undefined;
  // Only the totals of the text as it stands: the buttons lead to the lists of that text.
  const totals =
    !choice && query !== '' && query === text.trim() && !loading ? (data?.search.listTotals ?? null) : null;
  const targets = searchTargets({ salePath, rentPath, text, choice, goal });
  const chosen = choice?.label;

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
          choice: {
            kind: 'type' as const,
            value: String(ty.id),
            label: ty.name,
            countSale: ty.countSaleProperty,
            countRent: ty.countRentProperty,
          },
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
          choice: {
            kind: 'city' as const,
            value: c.filter,
            label: `${c.name} [${c.zip}]`,
            countSale: c.countSale,
            countRent: c.countRent,
          },
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
          content: <PropertyRow property={p} />,
        })),
      ];

  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  // Only an answer to the text as it stands now: not while it is on its way, not an older one.
  const nothingFound =
    open && query !== '' && query === text.trim() && !loading && data !== undefined && options.length === 0;

  const move = (to: (current: number) => number) => {
    if (options.length === 0) return;
    setOpen(true);
    setActive(to);
  };

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(href);
  };

  const pick = (o: Option) => {
    if (!o.choice || !o.href) return;
    setChoice(o.choice);
    setText(o.choice.label);
    setOpen(false);
    setActive(-1);
  };

  const clear = () => {
    setChoice(null);
    setText('');
    setActive(-1);
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        move((i) => (i < 0 ? 0 : i === last ? 0 : i + 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        move((i) => (i <= 0 ? last : i - 1));
        break;
      // Home and End move among the rows once one is active; before that they move the caret.
      case 'Home':
      case 'End':
        if (activeOption) {
          e.preventDefault();
          move(() => (e.key === 'Home' ? 0 : last));
        }
        break;
      case 'Enter':
        if (activeOption) {
          e.preventDefault();
          if (activeOption.href) go(activeOption.href);
        } else if (targets.submit) {
          e.preventDefault();
          go(targets.submit);
        }
        break;
      // Escape closes the list; with the list closed it empties the box, as a search field's Escape does.
      case 'Escape':
        if (expanded) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          e.preventDefault();
          clear();
        }
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
      <label htmlFor={inputId} className="search-label">
        <Trans>Search a property, a city or a postcode</Trans>
      </label>
      <div className="search-field">
        <div className="search-control">
          <span className="search-input">
            <input
              ref={input}
              id={inputId}
              name={name}
              // A combobox is a text input (ARIA 1.2; HTML allows the role on no other type): the
              // phone's keyboard still gets its search key from inputMode and enterKeyHint.
              type="text"
              role="combobox"
              inputMode="search"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={SEARCH_TEXT_MAX}
              placeholder={placeholder}
              autoFocus={autoFocus}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-activedescendant={activeOption?.id}
              className={choice ? 'has-choice' : undefined}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setChoice(null);
                setActive(-1);
                setOpen(true);
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
              onKeyDown={onKeyDown}
            />
            {text ? (
              <button
                type="button"
                className="search-clear"
                aria-label={chosen ? t`Clear ${chosen}` : t`Clear the search`}
                // Keep focus in the box: the list stays as it is until the text changes.
                onMouseDown={(e) => e.preventDefault()}
                onClick={clear}
              >
                <Icon name="x" />
              </button>
            ) : null}
          </span>
          {searchButton ? (
            <button
              type="submit"
              className="search-submit"
              onClick={(e) => {
                e.preventDefault();
                go(targets.submit ?? (goal === 'RENT' ? targets.rent : targets.sale));
              }}
            >
              <Icon name="search" />
              <span className="phone-hidden-text">{searchButton}</span>
            </button>
          ) : null}
        </div>
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
                        className={`search-option search-option--${o.group}${o.href ? '' : ' is-disabled'}${i === active ? ' is-active' : ''}`}
                        // Keep focus in the box so a click is not lost to the blur that closes the list.
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={() => (o.choice ? pick(o) : o.href ? go(o.href) : undefined)}
                      >
                        {/* No link inside: an option is the control (a listbox holds no nested ones). */}
                        <span>{o.content}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
        <p role="status" className="search-status">
          {nothingFound ? <Trans>No results were found for your search</Trans> : null}
        </p>
      </div>
      {actions ? actions(targets, choice, totals) : null}
    </div>
  );
}
