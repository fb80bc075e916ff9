import { Arg, Ctx, Int, Resolver } from 'type-graphql';
import { MutationFor, QueryFor } from '../core/graphql/field-access';
import { requireRole, type GraphQLContext } from '../core/graphql/context';
import { parseLanguage } from '../core/localized';
import { alertsOfVisitor, areaVisitor, favouritesOf, updateFavourites } from './buyer-area.service';
import { BuyerAccess, BuyerArea, FavouritesChange, SearchFrequency } from './buyer-area.types';

const ACCESS = {
  login: BuyerAccess.LOGIN,
  'manage-link': BuyerAccess.MANAGE_LINK,
  none: BuyerAccess.NONE,
} as const;
const FREQUENCY = {
  instant: SearchFrequency.INSTANT,
  daily: SearchFrequency.DAILY,
  weekly: SearchFrequency.WEEKLY,
} as const;

/** The buyers' area: what it holds for this browser, and the logged-in buyer's favourites. */
@Resolver()
export class BuyerAreaResolver {
  @QueryFor('per-caller', () => BuyerArea, {
    description:
      'The buyers’ area of this browser: with a buyer’s login, the favourites, saved searches and watches of the address; with a manage link opened here, that address’s searches and watches; else nothing.',
  })
  async buyerArea(
    @Ctx() ctx: GraphQLContext,
    @Arg('lang', () => String, { nullable: true }) langArg: string | undefined,
  ): Promise<BuyerArea> {
    const lang = parseLanguage(langArg, ctx.lang);
    const visitor = await areaVisitor(ctx.ds, ctx.auth);
    if (visitor.access === 'none')
      return { access: BuyerAccess.NONE, email: null, favouriteIds: [], searches: [], watches: [] };
    const [alerts, favouriteIds] = await Promise.all([
      alertsOfVisitor(ctx.ds, visitor.email, lang),
      visitor.access === 'login' ? favouritesOf(ctx.ds, visitor.buyerId) : Promise.resolve([]),
    ]);
    return {
      access: ACCESS[visitor.access],
      email: visitor.email,
      favouriteIds,
      searches: alerts.searches.map((s) => ({ ...s, frequency: FREQUENCY[s.frequency] })),
      watches: alerts.watches,
    };
  }

  @MutationFor('buyer', () => [Int], {
    description:
      'Adds and removes favourites of the logged-in buyer (a browser’s list merged at login, a heart clicked) and answers them all, newest first.',
  })
  async updateBuyerFavourites(
    @Ctx() ctx: GraphQLContext,
    @Arg('change', () => FavouritesChange) change: FavouritesChange,
  ): Promise<number[]> {
    const buyerId = await requireRole(ctx, 'buyer');
    return updateFavourites(ctx.ds, buyerId, change);
  }
}
