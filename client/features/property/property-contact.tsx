import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ContactForm, type ContactKind } from '../forms/contact-form';

type PropertyKind = Extract<ContactKind, 'visit-request' | 'more-info'>;

/**
 * "Request a visit" and "More information" about this listing: tabs over one form, so what the
 * visitor typed stays when they change their mind. Arrow keys move between the tabs (WAI-ARIA tabs).
 */
export function PropertyContact({ propertyId }: { propertyId: number }) {
  const { t } = useLingui();
  const base = useId();
  const [kind, setKind] = useState<PropertyKind>('visit-request');
  const tabs: { kind: PropertyKind; label: string; submit: string }[] = [
    { kind: 'visit-request', label: t`Request a visit`, submit: t`Request a visit` },
    { kind: 'more-info', label: t`More information`, submit: t`Ask for more information` },
  ];
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    setKind(tabs[next].kind);
    refs.current[next]?.focus();
  };
  const active = tabs.find((tab) => tab.kind === kind) ?? tabs[0];
  return (
    <section className="property-contact" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>
        <Trans>Interested in this property?</Trans>
      </h2>
      <div role="tablist" className="tabs__list" aria-labelledby={`${base}-title`}>
        {tabs.map((tab, i) => (
          <button
            key={tab.kind}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.kind}`}
            className="tabs__tab"
            aria-selected={tab.kind === kind}
            aria-controls={`${base}-panel`}
            tabIndex={tab.kind === kind ? 0 : -1}
            onClick={() => setKind(tab.kind)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${kind}`}>
        <ContactForm
          kind={kind}
          propertyId={propertyId}
          submitLabel={active.submit}
          labelledBy={`${base}-${kind}`}
        />
      </div>
    </section>
  );
}
