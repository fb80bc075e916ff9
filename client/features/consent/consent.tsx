import { useQuery } from '@apollo/client/react';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { graphql } from '../../generated';
import { forgetLanguage, rememberLanguage } from '../../i18n/remember-language';
import { useLocale } from '../../i18n/use-locale';
import { lazyComponent } from '../../ui/lazy-component';
import { CONSENT_REOPEN_EVENT } from './consent-events';
import { plainPromptShown } from './consent-plain';
import {
  CONSENT_COOKIE,
  CONSENT_DELAY_MS,
  consentCookie,
  parseConsent,
  readCookie,
  resetsChoice,
  serializeConsent,
  skipsPrompt,
  type ConsentChoice,
} from './consent-state';
import { useTrackers } from './trackers/use-trackers';

/** The prompt (and its styles) in its own chunk: it shows only after a delay, and only once per visitor. */
export const ConsentPrompt = lazyComponent(() => import('./consent-prompt').then((m) => m.ConsentPrompt));

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
 * Cookie consent prompt (necessary, preferences, statistics, marketing) and the scripts that wait
 * for it. Nothing renders on the server or in the first client render: the prompt and the tracking
 * scripts exist only in the browser.
 */
export function Consent() {
  const lang = useLocale();
  const { pathname, search } = useLocation();
  const { data } = useQuery(ConsentQuery, { variables: { lang } });
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  const [open, setOpen] = useState(false);
  // Reopened from "Cookie settings": the prompt starts on the per-category choices.
  const [reopened, setReopened] = useState(false);
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
    // Shown already by the page's own script (consent-plain.ts): this prompt takes its place at once.
    if (plainPromptShown()) {
      setOpen(true);
      return;
    }
    // The prompt's chunk loads during the delay, so it shows at once when the delay is over.
    void ConsentPrompt.preload();
    const timer = window.setTimeout(() => setOpen(true), CONSENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reset, skip]);

  useEffect(() => {
    const reopen = () => {
      void ConsentPrompt.preload();
      setReopened(true);
      setOpen(true);
    };
    window.addEventListener(CONSENT_REOPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_REOPEN_EVENT, reopen);
  }, []);

  // The language is remembered (for `/`) only with the preferences accepted; refused, it is forgotten.
  useEffect(() => {
    if (choice?.preferences) rememberLanguage(lang);
    else if (choice) forgetLanguage();
  }, [choice, lang]);

  useTrackers(choice, data?.siteConfig.siteInfo);

  const decide = (next: ConsentChoice) => {
    storeChoice(next);
    setChoice(next);
    setOpen(false);
    setReopened(false);
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPrompt onDecide={decide} current={reopened ? choice : null} />
    </Suspense>
  );
}
