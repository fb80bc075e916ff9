import type { EntityManager } from 'typeorm';
import { config } from '../core/config';
import { appendEvents } from './append-events.service';
import { classifySource } from './view-rules';

/** How a form about a listing counts in its owner's statistics: a booking is a visit, an offer an offer, the rest enquiries. */
const FORM_EVENT_KINDS: Readonly<Record<string, 'visit' | 'offer'>> = {
  appointment: 'visit',
  offer: 'offer',
};

/**
 * Records a stored submission about a listing in the listing's event log, in the caller's
 * transaction (the one that stored the submission), so the statistics never count a submission
 * that was not stored; the submission's id makes it idempotent. The source comes from where the
 * visitor came from, as a page view's does.
 */
export async function recordSubmissionEvent(
  manager: EntityManager,
  submission: {
    id: string;
    propertyId: number;
    /** The form's kind (`appointment`, `offer`, `more-info` …). */
    form: string;
    lang: string;
    referrer: string | null | undefined;
    utmSource: string | null | undefined;
  },
): Promise<void> {
  await appendEvents(manager, [
    {
      id: submission.id,
      propertyId: submission.propertyId,
      kind: FORM_EVENT_KINDS[submission.form] ?? 'enquiry',
      occurredAt: new Date(),
      source: classifySource(
        submission.referrer,
        submission.utmSource,
        null,
        new URL(config().PUBLIC_URL).hostname,
      ),
      lang: submission.lang,
      data: { form: submission.form },
    },
  ]);
}
