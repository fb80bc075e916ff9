import type { DataSource } from 'typeorm';

/** The e-mail each submission was sent with (lower-cased), by submission id; absent ids are left out. */
export async function submissionEmails(
  ds: DataSource,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows: { id: string; email: string | null }[] = await ds.query(
    `SELECT id, email FROM form_submission WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.email]));
}

/**
 * What the forms keep of the requests sent with an e-mail address (lower-cased), oldest first, for
 * its holder's copy (GDPR access): the form, its language and listing, what was typed, and when.
 */
export async function submissionsOf(
  q: Pick<DataSource, 'query'>,
  email: string,
): Promise<{ form: string; lang: string; propertyId: number | null; fields: unknown; sentAt: Date }[]> {
  return q.query(
    `SELECT form, lang, property_id AS "propertyId", fields, created_at AS "sentAt"
       FROM form_submission WHERE email = $1 ORDER BY created_at`,
    [email],
  );
}
