import { useApolloClient, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useRoutePath } from '../../ui/route-path';
import {
  DEMAND_RULES,
  SEARCH_ENERGY_LETTERS,
  SEARCH_FREQUENCIES,
  checkDemandCriteria,
  type SearchFrequency,
} from '../../../common/forms/demand-rules';
import type { FieldIssue } from '../../../common/forms/field-rules';
import { useLocale } from '../../i18n/use-locale';
import { formatEuros } from '../../ui/euros';
import { graphql } from '../../generated';
import type { DemandRegisterInput, FormResultFieldsFragment } from '../../generated/graphql';
import { RadioGroupField, RequiredMark, RequiredNote, SelectField, TextField } from '../../ui/forms/fields';
import { KitForm } from '../../ui/forms/form-parts';
import {
  EMPTY_PERSON,
  PersonFields,
  requirePrivacyConsent,
  type PersonValues,
  blankToNull,
  personInput,
} from '../../ui/forms/person-fields';
import {
  useFormSubmission,
  type FormSubmission,
  type SubmissionMeta,
} from '../../ui/forms/use-form-submission';
import { readDemandPrefill, type DemandPrefill } from './demand-link';
import './demand.css';
import { withTexts } from '../../ui/extra-texts';
import { DEMAND_TEXTS } from './demand-texts';

export const RegisterDemand = graphql(`
  mutation RegisterDemand($input: DemandRegisterInput!) {
    registerDemand(input: $input) {
      ...FormResultFields
    }
  }
`);

export const DemandChoicesQuery = graphql(`
  query DemandChoices($lang: String) {
    propertyTypes(lang: $lang) {
      id
      name
    }
    cities(lang: $lang) {
      id
      name
      zip
    }
  }
`);

/**
 * The form's values. The kit keeps strings and booleans, so the chosen types, cities and
 * postcodes are comma-separated lists here and arrays on the wire.
 */
export type DemandFormValues = PersonValues & {
  goal: string;
  propertyTypeIds: string;
  cityIds: string;
  zips: string;
  /** Places typed and added that the city list did not name: the server resolves them. */
  places: string;
  /** What is typed in the picker and not added yet: sent as a place too, never lost. */
  zoneText: string;
  priceMin: string;
  priceMax: string;
  minBedrooms: string;
  /** m² */
  minLivingArea: string;
  /** The worst energy label kept ("A+" … "G"), or blank for any. */
  maxEnergyLabel: string;
  /** Words as the list's search box takes them (street, municipality, type, reference), or blank. */
  text: string;
  /** Never typed in: it carries the "at least one zone" error (and the picker clears it). */
  zones: string;
  /** The visitor's name for the search (optional). */
  searchName: string;
  /** How often the search mails: one of SEARCH_FREQUENCIES. */
  frequency: string;
};

const EMPTY: DemandFormValues = {
  ...EMPTY_PERSON,
  goal: '',
  propertyTypeIds: '',
  cityIds: '',
  zips: '',
  places: '',
  zoneText: '',
  priceMin: '',
  priceMax: '',
  minBedrooms: '',
  minLivingArea: '',
  maxEnergyLabel: '',
  text: '',
  zones: '',
  searchName: '',
  frequency: 'instant' satisfies SearchFrequency,
};

const listOf = (v: string): string[] => v.split(',').filter((s) => s !== '');
/** Typed places: "Leuven, Gent" is two. */
const placesOf = (v: string): string[] =>
  v
    .split(',')
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter((s) => s !== '');
/** A name as compared with the city list: case and accents do not count ("liege" is Liège). */
const foldName = (v: string): string =>
  v
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
/** A postcode: four digits (Belgium, Luxembourg). */
const isPostcode = (v: string): boolean => /^\d{4}$/.test(v);
const idsOf = (v: string): number[] => listOf(v).map(Number);
/** "250.000", "250 000" or "250000" → 250000; blank → null; anything else → NaN (the rules say "a valid number"). */
const amountOf = (v: string): number | null => {
  const s = v.replace(/[\s.€]/g, '');
  if (s === '') return null;
  return /^\d+$/.test(s) ? Number(s) : Number.NaN;
};

