import {
  createContext,
  createElement,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/**
 * The person fields a visitor types once per visit and that the next form of the same page reuses
 * (the detail page's contact panel): names, e-mail, phone, contact preference and address.
 * Never the message nor the privacy consent: those belong to one request.
 */
export const REMEMBERED_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'email',
  'phone',
  'contactPreference',
  'contactTime',
  'street',
  'houseNumber',
  'zip',
  'city',
  'country',
] as const;

export type RememberedField = (typeof REMEMBERED_FIELDS)[number];
export type RememberedPerson = Partial<Record<RememberedField, string>>;

export const isRememberedField = (name: string): name is RememberedField =>
  (REMEMBERED_FIELDS as readonly string[]).includes(name);

/** What a form inside a person-block provider can read and write; kept in the browser only. */
export interface PersonBlock {
  person: RememberedPerson;
  /** Grows on every "Not you? Clear": an open form then empties its person fields. */
  generation: number;
  remember(field: RememberedField, value: string): void;
  clear(): void;
}

/** Absent (null) on most pages: forms there start empty and remember nothing. */
export const PersonBlockContext = createContext<PersonBlock | null>(null);

export const usePersonBlockContext = (): PersonBlock | null => useContext(PersonBlockContext);

/** Whether any remembered field has a value. */
export const hasPerson = (p: RememberedPerson): boolean =>
  Object.values(p).some((v) => typeof v === 'string' && v.trim() !== '');

/**
 * Where the visitor's details wait for their next form: this tab only, for this visit. Never
 * localStorage (it would outlive the visit on a shared computer), never a cookie (it would travel
 * to the server with every request): nothing leaves the browser before a form is sent.
 */
export const PERSON_STORAGE_KEY = 'agency.person';

/** The longest value a remembered field can hold (the e-mail's 254): anything longer is not ours. */
const MAX_LENGTH = 254;

interface State {
  person: RememberedPerson;
  generation: number;
}

const EMPTY_STATE: State = { person: {}, generation: 0 };
let state: State | null = null;
const listeners = new Set<() => void>();

/** Only the known fields, as short strings: the storage may hold anything another script wrote. */
export function readPerson(raw: string | null): RememberedPerson {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const person: RememberedPerson = {};
  for (const [key, value] of Object.entries(parsed))
    if (isRememberedField(key) && typeof value === 'string' && value.length <= MAX_LENGTH)
      person[key] = value;
  return person;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage switched off: the details are kept in memory for this page only
  }
}

function current(): State {
  state ??= { person: readPerson(storage()?.getItem(PERSON_STORAGE_KEY) ?? null), generation: 0 };
  return state;
}

function update(next: State) {
  state = next;
  const kept = Object.fromEntries(
    REMEMBERED_FIELDS.flatMap((f) => (next.person[f] ? [[f, next.person[f]]] : [])),
  );
  try {
    if (Object.keys(kept).length === 0) storage()?.removeItem(PERSON_STORAGE_KEY);
    else storage()?.setItem(PERSON_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Full or refused: memory still has them.
  }
  for (const listener of listeners) listener();
}

function remember(field: RememberedField, value: string) {
  const s = current();
  if (value.length > MAX_LENGTH || s.person[field] === value) return;
  update({ ...s, person: { ...s.person, [field]: value } });
}

function clear() {
  update({ person: {}, generation: current().generation + 1 });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The visitor's person block for this visit, shared by every form of the contact panel: typed once,
 * prefilled in the next form, emptied by "Not you? Clear". The server renders without it.
 */
export function usePersonBlock(): PersonBlock {
  const s = useSyncExternalStore(subscribe, current, () => EMPTY_STATE);
  return useMemo(() => ({ person: s.person, generation: s.generation, remember, clear }), [s]);
}

/** Makes the visit's person block available to the forms below (the detail page's contact panel). */
export function PersonBlockProvider({ children }: { children: ReactNode }) {
  return createElement(PersonBlockContext, { value: usePersonBlock() }, children);
}

/** Tests: forget the module's copy, as a new page load does. */
export function resetPersonBlockForTests() {
  state = null;
}
