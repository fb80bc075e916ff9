import type { EntityManager } from 'typeorm';

/**
 * Whether the catalog shows this picture URL, exactly as written: a listing's photo, an agent's
 * portrait or a project's image. Three indexed lookups; one statement.
 */
export async function isCatalogImageUrl(db: Pick<EntityManager, 'query'>, url: string): Promise<boolean> {
  const [row]: { shown: boolean }[] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM property_photo WHERE url = $1)
         OR EXISTS (SELECT 1 FROM agent WHERE photo_url = $1)
         OR EXISTS (SELECT 1 FROM project
                     WHERE image_url = $1 OR photos @> jsonb_build_array(jsonb_build_object('url', $1::text)))
         AS shown`,
    [url],
  );
  return row?.shown === true;
}
