import DataLoader from 'dataloader';
import { In } from 'typeorm';
import { defineLoader } from '../core/graphql/loaders';
import { Agent } from './agent.entity';
import { City } from './city.entity';
import { PropertyPhoto } from './property-photo.entity';
import { PropertyText } from './property-text.entity';
import { PropertyType } from './property-type.entity';

/** Groups rows by a key, keeping one (possibly empty) list per requested key. */
function groupBy<T, K>(keys: readonly K[], rows: T[], keyOf: (row: T) => K): T[][] {
  const map = new Map<K, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) map.get(keyOf(row))?.push(row);
  return keys.map((k) => map.get(k) ?? []);
}

function byId<T extends { id: number }>(keys: readonly number[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return keys.map((k) => map.get(k) ?? null);
}

/** All texts (every language) of a listing: the view picks the language with fallbacks. */
export const textsByProperty = defineLoader('textsByProperty', (ds) =>
  new DataLoader<number, PropertyText[]>(async (ids) =>
    groupBy(ids, await ds.getRepository(PropertyText).findBy({ propertyId: In([...ids]) }), (t) => t.propertyId),
  ),
);

export const photosByProperty = defineLoader('photosByProperty', (ds) =>
  new DataLoader<number, PropertyPhoto[]>(async (ids) =>
    groupBy(
      ids,
      await ds.getRepository(PropertyPhoto).find({ where: { propertyId: In([...ids]) }, order: { propertyId: 'ASC', position: 'ASC' } }),
      (p) => p.propertyId,
    ),
  ),
);

export const cityById = defineLoader('cityById', (ds) =>
  new DataLoader<number, City | null>(async (ids) => byId(ids, await ds.getRepository(City).findBy({ id: In([...ids]) }))),
);

export const agentById = defineLoader('agentById', (ds) =>
  new DataLoader<number, Agent | null>(async (ids) => byId(ids, await ds.getRepository(Agent).findBy({ id: In([...ids]) }))),
);

export const propertyTypeById = defineLoader('propertyTypeById', (ds) =>
  new DataLoader<number, PropertyType | null>(async (ids) => byId(ids, await ds.getRepository(PropertyType).findBy({ id: In([...ids]) }))),
);
