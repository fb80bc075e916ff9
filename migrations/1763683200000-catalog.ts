import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Listings, their texts and photos, types, cities, agents, projects and owners; search indexes. */
export class Catalog1763683200000 implements MigrationInterface {
  name = 'Catalog1763683200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // unaccent() is only STABLE; indexes need an IMMUTABLE function with a fixed dictionary.
    await q.query(`
      CREATE OR REPLACE FUNCTION search_key(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(regexp_replace(public.unaccent('public.unaccent'::regdictionary, $1), '[\\s-]+', ' ', 'g')) $$`);

    await q.query(`
      CREATE TABLE property_type (
        id int PRIMARY KEY,
        show_order int NOT NULL,
        sale boolean NOT NULL DEFAULT true,
        rent boolean NOT NULL DEFAULT true,
        names jsonb NOT NULL
      )`);
    await q.query(`
      CREATE TABLE city (
        id serial PRIMARY KEY,
        zip text NOT NULL,
        country_id int NOT NULL,
        key text NOT NULL,
        aliases text[] NOT NULL,
        names jsonb NOT NULL,
        CONSTRAINT city_zip_key_unique UNIQUE (zip, key)
      )`);
    await q.query(`CREATE INDEX city_aliases_idx ON city USING gin (aliases)`);
    await q.query(`
      CREATE TABLE agent (
        id serial PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL DEFAULT '',
        photo_url text,
        job_title jsonb NOT NULL DEFAULT '{}'
      )`);
    await q.query(`
      CREATE TABLE project (
        id serial PRIMARY KEY,
        names jsonb NOT NULL,
        descriptions jsonb NOT NULL DEFAULT '{}',
        street text, house_number text, box_nr text,
        zip text NOT NULL,
        city text NOT NULL,
        country_id int NOT NULL,
        public_address boolean NOT NULL DEFAULT true,
        image_url text
      )`);
    await q.query(`
      CREATE TABLE property (
        id int PRIMARY KEY,
        goal smallint NOT NULL,
        marquee smallint NOT NULL,
        web_id int NOT NULL REFERENCES property_type(id),
        web_ids text NOT NULL DEFAULT '',
        record_file text,
        street text, house_number text, box_nr text,
        zip text NOT NULL,
        city_name text NOT NULL,
        city_id int NOT NULL REFERENCES city(id),
        country_id int NOT NULL,
        publish_address boolean NOT NULL DEFAULT true,
        price numeric(12,2),
        publish_price boolean NOT NULL DEFAULT true,
        price_unit int,
        epc_value numeric(9,2),
        epc_label_text text,
        latitude double precision,
        longitude double precision,
        bedrooms int,
        manager_id int REFERENCES agent(id) ON DELETE SET NULL,
        project_id int REFERENCES project(id) ON DELETE SET NULL,
        virtual_tour_url text,
        video_url text,
        costs jsonb NOT NULL DEFAULT '{}',
        rooms jsonb NOT NULL DEFAULT '{}',
        surfaces jsonb NOT NULL DEFAULT '{}',
        building jsonb NOT NULL DEFAULT '{}',
        energy jsonb NOT NULL DEFAULT '{}',
        comfort jsonb NOT NULL DEFAULT '{}',
        risks jsonb NOT NULL DEFAULT '{}',
        planning jsonb NOT NULL DEFAULT '{}',
        purchase_costs jsonb NOT NULL DEFAULT '{}',
        annuity jsonb,
        documents jsonb NOT NULL DEFAULT '[]',
        points_of_interest jsonb NOT NULL DEFAULT '[]',
        mobility jsonb NOT NULL DEFAULT '{}',
        source_hash text NOT NULL,
        published_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        withdrawn_at timestamptz
      )`);
    // Lists: visible listings of one goal, newest first. Partial on the visible set.
    await q.query(`
      CREATE INDEX property_list_idx ON property (goal, published_at DESC, id DESC)
      WHERE withdrawn_at IS NULL`);
    await q.query(`CREATE INDEX property_city_idx ON property (city_id) WHERE withdrawn_at IS NULL`);
    await q.query(`CREATE INDEX property_type_idx ON property (web_id) WHERE withdrawn_at IS NULL`);
    await q.query(
      `CREATE INDEX property_goal_marquee_published_idx ON property (goal, marquee, published_at)`,
    );

    await q.query(`
      CREATE TABLE property_text (
        property_id int NOT NULL REFERENCES property(id) ON DELETE CASCADE,
        lang text NOT NULL,
        title text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        type_description text NOT NULL DEFAULT '',
        PRIMARY KEY (property_id, lang)
      )`);
    await q.query(
      `CREATE INDEX property_text_title_trgm_idx ON property_text USING gin (search_key(title) gin_trgm_ops)`,
    );

    await q.query(`
      CREATE TABLE property_photo (
        id serial PRIMARY KEY,
        property_id int NOT NULL REFERENCES property(id) ON DELETE CASCADE,
        source_id text NOT NULL,
        position int NOT NULL,
        url text NOT NULL,
        width int NOT NULL,
        height int NOT NULL,
        name text NOT NULL DEFAULT '',
        CONSTRAINT property_photo_source_unique UNIQUE (property_id, source_id)
      )`);
    await q.query(`CREATE INDEX property_photo_position_idx ON property_photo (property_id, position)`);

    await q.query(`
      CREATE TABLE owner (
        id serial PRIMARY KEY,
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        password_hash text,
        first_name text NOT NULL,
        last_name text NOT NULL,
        lang text NOT NULL DEFAULT 'nl',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE owner_property (
        owner_id int NOT NULL REFERENCES owner(id) ON DELETE CASCADE,
        property_id int NOT NULL REFERENCES property(id) ON DELETE CASCADE,
        PRIMARY KEY (owner_id, property_id)
      )`);
    await q.query(`CREATE INDEX owner_property_property_idx ON owner_property (property_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'owner_property',
      'owner',
      'property_photo',
      'property_text',
      'property',
      'project',
      'agent',
      'city',
      'property_type',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS search_key(text)`);
  }
}
