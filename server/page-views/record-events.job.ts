import type { DataSource } from 'typeorm';
import { appendEvents, type NewEvent } from './append-events.service';

/**
 * The queue of page views and list impressions on their way to the event log. Its Redis name is
 * kept from before the module was named for page views: renaming it would strand the batches
 * waiting in it at an upgrade.
 */
export const LISTING_EVENTS_QUEUE = 'visit-events';

/** Events as they travel through Redis (dates as ISO text). */
export interface ListingEventsJobData {
  events: (Omit<NewEvent, 'occurredAt'> & { occurredAt: string })[];
}

export const toJobEvents = (events: NewEvent[]): ListingEventsJobData['events'] =>
  events.map((e) => ({ ...e, occurredAt: e.occurredAt.toISOString() }));

/** Appends one batch in one transaction. Redelivered (a worker killed mid-batch), it counts nothing twice. */
export async function recordEvents(ds: DataSource, data: ListingEventsJobData): Promise<number> {
  return ds.transaction((manager) =>
    appendEvents(
      manager,
      data.events.map((e) => ({ ...e, occurredAt: new Date(e.occurredAt) })),
    ),
  );
}
