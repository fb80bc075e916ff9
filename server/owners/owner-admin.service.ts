import type { DataSource } from 'typeorm';
import type { LanguageCode } from '../core/config';
import { isLanguageCode } from '../core/localized';
import { normalizeEmail } from '../accounts/tokens.service';
import { mailPasswordLink } from './owner-auth.service';

/** An invitation link works this long (the owner may read the mail days later); once. */
export const INVITATION_LINK_DAYS = 7;

export interface OwnerInput {
  email: string;
  firstName: string;
  lastName: string;
  lang: string;
  propertyIds: readonly number[];
}

export interface OwnerAdded {
  ownerId: number;
  created: boolean;
  linked: number[];
  /** Ids that are not listings of the catalog: not linked. */
  unknown: number[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why the input cannot be stored, or null. */
export function ownerInputProblem(input: OwnerInput): string | null {
  if (!EMAIL.test(normalizeEmail(input.email)) || input.email.length > 254)
    return `"${input.email}" is not an e-mail address`;
  if (!input.firstName.trim() || !input.lastName.trim()) return 'the first and last name are required';
  if (!isLanguageCode(input.lang)) return `the language must be nl, fr, en or de, not "${input.lang}"`;
  if (input.propertyIds.some((id) => !Number.isInteger(id) || id <= 0 || id >= 2 ** 31))
    return 'property ids are positive whole numbers';
  return null;
}

/**
 * Creates the owner (or updates their name and language) and links the listings, in one
 * transaction; with `invite`, queues the invitation mail with a link to choose a password. The
 * agency's staff action behind `npm run owner`.
 */
export async function addOwner(
  ds: DataSource,
  input: OwnerInput,
  { invite = false }: { invite?: boolean } = {},
): Promise<OwnerAdded> {
  const problem = ownerInputProblem(input);
  if (problem) throw new Error(problem);
  const email = normalizeEmail(input.email);
  const lang = input.lang as LanguageCode;
  return ds.transaction(async (m) => {
    const [row]: { id: number; created: boolean }[] = await m.query(
      `INSERT INTO owner AS o (email, first_name, last_name, lang) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, lang = EXCLUDED.lang
       RETURNING id, (xmax = 0) AS created`,
      [email, input.firstName.trim(), input.lastName.trim(), lang],
    );
    const known: { id: number }[] = await m.query(`SELECT id FROM property WHERE id = ANY($1::int[])`, [
      [...new Set(input.propertyIds)],
    ]);
    const linked = known.map((k) => k.id).sort((a, b) => a - b);
    await m.query(
      `INSERT INTO owner_property (owner_id, property_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [row.id, linked],
    );
    if (invite)
      await mailPasswordLink(
        m,
        { ownerId: row.id, lang },
        'owner-invitation',
        INVITATION_LINK_DAYS * 24 * 60,
      );
    return {
      ownerId: row.id,
      created: row.created,
      linked,
      unknown: input.propertyIds.filter((id) => !linked.includes(id)),
    };
  });
}

export interface OwnerListing {
  email: string;
  name: string;
  lang: string;
  hasPassword: boolean;
  propertyIds: number[];
}

export async function listOwners(ds: DataSource): Promise<OwnerListing[]> {
  const rows: { email: string; name: string; lang: string; has_password: boolean; property_ids: number[] }[] =
    await ds.query(
      `SELECT o.email, o.first_name || ' ' || o.last_name AS name, o.lang, o.password_hash IS NOT NULL AS has_password,
            coalesce(array_agg(op.property_id ORDER BY op.property_id) FILTER (WHERE op.property_id IS NOT NULL), '{}') AS property_ids
     FROM owner o LEFT JOIN owner_property op ON op.owner_id = o.id GROUP BY o.id ORDER BY o.email`,
    );
  return rows.map((r) => ({
    email: r.email,
    name: r.name,
    lang: r.lang,
    hasPassword: r.has_password,
    propertyIds: r.property_ids,
  }));
}
