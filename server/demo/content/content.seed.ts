import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { FAQ_SEED, LANGUAGE_SEED, TEAM_MEMBER_SEED, TESTIMONIAL_SEED } from './content.seed-data';
import { FaqItem } from '../../content/faq-item.entity';
import { Language } from '../../content/language.entity';
import { Menu } from '../../content/menu.entity';
import { MENU_SEED, MODULE_SEED } from './menu.seed-data';
import { Module } from '../../content/module.entity';
import { Route } from '../../content/route.entity';
import { ROUTE_SEED } from './route.seed-data';
import { ServiceArticle } from '../../content/service-article.entity';
import { SERVICE_ARTICLE_SEED } from './service-article.seed-data';
import { SiteConfig } from '../../content/site-config.entity';
import { SITE_CONFIG_SEED } from './site-config.seed-data';
import { TeamMember } from '../../content/team-member.entity';
import { Testimonial } from '../../content/testimonial.entity';

const SEEDED_AT = new Date('2025-01-06T09:00:00.000Z');

/**
 * Writes the demo content: languages, the route table, menus and their modules, testimonials,
 * team, service articles, FAQ and the site configuration. Idempotent: every row is upserted on a
 * stable key (code, route key, slug, topic, or a fixed id for menus, modules, team and FAQ), with
 * fixed timestamps, so running it again leaves the same rows. Rows it did not write are left alone,
 * but fixed-id rows overwrite whatever holds those ids: a demo seed, not for a live site's data.
 */
export async function seedContent(ds: DataSource): Promise<void> {
  await ds.transaction(async (m) => {
    await upsert(m, Language, LANGUAGE_SEED, ['code']);
    await upsert(m, Route, ROUTE_SEED, ['key']);
    await upsert(m, ServiceArticle, SERVICE_ARTICLE_SEED, ['topic']);
    await upsert(m, Module, MODULE_SEED, ['id']);
    await upsert(m, Menu, MENU_SEED, ['id']);
    await upsert(m, Testimonial, TESTIMONIAL_SEED, ['slug']);
    await upsert(m, TeamMember, TEAM_MEMBER_SEED, ['id']);
    await upsert(m, FaqItem, FAQ_SEED, ['id']);
    await upsert(m, SiteConfig, [{ id: 1, data: SITE_CONFIG_SEED, updatedAt: SEEDED_AT }], ['id']);
    // Rows inserted with explicit ids leave their sequences behind: move them past the seed.
    for (const table of ['menu', 'module', 'team_member', 'faq_item']) await syncSequence(m, table);
  });
}

/**
 * INSERT … ON CONFLICT (key) DO UPDATE of the columns the rows give. Not Repository.upsert(): on
 * PostgreSQL it leaves a generated id out of the INSERT even when given, and it writes generated
 * ids back into the objects passed, so a second run with the same objects would renumber rows.
 */
async function upsert<T extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<T>,
  rows: T[],
  conflict: (keyof T & string)[],
): Promise<void> {
  const columns = m.connection
    .getMetadata(entity)
    .columns.filter((c) => c.isInsert && rows.some((r) => c.getEntityValue(r) !== undefined));
  await m
    .createQueryBuilder()
    .insert()
    .into(
      entity,
      columns.map((c) => c.propertyPath),
    )
    .values(rows)
    .orUpdate(
      columns
        .filter((c) => !c.isPrimary && !conflict.includes(c.propertyPath as keyof T & string))
        .map((c) => c.databaseName),
      columns.filter((c) => conflict.includes(c.propertyPath as keyof T & string)).map((c) => c.databaseName),
    )
    .updateEntity(false)
    .execute();
}

async function syncSequence(m: EntityManager, table: string): Promise<void> {
  await m.query(
    `SELECT setval(pg_get_serial_sequence($1, 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
    [table],
  );
}
