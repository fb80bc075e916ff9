import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { graphql } from '../../generated';
import { Icon } from '../../ui/icon';
import { activeFilters, ENERGY_LETTERS, listHref, readListParams, type ListParams } from './list-params';

export const ListFiltersQuery = graphql(`
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

export interface CityOption {
  name: string;
  zip: string;
  filter: string;
}

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The option a city of the address stands for. Names are per language (Brussel, Bruxelles), so
 * an address brought over from another language finds its city by postcode when that postcode
 * has one city; a city the list does not offer (no listings today) stays as it was written.
 */
export function cityOption(value: string, options: readonly CityOption[]): CityOption {
  const bar = value.lastIndexOf('|');
  const name = value.slice(0, bar);
  const zip = value.slice(bar + 1).toUpperCase();
  const sameZip = options.filter((o) => o.zip.toUpperCase() === zip);
  return (
    sameZip.find((o) => norm(o.name) === norm(name)) ??
    (sameZip.length === 1 ? sameZip[0]! : { name, zip, filter: value })
  );
}

export const cityLabel = (c: CityOption) => `${c.name} (${c.zip})`;

/** "At least n bedrooms" choices, and the living areas (m²) the minimum offers. */
const BEDROOMS = [1, 2, 3, 4, 5];
const LIVING_AREAS = [50, 75, 100, 125, 150, 200, 250, 300];

/**
 * The list's filters as a GET form: without JS the browser submits it; with JS it navigates
 * client-side. The query string stays the only state: a new filter starts again at page 1, and
 * the sort, the view and the searched text go along. On phones it folds into "Filters (n)".
 */
export function ListFilters({
  goal,
  pathname,
  params,
}: {
  goal: 'SALE' | 'RENT';
  pathname: string;
  params: ListParams;
}) {
  const { t } = useLingui();
  const lang = useLocale();
  const navigate = useNavigate();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Until the page has hydrated (and without JavaScript) "Filters" is a link to the panel, which
  // CSS unfolds as the page's target; hydrated, the button takes over, the panel open if it was.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    const targeted = window.location.hash === `#${panelId}`;
    startTransition(() => {
      setEnhanced(true);
      if (targeted) setOpen(true);
    });
  }, [panelId]);
  const picker = useRef<HTMLDetailsElement>(null);
  // The city list drops over the page: a click elsewhere or Escape folds it, as a select would.
  useEffect(() => {
    const close = (e: Event) => {
      const details = picker.current;
      if (!details?.open) return;
      if (e instanceof KeyboardEvent) {
        if (e.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
      } else if (!(e.target instanceof Node && details.contains(e.target))) details.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  const { data } = useQuery(ListFiltersQuery, { variables: { goal, lang } });
  const options = data?.cities ?? [];
  const chosen = params.cities.map((c) => cityOption(c, options));
  const chosenFilters = new Set(chosen.map((c) => c.filter));
  // The chosen cities first (a long list need not be scrolled to see them); those the list does
  // not offer (no listing today) stay in the form, checked, so applying keeps them.
  const cityChoices = [...chosen, ...options.filter((o) => !chosenFilters.has(o.filter))].filter(
    (c, i, all) => all.findIndex((x) => x.filter === c.filter) === i,
  );
  const count = activeFilters(params).filter((k) => k !== 'q').length;
  // The form is uncontrolled: a new address (a chip removed, back button) starts it afresh.
  const formKey = `${listHref('', params)}|${data ? 1 : 0}`;

  const toggleContent = (
    <>
      <Icon name="sliders-horizontal" />
      {count > 0 ? <Trans>Filters ({count})</Trans> : <Trans>Filters</Trans>}
    </>
  );

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const entries = [...new FormData(e.currentTarget)].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    setOpen(false);
    void navigate(listHref(pathname, { ...readListParams(new URLSearchParams(entries)), page: 1 }));
  };

  return (
    <div
      className={
        open ? 'list-filters is-open' : enhanced ? 'list-filters' : 'list-filters list-filters--plain'
      }
    >
      {enhanced ? (
        <button
          type="button"
          className="list-filters__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {toggleContent}
        </button>
      ) : (
        <a href={`#${panelId}`} className="list-filters__toggle">
          {toggleContent}
        </a>
      )}
      <form
        key={formKey}
        id={panelId}
        className="list-filters__panel"
        method="get"
        action={pathname}
        onSubmit={onSubmit}
        role="search"
        aria-label={t`Filter the properties`}
      >
        <details className="city-picker" ref={picker}>
          <summary>
            <span className="city-picker__label">
              <Trans>Cities</Trans>
            </span>
            <span className="city-picker__value">
              {chosen.length === 0
                ? t`All cities`
                : chosen.length === 1
                  ? cityLabel(chosen[0]!)
                  : t`${chosen.length} cities`}
            </span>
          </summary>
          <fieldset className="city-picker__list">
            <legend className="visually-hidden">
              <Trans>Cities</Trans>
            </legend>
            {cityChoices.map((c) => (
              <label key={c.filter} className="city-picker__choice">
                <input
                  type="checkbox"
                  name="city"
                  value={c.filter}
                  defaultChecked={chosenFilters.has(c.filter)}
                />
                <span>{cityLabel(c)}</span>
              </label>
            ))}
          </fieldset>
        </details>
        <label className="list-filters__field">
          <span>
            <Trans>Type</Trans>
          </span>
          <select name="type" defaultValue={params.type ? String(params.type) : ''}>
            <option value="">{t`All types`}</option>
            {(data?.propertyTypes ?? []).map((ty) => (
              <option key={ty.id} value={ty.id}>
                {ty.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="list-filters__field list-filters__price">
          <legend>{goal === 'RENT' ? t`Rent per month (€)` : t`Price (€)`}</legend>
          <label>
            <span className="visually-hidden">
              {goal === 'RENT' ? t`Minimum rent (€)` : t`Minimum price (€)`}
            </span>
            <input
              type="number"
              name="minPrice"
              min={0}
              step={1}
              inputMode="numeric"
              placeholder={t`Min`}
              defaultValue={params.minPrice ?? ''}
            />
          </label>
          <span aria-hidden="true">–</span>
          <label>
            <span className="visually-hidden">
              {goal === 'RENT' ? t`Maximum rent (€)` : t`Maximum price (€)`}
            </span>
            <input
              type="number"
              name="maxPrice"
              min={1}
              step={1}
              inputMode="numeric"
              placeholder={t`Max`}
              defaultValue={params.maxPrice ?? ''}
            />
          </label>
        </fieldset>
        <label className="list-filters__field">
          <span>
            <Trans>Bedrooms</Trans>
          </span>
          <select name="minBedrooms" defaultValue={params.minBedrooms ?? ''}>
            <option value="">{t`Any number`}</option>
            {/* A number typed in the address that the list does not offer still shows. */}
            {[...new Set([...BEDROOMS, ...(params.minBedrooms ? [params.minBedrooms] : [])])]
              .sort((a, b) => a - b)
              .map((n) => (
                <option key={n} value={n}>
                  {t`${n}+`}
                </option>
              ))}
          </select>
        </label>
        <label className="list-filters__field">
          <span>
            <Trans>Living area</Trans>
          </span>
          <select name="minLivingArea" defaultValue={params.minLivingArea ?? ''}>
            <option value="">{t`Any size`}</option>
            {[...new Set([...LIVING_AREAS, ...(params.minLivingArea ? [params.minLivingArea] : [])])]
              .sort((a, b) => a - b)
              .map((m) => (
                <option key={m} value={m}>
                  {t`${m} m² or more`}
                </option>
              ))}
          </select>
        </label>
        <label className="list-filters__field">
          <span>
            <Trans>Energy label</Trans>
          </span>
          <select name="maxEnergyLabel" defaultValue={params.maxEnergyLabel ?? ''}>
            <option value="">{t`Any label`}</option>
            {ENERGY_LETTERS.map((l) => (
              <option key={l} value={l}>
                {t`${l} or better`}
              </option>
            ))}
          </select>
        </label>
        {/* What the filters do not set goes along unchanged. */}
        {params.q !== undefined ? <input type="hidden" name="q" value={params.q} /> : null}
        {params.sort !== 'newest' ? <input type="hidden" name="sort" value={params.sort} /> : null}
        {params.view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
        <button type="submit" className="list-filters__apply">
          <Trans>Show properties</Trans>
        </button>
      </form>
    </div>
  );
}
