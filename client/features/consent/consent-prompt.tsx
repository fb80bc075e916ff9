import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useRoutePath } from '../../ui/route-path';
import { CONSENT_FORM_PATH, type ConsentFormChoice } from '../../../common/consent';
import { AGREE_ALL, DECLINE, type ConsentChoice } from './consent-state';
import { CONSENT_PROMPT_ID, takeOverPlainPrompt } from './consent-plain';

type Category = 'preferences' | 'statistics' | 'marketing';

/**
 * The consent dialog: agree all, decline, or choose per category ("Change settings", then "Agree
 * partly"). The three choices look the same (same element, size, colours and weight): refusing must
 * be as easy and as visible as accepting. `current`, the choice in force when the visitor reopens the
 * prompt from "Cookie settings", opens it on the categories, focused.
 *
 * `plain` is the server's copy in the page (consent-plain.ts): hidden until the page's first
 * script shows it, a form that posts the choice (POST /consent) until the page's scripts run. This
 * one, rendered in the browser, takes that copy's place as it is (categories open, boxes ticked,
 * focus) and records the choice itself.
 */
export function ConsentPrompt({
  onDecide,
  current = null,
  plain,
}: {
  onDecide: (choice: ConsentChoice) => void;
  current?: ConsentChoice | null;
  /** The page's path, where the server sends the visitor back once it has stored the choice. */
  plain?: { back: string };
}) {
  const { t } = useLingui();
  // The server's copy renders apart from the page's app: an id of its own, not one React counts.
  const generatedId = useId();
  const titleId = plain ? `${CONSENT_PROMPT_ID}-title` : generatedId;
  const policyPath = useRoutePath('cookie-policy');
  // Read once, as this prompt first renders: what the visitor did with the server's copy.
  const [taken] = useState(() => (plain || current !== null ? null : takeOverPlainPrompt()));
  const [settings, setSettings] = useState(current !== null || taken?.settings === true);
  const [draft, setDraft] = useState<ConsentChoice>(current ?? taken?.draft ?? DECLINE);
  const dialog = useRef<HTMLElement>(null);
  const reopened = current !== null;
  useLayoutEffect(() => {
    if (plain) return;
    // One prompt: the server's copy goes as this one appears, in the same frame.
    document.getElementById(CONSENT_PROMPT_ID)?.remove();
    // Shown on its own, the prompt leaves focus where it is; asked for, it takes it. Focus that
    // was in the server's copy moves to the same control here.
    if (reopened) dialog.current?.focus();
    else if (taken?.focus) dialog.current?.querySelector<HTMLElement>(taken.focus)?.focus();
  }, [plain, reopened, taken]);
  const categories: { key: Category; label: string; help: string }[] = [
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
  // In the browser the buttons decide here, and the form is never sent.
  const decide = (choice: ConsentChoice) => (e: MouseEvent) => {
    e.preventDefault();
    onDecide(choice);
  };
  const choice = (value: ConsentFormChoice) => ({ type: 'submit' as const, name: 'choice', value });
  const partly = (
    <button {...choice('partly')} className="consent__choice" hidden={!settings} onClick={decide(draft)}>
      <Trans>Agree partly</Trans>
    </button>
  );
  const changeSettings = (
    <button
      type="button"
      className="consent__choice"
      data-consent-settings=""
      onClick={(e) => {
        // This very button becomes "Agree partly" (focus stays on it): its click must not submit.
        e.preventDefault();
        setSettings(true);
      }}
    >
      <Trans>Change settings</Trans>
    </button>
  );
  return (
    <section
      ref={dialog}
      id={plain ? CONSENT_PROMPT_ID : undefined}
      className="consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={plain ? true : undefined}
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
      <form method="post" action={CONSENT_FORM_PATH} onSubmit={plain ? undefined : (e) => e.preventDefault()}>
        {plain ? <input type="hidden" name="back" value={plain.back} /> : null}
        {(settings || plain) && (
          <fieldset className="consent__settings" hidden={!settings}>
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
                  name="category"
                  value={c.key}
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
          <button {...choice('all')} className="consent__choice" onClick={decide(AGREE_ALL)}>
            <Trans>Agree all</Trans>
          </button>
          {/* The server's copy holds both; its first script swaps them (consent-plain.ts). */}
          {plain ? (
            <>
              {changeSettings}
              {partly}
            </>
          ) : settings ? (
            partly
          ) : (
            changeSettings
          )}
          <button {...choice('decline')} className="consent__choice" onClick={decide(DECLINE)}>
            <Trans>Decline</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
