import type { EntityManager } from 'typeorm';

/**
 * Whether a page of the site shows this picture URL, exactly as written: a module's image, a
 * service article's, a team member's portrait or a published testimonial's photo (a submitted,
 * unpublished one is nobody's picture yet).
 */
export async function isContentImageUrl(db: Pick<EntityManager, 'query'>, url: string): Promise<boolean> {
  const [row]: { shown: boolean }[] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM module WHERE image = $1 OR jsonb_exists(images, $1))
         OR EXISTS (SELECT 1 FROM service_article WHERE image_url = $1)
         OR EXISTS (SELECT 1 FROM team_member WHERE photo_url = $1)
         OR EXISTS (SELECT 1 FROM testimonial WHERE image_url = $1 AND published)
         AS shown`,
    [url],
  );
  return row?.shown === true;
}
