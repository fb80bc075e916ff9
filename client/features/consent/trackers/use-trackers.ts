import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { ConsentChoice, TrackingIds } from '../consent-state';
import { FORM_SENT_EVENT } from '../../../ui/tracking-events';
import { Trackers, type TrackerWindow } from './trackers';

/**
 * The tracking scripts of the page, following the visitor's choice and the configured ids (none
 * until the site configuration is in): a page view per page shown (path and query; a new hash is
 * the same page) and an event per form sent.
 */
export function useTrackers(choice: ConsentChoice | null, ids: TrackingIds | undefined): void {
  const { pathname, search } = useLocation();
  const [trackers] = useState(() => new Trackers(window as TrackerWindow, document));

  // First, so the page is known when the first choice starts the trackers: one view, not two.
  useEffect(() => {
    trackers.navigate({ location: window.location.href, path: `${pathname}${search}` });
  }, [trackers, pathname, search]);

  useEffect(() => {
    if (ids) trackers.setConsent(choice, ids);
  }, [trackers, choice, ids]);

  useEffect(() => {
    const onFormSent = (e: Event) => {
      if (e instanceof CustomEvent && typeof e.detail === 'string') trackers.formSent(e.detail);
    };
    window.addEventListener(FORM_SENT_EVENT, onFormSent);
    return () => window.removeEventListener(FORM_SENT_EVENT, onFormSent);
  }, [trackers]);
}
