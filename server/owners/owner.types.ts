import { MaxLength } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AvailabilityValue } from '../catalog/property.types';

export enum AuthStatus {
  OK = 'OK',
  /** Wrong e-mail or password (never says which). */
  FAILED = 'FAILED',
  /** Too many failures: wait `retryAfterSeconds`. */
  RATE_LIMITED = 'RATE_LIMITED',
  /** Password reset: the link is unknown, expired or used. */
  INVALID_LINK = 'INVALID_LINK',
  /** Password reset: the new password is refused (see `message`). */
  WEAK_PASSWORD = 'WEAK_PASSWORD',
}
registerEnumType(AuthStatus, {
  name: 'AuthStatus',
  description: 'Outcome of a login or password operation.',
});

@ObjectType({ description: 'The logged-in owner.' })
export class OwnerAccount {
  @Field(() => Int) id: number;
  @Field() email: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field({ description: 'Preferred language for mails.' }) lang: string;
}

@ObjectType({ description: 'What login, logout and the password operations answer.' })
export class AuthResult {
  @Field() ok: boolean;
  @Field(() => AuthStatus) status: AuthStatus;
  @Field({ description: 'For the person, in the request language.' }) message: string;
  @Field(() => Int, { nullable: true }) retryAfterSeconds: number | null;
  @Field(() => OwnerAccount, { nullable: true, description: 'The owner now logged in.' })
  owner: OwnerAccount | null;
}

@InputType()
export class OwnerLoginInput {
  @Field() @MaxLength(254) email: string;
  @Field() @MaxLength(200) password: string;
  @Field(() => String, { nullable: true, description: 'Language of the answer (nl, fr, en, de).' }) lang?:
    string | null;
}

@InputType()
export class PasswordResetRequestInput {
  @Field() @MaxLength(254) email: string;
  @Field({ description: 'Language of the mail and the answer.' }) lang: string;
}

@InputType()
export class PasswordResetInput {
  @Field({ description: 'The token of the link in the mail.' }) @MaxLength(100) token: string;
  @Field() @MaxLength(1000) password: string;
  @Field(() => String, { nullable: true }) lang?: string | null;
}

@ObjectType({
  description:
    'A count today, this week, this month and in total, Brussels days (page views, visitor-days …).',
})
export class ViewCounters {
  @Field(() => Int) today: number;
  @Field(() => Int, { description: 'Since Monday.' }) week: number;
  @Field(() => Int, { description: 'Since the 1st.' }) month: number;
  @Field(() => Int) total: number;
}

@ObjectType({ description: 'One of the owner’s listings, as the portal lists it.' })
export class OwnerPropertyCard {
  @Field(() => Int) id: number;
  @Field() title: string;
  @Field() city: string;
  @Field({ description: 'Formatted price (nl-BE), "Price on demand" …' }) price: string;
  @Field(() => AvailabilityValue) availability: AvailabilityValue;
  @Field({ description: 'The public detail page in the language asked.' }) path: string;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field({ description: 'SALE or RENT' }) goal: string;
  @Field(() => ViewCounters, { description: 'Page views today, this week, this month and in total.' })
  views: ViewCounters;
}

@ObjectType({
  description: 'The funnel: list impressions → page views → enquiries → visits → offers; and media online.',
})
export class KindCounts {
  @Field(() => Int) impressions: number;
  @Field(() => Int) views: number;
  @Field(() => Int, { description: 'Form submissions about the listing (communications).' })
  enquiries: number;
  @Field(() => Int, { description: 'Booked visits.' }) visits: number;
  @Field(() => Int) offers: number;
  @Field(() => Int, { description: 'Publications on the site, portals and media.' }) mediaOnline: number;
}

@ObjectType()
export class DailyStat extends KindCounts {
  @Field({ description: 'YYYY-MM-DD (Europe/Brussels).' }) day: string;
}

@ObjectType()
export class MonthlyStat extends KindCounts {
  @Field({ description: 'YYYY-MM.' }) month: string;
}

@ObjectType()
export class SourceCount {
  @Field({ description: 'direct, search, social, portal, mail or other.' }) source: string;
  @Field(() => Int) views: number;
}

export enum MilestoneKind {
  ENQUIRY = 'enquiry',
  VISIT = 'visit',
  OFFER = 'offer',
  MEDIA_ONLINE = 'media_online',
  PRICE_CHANGE = 'price_change',
  STATUS_CHANGE = 'status_change',
}
registerEnumType(MilestoneKind, { name: 'MilestoneKind' });

@ObjectType({
  description:
    'A communication, visit, offer, publication or change, as a timeline entry. Nothing about the visitor.',
})
export class PropertyMilestone {
  @Field(() => MilestoneKind) kind: MilestoneKind;
  @Field({ description: 'ISO 8601.' }) occurredAt: string;
  @Field({ description: 'YYYY-MM-DD (Europe/Brussels).' }) day: string;
  @Field(() => String, { nullable: true, description: 'Which form (communications, visits, offers).' }) form:
    string | null;
  @Field(() => String, { nullable: true, description: 'Where it went online (media online).' }) medium:
    string | null;
  @Field(() => Float, { nullable: true }) fromPrice: number | null;
  @Field(() => Float, { nullable: true }) toPrice: number | null;
  @Field(() => AvailabilityValue, { nullable: true }) fromStatus: AvailabilityValue | null;
  @Field(() => AvailabilityValue, { nullable: true }) toStatus: AvailabilityValue | null;
}

@ObjectType({ description: 'An owner’s statistics for one listing, from the daily counters.' })
export class OwnerPropertyStats {
  @Field(() => OwnerPropertyCard) property: OwnerPropertyCard;
  @Field({ description: 'The Brussels day the figures are for.' }) today: string;
  @Field({ description: 'First day of `series`.' }) from: string;
  @Field(() => ViewCounters, { description: 'Page views (visits of the public detail page).' })
  views: ViewCounters;
  @Field(() => ViewCounters, {
    description:
      'Visitor-days: unique visitors of the detail page per day, summed (a visitor is told apart for one day only).',
  })
  visitorDays: ViewCounters;
  @Field(() => ViewCounters, {
    description: 'Visitors who made the listing a favourite, once per visitor and day, summed.',
  })
  favourites: ViewCounters;
  @Field(() => [DailyStat], { description: 'Every day from `from` to `today`.' }) series: DailyStat[];
  @Field(() => KindCounts, { description: 'The series summed (the funnel over the period).' })
  period: KindCounts;
  @Field(() => KindCounts) allTime: KindCounts;
  @Field(() => [SourceCount], { description: 'Page views by source over the period, largest first.' })
  sources: SourceCount[];
  @Field(() => [MonthlyStat], { description: 'Every month with events, newest first.' })
  months: MonthlyStat[];
  @Field(() => [PropertyMilestone], {
    description:
      'Newest first: at most 100 communications, visits and offers, and at most 100 publications and changes.',
  })
  milestones: PropertyMilestone[];
}
