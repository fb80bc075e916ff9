import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import { config } from '../core/config';
import { badInput } from '../core/errors';
import type { GraphQLContext } from '../core/graphql/context';
import { parseLanguage } from '../core/localized';
import { cityByZipName, unitsByProject } from './catalog.loaders';
import { projectPaths } from './project-path';
import { findProject, listProjects } from './project.service';
import { ProjectView } from './project.types';
import { LocalizedPaths } from './property.types';
import { PropertyView } from './property.view';
import { cityName } from './taxonomy.service';

const MAX_INT = 2_147_483_647;
const lang = (value: string | undefined) => parseLanguage(value, config().DEFAULT_LANGUAGE);

@Resolver(() => ProjectView)
export class ProjectResolver {
  @QueryFor('cached', () => [ProjectView], {
    description:
      'New-build projects that have visible units: those with units on the market first, then the newest. Empty when there are none.',
  })
  async projects(
    @Ctx() ctx: GraphQLContext,
    @Arg('lang', () => String, { nullable: true }) langArg: string | undefined,
  ): Promise<ProjectView[]> {
    const code = lang(langArg);
    return (await listProjects(ctx.ds)).map((p) => new ProjectView(p, code));
  }

  @QueryFor('cached', () => ProjectView, {
    nullable: true,
    description: 'One project with its units; null when unknown or when none of its units is visible.',
  })
  async project(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('lang', () => String, { nullable: true }) langArg: string | undefined,
  ): Promise<ProjectView | null> {
    const code = lang(langArg);
    if (id < 1 || id > MAX_INT) throw badInput('error.projectId', { max: MAX_INT }, 'id');
    const found = await findProject(ctx.ds, id);
    return found ? new ProjectView(found, code) : null;
  }

  @FieldResolver(() => String, { description: 'The city name in the requested language (Ixelles / Elsene).' })
  async city(@Root() p: ProjectView, @Ctx() ctx: GraphQLContext): Promise<string> {
    const c = await ctx.loaders.get(cityByZipName).load(`${p.row.zip}|${p.row.city}`);
    return c ? cityName(c, p.lang) : p.address.city;
  }

  @FieldResolver(() => String, { description: 'The project page path in the requested language.' })
  async path(@Root() p: ProjectView, @Ctx() ctx: GraphQLContext): Promise<string> {
    return (await this.paths(p, ctx))[p.lang];
  }

  @FieldResolver(() => LocalizedPaths, {
    description: 'The project page path in every language (language switcher).',
  })
  async paths(@Root() p: ProjectView, @Ctx() ctx: GraphQLContext): Promise<LocalizedPaths> {
    const c = await ctx.loaders.get(cityByZipName).load(`${p.row.zip}|${p.row.city}`);
    return projectPaths(p.row, c);
  }

  @FieldResolver(() => [PropertyView], {
    description: 'The visible units (sold and rented included): on the market first, then by price.',
  })
  async units(@Root() p: ProjectView, @Ctx() ctx: GraphQLContext): Promise<PropertyView[]> {
    return (await ctx.loaders.get(unitsByProject).load(p.id)).map((row) => new PropertyView(row, p.lang));
  }
}
