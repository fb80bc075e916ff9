import type { DataSource } from 'typeorm';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '../core/config';
import type { Localized } from '../core/localized';
import { LoaderRegistry } from '../core/graphql/loaders';
import { cityByZipName } from './catalog.loaders';
import { projectPaths } from './project-path';
import { listProjects } from './project.service';
import { propertyPath } from './property-path';
import { textIn } from './property-texts';
import { LISTED, VISIBLE } from './property.service';
import { goalOf } from './rules';
import { cityName } from './taxonomy.service';

/** A page of the catalog as a sitemap lists it: its path in every language and when it last changed. */
export interface CatalogPage {
  id: number;
  paths: Record<LanguageCode, string>;
  lastModified: Date;
}

/**
 * A run of consecutive listings on the market (by id), one sitemap file's worth. `lastModified`
 * is the newest change of a listing in the run.
 */
export interface ListingRun {
  firstId: number;
  lastId: number;
  count: number;
  lastModified: Date;
}

/**
 * The listings still on the market (visible, available or under option) cut into runs of at most
 * `size` by id: the sitemap's listing files. One pass over the listings' ids, whatever their number.
 */
export async function listingRunsForSitemap(ds: DataSource, size: number): Promise<ListingRun[]> {
  const rows: { first_id: number; last_id: number; count: number; last_modified: Date }[] = await ds.query(
    `SELECT min(id) AS first_id, max(id) AS last_id, count(*)::int AS count, max(updated_at) AS last_modified
       FROM (SELECT p.id, p.updated_at, (row_number() OVER (ORDER BY p.id) - 1) / $1 AS run
               FROM property p
              WHERE ${VISIBLE} AND ${LISTED}) t
      GROUP BY run
      ORDER BY run`,
    [size],
  );
  return rows.map((r) => ({
    firstId: r.first_id,
    lastId: r.last_id,
    count: r.count,
    lastModified: r.last_modified,
  }));
}

/**
 * The listings on the market with ids above `afterId` up to `throughId`, at most `limit`, by id
 * (keyset pages: a caller reads a run a batch at a time): only what their paths need (goal, city
 * names, titles) and their last change. One query; the paths are the API's own (`Property.paths`).
 */
export async function listingsForSitemap(
  ds: DataSource,
  { afterId, throughId, limit }: { afterId: number; throughId: number; limit: number },
): Promise<CatalogPage[]> {
  const rows: {
    id: number;
    goal: number;
    updated_at: Date;
    city_names: Localized;
    city_key: string;
    texts: { lang: string; title: string }[];
  }[] = await ds.query(
    `SELECT p.id, p.goal, p.updated_at, c.names AS city_names, c.key AS city_key,
            coalesce((SELECT json_agg(json_build_object('lang', t.lang, 'title', t.title))
                        FROM property_text t WHERE t.property_id = p.id), '[]') AS texts
       FROM property p
       JOIN city c ON c.id = p.city_id
      WHERE ${VISIBLE} AND ${LISTED} AND p.id > $1 AND p.id <= $2
      ORDER BY p.id
      LIMIT $3`,
    [afterId, throughId, limit],
  );
  return rows.map((r) => {
    const city = { names: r.city_names, key: r.city_key };
    const goal = goalOf(r.goal);
    const paths = {} as Record<LanguageCode, string>;
    for (const code of SUPPORTED_LANGUAGES)
      paths[code] = propertyPath(code, goal, cityName(city, code), textIn(r.texts, code)?.title ?? '', r.id);
    return { id: r.id, paths, lastModified: r.updated_at };
  });
}

/**
 * When the lists last changed: the newest change of any listing of the goal, gone ones included (a
 * sale takes a listing off the list). Null when there has never been one.
 */
export async function listsLastModified(ds: DataSource): Promise<{ sale: Date | null; rent: Date | null }> {
  const [row]: { sale: Date | null; rent: Date | null }[] = await ds.query(
    `SELECT max(greatest(p.updated_at, p.withdrawn_at)) FILTER (WHERE p.goal = 0) AS sale,
            max(greatest(p.updated_at, p.withdrawn_at)) FILTER (WHERE p.goal <> 0) AS rent
       FROM property p`,
  );
  return { sale: row?.sale ?? null, rent: row?.rent ?? null };
}

/**
 * Every project that has a page (some visible unit), with its paths and the newest change of its
 * units. Two queries and one for the cities, whatever the number of projects.
 */
export async function projectsForSitemap(ds: DataSource): Promise<CatalogPage[]> {
  const [projects, changes] = await Promise.all([
    listProjects(ds),
    ds.query(
      `SELECT p.project_id AS id, max(p.updated_at) AS last_modified
         FROM property p
        WHERE ${VISIBLE} AND p.project_id IS NOT NULL
        GROUP BY p.project_id`,
    ) as Promise<{ id: number; last_modified: Date }[]>,
  ]);
  const changed = new Map(changes.map((c) => [c.id, c.last_modified]));
  const loaders = new LoaderRegistry(ds);
  return Promise.all(
    projects.map(async ({ project }) => {
      const city = await loaders.get(cityByZipName).load(`${project.zip}|${project.city}`);
      return {
        id: project.id,
        paths: projectPaths(project, city),
        lastModified: changed.get(project.id) ?? new Date(0),
      };
    }),
  );
}
