import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bypassCaptcha } from '../../forms/forms.testing';
import { SCHEMA_FILE } from '../../schema';
import { freshDatabase } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { logger } from '../logger';

/**
 * A bounded, seeded fuzz of the GraphQL API and the mail-link routes, over HTTP against the real
 * app on a private copy of the database (mutations write and queue mails). Every root field of
 * the committed schema gets FUZZ_CASES cases: a plausible value for each argument with one to
 * three parts replaced by something hostile (control characters, empty, huge or odd strings, huge,
 * negative and fractional numbers, the wrong type, nulls, long lists, `__proto__` and unknown keys,
 * missing fields), sent as variables or as literals in the document. A sweep then puts one of a
 * few strings that broke something into every string place of every field's arguments, and a
 * fixed set of malformed requests and mangled mail links follows. Any 5xx, INTERNAL_SERVER_ERROR, stack trace or file path in a body, form
 * answered UNAVAILABLE ("Mail not sent") or error logged fails the test, with the cases listed.
 *
 * FUZZ_SEED and FUZZ_CASES change the seed and the number of cases per root field
 * (docs/security.md, "Bad input"); a failure prints the seed that reproduces it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);
const CASES_PER_FIELD = Number(process.env.FUZZ_CASES ?? 8);

const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));

/** mulberry32: the same cases on every run and machine for one seed. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(items.length)] };
}
type Rng = ReturnType<typeof prng>;

/** An object with an own `__proto__` key, as JSON.parse makes from `{"__proto__": …}`. */
function withProtoKey(base: Record<string, unknown>, value: unknown): Record<string, unknown> {
  const out = { ...base };
  Object.defineProperty(out, '__proto__', { value, enumerable: true, configurable: true, writable: true });
  return out;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '   \t  ',
  '\u0000',
  'Anna\u0000',
  '\u0007bell',
  'del\u007f',
  '\u001b[31mred',
  'x'.repeat(10_000),
  'é'.repeat(4_000),
  '😀'.repeat(1_000),
  'مرحبا \u202e evil',
  '\ud800',
  '\ufeff\uffff',
  'e\u0301\u0301\u0301',
  "'; DROP TABLE property; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '%',
  '%E0%A4%A',
  '%00',
  '/%ZZ/',
  '../../../etc/passwd',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '1e309',
  '-1',
  '2024-02-30',
  '0000-00-00',
  '99999-12-31',
  '1969-12-31',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '9999-99-99T99:99:99Z',
  'Waterloo|',
  '|',
  'x|99999999999999999999',
  'xx',
  'EN',
  '\n\n\n',
  'javascript:alert(1)',
  'http://',
  'https://' + 'a'.repeat(3_000) + '.be/',
  'bypass:',
  'a@b',
  '@'.repeat(300),
];
const HOSTILE_NUMBERS = [
  0,
  -1,
  1,
  -2_147_483_648,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e20,
  1e308,
  -1e308,
  5e-324,
  0.5,
  -0.5,
  3.14159,
];
const HOSTILE_SHAPES: (() => unknown)[] = [
  () => null,
  () => true,
  () => [],
  () => [null],
  () => ['x'],
  () => ({}),
  () => ({ a: 1 }),
  () => withProtoKey({}, { polluted: true }),
  () => [[[]]],
  () => Array.from({ length: 2_000 }, (_, i) => i),
  () => Array.from({ length: 500 }, () => 'x'.repeat(20)),
];

function hostile(rng: Rng): unknown {
  const r = rng.next();
  if (r < 0.55) return rng.pick(HOSTILE_STRINGS);
  if (r < 0.8) return rng.pick(HOSTILE_NUMBERS);
  return rng.pick(HOSTILE_SHAPES)();
}

