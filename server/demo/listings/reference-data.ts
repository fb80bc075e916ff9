import type { DataSource } from 'typeorm';
import type { Localized } from '../../core/localized';
import { municipalityAt, namesOf } from '../../catalog/place-names.service';
import { normalizeKey } from '../../catalog/rules';
import { BRUSSELS_COMMUNES } from './demo-places';
import { DEMO_AGENTS, DEMO_OWNERS } from '../demo-people';
import type { Family } from './demo-texts';

export interface DemoPropertyType {
  /** The CRM's WebID. */
  id: number;
  showOrder: number;
  family: Family;
  names: Localized;
  /** The CRM's MainTypeName (the CRM writes Dutch). */
  mainTypeName: string;
  /** Has an energy certificate. */
  epc: boolean;
}

/**
 * The agency's nine web types (house, apartment, studio, plot, investment property, commercial,
 * industrial, offices, garage/parking), in show order; WebID 1..9 in that order; all for sale and rent.
 */
export const PROPERTY_TYPES: readonly DemoPropertyType[] = [
  {
    id: 1,
    showOrder: 0,
    family: 'house',
    names: { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' },
    mainTypeName: 'Huis',
    epc: true,
  },
  {
    id: 2,
    showOrder: 1,
    family: 'apartment',
    names: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' },
    mainTypeName: 'Appartement',
    epc: true,
  },
  {
    id: 3,
    showOrder: 2,
    family: 'studio',
    names: { nl: 'Studio', fr: 'Studio', en: 'Studio', de: 'Studio' },
    mainTypeName: 'Studio',
    epc: true,
  },
  {
    id: 4,
    showOrder: 3,
    family: 'plot',
    names: { nl: 'Grond', fr: 'Terrain', en: 'Plot', de: 'Grundstück' },
    mainTypeName: 'Grond',
    epc: false,
  },
  {
    id: 5,
    showOrder: 4,
    family: 'investment',
    names: {
      nl: 'Opbrengsteigendom',
      fr: 'Immeuble de rapport',
      en: 'Investment property',
      de: 'Renditeobjekt',
    },
    mainTypeName: 'Opbrengsteigendom',
    epc: true,
  },
  {
    id: 6,
    showOrder: 5,
    family: 'commercial',
    names: { nl: 'Handelspand', fr: 'Commerce', en: 'Commercial', de: 'Gewerbe' },
    mainTypeName: 'Handelspand',
    epc: true,
  },
  {
    id: 7,
    showOrder: 6,
    family: 'industrial',
    names: { nl: 'Industrie', fr: 'Industrie', en: 'Industrial', de: 'Industrie' },
    mainTypeName: 'Industrie',
    epc: true,
  },
  {
    id: 8,
    showOrder: 7,
    family: 'offices',
    names: { nl: 'Kantoor', fr: 'Bureaux', en: 'Offices', de: 'Büro' },
    mainTypeName: 'Kantoor',
    epc: true,
  },
  {
    id: 9,
    showOrder: 8,
    family: 'garage',
    names: { nl: 'Garage/Parking', fr: 'Garage/Parking', en: 'Garage/Parking', de: 'Garage/Stellplatz' },
    mainTypeName: 'Garage/Parking',
    epc: false,
  },
];

/**
 * Property types, the Brussels communes (bilingual, so "ELSENE" and "IXELLES" in a feed are one
 * city), the agents and the owners. Upserts only: running it again changes nothing.
 */
export async function seedReferenceData(ds: DataSource): Promise<void> {
  await ds.transaction(async (em) => {
    await em.query(
      `INSERT INTO property_type AS t (id, show_order, sale, rent, names)
       SELECT * FROM unnest($1::int[], $2::int[], $3::boolean[], $4::boolean[], $5::jsonb[])
       ON CONFLICT (id) DO UPDATE SET show_order = EXCLUDED.show_order, sale = EXCLUDED.sale, rent = EXCLUDED.rent, names = EXCLUDED.names
       WHERE (t.show_order, t.sale, t.rent, t.names) IS DISTINCT FROM (EXCLUDED.show_order, EXCLUDED.sale, EXCLUDED.rent, EXCLUDED.names)`,
      [
        PROPERTY_TYPES.map((t) => t.id),
        PROPERTY_TYPES.map((t) => t.showOrder),
        PROPERTY_TYPES.map(() => true),
        PROPERTY_TYPES.map(() => true),
        PROPERTY_TYPES.map((t) => JSON.stringify(t.names)),
      ],
    );

    // The canonical key is the French name; the aliases hold every language's spelling.
    const communes = BRUSSELS_COMMUNES.map((c) => {
      // The table of official names is the authority; the demo's names are its fallback.
      const known = municipalityAt(c.zip, c.names.fr);
      const names = known ? namesOf(known) : c.names;
      return {
        zip: c.zip,
        key: normalizeKey(c.names.fr),
        aliases: [...new Set(Object.values(names).map((n) => normalizeKey(n)))],
        names,
      };
    });
    await em.query(
      `INSERT INTO city AS c (zip, country_id, key, aliases, names)
       SELECT r.zip, 10, r.key, ARRAY(SELECT json_array_elements_text(r.aliases)), r.names
         FROM json_to_recordset($1::json) AS r(zip text, key text, aliases json, names jsonb)
       ON CONFLICT (zip, key) DO UPDATE SET aliases = EXCLUDED.aliases, names = EXCLUDED.names, country_id = EXCLUDED.country_id
       WHERE (c.aliases, c.names, c.country_id) IS DISTINCT FROM (EXCLUDED.aliases, EXCLUDED.names, EXCLUDED.country_id)`,
      [JSON.stringify(communes)],
    );

    // agent.email is not unique in the schema: update the agents found by e-mail, insert the others.
    const agents = DEMO_AGENTS.map((a) => ({
      email: a.email,
      first_name: a.firstName,
      last_name: a.lastName,
      phone: a.phone,
      photo_url: a.photoUrl,
      job_title: a.jobTitle,
    }));
    await em.query(
      `WITH r AS (SELECT * FROM json_to_recordset($1::json) AS r(email text, first_name text, last_name text, phone text, photo_url text, job_title jsonb)),
            updated AS (
              UPDATE agent a SET first_name = r.first_name, last_name = r.last_name, phone = r.phone, photo_url = r.photo_url, job_title = r.job_title
                FROM r
               WHERE lower(a.email) = r.email
                 AND (a.first_name, a.last_name, a.phone, a.photo_url, a.job_title)
                     IS DISTINCT FROM (r.first_name, r.last_name, r.phone, r.photo_url, r.job_title)
              RETURNING a.id)
       INSERT INTO agent (email, first_name, last_name, phone, photo_url, job_title)
       SELECT r.email, r.first_name, r.last_name, r.phone, r.photo_url, r.job_title FROM r
        WHERE NOT EXISTS (SELECT 1 FROM agent a WHERE lower(a.email) = r.email)`,
      [JSON.stringify(agents)],
    );

    // The password is left alone: null for a new owner, whatever the owner set otherwise.
    await em.query(
      `INSERT INTO owner AS o (email, first_name, last_name, lang)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
       ON CONFLICT (email) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, lang = EXCLUDED.lang
       WHERE (o.first_name, o.last_name, o.lang) IS DISTINCT FROM (EXCLUDED.first_name, EXCLUDED.last_name, EXCLUDED.lang)`,
      [
        DEMO_OWNERS.map((o) => o.email),
        DEMO_OWNERS.map((o) => o.firstName),
        DEMO_OWNERS.map((o) => o.lastName),
        DEMO_OWNERS.map((o) => o.lang),
      ],
    );
  });
}

/** Links each demo owner to its listings (ids from the demo feed); listings not in the catalog are ignored. */
export async function seedOwnerProperties(
  ds: DataSource,
  byOwner: ReadonlyMap<string, readonly number[]>,
): Promise<void> {
  const emails: string[] = [];
  const ids: number[] = [];
  for (const [email, list] of byOwner) {
    for (const id of list) {
      emails.push(email);
      ids.push(id);
    }
  }
  if (!ids.length) return;
  await ds.query(
    `INSERT INTO owner_property (owner_id, property_id)
     SELECT o.id, p.id
       FROM unnest($1::text[], $2::int[]) AS l(email, property_id)
       JOIN owner o ON o.email = l.email
       JOIN property p ON p.id = l.property_id
     ON CONFLICT DO NOTHING`,
    [emails, ids],
  );
}
