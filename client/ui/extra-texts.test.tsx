import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../locales/en/messages.po';
import { ExtraTexts, lazyTexts, type TextLoaders } from './extra-texts';
import { createI18n } from '../i18n/i18n';

/** A message id the site's texts do not have (a variable: `lingui extract` takes only literals). */
const GREETING = 'extra.greeting';

/** One of the extra texts. */
function Greeting() {
  const { i18n } = useLingui();
  return <p>{i18n._(GREETING)}</p>;
}

/** Loaders whose English one fails `failures` times, then answers; every call counted. */
function loaders(failures: number) {
  let calls = 0;
  const english = (): Promise<Messages> =>
    ++calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ [GREETING]: 'Hello from the extra texts' });
  const unused = () => Promise.reject(new Error('only English is asked for'));
  const all: TextLoaders = { en: english, nl: unused, fr: unused, de: unused };
  return { all, calls: () => calls };
}

/** Renders inside an awaited act(): a render that suspends is retried by React only there. */
const show = (texts: ReturnType<typeof lazyTexts>) =>
  act(async () => {
    render(
      <I18nProvider i18n={createI18n('en', en)}>
        <ExtraTexts texts={texts}>
          <Greeting />
        </ExtraTexts>
      </I18nProvider>,
    );
  });

/** Runs the retry timers, then lets React show what the settled load gives. */
async function settle() {
  await act(() => vi.runAllTimersAsync());
  await act(() => vi.runAllTimersAsync());
}

describe('ExtraTexts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // React reports the error its boundary caught; the test expects that one.
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the error its boundary caught; the test expects that one.
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the texts once texts that failed three times loads on a retry', async () => {
    const { all, calls } = loaders(3);
    await show(lazyTexts(all));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await settle();
    expect(screen.getByText('Hello from the extra texts')).toBeTruthy();
    expect(calls()).toBe(4);
  });

  it('shows a localized error with "Try again" after the retries, and the button loads it anew', async () => {
    const { all, calls } = loaders(6);
    await show(lazyTexts(all));
    await settle();
    expect(calls()).toBe(6);
    expect(screen.getByRole('alert').textContent).toContain('This part of the page could not be loaded.');
    expect(screen.queryByText('Hello from the extra texts')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await settle();
    expect(calls()).toBe(7);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Hello from the extra texts')).toBeTruthy();
  });

  it('renders at once, without a loading state, texts already loaded (the server, a hydrating page)', async () => {
    const { all, calls } = loaders(0);
    const texts = lazyTexts(all);
    await texts.load('en');
    await show(texts);
    expect(screen.getByText('Hello from the extra texts')).toBeTruthy();
    expect(calls()).toBe(1);
  });
});