/** Plausible values, so most cases get past the first check to the one a hostile part is in. */
interface Known {
  propertyId: number;
  rentPropertyId: number;
  slotId: number;
  testimonialSlug: string;
  articleSlug: string;
}
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function plausibleString(name: string, parent: string): string {
  if (parent === 'SubmissionMetaInput') {
    if (name === 'website') return '';
    if (name === 'captcha') return bypassCaptcha();
    if (name === 'pageUrl') return 'https://www.immo-demo.be/en/';
    if (name === 'referrer') return 'https://www.google.com/';
    if (name === 'utmSource') return 'newsletter';
  }
  const byName: Record<string, string> = {
    email: 'anna.peeters@example.be',
    senderEmail: 'anna.peeters@example.be',
    friendEmail: 'bob@example.be',
    phone: '0475 12 34 56',
    firstName: 'Anna',
    lastName: 'Peeters',
    name: 'Anna',
    senderName: 'Anna',
    title: 'mrs',
    lang: 'en',
    contactPreference: 'email',
    contactTime: '10:00-13:00',
    movingDate: day(30),
    startDate: day(1),
    endDate: day(20),
    signDate: day(0),
    zip: '1410',
    city: parent === 'PropertyFilter' ? 'Waterloo|1410' : 'Waterloo',
    street: 'Chaussée de Bruxelles',
    houseNumber: '12',
    box: 'A',
    country: '10',
    place: 'Waterloo',
    amountWords: 'deux cent cinquante mille euros',
    goal: parent === 'ValuationRequestInput' ? 'sale' : 'buy',
    propertyType: 'house',
    position: 'Agent',
    cvUploadId: randomUUID(),
    token: 'x'.repeat(32),
    password: 'demo-portal-2026',
    path: '/en/',
    text: 'Waterloo',
    website: 'https://www.example.be/',
  };
  return byName[name] ?? 'Hello, this is a message.';
}

function plausible(
  type: GraphQLInputType,
  name: string,
  parent: string,
  known: Known,
  rng: Rng,
  everyField = false,
): unknown {
  if (isNonNullType(type)) return plausible(type.ofType, name, parent, known, rng, everyField);
  if (isListType(type)) {
    const byName: Record<string, unknown[]> = {
      zips: ['1410'],
      propertyTypeIds: [1],
      cityIds: [],
      kidsAges: [4],
      ids: [1, 2],
    };
    return byName[name] ?? [plausible(type.ofType, name, parent, known, rng, everyField)];
  }
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields()))
      if (everyField || isNonNullType(field.type) || rng.next() < 0.6)
        out[field.name] = plausible(field.type, field.name, type.name, known, rng, everyField);
    return out;
  }
  if (isEnumType(type)) return rng.pick(type.getValues()).name;
  switch (type.name) {
    case 'String':
    case 'ID':
      if (name === 'slug') return parent === 'testimonial' ? known.testimonialSlug : known.articleSlug;
      return plausibleString(name, parent);
    case 'Int': {
      const byName: Record<string, number> = {
        propertyId: parent === 'RentApplicationInput' ? known.rentPropertyId : known.propertyId,
        id: known.propertyId,
        slotId: known.slotId,
        page: 1,
        pageSize: 12,
        limit: 5,
        days: 14,
        type: 1,
        adults: 2,
        minBedrooms: 2,
        priceMin: 100_000,
        priceMax: 300_000,
      };
      return byName[name] ?? 1;
    }
    case 'Float':
      return name === 'amount' ? 250_000 : 3_000;
    case 'Boolean':
      return name !== 'pets' && name !== 'analyticsConsent';
    case 'DateTimeISO':
      return new Date().toISOString();
    default:
      return null;
  }
}

/** Every place in a value a hostile part can go: a path of keys and indexes. */
function placesIn(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const places = [at];
  if (Array.isArray(value)) value.forEach((v, i) => places.push(...placesIn(v, [...at, i])));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) places.push(...placesIn(v, [...at, k]));
  return places;
}

/** A copy of `root` with the part at `place` changed by `change` (a copy all along the path). */
function changed(root: unknown, place: (string | number)[], change: (old: unknown) => unknown): unknown {
  if (place.length === 0) return change(root);
  const [head, ...rest] = place;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = changed(copy[head as number], rest, change);
    return copy;
  }
  const copy = { ...(root as Record<string, unknown>) };
  copy[head] = changed(copy[head], rest, change);
  return copy;
}

/** The input type at a path of the arguments (null past anything the schema knows). */
function typeAt(field: GraphQLField<unknown, unknown>, place: (string | number)[]): GraphQLInputType | null {
  let type: GraphQLInputType | null = field.args.find((a) => a.name === place[0])?.type ?? null;
  for (const step of place.slice(1)) {
    if (!type) return null;
    const inner: GraphQLInputType = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner) && typeof step === 'number') type = inner.ofType;
    else if (isInputObjectType(inner) && typeof step === 'string')
      type = inner.getFields()[step]?.type ?? null;
    else return null;
  }
  return type;
}

const HOSTILE_DATES = [
  '',
  '0',
  '2024-02-30T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '1970-01-01T00:00:00+99:00',
];

