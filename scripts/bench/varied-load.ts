import type { DataSource } from 'typeorm';
import { Prng } from '../../server/demo/prng';

/**
 * The varied requests of `npm run bench:api`'s typeahead and lists cells: what visitors type in the
 * search box and which filters they set on the lists, drawn from the benchmark's own catalog, so
 * most requests differ and the response cache cannot answer them all.
 */

/** Languages of the site, as often as visitors use them (Brussels and Wallonia, Flanders, expats). */
const LANGUAGES: [string, number][] = [
  ['fr', 0.45],
  ['nl', 0.4],
  ['en', 0.1],
  ['de', 0.05],
];

function pickWeighted<T>(rng: Prng, items: [T, number][]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = rng.next() * total;
  for (const [item, w] of items) {
    x -= w;
    if (x < 0) return item;
  }
  return items[items.length - 1][0];
}

/**
 * Draws ranks 0 … n-1 with probability ∝ 1 / (rank + 1)^s: a few terms are typed very often (the
 * big cities, "appartement"), most rarely. Inverse of the cumulative weights, by bisection.
 */
export class Zipf {
  private readonly cumulative: Float64Array;
  constructor(
    n: number,
    s: number,
    private readonly rng: Prng,
  ) {
    this.cumulative = new Float64Array(n);
    let sum = 0;
    for (let i = 0; i < n; i++) this.cumulative[i] = sum += 1 / (i + 1) ** s;
  }
  next(): number {
    const x = this.rng.next() * this.cumulative[this.cumulative.length - 1];
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

export interface SearchRequest {
  text: string;
  lang: string;
}

/**
 * What people type: city names in every language, postcodes, words of the streets, the types'
 * names and listing references, ranked by how many listed listings they lead to (references
 * last: each leads to one). Lower case, as typed; accents kept where the name has them.
 */
export async function typeaheadTerms(ds: DataSource): Promise<{ term: string; lang: string }[]> {
  const weighted: { term: string; lang: string; weight: number }[] = [];
  const cities: { names: Record<string, string>; zip: string; n: number }[] = await ds.query(
    `SELECT c.names, c.zip, count(p.id)::int AS n FROM city c
       LEFT JOIN property p ON p.city_id = c.id AND p.withdrawn_at IS NULL AND p.marquee NOT IN (3, 4)
      GROUP BY c.id`,
  );
  for (const c of cities) {
    for (const [lang, name] of Object.entries(c.names))
      weighted.push({ term: name.toLowerCase(), lang, weight: c.n + 1 });
    weighted.push({ term: c.zip, lang: '', weight: c.n + 1 });
  }
  const streets: { word: string; n: number }[] = await ds.query(
    `SELECT w AS word, count(*)::int AS n FROM property p, unnest(string_to_array(lower(p.street), ' ')) w
      WHERE p.withdrawn_at IS NULL AND p.marquee NOT IN (3, 4) AND length(w) >= 3 GROUP BY w`,
  );
  for (const s of streets) weighted.push({ term: s.word, lang: '', weight: s.n });
  const types: { names: Record<string, string>; n: number }[] = await ds.query(
    `SELECT t.names, count(p.id)::int AS n FROM property_type t
       LEFT JOIN property p ON p.web_id = t.id AND p.withdrawn_at IS NULL AND p.marquee NOT IN (3, 4)
      GROUP BY t.id`,
  );
  for (const t of types)
    for (const [lang, name] of Object.entries(t.names))
      weighted.push({ term: name.toLowerCase(), lang, weight: t.n + 1 });
  const ids: { id: number }[] = await ds.query(`SELECT id FROM property WHERE withdrawn_at IS NULL`);
  for (const { id } of ids) weighted.push({ term: String(id), lang: '', weight: 0 });
  // Equal weights in a shuffled order, so the references' skew does not follow their numbers.
  const rng = new Prng(7);
  const tiebreak = new Map(weighted.map((w) => [w, rng.next()]));
  weighted.sort((a, b) => b.weight - a.weight || (tiebreak.get(a) ?? 0) - (tiebreak.get(b) ?? 0));
  return weighted.map(({ term, lang }) => ({ term, lang }));
}

/** The prefixes of 2–8 characters a visitor sends while typing a term, one per keystroke. */
export function keystrokes(term: string): string[] {
  const chars = [...term];
  const out: string[] = [];
  for (let n = 2; n <= Math.min(8, chars.length); n++) out.push(chars.slice(0, n).join(''));
  return out;
}

/**
 * Keystroke sessions of `slots` visitors at once: each types a term drawn with a Zipf skew, one
 * prefix per request, then starts on another. A term's language is the visitor's where the term
 * belongs to one (a French city name is typed on the French site).
 */
export class TypeaheadSessions {
  private readonly zipf: Zipf;
  private readonly rng: Prng;
  private readonly active: SearchRequest[][];
  private turn = 0;
  constructor(
    private readonly terms: { term: string; lang: string }[],
    seed: number,
    slots = 50,
    s = 1,
  ) {
    this.rng = new Prng(seed);
    this.zipf = new Zipf(terms.length, s, this.rng);
    this.active = Array.from({ length: slots }, () => []);
  }
  next(): SearchRequest {
    const slot = this.turn++ % this.active.length;
    if (this.active[slot].length === 0) {
      const { term, lang } = this.terms[this.zipf.next()];
      const site = lang || pickWeighted(this.rng, LANGUAGES);
      this.active[slot] = keystrokes(term).map((text) => ({ text, lang: site }));
    }
    return this.active[slot].shift() as SearchRequest;
  }
}

/** Variables of the storefront's list query (client/features/listings/list-page.tsx). */
export interface ListVariables {
  filter: Record<string, unknown>;
  sort: string;
  page: number;
  lang: string;
}

const SORTS: [string, number][] = [
  ['NEWEST', 0.55],
  ['PRICE_ASC', 0.25],
  ['PRICE_DESC', 0.12],
  ['LIVING_AREA_DESC', 0.08],
];
const SALE_PRICES = [
  100_000, 150_000, 200_000, 250_000, 300_000, 350_000, 400_000, 500_000, 750_000, 1_000_000,
];
const RENT_PRICES = [500, 750, 1000, 1250, 1500, 2000, 2500, 3000];

/**
 * Realistic list requests, most popular first: the goal, often a city (big cities more often),
 * sometimes a type, a price range, bedrooms, another order, a later page. Distinct combinations
 * in the order first drawn, so a Zipf draw over them favours the common ones.
 */
export async function listCombinations(ds: DataSource, count: number): Promise<ListVariables[]> {
  const cities: { name: string; zip: string; n: number }[] = await ds.query(
    `SELECT coalesce(c.names->>'fr', c.key) AS name, c.zip, count(*)::int AS n FROM city c
       JOIN property p ON p.city_id = c.id AND p.withdrawn_at IS NULL AND p.marquee NOT IN (3, 4)
      GROUP BY c.id ORDER BY n DESC`,
  );
  const types: { id: number; n: number }[] = await ds.query(
    `SELECT web_id AS id, count(*)::int AS n FROM property
      WHERE withdrawn_at IS NULL AND marquee NOT IN (3, 4) GROUP BY web_id`,
  );
  const rng = new Prng(11);
  const cityItems = cities.map((c): [string, number] => [`${c.name}|${c.zip}`, c.n]);
  const typeItems = types.map((t): [number, number] => [t.id, t.n]);
  const seen = new Map<string, ListVariables>();
  for (let guard = 0; seen.size < count && guard < count * 50; guard++) {
    const goal = rng.next() < 0.7 ? 'SALE' : 'RENT';
    const prices = goal === 'SALE' ? SALE_PRICES : RENT_PRICES;
    const filter: Record<string, unknown> = { goal };
    const r = rng.next();
    if (r < 0.55) filter.cities = [pickWeighted(rng, cityItems)];
    else if (r < 0.65) filter.cities = [pickWeighted(rng, cityItems), pickWeighted(rng, cityItems)];
    if (rng.next() < 0.45) filter.type = pickWeighted(rng, typeItems);
    if (rng.next() < 0.35) filter.minPrice = prices[rng.int(0, prices.length / 2)];
    if (rng.next() < 0.45) {
      const from = prices.indexOf(Number(filter.minPrice ?? prices[0]));
      filter.maxPrice = prices[rng.int(from + 1, prices.length - 1)];
    }
    if (rng.next() < 0.3) filter.minBedrooms = rng.int(1, 4);
    const page = rng.next() < 0.75 ? 1 : rng.int(2, 5);
    const vars = { filter, sort: pickWeighted(rng, SORTS), page, lang: pickWeighted(rng, LANGUAGES) };
    const key = JSON.stringify(vars);
    if (!seen.has(key)) seen.set(key, vars);
  }
  return [...seen.values()];
}