export function criteriaOf(v: DemandFormValues): {
  propertyTypeIds: number[];
  cityIds: number[];
  zips: string[];
  places: string[];
  priceMin: number | null;
  priceMax: number | null;
  minBedrooms: number | null;
  minLivingArea: number | null;
} {
  return {
    propertyTypeIds: idsOf(v.propertyTypeIds),
    cityIds: idsOf(v.cityIds),
    zips: listOf(v.zips),
    places: [...listOf(v.places), ...placesOf(v.zoneText)].filter((p, i, all) => all.indexOf(p) === i),
    priceMin: amountOf(v.priceMin),
    priceMax: amountOf(v.priceMax),
    minBedrooms: amountOf(v.minBedrooms),
    minLivingArea: amountOf(v.minLivingArea),
  };
}

/** The bedroom choices the form offers ("at least n"). */
const BEDROOM_CHOICES = [1, 2, 3, 4, 5];

/**
 * The cities of a prefill link ("Name|zip") as the form's zones: the city the register knows by
 * that name and postcode, else the postcode alone (the register also matches by postcode).
 */
export function prefilledZones(
  cities: readonly string[],
  known: readonly CityChoice[],
): Pick<DemandFormValues, 'cityIds' | 'zips'> {
  const cityIds: string[] = [];
  const zips: string[] = [];
  for (const entry of cities) {
    const [name = '', zip = ''] = entry.split('|');
    const city = known.find((c) => c.zip === zip && c.name.toLowerCase() === name.toLowerCase());
    if (city) {
      if (!cityIds.includes(String(city.id))) cityIds.push(String(city.id));
    } else if (isPostcode(zip) && !zips.includes(zip)) zips.push(zip);
  }
  return { cityIds: cityIds.join(','), zips: zips.join(',') };
}

/**
 * The form's starting values from a keep-me-informed link ("Save this search" on a list, a list
 * with no results, a sold listing's "similar properties"). Cities need the register's city list;
 * without it they wait for it.
 */
export function prefilledValues(
  prefill: DemandPrefill,
  known: readonly CityChoice[] | undefined,
): DemandFormValues {
  const bedrooms = prefill.minBedrooms;
  return {
    ...EMPTY,
    goal: prefill.goal === 'SALE' ? 'buy' : prefill.goal === 'RENT' ? 'rent' : '',
    propertyTypeIds: prefill.typeId === undefined ? '' : String(prefill.typeId),
    priceMin: prefill.minPrice === undefined ? '' : String(prefill.minPrice),
    priceMax: prefill.maxPrice === undefined ? '' : String(prefill.maxPrice),
    minLivingArea: prefill.minLivingArea === undefined ? '' : String(prefill.minLivingArea),
    maxEnergyLabel: prefill.maxEnergyLabel ?? '',
    text: prefill.text ?? '',
    // "At least 7" is more than the form offers: its highest choice still includes those.
    minBedrooms: bedrooms === undefined ? '' : String(Math.min(bedrooms, Math.max(...BEDROOM_CHOICES))),
    ...(known && prefill.cities ? prefilledZones(prefill.cities, known) : {}),
  };
}

/** The longest search name the register keeps. */
const SEARCH_NAME_MAX = DEMAND_RULES.searchName.max;
/** The longest words the register keeps, as the lists' search box. */
const TEXT_MAX = DEMAND_RULES.text.max;

/**
 * A name for a search opened from a link, from what it asks: the type, the first place and the
 * price ("Apartment in Ixelles, up to € 450.000"), cut to what the register keeps; blank when the
 * link asks none of them. The visitor may change it.
 */