/** Something hostile of the type the place expects (mostly), or of any type. */
function hostileFor(type: GraphQLInputType | null, rng: Rng): unknown {
  if (!type || rng.next() < 0.2) return hostile(rng);
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const r = rng.next();
    if (r < 0.3) return [];
    if (r < 0.6) return Array.from({ length: 1 + rng.int(3) }, () => hostileFor(inner.ofType, rng));
    return Array.from({ length: 1_000 + rng.int(2_000) }, (_, i) => (rng.next() < 0.5 ? i : -i));
  }
  if (isInputObjectType(inner)) return hostile(rng);
  if (isEnumType(inner))
    return rng.next() < 0.5 ? rng.pick(inner.getValues()).name : rng.pick(HOSTILE_STRINGS);
  switch (inner.name) {
    case 'Int':
      return rng.pick(HOSTILE_NUMBERS.filter((n) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31));
    case 'Float':
      return rng.pick(HOSTILE_NUMBERS);
    case 'Boolean':
      return rng.next() < 0.5;
    case 'DateTimeISO':
      return rng.pick(HOSTILE_DATES);
    default:
      return rng.pick(HOSTILE_STRINGS);
  }
}

/** One to three parts of the arguments replaced by something hostile, or an object given odd keys. */
function spoil(field: GraphQLField<unknown, unknown>, value: unknown, rng: Rng): unknown {
  let out = value;
  // Mostly one part, so that the rest stays plausible and the case gets as far as that part.
  const r = rng.next();
  const times = r < 0.6 ? 1 : r < 0.9 ? 2 : 3;
  for (let i = 0; i < times; i++) {
    // Any part but the arguments object itself.
    const places = placesIn(out).filter((p) => p.length > 0);
    if (!places.length) break;
    const place = rng.pick(places);
    out = changed(out, place, (old) => {
      const isObject = old !== null && typeof old === 'object' && !Array.isArray(old);
      const r = rng.next();
      if (isObject && r < 0.15) return withProtoKey(old as Record<string, unknown>, { isAdmin: true });
      if (isObject && r < 0.25)
        return { ...(old as object), constructor: { prototype: 'x' }, unknownField: 1 };
      if (isObject && r < 0.35) {
        const keys = Object.keys(old as object);
        const copy = { ...(old as Record<string, unknown>) };
        if (keys.length) delete copy[rng.pick(keys)];
        return copy;
      }
      if (r < 0.4) return null;
      return hostileFor(typeAt(field, place), rng);
    });
  }
  return out;
}

/** A GraphQL literal for a value at a position of this type (enum names bare, the rest as JSON). */
function literal(value: unknown, type: GraphQLInputType | null): string {
  const named = type ? getNamedType(type) : null;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string')
    return named && isEnumType(named) && named.getValue(value) ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  const inner = type && (isNonNullType(type) ? type.ofType : type);
  if (Array.isArray(value))
    return `[${value.map((v) => literal(v, inner && isListType(inner) ? inner.ofType : null)).join(', ')}]`;
  const fields = inner && isInputObjectType(inner) ? inner.getFields() : {};
  return `{ ${Object.entries(value)
    .map(([k, v]) => `${k}: ${literal(v, fields[k]?.type ?? null)}`)
    .join(', ')} }`;
}

/** Leaf fields of the return type, and up to four leaves of each object field below it. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const parts: string[] = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const fieldType = getNamedType(field.type);
    if (isLeafType(fieldType)) parts.push(field.name);
    else if (depth === 0 && isObjectType(fieldType)) {
      const leaves = Object.values(fieldType.getFields())
        .filter((f) => isLeafType(getNamedType(f.type)) && f.args.length === 0)
        .slice(0, 4)
        .map((f) => f.name);
      if (leaves.length) parts.push(`${field.name} { ${leaves.join(' ')} }`);
    }
  }
  return `{ ${parts.join(' ')} }`;
}

interface Case {
  label: string;
  /** The request body (a string is sent as it is). */
  body?: unknown;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  url?: string;
}

