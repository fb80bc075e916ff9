import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useRoutePath } from '../../app/route-path';
import { AGREE_ALL, DECLINE, type ConsentChoice } from './consent-state';
import './consent.css';

/**
 * The consent dialog: agree all, decline, or choose per category ("Change settings", then "Agree
 * partly"). The three choices look the same (same element, size, colours and weight): refusing must
 * be as easy and as visible as accepting. `current`, the choice in force when the visitor reopens the
 * prompt from "Cookie settings", opens it on the categories, focused.
 */
export function ConsentPrompt({
  onDecide,
  current = null,
}: {
  onDecide: (choice: ConsentChoice) => void;
  current?: ConsentChoice | null;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const policyPath = useRoutePath('cookie-policy');
  const [settings, setSettings] = useState(current !== null);
  const [draft, setDraft] = useState<ConsentChoice>(current ?? DECLINE);
  const dialog = useRef<HTMLElement>(null);
  const reopened = current !== null;
  useEffect(() => {
    // Shown on its own, the prompt leaves focus where it is; asked for, it takes it.
    if (reopened) dialog.current?.focus();
  }, [reopened]);
  const categories: { key: 'preferences' | 'statistics' | 'marketing'; label: string; help: string }[] = [
    { key: 'preferences', label: t`Preferences`, help: t`Remember choices such as your language.` },
    {
      key: 'statistics',
      label: t`Statistics`,
      help: t`Anonymous visit statistics (Google Analytics, Tag Manager).`,
    },
    {
      key: 'marketing',
      label: t`Marketing`,
      help: t`Advertising and social media (Facebook pixel, Google Ads).`,
    },
  ];
  return (
    <section
      ref={dialog}
      className="consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="consent__title">
        <Trans>This website uses cookies</Trans>
      </h2>
      <p className="consent__text">
        <Trans>
          We use necessary cookies to make the site work. With your consent we also use cookies for
          preferences, statistics and marketing.
        </Trans>{' '}
        {policyPath && (
          <a href={policyPath}>
            <Trans>Read our cookie policy</Trans>
          </a>
        )}
      </p>
      {settings && (
        <fieldset className="consent__settings">
          <legend>
            <Trans>Choose the cookies you accept</Trans>
          </legend>
          <label className="consent__switch">
            <input type="checkbox" role="switch" checked disabled />
            <span>
              <Trans>Necessary (always on)</Trans>
            </span>
          </label>
          {categories.map((c) => (
            <label key={c.key} className="consent__switch">
              <input
                type="checkbox"
                role="switch"
                checked={draft[c.key]}
                onChange={(e) => setDraft({ ...draft, [c.key]: e.target.checked })}
              />
              <span>
                {c.label} <small>{c.help}</small>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="consent__buttons">
        <button type="button" className="consent__choice" onClick={() => onDecide(AGREE_ALL)}>
          <Trans>Agree all</Trans>
        </button>
        {settings ? (
          <button type="button" className="consent__choice" onClick={() => onDecide(draft)}>
            <Trans>Agree partly</Trans>
          </button>
        ) : (
          <button type="button" className="consent__choice" onClick={() => setSettings(true)}>
            <Trans>Change settings</Trans>
          </button>
        )}
        <button type="button" className="consent__choice" onClick={() => onDecide(DECLINE)}>
          <Trans>Decline</Trans>
        </button>
      </div>
    </section>
  );
}
