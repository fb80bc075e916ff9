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

/** An unconfirmed saved search or watch is deleted after this many days. */
export const UNCONFIRMED_RETENTION_DAYS = 7;
/** A paused one after this many months. */
export const PAUSED_RETENTION_MONTHS = 12;

/** One change a person is to be told about: which listing, what happened, when. */
export interface PendingAlert {
  propertyId: number;
  trigger: AlertTrigger;
  occurredAt: Date;
  /** For a price drop: the price before and after. */
  fromPrice?: number;
  toPrice?: number;
  /** For a status change: the availability after it. */
  toStatus?: Availability;
}

/** One listing in an alert mail: what happened to it, and the price it had before a drop. */
export interface AlertEntry {
  propertyId: number;
  /** What the mail says first: new, then a drop, then a status change, then visit slots. */
  trigger: AlertTrigger;
  /**
   * For a drop: the price before the first drop in this mail, struck through beside the current
   * price (where that is still lower: a price may go up again after its drop).
   */
  oldPrice: number | null;
  /** The availability after the last status change in this mail. */
  status: Availability | null;
  /** The latest change's time: the mail lists the newest first. */
  latestAt: Date;
}

const TRIGGER_RANK: Record<AlertTrigger, number> = { new: 0, 'price-drop': 1, status: 2, 'visit-slots': 3 };

/**
 * The listings of one alert mail from the changes pending for one person: one entry per listing
 * however many of their searches matched it and however many times it changed (a new listing whose
 * price then dropped is "new", at its current price), newest first, at most
 * ALERT_MAIL_MAX_LISTINGS. `total` counts every listing, for "see all 40".
 */
export function alertEntries(pending: readonly PendingAlert[]): { entries: AlertEntry[]; total: number } {
  const byListing = new Map<number, PendingAlert[]>();
  for (const alert of pending) {
    const list = byListing.get(alert.propertyId);
    if (list) list.push(alert);
    else byListing.set(alert.propertyId, [alert]);
  }
  const entries = [...byListing.values()].map((alerts): AlertEntry => {
    const inOrder = [...alerts].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    const trigger = inOrder
      .map((a) => a.trigger)
      .reduce((best, t) => (TRIGGER_RANK[t] < TRIGGER_RANK[best] ? t : best));
    const firstDrop = inOrder.find((a) => a.trigger === 'price-drop');
    const lastStatus = inOrder.filter((a) => a.trigger === 'status').at(-1);
    const last = inOrder.at(-1)!;
    return {
      propertyId: inOrder[0]!.propertyId,
      trigger,
      oldPrice: trigger === 'price-drop' ? (firstDrop?.fromPrice ?? null) : null,
      status: lastStatus?.toStatus ?? null,
      latestAt: last.occurredAt,
    };
  });
  entries.sort((a, b) => b.latestAt.getTime() - a.latestAt.getTime() || a.propertyId - b.propertyId);
  return { entries: entries.slice(0, ALERT_MAIL_MAX_LISTINGS), total: entries.length };
}