/** The request for one root field with these arguments, as literals in the document or as variables. */
function request(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  args: Record<string, unknown>,
  inline: boolean,
): { query: string; variables?: Record<string, unknown> } {
  const given = field.args.filter((a) => a.name in args);
  const selection = selectionOf(field.type);
  if (inline) {
    const list = given.map((a) => `${a.name}: ${literal(args[a.name], a.type)}`).join(', ');
    return { query: `${operation} { ${field.name}${list ? `(${list})` : ''} ${selection} }` };
  }
  const name = (a: GraphQLArgument) => `v_${a.name}`;
  const definitions = given.map((a) => `$${name(a)}: ${String(a.type)}`).join(', ');
  const list = given.map((a) => `${a.name}: $${name(a)}`).join(', ');
  return {
    query: `${operation} Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${list ? `(${list})` : ''} ${selection} }`,
    variables: Object.fromEntries(given.map((a) => [name(a), args[a.name]])),
  };
}

/** CASES_PER_FIELD random cases: plausible arguments with one to three parts spoiled. */
function fieldCases(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  known: Known,
  rng: Rng,
): Case[] {
  const cases: Case[] = [];
  for (let n = 0; n < CASES_PER_FIELD; n++) {
    const args: Record<string, unknown> = {};
    for (const arg of field.args)
      if (isNonNullType(arg.type) || rng.next() < 0.7)
        args[arg.name] = plausible(arg.type, arg.name, field.name, known, rng);
    const spoiled = (field.args.length ? spoil(field, args, rng) : args) as Record<string, unknown>;
    const inline = rng.next() < 0.3;
    const body: { query: string; variables?: Record<string, unknown> } = request(
      operation,
      field,
      spoiled,
      inline,
    );
    // Variables the operation does not declare are ignored, but must not hurt.
    if (body.variables && rng.next() < 0.1)
      body.variables = withProtoKey({ ...body.variables, extra: '\u0000' }, { polluted: 1 });
    cases.push({ label: `${field.name} #${n} (${inline ? 'literals' : 'variables'})`, body });
  }
  return cases;
}

/** Strings that broke something once, or could: each goes into string places in turn. */
const SWEEP_STRINGS = ['\u0000', '\ud800', 'x'.repeat(10_000), '', `%'";--\\`, 'é😀\u202e'.repeat(700)];

/**
 * Every string place of a root field's arguments (optional fields too) gets one of SWEEP_STRINGS,
 * the rest of the arguments plausible: random cases alone would reach most places rarely.
 */
function sweepCases(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  known: Known,
): Case[] {
  const rng = prng(SEED);
  const args: Record<string, unknown> = {};
  for (const arg of field.args) args[arg.name] = plausible(arg.type, arg.name, field.name, known, rng, true);
  const places = placesIn(args).filter((place) => {
    const type = place.length ? typeAt(field, place) : null;
    const named = type && getNamedType(type);
    return named !== null && (named.name === 'String' || named.name === 'ID');
  });
  return places.map((place, i) => {
    const text = SWEEP_STRINGS[(i + SEED) % SWEEP_STRINGS.length];
    const spoiled = changed(args, place, () => text) as Record<string, unknown>;
    return {
      label: `${field.name} sweep ${place.join('.')} = ${JSON.stringify(text.slice(0, 12))}…`,
      body: request(operation, field, spoiled, false),
    };
  });
}

