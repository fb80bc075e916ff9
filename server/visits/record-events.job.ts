import type { DataSource } from 'typeorm';
import { appendEvents, type NewEvent } from './append-events.service';

export const VISIT_EVENTS_QUEUE = 'visit-events';

/** Events as they travel through Redis (dates as ISO text). */
export interface VisitEventsJobData {
  events: (Omit<NewEvent, 'occurredAt'> & { occurredAt: string })[];
}

export const toJobEvents = (events: NewEvent[]): VisitEventsJobData['events'] =>
  events.map((e) => ({ ...e, occurredAt: e.occurredAt.toISOString() }));

/** Appends one batch in one transaction. Redelivered (a worker killed mid-batch), it counts nothing twice. */
export async function recordEvents(ds: DataSource, data: VisitEventsJobData): Promise<number> {
  return ds.transaction((manager) =>
    appendEvents(
      manager,
      data.events.map((e) => ({ ...e, occurredAt: new Date(e.occurredAt) })),
    ),
  );
}
