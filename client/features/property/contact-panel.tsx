import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import type { PropertyDetailFieldsFragment } from '../../generated/graphql';
import { lazyComponent } from '../../ui/lazy-component';
import { demandRegisterPath } from '../demand';
import { ContactDialog } from './contact-dialog';
import { contactActions, similarAlert, type ContactActionId } from './contact-panel-actions';
import { ManagerContact } from './manager-card';
import './contact-panel.css';

// The forms load when the visitor is about to pick an action (hover, focus, touch), not with the page.
const ContactAction = lazyComponent(() => import('./contact-actions').then((m) => m.ContactAction));
/** Fetches the actions' forms; once in, a dialog shows its form at once. */
export const preloadContactForms = (): Promise<void> => ContactAction.preload();
const preloadForms = () => void ContactAction.preload().catch(() => {});

type View = ContactActionId | 'menu';

/**
 * The detail page's one contact panel: the agent (photo, name, phone, e-mail), then the actions
 * that fit the listing (book a visit, ask a question, the documents, an offer or a rent
 * application, send to a friend), each in a dialog of its own; a sold or rented listing offers an
 * alert about similar listings instead. The page shows no form until the visitor picks an action.
 * On desktop the panel sits in the side column (sticky); below that a bar at the bottom of the
 * screen holds the main action and "Contact", which opens the same actions.
 * `contact-panel` and `contact-bar` are the print stylesheet's handles: no form is ever printed.
 */
export function ContactPanel({ property: p }: { property: PropertyDetailFieldsFragment }) {
  const { t } = useLingui();
  const lang = useLocale();
  const headingId = useId();
  const titleId = useId();
  const [view, setView] = useState<View | null>(null);
  // A new address closes the dialog: a sent form's thank-you page, or Back while it loads, never
  // shows the detail page again with the finished form open over it.
  const { key: locationKey } = useLocation();
  useEffect(() => setView(null), [locationKey]);
  const actions = contactActions(p.availability, p.goal);
  const label = useActionLabels();
  const alertPath = demandRegisterPath(
    lang,
    similarAlert({
      goal: p.goal,
      typeId: p.type.id,
      city: p.city,
      zip: p.address.zip,
      price: p.price.amount ?? null,
      priceOnDemand: p.price.onDemand,
      bedrooms: p.rooms.bedrooms ?? null,
    }),
  );
  const alertLink = (className: string) => (
    <Link to={alertPath} className={className}>
      <Trans>Alert me about similar properties</Trans>
    </Link>
  );
  const actionButtons = (className: string) => (
    <ul className="contact-panel__actions">
      {actions.map((a, i) => (
        <li key={a}>
          <button
            type="button"
            className={i === 0 ? `${className} button--primary` : className}
            data-action={a}
            aria-haspopup="dialog"
            onClick={() => setView(a)}
          >
            {label[a].button}
          </button>
        </li>
      ))}
    </ul>
  );
  const main = actions[0];

  return (
    <>
      <section
        className="contact-panel"
        aria-labelledby={headingId}
        onPointerEnter={preloadForms}
        onFocus={preloadForms}
        onTouchStart={preloadForms}
      >
        <h2 id={headingId} className="contact-panel__title">
          {main ? <Trans>Interested in this property?</Trans> : <Trans>Your contact</Trans>}
        </h2>
        {p.manager ? <ManagerContact manager={p.manager} photoSize={72} /> : null}
        {main ? actionButtons('button contact-panel__action') : null}
        {!main ? (
          <div className="contact-panel__alert">
            <p>
              {p.availability === 'RENTED' ? (
                <Trans>
                  This property is rented. We can tell you when a similar one comes on the market.
                </Trans>
              ) : (
                <Trans>This property is sold. We can tell you when a similar one comes on the market.</Trans>
              )}
            </p>
            {alertLink('button button--primary contact-panel__action')}
          </div>
        ) : null}
      </section>

      <div
        className="contact-bar"
        role="group"
        aria-label={t`Contact the agency`}
        onPointerEnter={preloadForms}
        onFocus={preloadForms}
        onTouchStart={preloadForms}
      >
        {main ? (
          <button
            type="button"
            className="button button--primary"
            aria-haspopup="dialog"
            onClick={() => setView(main)}
          >
            {label[main].button}
          </button>
        ) : (
          alertLink('button button--primary')
        )}
        {main || p.manager ? (
          <button type="button" className="button" aria-haspopup="dialog" onClick={() => setView('menu')}>
            <Trans>Contact</Trans>
          </button>
        ) : null}
      </div>

      {view !== null ? (
        <ContactDialog
          // A new dialog per view: the next one takes the focus, and returns it where the first came from.
          key={view}
          titleId={titleId}
          title={view === 'menu' ? <Trans>Contact the agency</Trans> : label[view].title}
          onClose={() => setView(null)}
        >
          {view === 'menu' ? (
            <div className="contact-menu">
              {p.manager ? <ManagerContact manager={p.manager} photoSize={72} /> : null}
              {main ? actionButtons('button contact-panel__action') : alertLink('button button--primary')}
            </div>
          ) : (
            <Suspense
              fallback={
                <p role="status">
                  <Trans>Loading…</Trans>
                </p>
              }
            >
              <ContactAction action={view} property={p} labelledBy={titleId} />
            </Suspense>
          )}
        </ContactDialog>
      ) : null}
    </>
  );
}

/** Each action's button and dialog title. */
function useActionLabels(): Record<ContactActionId, { button: string; title: string }> {
  const { t } = useLingui();
  return {
    visit: { button: t`Book a visit`, title: t`Book a visit` },
    question: { button: t`Ask a question`, title: t`Ask a question about this property` },
    documents: { button: t`Request the documents`, title: t`Request the documents` },
    offer: { button: t`Make an offer`, title: t`Make an offer on this property` },
    rent: { button: t`Apply to rent`, title: t`Apply to rent this property` },
    share: { button: t`Send to a friend`, title: t`Share this property` },
  };
}
