import { Trans } from '@lingui/react/macro';

/** A page of the route table other than home and the lists (services, team, FAQ, contact, legal, thank-you …). */
export function ContentPage({ routeKey }: { routeKey: string }) {
  return (
    <section data-route={routeKey}>
      <p>
        <Trans>This page is being prepared.</Trans>
      </p>
    </section>
  );
}
