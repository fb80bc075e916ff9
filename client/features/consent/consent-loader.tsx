import { Suspense } from 'react';
import { AfterHydration } from '../../ui/use-mounted';
import { lazyComponent } from '../../ui/lazy-component';
// The prompt's styles with the page's: its server copy (consent-plain.ts) may show before any script.
import './consent.css';

// The whole consent runtime (its query, the tracking scripts it gates, the prompt) in its own chunk:
// nothing of it renders on the server or in the first client render, so it need not be in the
// JavaScript that the page waits for before it hydrates.
const ConsentRuntime = lazyComponent(() => import('./consent').then((m) => m.Consent));

/** Mounts the consent runtime once the page has hydrated. */
export function ConsentLoader() {
  return (
    <AfterHydration>
      <Suspense fallback={null}>
        <ConsentRuntime />
      </Suspense>
    </AfterHydration>
  );
}
