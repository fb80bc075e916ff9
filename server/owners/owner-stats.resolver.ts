import { Arg, Ctx, Int, Resolver } from 'type-graphql';
import { QueryFor } from '../core/graphql/field-access';
import { propertySummary, type PropertySummary } from '../catalog/property-summary.service';
import { AvailabilityValue } from '../catalog/property.types';
import { AppError, badInput } from '../core/errors';
import { requireRole, type GraphQLContext } from '../core/graphql/context';
import { parseLanguage } from '../core/localized';
import { brusselsToday } from '../../common/forms/rent-offer-rules';
import {
  DEFAULT_STATS_DAYS,
  MAX_STATS_DAYS,
  MIN_STATS_DAYS,
  readMilestones,
  readPropertyStats,
  readViewCounters,
  type KindCounts as Counts,
  type Milestone,
} from '../page-views/property-stats.service';
import {
  KindCounts,
  MilestoneKind,
  OwnerPropertyCard,
  OwnerPropertyStats,
  PropertyMilestone,
} from './owner.types';

/** The listings an owner owns, in the order the agency linked them. */
async function ownedPropertyIds(ctx: GraphQLContext, ownerId: number): Promise<number[]> {
  const rows: { property_id: number }[] = await ctx.ds.query(
    `SELECT property_id FROM owner_property WHERE owner_id = $1 ORDER BY property_id`,
    [ownerId],
  );
  return rows.map((r) => r.property_id);
}

function card(s: PropertySummary, views: OwnerPropertyCard['views']): OwnerPropertyCard {
  return {
    id: s.id,
    title: s.title,
    city: s.city,
    price: s.price,
    availability: AvailabilityValue[s.availability],
    path: s.path,
    photoUrl: s.photoUrl,
    goal: s.goal,
    views,
  };
}

const kindCounts = (c: Counts): KindCounts => ({
  impressions: c.impression,
  views: c.view,
  enquiries: c.enquiry,
  visits: c.visit,
  offers: c.offer,
  mediaOnline: c.media_online,
});

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const status = (v: unknown): AvailabilityValue | null =>
  typeof v === 'string' && v in AvailabilityValue
    ? AvailabilityValue[v as keyof typeof AvailabilityValue]
    : null;

export function milestone(m: Milestone): PropertyMilestone {
  const d = m.data ?? {};
  const isPrice = m.kind === 'price_change';
  const isStatus = m.kind === 'status_change';
  return {
    kind: m.kind as MilestoneKind,
    occurredAt: m.occurredAt.toISOString(),
    day: brusselsToday(m.occurredAt),
    form: str(d.form),
    medium: str(d.medium),
    fromPrice: isPrice ? num(d.from) : null,
    toPrice: isPrice ? num(d.to) : null,
    fromStatus: isStatus ? status(d.from) : null,
    toStatus: isStatus ? status(d.to) : null,
  };
}

/** The owners' portal: an owner's listings and their statistics, only their own. */
@Resolver()
export class OwnerStatsResolver {
  @QueryFor('owner', () => [OwnerPropertyCard], { description: 'The logged-in owner’s listings.' })
  async ownerProperties(
    @Ctx() ctx: GraphQLContext,
    @Arg('lang', () => String, { nullable: true }) lang?: string | null,
  ): Promise<OwnerPropertyCard[]> {
    const ownerId = await requireRole(ctx, 'owner');
    const language = parseLanguage(lang, ctx.lang);
    const ids = await ownedPropertyIds(ctx, ownerId);
    const [summaries, views] = await Promise.all([
      Promise.all(ids.map((id) => propertySummary(ctx.ds, id, language, ctx.loaders))),
      readViewCounters(ctx.ds.manager, ids),
    ]);
    return summaries.filter((s): s is PropertySummary => s !== null).map((s) => card(s, views.get(s.id)!));
  }

  @QueryFor('owner', () => OwnerPropertyStats, {
    description: 'Statistics of one of the logged-in owner’s listings; FORBIDDEN for any other listing.',
  })
  async ownerPropertyStats(
    @Ctx() ctx: GraphQLContext,
    @Arg('propertyId', () => Int) propertyId: number,
    @Arg('days', () => Int, {
      defaultValue: DEFAULT_STATS_DAYS,
      description: `Length of the series, ${MIN_STATS_DAYS} to ${MAX_STATS_DAYS}.`,
    })
    days: number,
    @Arg('lang', () => String, { nullable: true }) lang?: string | null,
  ): Promise<OwnerPropertyStats> {
    const ownerId = await requireRole(ctx, 'owner');
    if (!Number.isInteger(days) || days < MIN_STATS_DAYS || days > MAX_STATS_DAYS)
      throw badInput('error.daysRange', { min: MIN_STATS_DAYS, max: MAX_STATS_DAYS }, 'days');
    // Someone else's listing and a listing that does not exist look the same: FORBIDDEN.
    const [owns] = await ctx.ds.query(
      `SELECT 1 FROM owner_property WHERE owner_id = $1 AND property_id = $2`,
      [ownerId, propertyId],
    );
    if (!owns) throw new AppError('FORBIDDEN', 'auth.forbidden');
    const language = parseLanguage(lang, ctx.lang);
    const [summary, figures, milestones] = await Promise.all([
      propertySummary(ctx.ds, propertyId, language, ctx.loaders),
      readPropertyStats(ctx.ds.manager, propertyId, { days }),
      readMilestones(ctx.ds.manager, propertyId),
    ]);
    if (!summary) throw new AppError('FORBIDDEN', 'auth.forbidden');
    return {
      property: card(summary, figures.views),
      today: figures.today,
      from: figures.from,
      views: figures.views,
      visitorDays: figures.visitorDays,
      favourites: figures.favourites,
      series: figures.series.map((d) => ({ day: d.day, ...kindCounts(d) })),
      period: kindCounts(figures.window),
      allTime: kindCounts(figures.allTime),
      sources: figures.sources,
      months: figures.months.map((m) => ({ month: m.month, ...kindCounts(m) })),
      milestones: milestones.map(milestone),
    };
  }
}