export function useSuggestedSearchName(): (
  prefill: DemandPrefill,
  types: readonly { id: number; name: string }[],
) => string {
  const { t } = useLingui();
  return (prefill, types) => {
    const type = types.find((ty) => ty.id === prefill.typeId)?.name;
    const places = (prefill.cities ?? []).map((c) => c.split('|')[0] ?? '');
    const others = places.length - 1;
    const city = places[0] === undefined ? undefined : others > 0 ? `${places[0]} +${others}` : places[0];
    const where = type !== undefined && city !== undefined ? t`${type} in ${city}` : (type ?? city);
    const min = prefill.minPrice === undefined ? null : formatEuros(prefill.minPrice);
    const max = prefill.maxPrice === undefined ? null : formatEuros(prefill.maxPrice);
    let name: string;
    if (where === undefined) {
      if (min && max) name = `${min} – ${max}`;
      else if (max) name = t`Up to ${max}`;
      else if (min) name = t`From ${min}`;
      else name = '';
    } else if (min && max) name = `${where}, ${min} – ${max}`;
    else if (max) name = t`${where}, up to ${max}`;
    else if (min) name = t`${where}, from ${min}`;
    else name = where;
    return name.length <= SEARCH_NAME_MAX ? name : `${name.slice(0, SEARCH_NAME_MAX - 1).trimEnd()}…`;
  };
}

/** The server's check (server/forms/demand-register.ts), for instant feedback. */
const checkDemand = (v: DemandFormValues): FieldIssue[] => [
  ...requirePrivacyConsent(v),
  ...checkDemandCriteria(criteriaOf(v)),
];

function demandInput(v: DemandFormValues, meta: SubmissionMeta): DemandRegisterInput {
  const c = criteriaOf(v);
  return {
    ...personInput(v),
    message: blankToNull(v.message),
    goal: blankToNull(v.goal),
    propertyTypeIds: c.propertyTypeIds,
    cityIds: c.cityIds,
    zips: c.zips,
    places: c.places,
    priceMin: c.priceMin,
    priceMax: c.priceMax,
    minBedrooms: c.minBedrooms,
    minLivingArea: c.minLivingArea,
    maxEnergyLabel: blankToNull(v.maxEnergyLabel),
    text: blankToNull(v.text),
    searchName: blankToNull(v.searchName),
    frequency: blankToNull(v.frequency),
    privacyConsent: v.privacyConsent,
    meta,
  };
}