const SEARCH = '{ search(text: "Waterloo") { cities { name } } }';
/** Requests no client sends: the envelope itself is wrong. */
const MALFORMED: Case[] = [
  { label: 'empty body', body: '' },
  { label: 'JSON null', body: 'null' },
  { label: 'JSON array', body: '[]' },
  { label: 'JSON string', body: '"query"' },
  { label: 'batch of two', body: [{ query: SEARCH }, { query: SEARCH }] },
  { label: 'truncated JSON', body: '{"query": "{ search(text: \\"a' },
  {
    label: 'invalid UTF-8',
    body: Buffer.from([0x7b, 0x22, 0x71, 0xff, 0xfe, 0x22, 0x7d]).toString('latin1'),
  },
  { label: 'no query', body: {} },
  { label: 'query a number', body: { query: 1 } },
  { label: 'query an object', body: { query: { kind: 'Document' } } },
  { label: 'truncated document', body: { query: '{ search(text: "a") { cities { name' } },
  { label: 'NUL in the document', body: { query: '{ search(text: "a") { cities { name } } }\u0000' } },
  { label: 'raw NUL in a literal', body: { query: '{ search(text: "a\u0000b") { cities { name } } }' } },
  { label: 'unknown field', body: { query: '{ nothing }' } },
  {
    // graphql-js stops at 50 invalid values with an error of no code, which Apollo called internal.
    label: 'over 50 invalid variable values',
    body: {
      query: 'query($ids: [Int!]) { modules(ids: $ids) { id } }',
      variables: { ids: Array(60).fill('x') },
    },
  },
  { label: 'variables an array', body: { query: SEARCH, variables: [] } },
  { label: 'variables a string', body: { query: SEARCH, variables: '{"a":1}' } },
  { label: '__proto__ variables', body: withProtoKey({ query: SEARCH }, { variables: { a: 1 } }) },
  { label: 'operationName an object', body: { query: SEARCH, operationName: {} } },
  { label: 'unknown operationName', body: { query: SEARCH, operationName: 'Nope' } },
  { label: 'extensions a string', body: { query: SEARCH, extensions: 'x' } },
  {
    label: 'persisted query garbage',
    body: { extensions: { persistedQuery: { version: 1, sha256Hash: '\u0000'.repeat(64) } } },
  },
  { label: 'subscription', body: { query: 'subscription { search(text: "a") { cities { name } } }' } },
  { label: 'body over 100 kB', body: { query: SEARCH, variables: { pad: 'x'.repeat(120_000) } } },
  { label: 'text/plain', body: JSON.stringify({ query: SEARCH }), headers: { 'content-type': 'text/plain' } },
  {
    label: 'GET with a NUL',
    method: 'GET',
    url: `/graphql?query=${encodeURIComponent('{ search(text: "\\u0000") { cities { name } } }')}`,
  },
  {
    label: 'GET a mutation',
    method: 'GET',
    url: `/graphql?query=${encodeURIComponent('mutation { ownerLogout }')}`,
  },
  {
    label: 'GET bad variables',
    method: 'GET',
    url: `/graphql?query=${encodeURIComponent(SEARCH)}&variables=%7B`,
  },
  {
    label: 'unknown x-lang',
    body: { query: '{ faq(lang: "xx") { question } }' },
    headers: { 'x-lang': '\u00ff' },
  },
];

