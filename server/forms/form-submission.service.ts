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