/** Property types as a group of checkboxes: the legend names the group, the error is tied to it. */
function TypeChoices({
  form,
  types,
}: {
  form: FormSubmission<DemandFormValues>;
  types: readonly { id: number; name: string }[];
}) {
  const { t } = useLingui();
  const errorId = useId();
  const error = form.errors.propertyTypeIds;
  const chosen = new Set(listOf(form.values.propertyTypeIds));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    form.set('propertyTypeIds', [...next].join(','));
  };
  return (
    <fieldset
      className={error ? 'field field--group field--invalid' : 'field field--group'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        {t`Property types`}
        <RequiredMark />
      </legend>
      <div className="field__choices">
        {types.map((type) => (
          <label key={type.id} className="field__choice">
            <input
              type="checkbox"
              name="propertyTypeIds"
              value={String(type.id)}
              checked={chosen.has(String(type.id))}
              aria-invalid={error ? true : undefined}
              onChange={(e) => toggle(String(type.id), e.target.checked)}
            />
            <span>{type.name}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface CityChoice {
  id: number;
  name: string;
  zip: string;
}

/**
 * Cities and postcodes: type a city (suggested from the `cities` list) or a postcode, then add it;
 * the chosen zones are a list with a remove button each. Enter adds instead of sending the form.
 */
function ZonePicker({
  form,
  cities,
}: {
  form: FormSubmission<DemandFormValues>;
  cities: readonly CityChoice[];
}) {
  const { t } = useLingui();
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const errorId = useId();
  const text = form.values.zoneText;
  const setText = (v: string) => form.set('zoneText', v);
  const [localError, setLocalError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const error = localError ?? form.errors.zones ?? form.errors.cityIds ?? form.errors.zips;
  const cityIds = listOf(form.values.cityIds);
  const zips = listOf(form.values.zips);
  const places = listOf(form.values.places);
  const label = (c: CityChoice) => `${c.name} (${c.zip})`;
  const byId = new Map(cities.map((c) => [String(c.id), c]));

  const add = () => {
    const typed = placesOf(text);
    if (typed.length === 0) return;
    const nextCities = [...cityIds];
    const nextZips = [...zips];
    const nextPlaces = [...places];
    for (const wanted of typed) {
      const key = foldName(wanted);
      const city =
        cities.find((c) => foldName(label(c)) === key) ?? cities.find((c) => foldName(c.name) === key);
      if (city) {
        if (!nextCities.includes(String(city.id))) nextCities.push(String(city.id));
      } else if (isPostcode(wanted)) {
        if (!nextZips.includes(wanted)) nextZips.push(wanted);
      } else if (wanted.length > 100 || !/^[\p{L}][\p{L}' .()-]*$/u.test(wanted)) {
        setLocalError(
          t`We do not know this place. Type a Belgian municipality (in any language) or a postcode of four digits.`,
        );
        return;
      } else if (!nextPlaces.some((p) => foldName(p) === key)) {
        // Not in the list (another language's name, a municipality without listings): the
        // server finds its postcodes, or says it does not know it.
        nextPlaces.push(wanted);
      }
    }
    form.set('cityIds', nextCities.join(','));
    form.set('zips', nextZips.join(','));
    form.set('places', nextPlaces.join(','));
    const name = typed.join(', ');
    setAnnouncement(t`Added ${name}`);
    // The zones error is about having none: now there is one.
    form.set('zones', '');
    setLocalError(null);
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };

  const chosen = [
    ...cityIds.map((id) => ({
      key: `c${id}`,
      text: byId.has(id) ? label(byId.get(id)!) : id,
      remove: () => form.set('cityIds', cityIds.filter((x) => x !== id).join(',')),
    })),
    ...zips.map((zip) => ({
      key: `z${zip}`,
      text: zip,
      remove: () => form.set('zips', zips.filter((x) => x !== zip).join(',')),
    })),
    ...places.map((place) => ({
      key: `p${place}`,
      text: place,
      remove: () => form.set('places', places.filter((x) => x !== place).join(',')),
    })),
  ];

  return (
    <fieldset className={error ? 'field field--group field--invalid' : 'field field--group'}>
      <legend className="field__label">
        {t`Zones`}
        <RequiredMark />
      </legend>
      <div className="zone-picker__add">
        <label htmlFor={inputId} className="visually-hidden">{t`City or postcode`}</label>
        <input
          id={inputId}
          name="zones"
          className="field__control"
          list={listId}
          value={text}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          onChange={(e) => {
            setText(e.target.value);
            setLocalError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <datalist id={listId}>
          {cities.map((c) => (
            <option key={c.id} value={label(c)} />
          ))}
        </datalist>
        <button type="button" className="button" onClick={add}>
          <Trans>Add</Trans>
        </button>
      </div>
      <p id={hintId} className="field__hint">
        <Trans>
          Type a municipality (in any language) or a postcode and add it; add as many as you like.
        </Trans>
      </p>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {chosen.length > 0 && (
        <ul className="zone-picker__chosen" aria-label={t`Chosen zones`}>
          {chosen.map(({ key, text: name, remove }) => (
            <li key={key}>
              <span>{name}</span>
              <button
                type="button"
                className="zone-picker__remove"
                aria-label={t`Remove ${name}`}
                onClick={remove}
              >
                <X className="icon" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </fieldset>
  );
}

/**
 * The demand register ("keep me informed"), where a visitor saves a search: what they look for,
 * a name for it, how often it mails, and who they are.
 */
/** The demand register's form, with its texts (a chunk of their own). */
export const DemandForm = withTexts(DEMAND_TEXTS, DemandFormFields);

function DemandFormFields() {
  const { t } = useLingui();
  const lang = useLocale();
  const client = useApolloClient();
  const { data } = useQuery(DemandChoicesQuery, { variables: { lang } });
  const [params] = useSearchParams();
  const suggestName = useSuggestedSearchName();
  // Read once: the form is the visitor's from then on, whatever the address says.
  const [prefill] = useState(() => readDemandPrefill(params));
  const [initialValues] = useState(() => ({
    ...prefilledValues(prefill, data?.cities),
    searchName: data ? suggestName(prefill, data.propertyTypes) : '',
  }));
  const form = useFormSubmission<DemandFormValues>({
    kind: 'demand-register',
    rules: DEMAND_RULES,
    check: checkDemand,
    initialValues,
    submit: async (values, meta): Promise<FormResultFieldsFragment> =>
      (await client.mutate({ mutation: RegisterDemand, variables: { input: demandInput(values, meta) } }))
        .data!.registerDemand,
  });
  // The link's cities become zones, and its type a suggested name, once the lists are there (at
  // once when they were cached). A name the visitor typed meanwhile stays.
  const choicesPending = useRef(data === undefined);
  const typedName = useRef(form.values.searchName);
  typedName.current = form.values.searchName;
  const { set } = form;
  useEffect(() => {
    if (!choicesPending.current || !data) return;
    choicesPending.current = false;
    if (prefill.cities) {
      const zones = prefilledZones(prefill.cities, data.cities);
      set('cityIds', zones.cityIds);
      set('zips', zones.zips);
    }
    const name = suggestName(prefill, data.propertyTypes);
    if (name !== '' && typedName.current === '') set('searchName', name);
  }, [data, prefill, set, suggestName]);
  const frequencyLabels: Record<SearchFrequency, string> = {
    instant: t`As soon as there is news`,
    daily: t`Daily digest`,
    weekly: t`Weekly digest`,
  };
  return (
    <KitForm form={form} submitLabel={<Trans>Save my search</Trans>}>
      <p className="demand-form__lead">
        <Trans>Save your search and get e-mail alerts.</Trans>
      </p>
      <BuyersAreaNote />
      <p>
        <Trans>
          We e-mail you the properties that match as soon as they come on the market, when their price drops
          and when they are available again. You choose how often, and every e-mail has a link to stop the
          alerts.
        </Trans>
      </p>
      <RequiredNote />
      <RadioGroupField
        {...form.text('goal')}
        label={t`I want to`}
        required
        options={[
          { value: 'buy', label: t`Buy` },
          { value: 'rent', label: t`Rent` },
        ]}
      />
      <TypeChoices form={form} types={data?.propertyTypes ?? []} />
      <ZonePicker form={form} cities={data?.cities ?? []} />
      <div className="kit-form__row">
        <TextField
          {...form.text('priceMin')}
          label={t`Minimum price (€)`}
          autoComplete="off"
          maxLength={12}
        />
        <TextField
          {...form.text('priceMax')}
          label={t`Maximum price (€)`}
          autoComplete="off"
          maxLength={12}
        />
      </div>
      <div className="kit-form__row">
        <SelectField
          {...form.text('minBedrooms')}
          label={t`Bedrooms (at least)`}
          placeholder={t`Any number`}
          options={BEDROOM_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
        />
        <TextField
          {...form.text('minLivingArea')}
          label={t`Minimum living area (m²)`}
          autoComplete="off"
          maxLength={8}
        />
      </div>
      <SelectField
        {...form.text('maxEnergyLabel')}
        label={t`Energy label`}
        placeholder={t`Any label`}
        options={SEARCH_ENERGY_LETTERS.map((l) => ({ value: l, label: t`${l} or better` }))}
      />
      <TextField
        {...form.text('text')}
        label={t`Search words (optional)`}
        hint={t`A street, municipality, property type or reference, e.g. Rue Haute`}
        autoComplete="off"
        maxLength={TEXT_MAX}
      />
      <TextField
        {...form.text('searchName')}
        label={t`Name of your search (optional)`}
        autoComplete="off"
        maxLength={SEARCH_NAME_MAX}
      />
      <RadioGroupField
        {...form.text('frequency')}
        label={t`How often shall we e-mail you?`}
        options={SEARCH_FREQUENCIES.map((f) => ({ value: f, label: frequencyLabels[f] }))}
      />
      <PersonFields form={form} />
    </KitForm>
  );
}

/** The register leads to the buyers' area, where saved searches are found again. */
function BuyersAreaNote() {
  const area = useRoutePath('buyers-area');
  return area ? (
    <p>
      <Trans>
        Your saved searches, favourites and followed properties are together in{' '}
        <Link to={area}>My search</Link>.
      </Trans>
    </p>
  ) : null;
}