/** The links in mails: GET shows a page, POST acts; token and lang as a mangled link has them. */
function mailLinkCases(rng: Rng): Case[] {
  const paths = [
    '/api/newsletter/confirm',
    '/api/newsletter/unsubscribe',
    '/api/demand/unsubscribe',
    '/api/appointments/cancel',
  ];
  const values = ['', 'xx', '%00', '%ZZ', 'a'.repeat(5_000), 'fr', '__proto__', '%E2%80%AE', 'nl&lang=fr'];
  const cases: Case[] = [];
  for (const p of paths)
    for (let n = 0; n < 6; n++) {
      const method = rng.pick(['GET', 'POST'] as const);
      const url = `${p}?token=${rng.pick(values)}&lang=${rng.pick(values)}`;
      cases.push({
        label: `${method} ${url.slice(0, 80)}`,
        method,
        url,
        body: method === 'POST' ? `token=${rng.pick(values)}&lang=${rng.pick(values)}` : undefined,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
  return cases;
}

/** What must never be in an answer: a stack frame or a path of the server's files. */
const LEAK =
  /\bat [\w.<>$]+ \(|node:internal|node_modules|\/work\/|\/srv\/|\/app\/|[\w-]+\.(ts|js|mjs|cjs):\d+/;

interface Outcome {
  status: number;
  codes: string[];
  problems: string[];
}

describe('fuzz: bad input is refused, never a 5xx', () => {
  let server: TestServer;
  let known: Known;
  let ownerCookie = '';

  beforeAll(async () => {
    server = await startTestServer(await freshDatabase());
    const [slot]: { id: number; property_id: number }[] = await server.ds.query(
      `SELECT id, property_id FROM appointment_slot WHERE starts_at > now() ORDER BY starts_at, id LIMIT 1`,
    );
    const seen = await server.gql<{
      rent: { items: { id: number }[] };
      testimonials: { slug: string }[];
      serviceArticles: { slug: string }[];
    }>(`{
      rent: properties(filter: { goal: RENT }, pageSize: 1) { items { id } }
      testimonials(lang: "en", limit: 1) { slug }
      serviceArticles(lang: "en") { slug }
    }`);
    known = {
      propertyId: slot.property_id,
      rentPropertyId: seen.data!.rent.items[0].id,
      slotId: slot.id,
      testimonialSlug: seen.data!.testimonials[0]?.slug ?? 'x',
      articleSlug: seen.data!.serviceArticles[0]?.slug ?? 'x',
    };
    // The owners-only queries are fuzzed with a session too (before the fuzz throttles the account).
    const login = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation { ownerLogin(input: { email: "owner1@immo-demo.be", password: "demo-portal-2026" }) { ok } }',
      }),
    });
    ownerCookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    expect(ownerCookie).toMatch(/=./);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function send(c: Case, logged: { mock: { calls: unknown[][] } }): Promise<Outcome> {
    const before = logged.mock.calls.length;
    const started = Date.now();
    const res = await fetch(`${server.url}${c.url ?? '/graphql'}`, {
      method: c.method ?? 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...c.headers,
      },
      body: c.method === 'GET' ? undefined : typeof c.body === 'string' ? c.body : JSON.stringify(c.body),
    });
    const text = await res.text();
    const problems: string[] = [];
    if (res.status >= 500) problems.push(`status ${res.status}`);
    if (LEAK.test(text)) problems.push(`leak: ${LEAK.exec(text)?.[0]}`);
    if (Date.now() - started > 5_000) problems.push(`took ${Date.now() - started} ms`);
    let codes: string[] = [];
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      const body = JSON.parse(text) as {
        data?: Record<string, { status?: string } | null> | null;
        errors?: { extensions?: { code?: string } }[];
      };
      codes = (body.errors ?? []).map((e) => e.extensions?.code ?? 'NO CODE');
      for (const code of codes)
        if (code === 'INTERNAL_SERVER_ERROR' || code === 'NO CODE') problems.push(`error code ${code}`);
      for (const answer of Object.values(body.data ?? {}))
        if (answer && typeof answer === 'object' && answer.status === 'UNAVAILABLE')
          problems.push('form answered UNAVAILABLE (Mail not sent)');
    }
    const errors = logged.mock.calls.slice(before);
    if (errors.length) problems.push(`logged: ${errors.map((call) => String(call[1])).join(', ')}`);
    const detail = problems.length
      ? `${errors.map((call) => String((call[0] as { err?: Error }).err?.message ?? '')).join(' | ')} ${text.slice(0, 300)}`
      : '';
    return { status: res.status, codes, problems: problems.map((p) => `${p} ${detail}`.trim()) };
  }

  it(
    `sends ${CASES_PER_FIELD} cases to every root field, malformed requests and mail links (seed ${SEED})`,
    async () => {
      const rng = prng(SEED);
      const queryFields = Object.values(schema.getQueryType()!.getFields());
      const mutationFields = Object.values(schema.getMutationType()!.getFields());
      const cases: Case[] = [
        ...queryFields.flatMap((f) =>
          fieldCases('query', f, known, rng).map((c, i) =>
            // Half of the owners' queries with the session (the rest are refused before any argument is used).
            f.name.startsWith('owner') && i % 2 === 0 ? { ...c, headers: { cookie: ownerCookie } } : c,
          ),
        ),
        ...mutationFields.flatMap((f) => fieldCases('mutation', f, known, rng)),
        ...queryFields.flatMap((f) => sweepCases('query', f, known)),
        ...mutationFields.flatMap((f) => sweepCases('mutation', f, known)),
        ...MALFORMED,
        ...mailLinkCases(rng),
      ];
      const logged = vi.spyOn(logger, 'error');
      const failures: string[] = [];
      const outcomes = new Map<string, number>();
      const durations: [number, string][] = [];
      try {
        for (const c of cases) {
          const started = Date.now();
          const outcome = await send(c, logged);
          durations.push([Date.now() - started, c.label]);
          const key = `${outcome.status} ${[...new Set(outcome.codes)].join('+') || '-'}`;
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
          for (const problem of outcome.problems)
            failures.push(`${c.label}: ${problem}\n    ${JSON.stringify(c.body ?? c.url).slice(0, 400)}`);
        }
      } finally {
        logged.mockRestore();
      }
      const slowest = durations.sort((a, b) => b[0] - a[0]).slice(0, 5);
      console.info(
        `fuzz (seed ${SEED}, ${cases.length} requests), status and error codes:\n${[...outcomes]
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `  ${k}: ${n}`)
          .join('\n')}\nslowest:\n${slowest.map(([ms, label]) => `  ${ms} ms ${label}`).join('\n')}`,
      );
      expect(failures, `seed ${SEED}: ${failures.length} failing cases`).toEqual([]);
    },
    Math.max(30_000, CASES_PER_FIELD * 2_000),
  );
});
