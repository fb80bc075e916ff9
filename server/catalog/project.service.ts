import type { DataSource } from 'typeorm';
import type { Project, ProjectPhoto } from './project.entity';
import { LISTED, VISIBLE } from './property.service';

/** A project with what its card says about its units. */
export interface ProjectWithUnits {
  project: Project;
  /** Units a visitor may see (not withdrawn), sold and rented ones included. */
  unitsTotal: number;
  /** Units still on the market: available or under option. */
  unitsAvailable: number;
  /** Lowest and highest published price of the units on the market; null when none has one. */
  priceMin: number | null;
  priceMax: number | null;
}

interface Row {
  id: number;
  names: Project['names'];
  descriptions: Project['descriptions'];
  street: string | null;
  house_number: string | null;
  box_nr: string | null;
  zip: string;
  city: string;
  country_id: number;
  public_address: boolean;
  image_url: string | null;
  photos: ProjectPhoto[];
  units_total: number;
  units_available: number;
  price_min: string | null;
  price_max: string | null;
}

/** A price a visitor may see: published, not on demand. */
const PRICE_SHOWN = `p.publish_price AND p.price IS NOT NULL AND coalesce(p.costs->>'priceOnDemand', 'false') <> 'true'`;

/**
 * Projects with at least one visible unit (a project whose listings are all gone has no page),
 * with their unit counts and price range, in one query: projects with units on the market first,
 * then the most recently published. `id` narrows it to one project.
 */
async function queryProjects(ds: DataSource, id?: number): Promise<ProjectWithUnits[]> {
  const rows: Row[] = await ds.query(
    `SELECT pr.id, pr.names, pr.descriptions, pr.street, pr.house_number, pr.box_nr, pr.zip, pr.city,
            pr.country_id, pr.public_address, pr.image_url, pr.photos,
            count(*)::int AS units_total,
            (count(*) FILTER (WHERE ${LISTED}))::int AS units_available,
            min(p.price) FILTER (WHERE ${LISTED} AND ${PRICE_SHOWN}) AS price_min,
            max(p.price) FILTER (WHERE ${LISTED} AND ${PRICE_SHOWN}) AS price_max
       FROM project pr
       JOIN property p ON p.project_id = pr.id AND ${VISIBLE}
      ${id === undefined ? '' : 'WHERE pr.id = $1'}
      GROUP BY pr.id
      ORDER BY (count(*) FILTER (WHERE ${LISTED})) > 0 DESC, max(p.published_at) DESC, pr.id DESC`,
    id === undefined ? [] : [id],
  );
  return rows.map((r) => ({
    project: {
      id: r.id,
      names: r.names,
      descriptions: r.descriptions,
      street: r.street,
      houseNumber: r.house_number,
      boxNr: r.box_nr,
      zip: r.zip,
      city: r.city,
      countryId: r.country_id,
      publicAddress: r.public_address,
      imageUrl: r.image_url,
      photos: r.photos,
    },
    unitsTotal: r.units_total,
    unitsAvailable: r.units_available,
    priceMin: r.price_min === null ? null : Number(r.price_min),
    priceMax: r.price_max === null ? null : Number(r.price_max),
  }));
}

/** Every project a visitor may see. */
export function listProjects(ds: DataSource): Promise<ProjectWithUnits[]> {
  return queryProjects(ds);
}

/** One project, or null when unknown or without visible units. */
export async function findProject(ds: DataSource, id: number): Promise<ProjectWithUnits | null> {
  return (await queryProjects(ds, id))[0] ?? null;
}
