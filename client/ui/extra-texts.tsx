import type { Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Component, Suspense, use, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { createI18n, isLocale, LOCALES, type Locale } from '../i18n/i18n';
import { retryImport } from '../i18n/retry-import';
import { loadBeforeServerRender } from './lazy-component';

/** One set of texts' loader per language: a dynamic import, so each language is a chunk of its own. */
export type TextLoaders = Readonly<Record<Locale, () => Promise<Messages>>>;

/** Texts fetched one language at a time, each once; a failed fetch is retried (retryImport). */
export interface LazyTexts {
  /** The language's messages once loaded, else undefined. */
  loaded(locale: Locale): Messages | undefined;
  /**
   * Loads the language: the same promise while it is under way, and once it has failed too (React
   * renders a failed part again before its error boundary shows: that must not start another
   * round of retries), until `forget` clears the failure.
   */
  load(locale: Locale): Promise<Messages>;
  /** Clears a failed load, so the next `load` fetches again ("Try again"). */
  forget(locale: Locale): void;
}

export function lazyTexts(loaders: TextLoaders): LazyTexts {
  const messages = new Map<Locale, Messages>();
  const loads = new Map<Locale, { promise: Promise<Messages>; failed: boolean }>();
  const texts: LazyTexts = {
    loaded: (locale) => messages.get(locale),
    load(locale) {
      const known = loads.get(locale);
      if (known) return known.promise;
      const entry = { promise: retryImport(loaders[locale]), failed: false };
      entry.promise.then(
        (m) => void messages.set(locale, m),
        () => {
          entry.failed = true;
        },
      );
      loads.set(locale, entry);
      return entry.promise;
    },
    forget(locale) {
      if (loads.get(locale)?.failed) loads.delete(locale);
    },
  };
  // The server has every language of every set loaded before its first render.
  loadBeforeServerRender(() => Promise.all(LOCALES.map((l) => texts.load(l))), 'texts');
  return texts;
}

/**
 * Texts that only some pages need (the owners' portal, the legal pages) live in text files of their
 * own, one chunk per language fetched when such a page shows: the site's texts, which every page
 * downloads before it hydrates, stays small. Their messages are merged with the site's under a
 * provider of their own. The server has them all loaded; in the browser, the part waits for its
 * texts (during hydration the server's HTML stays), and when the texts cannot be fetched even
 * after the retries, a localized error with a "Try again" button takes its place.
 */
export function ExtraTexts({ texts, children }: { texts: LazyTexts; children: ReactNode }) {
  const { i18n } = useLingui();
  // A new key remounts the boundary and its content: "Try again" starts a fresh load.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    texts.forget(isLocale(i18n.locale) ? i18n.locale : 'en');
    setAttempt((n) => n + 1);
  };
  return (
    <TextsBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<TextsLoading />}>
        <WithTexts texts={texts}>{children}</WithTexts>
      </Suspense>
    </TextsBoundary>
  );
}

/** `Inner` rendered within its texts (`ExtraTexts`): a component whose texts are a chunk of their own. */
export function withTexts<P extends object>(texts: LazyTexts, Inner: ComponentType<P>): ComponentType<P> {
  function WithItsTexts(props: P) {
    return (
      <ExtraTexts texts={texts}>
        <Inner {...props} />
      </ExtraTexts>
    );
  }
  WithItsTexts.displayName = `WithTexts(${Inner.displayName ?? Inner.name})`;
  return WithItsTexts;
}

// `use` is called only while the texts are not loaded: a component that calls it may have no
// other hook (React replays a suspended component, and a hook list that changes between the
// two renders breaks it), so the merging, which memoizes, is a component of its own.
function WithTexts({ texts, children }: { texts: LazyTexts; children: ReactNode }) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const messages = texts.loaded(locale) ?? use(texts.load(locale));
  return <MergedTexts messages={messages}>{children}</MergedTexts>;
}

function MergedTexts({ messages, children }: { messages: Messages; children: ReactNode }) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const merged = useMemo(
    () => createI18n(locale, { ...i18n.messages, ...messages }),
    [i18n, locale, messages],
  );
  return <I18nProvider i18n={merged}>{children}</I18nProvider>;
}

function TextsLoading() {
  return (
    <p role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

class TextsBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="texts-error">
        <p>
          <Trans>This part of the page could not be loaded. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="button" onClick={this.props.onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
}
