import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../ui/icon';
import { lazyComponent } from '../../ui/lazy-component';
import { NoScriptNote } from '../../ui/noscript-note';

// The form and its kit load when the visitor is about to open it, never with the page.
const WatchListingForm = lazyComponent(() => import('./watch-listing-form').then((m) => m.WatchListingForm));
const preloadForm = () => void WatchListingForm.preload().catch(() => {});

/**
 * "Watch this property" under the key facts: a native disclosure (it opens with no script), whose
 * form loads once it is opened. Without scripts it opens on what the alert does and the line that
 * the form needs JavaScript, as every form of the site says. A sold or rented listing has none:
 * its contact panel offers an alert about similar properties instead. Hydrated, not replaced: a
 * disclosure opened before the page's scripts ran stays open and gets its form.
 */
export function WatchListing({ propertyId }: { propertyId: number }) {
  const titleId = useId();
  const ref = useRef<HTMLDetailsElement>(null);
  // Once opened, the form stays (closed with the disclosure, as typed, or with its confirmation).
  const [opened, setOpened] = useState(false);
  // Once sent, the confirmation says what comes next: the introduction would say it twice.
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (ref.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={ref}
      className="watch-listing property-watch"
      onToggle={(e) => e.currentTarget.open && setOpened(true)}
      // Its `open` is the visitor's, also before hydration: React leaves it as it finds it.
      suppressHydrationWarning
    >
      <summary
        className="button watch-listing__toggle"
        onPointerEnter={preloadForm}
        onFocus={preloadForm}
        onTouchStart={preloadForm}
      >
        <Icon name="bell" />
        <span id={titleId}>
          <Trans>Watch this property</Trans>
        </span>
      </summary>
      <div className="watch-listing__panel">
        {sent ? null : (
          <p>
            <Trans>
              We'll e-mail you when its price drops, its availability changes or new visit slots open. Confirm
              by the link we send you.
            </Trans>
          </p>
        )}
        {opened ? (
          <Suspense
            fallback={
              <p role="status">
                <Trans>Loading…</Trans>
              </p>
            }
          >
            <WatchListingForm propertyId={propertyId} labelledBy={titleId} onSent={() => setSent(true)} />
          </Suspense>
        ) : (
          <NoScriptNote>
            <Trans>This form needs JavaScript: turn it on in your browser to send it.</Trans>
          </NoScriptNote>
        )}
      </div>
    </details>
  );
}
