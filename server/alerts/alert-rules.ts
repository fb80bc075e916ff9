import type { SearchFrequency } from '../../common/forms/demand-rules';
import type { ListingChange } from '../catalog/listing-change.service';

/** A listing's availability, as its status changes name it. */
type Availability = Extract<ListingChange, { kind: 'status' }>['toStatus'];

/** How often a saved search mails: as changes come (batched per person), once a day, once a week. */
export type AlertFrequency = SearchFrequency;

/**
 * What an alert tells: a listing that is new, cheaper, or whose availability changed; and, to the
 * watchers of one listing only, that new visit slots opened.
 */
export type AlertTrigger = 'new' | 'price-drop' | 'status' | 'visit-slots';

/**
 * The trigger a listing change is for a saved search or a watch, or null for a change nobody is
 * told about: a price that went up, a listing withdrawn from the site. A listing back on the market
 * after a withdrawal is news like a status change ("available again").
 */
export function alertTriggerOf(change: ListingChange): AlertTrigger | null {
  switch (change.kind) {
    case 'new':
      return 'new';
    case 'price':
      return change.toPrice < change.fromPrice ? 'price-drop' : null;
    case 'status':
    case 'back':
      return 'status';
    case 'slots':
      return 'visit-slots';
    case 'withdrawn':
      return null;
  }
}

/** The most listings one alert mail shows; a link opens the whole list. */
export const ALERT_MAIL_MAX_LISTINGS = 12;

/** The frequencies that mail a digest rather than as listings come. */
export type DigestFrequency = Exclude<AlertFrequency, 'instant'>;

/** When the digests go out, Brussels time: daily at 08:00, weekly on Monday at 08:00. */
export const DIGEST_SCHEDULES: Record<DigestFrequency, { pattern: string; tz: string }> = {
  daily: { pattern: '0 8 * * *', tz: 'Europe/Brussels' },
  weekly: { pattern: '0 8 * * 1', tz: 'Europe/Brussels' },
};

/**
 * Instant alerts go out after each import and, for the changes made elsewhere (visit slots, a
 * status set by staff), at this interval: changes of a few minutes are one mail per person.
 */
export const INSTANT_ALERTS_EVERY_MS = 2 * 60_000;

/** An unconfirmed saved search or watch is deleted after this many days. */
export const UNCONFIRMED_RETENTION_DAYS = 7;
/** A paused one after this many months. */
export const PAUSED_RETENTION_MONTHS = 12;

/**
 * One change of a listing a search matched: news ('new', a drop, a status change, visit slots), or
 * a price that went up, which is no news itself but undoes a drop told in the same mail.
 */
export interface PendingAlert {
  propertyId: number;
  trigger: AlertTrigger | 'price-rise';
  occurredAt: Date;
  /** For a price change: the price before and after. */
  fromPrice?: number;
  toPrice?: number;
  /** For a status change: the availability after it. */
  toStatus?: Availability;
}

/** One listing in an alert mail: what happened to it, and the price it had before a drop. */
export interface AlertEntry {
  propertyId: number;
  /** What the mail says: new, else a drop, else a status change, else visit slots. */
  trigger: AlertTrigger;
  /** For a drop: the price before the window's first price change, struck through. */
  oldPrice: number | null;
  /** The availability after the last status change in this mail. */
  status: Availability | null;
  /** The latest change's time: the mail lists the newest first. */
  latestAt: Date;
}

/**
 * The listings of one alert mail from the changes pending for one person: one entry per listing
 * however many of their searches matched it and however many times it changed, newest first, at
 * most ALERT_MAIL_MAX_LISTINGS; `total` counts every listing, for "see all 40". A listing is
 * "new" if it came on the market in the window (at its current price); else "price lowered" when
 * its price ends below where it started in the window (struck through: the starting price); else
 * its last status change; else new visit slots. A listing whose only change is a price that ended
 * no lower is left out.
 */
export function alertEntries(pending: readonly PendingAlert[]): { entries: AlertEntry[]; total: number } {
  const byListing = new Map<number, PendingAlert[]>();
  for (const alert of pending) {
    const list = byListing.get(alert.propertyId);
    if (list) list.push(alert);
    else byListing.set(alert.propertyId, [alert]);
  }
  const entries = [...byListing.values()].flatMap((alerts): AlertEntry[] => {
    const inOrder = [...alerts].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    const prices = inOrder.filter((a) => a.trigger === 'price-drop' || a.trigger === 'price-rise');
    const startPrice = prices[0]?.fromPrice;
    const endPrice = prices.at(-1)?.toPrice;
    const dropped = startPrice !== undefined && endPrice !== undefined && endPrice < startPrice;
    const lastStatus = inOrder.filter((a) => a.trigger === 'status').at(-1);
    const trigger: AlertTrigger | null = inOrder.some((a) => a.trigger === 'new')
      ? 'new'
      : dropped
        ? 'price-drop'
        : lastStatus
          ? 'status'
          : inOrder.some((a) => a.trigger === 'visit-slots')
            ? 'visit-slots'
            : null;
    if (trigger === null) return [];
    return [
      {
        propertyId: inOrder[0]!.propertyId,
        trigger,
        oldPrice: trigger === 'price-drop' ? startPrice! : null,
        status: lastStatus?.toStatus ?? null,
        latestAt: inOrder.at(-1)!.occurredAt,
      },
    ];
  });
  entries.sort((a, b) => b.latestAt.getTime() - a.latestAt.getTime() || a.propertyId - b.propertyId);
  return { entries: entries.slice(0, ALERT_MAIL_MAX_LISTINGS), total: entries.length };
}
