import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { graphql } from '../../generated';
import { useLocale } from '../../app/use-locale';
import {
  AGREE_ALL,
  CONSENT_COOKIE,
  CONSENT_DELAY_MS,
  DECLINE,
  allowedScripts,
  consentCookie,
  parseConsent,
  readCookie,
  resetsChoice,
  serializeConsent,
  skipsPrompt,
  type ConsentChoice,
} from './consent-state';
import './consent.css';

export const ConsentQuery = graphql(`
  query Consent($lang: String) {
    siteConfig(lang: $lang) {
      siteInfo {
        analyticsId
        tagManagerId
        pixelId
        adsId
      }
    }
  }
`);

function storedChoice(): ConsentChoice | null {
  const fromCookie = parseConsent(readCookie(document.cookie, CONSENT_COOKIE));
  if (fromCookie) return fromCookie;
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_COOKIE));
  } catch {
    return null;
  }
}

function storeChoice(choice: ConsentChoice | null) {
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  try {
    if (choice) window.localStorage.setItem(CONSENT_COOKIE, serializeConsent(choice));
    else window.localStorage.removeItem(CONSENT_COOKIE);
  } catch {
    // Storage can be disabled; the cookie is enough.
  }
}

/**
 * Cookie consent prompt and the scripts that wait for it (spec 4 "Consent"). Nothing renders on the
 * server or in the first client render: the prompt and the tracking scripts exist only in the browser.
 */
export function Consent() {
  const lang = useLocale();
  const { pathname, search } = useLocation();
  const { data } = useQuery(ConsentQuery, { variables: { lang } });
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  const [open, setOpen] = useState(false);
  const reset = resetsChoice(search);
  const skip = skipsPrompt(pathname);

  useEffect(() => {
    if (reset) storeChoice(null);
    const stored = reset ? null : storedChoice();
    setChoice(stored);
    if (stored || skip) {
      setOpen(false);
      return;
    }
    const timer = window.setTimeout(() => setOpen(true), CONSENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reset, skip]);

  const siteInfo = data?.siteConfig.siteInfo;
  useEffect(() => {
    if (!siteInfo) return;
    for (const script of allowedScripts(choice, siteInfo)) {
      if (document.head.querySelector(`script[data-consent-script="${script.key}"]`)) continue;
      const el = document.createElement('script');
      el.async = true;
      el.src = script.src;
      el.dataset.consentScript = script.key;
      document.head.appendChild(el);
    }
  }, [choice, siteInfo]);

  const decide = (next: ConsentChoice) => {
    storeChoice(next);
    setChoice(next);
    setOpen(false);
  };

  if (!open) return null;
  return <ConsentPrompt onDecide={decide} />;
}

function ConsentPrompt({ onDecide }: { onDecide: (choice: ConsentChoice) => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const [settings, setSettings] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>(DECLINE);
  const categories: { key: 'preferences' | 'statistics' | 'marketing'; label: string; help: string }[] = [
    { key: 'preferences', label: t`Preferences`, help: t`Remember choices such as your language.` },
    { key: 'statistics', label: t`Statistics`, help: t`Anonymous visit statistics (Google Analytics, Tag Manager).` },
    { key: 'marketing', label: t`Marketing`, help: t`Advertising and social media (Facebook pixel, Google Ads).` },
  ];
  return (
    <section className="consent" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent__title">
        <Trans>This website uses cookies</Trans>
      </h2>
      <p>
        <Trans>We use necessary cookies to make the site work. With your consent we also use cookies for preferences, statistics and marketing.</Trans>
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
              <input type="checkbox" role="switch" checked={draft[c.key]} onChange={(e) => setDraft({ ...draft, [c.key]: e.target.checked })} />
              <span>
                {c.label} <small>{c.help}</small>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="consent__buttons">
        <button type="button" className="button button--primary" onClick={() => onDecide(AGREE_ALL)}>
          <Trans>Agree all</Trans>
        </button>
        {settings ? (
          <button type="button" className="button" onClick={() => onDecide(draft)}>
            <Trans>Agree partly</Trans>
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setSettings(true)}>
            <Trans>Change settings</Trans>
          </button>
        )}
        <button type="button" className="button" onClick={() => onDecide(DECLINE)}>
          <Trans>Decline</Trans>
        </button>
      </div>
    </section>
  );
}
