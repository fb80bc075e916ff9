import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Site content: languages, menus, modules, routes, articles, testimonials, team, FAQ, site config. */
export class Content1763683200001 implements MigrationInterface {
  name = 'Content1763683200001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE language (
        code text PRIMARY KEY,
        use boolean NOT NULL DEFAULT true,
        sort int NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX language_sort_idx ON language (sort)`);

    await q.query(`
      CREATE TABLE menu (
        id serial PRIMARY KEY,
        parent_id int,
        name text NOT NULL,
        path text NOT NULL,
        status text NOT NULL DEFAULT 'Draft',
        sort int NOT NULL DEFAULT 0,
        params jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT menu_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES menu(id) ON DELETE CASCADE,
        CONSTRAINT menu_status_check CHECK (status IN ('Published', 'Draft')),
        CONSTRAINT menu_path_check CHECK (path <> '' AND position('/' in path) = 0)
      )`);
    // The menus query: published entries in order. resolvePath: published entries by path.
    await q.query(`CREATE INDEX menu_published_idx ON menu (sort, id) WHERE status = 'Published'`);
    await q.query(`CREATE INDEX menu_published_path_idx ON menu (path) WHERE status = 'Published'`);
    await q.query(`CREATE UNIQUE INDEX menu_sibling_path_key ON menu (coalesce(parent_id, 0), path)`);
    // resolvePath: the published entry that links to a route-table page.
    await q.query(
      `CREATE INDEX menu_route_key_idx ON menu ((params->>'routeKey')) WHERE status = 'Published'`,
    );

    await q.query(`
      CREATE TABLE module (
        id serial PRIMARY KEY,
        title jsonb NOT NULL DEFAULT '{}',
        title_public boolean NOT NULL DEFAULT true,
        title_size text NOT NULL DEFAULT 'h2',
        description jsonb NOT NULL DEFAULT '{}',
        position text NOT NULL DEFAULT 'contentRow',
        span int NOT NULL DEFAULT 12,
        columns jsonb NOT NULL DEFAULT '{"sm": 12, "md": 12, "lg": 12}',
        sort int NOT NULL DEFAULT 0,
        view text NOT NULL DEFAULT '',
        css_class text NOT NULL DEFAULT '',
        background_type text NOT NULL DEFAULT '',
        image text,
        images jsonb NOT NULL DEFAULT '[]',
        color_background text,
        status text NOT NULL DEFAULT 'Published',
        number_item_of_row int NOT NULL DEFAULT 4,
        max_items int,
        is_has_subcategories boolean NOT NULL DEFAULT false,
        relations jsonb NOT NULL DEFAULT '[]',
        CONSTRAINT module_title_size_check CHECK (title_size IN ('h1', 'h2')),
        CONSTRAINT module_view_check CHECK (view IN ('slider-view', 'news-view', 'ons-team-view', '')),
        CONSTRAINT module_background_type_check CHECK (background_type IN ('image', 'color', 'gallery', '')),
        CONSTRAINT module_status_check CHECK (status IN ('Published', 'Draft')),
        CONSTRAINT module_items_check CHECK (number_item_of_row > 0 AND (max_items IS NULL OR max_items > 0))
      )`);
    await q.query(`CREATE INDEX module_sort_idx ON module (sort) WHERE status = 'Published'`);

    await q.query(`
      CREATE TABLE route (
        id serial PRIMARY KEY,
        key text NOT NULL,
        type text NOT NULL,
        original text NOT NULL,
        paths jsonb NOT NULL,
        breadcrumbs jsonb NOT NULL DEFAULT '[]',
        external boolean NOT NULL DEFAULT false,
        enabled boolean NOT NULL DEFAULT true,
        CONSTRAINT route_type_check CHECK (type IN ('feedback', 'article', 'page', 'login'))
      )`);
    await q.query(`CREATE UNIQUE INDEX route_key_key ON route (key)`);
    // resolvePath looks a path up in its language; a path means one page per language.
    for (const lang of ['nl', 'fr', 'en', 'de']) {
      await q.query(`CREATE UNIQUE INDEX route_paths_${lang}_key ON route ((paths->>'${lang}'))`);
    }

    await q.query(`
      CREATE TABLE testimonial (
        id serial PRIMARY KEY,
        slug text NOT NULL,
        name text NOT NULL,
        comment text NOT NULL,
        lang text NOT NULL,
        website text,
        image_url text,
        date date NOT NULL,
        posted_by text NOT NULL DEFAULT '',
        published boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX testimonial_slug_key ON testimonial (slug)`);
    // Published testimonials, newest first.
    await q.query(`CREATE INDEX testimonial_published_idx ON testimonial (date, id) WHERE published`);

    await q.query(`
      CREATE TABLE team_member (
        id serial PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        job_title jsonb NOT NULL DEFAULT '{}',
        bio jsonb NOT NULL DEFAULT '{}',
        email text NOT NULL DEFAULT '',
        phone text NOT NULL DEFAULT '',
        photo_url text,
        sort int NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX team_member_sort_idx ON team_member (sort)`);

    await q.query(`
      CREATE TABLE service_article (
        id serial PRIMARY KEY,
        topic text NOT NULL,
        slugs jsonb NOT NULL,
        title jsonb NOT NULL,
        summary jsonb NOT NULL DEFAULT '{}',
        body jsonb NOT NULL DEFAULT '{}',
        image_url text,
        sort int NOT NULL DEFAULT 0,
        CONSTRAINT service_article_topic_check CHECK (topic IN (
          'sale', 'rental', 'home-staging', 'extranet', 'valuation', 'solvency', 'international-market', 'rental-management'))
      )`);
    await q.query(`CREATE UNIQUE INDEX service_article_topic_key ON service_article (topic)`);
    await q.query(`CREATE INDEX service_article_sort_idx ON service_article (sort)`);
    for (const lang of ['nl', 'fr', 'en', 'de']) {
      await q.query(
        `CREATE UNIQUE INDEX service_article_slugs_${lang}_key ON service_article ((slugs->>'${lang}'))`,
      );
    }

    await q.query(`
      CREATE TABLE faq_item (
        id serial PRIMARY KEY,
        question jsonb NOT NULL,
        answer jsonb NOT NULL,
        sort int NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX faq_item_sort_idx ON faq_item (sort)`);

    await q.query(`
      CREATE TABLE site_config (
        id int PRIMARY KEY,
        data jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT site_config_single_row CHECK (id = 1)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'site_config',
      'faq_item',
      'service_article',
      'team_member',
      'testimonial',
      'route',
      'module',
      'menu',
      'language',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
