import DataLoader from 'dataloader';
import { In } from 'typeorm';
import { defineLoader, type LoaderRegistry } from '../core/graphql/loaders';
import { Agent } from './agent.entity';
import { City } from './city.entity';
import { Property } from './property.entity';
import { PropertyPhoto } from './property-photo.entity';
import { PropertyText } from './property-text.entity';
import { PropertyType } from './property-type.entity';
import { findProjectUnits, findProperties, type CardRelations } from './property.service';
import { findSimilarProperties } from './similar-properties.service';
import { normalizeKey } from './rules';

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

/**
 * The short texts (title, type description) of a listing in every language: the view picks the
 * language with fallbacks, and the language switcher needs every title for its paths.
 */
export const textsByProperty = defineLoader(
  'textsByProperty',
  (ds) =>
    new DataLoader<number, PropertyText[]>(async (ids) =>
      groupBy(
        ids,
        await ds.getRepository(PropertyText).find({
          select: { propertyId: true, lang: true, title: true, typeDescription: true },
          where: { propertyId: In([...ids]) },
        }),
        (t) => t.propertyId,
      ),
    ),
);

/** Long descriptions, only when a query asks for them (lists do not). */
export const descriptionsByProperty = defineLoader(
  'descriptionsByProperty',
  (ds) =>
    new DataLoader<number, PropertyText[]>(async (ids) =>
      groupBy(
        ids,
        await ds.getRepository(PropertyText).find({
          select: { propertyId: true, lang: true, title: true, description: true },
          where: { propertyId: In([...ids]) },
        }),
        (t) => t.propertyId,
      ),
    ),
);

/** Whole rows, for list items whose query asks for detail groups (lists load summary columns). */
export const propertyRowById = defineLoader(
  'propertyRowById',
  (ds) =>
    new DataLoader<number, Property | null>(async (ids) =>
      byId(ids, await ds.getRepository(Property).findBy({ id: In([...ids]) })),
    ),
);

/** The first photo of each listing: list cards and search rows need nothing else. */
export const thumbnailByProperty = defineLoader(
  'thumbnailByProperty',
  (ds) =>
    new DataLoader<number, PropertyPhoto | null>(async (ids) => {
      const rows = await ds
        .getRepository(PropertyPhoto)
        .createQueryBuilder('ph')
        .distinctOn(['ph.property_id'])
        .where('ph.property_id = ANY(:ids)', { ids: [...ids] })
        .orderBy('ph.property_id')
        .addOrderBy('ph.position')
        .getMany();
      const map = new Map(rows.map((r) => [r.propertyId, r]));
      return ids.map((id) => map.get(id) ?? null);
    }),
);

export const photosByProperty = defineLoader(
  'photosByProperty',
  (ds) =>
    new DataLoader<number, PropertyPhoto[]>(async (ids) =>
      groupBy(
        ids,
        await ds
          .getRepository(PropertyPhoto)
          .find({ where: { propertyId: In([...ids]) }, order: { propertyId: 'ASC', position: 'ASC' } }),
        (p) => p.propertyId,
      ),
    ),
);

export const cityById = defineLoader(
  'cityById',
  (ds) =>
    new DataLoader<number, City | null>(async (ids) =>
      byId(ids, await ds.getRepository(City).findBy({ id: In([...ids]) })),
    ),
);

export const agentById = defineLoader(
  'agentById',
  (ds) =>
    new DataLoader<number, Agent | null>(async (ids) =>
      byId(ids, await ds.getRepository(Agent).findBy({ id: In([...ids]) })),
    ),
);

export const propertyTypeById = defineLoader(
  'propertyTypeById',
  (ds) =>
    new DataLoader<number, PropertyType | null>(async (ids) =>
      byId(ids, await ds.getRepository(PropertyType).findBy({ id: In([...ids]) })),
    ),
);

/** The visible units of each project, in the order the project page lists them. */
export const unitsByProject = defineLoader(
  'unitsByProject',
  (ds) =>
    new DataLoader<number, Property[]>(async (ids) =>
      groupBy(ids, await findProjectUnits(ds, ids), (p) => p.projectId ?? 0),
    ),
);

/**
 * A city by postcode and name as a feed spells it ("1050|ELSENE"), matched on the city's aliases
 * as the import does: projects keep the CRM's spelling, their pages show the name per language.
 */
export const cityByZipName = defineLoader(
  'cityByZipName',
  (ds) =>
    new DataLoader<string, City | null>(async (keys) => {
      const zips = [...new Set(keys.map((k) => k.slice(0, k.indexOf('|'))))];
      const rows = await ds
        .getRepository(City)
        .createQueryBuilder('c')
        .where('c.zip = ANY(:zips)', { zips })
        .orderBy('c.id')
        .getMany();
      return keys.map((k) => {
        const bar = k.indexOf('|');
        const zip = k.slice(0, bar);
        const name = normalizeKey(k.slice(bar + 1));
        return rows.find((c) => c.zip === zip && (c.key === name || c.aliases.includes(name))) ?? null;
      });
    }),
);

/** The similar listings of each listing, as ids in their order (one query for a whole list). */
export const similarIdsByProperty = defineLoader(
  'similarIdsByProperty',
  (ds) =>
    new DataLoader<number, number[]>(async (ids) => {
      const map = await findSimilarProperties(ds, ids);
      return ids.map((id) => map.get(id) ?? []);
    }),
);

/** Visible listings by id (summary columns): what similar listings show as cards. */
export const summaryById = defineLoader(
  'summaryById',
  (ds) =>
    new DataLoader<number, Property | null>(async (ids) => {
      const rows = await findProperties(ds, [...ids]);
      return byId(ids, rows);
    }),
);

/**
 * A list page's cards read their texts, photo, city and type with the page's own statement: the
 * loaders are given them, so the cards' fields resolve as anywhere else without a query of their own.
 */
export function primeCards(
  loaders: LoaderRegistry,
  rows: readonly Property[],
  cards: ReadonlyMap<number, CardRelations>,
): void {
  for (const row of rows) {
    const card = cards.get(row.id);
    if (!card) continue;
    loaders.get(textsByProperty).prime(row.id, card.texts);
    loaders.get(thumbnailByProperty).prime(row.id, card.thumbnail);
    loaders.get(cityById).prime(row.cityId, card.city);
    loaders.get(propertyTypeById).prime(row.webId, card.type);
  }
}
