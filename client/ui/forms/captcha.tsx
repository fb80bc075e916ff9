import { useApolloClient } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PowChallenge } from '../../../common/forms/proof-of-work';
import { solveProofOfWork } from '../../../common/forms/solve-proof-of-work';
import { graphql } from '../../generated';

export const CaptchaChallengeQuery = graphql(`
  query CaptchaChallenge {
    captchaChallenge {
      algorithm
      salt
      challenge
      maxNumber
      signature
    }
  }
`);

export type CaptchaStatus = 'idle' | 'solving' | 'verified' | 'failed';

export interface Captcha {
  status: CaptchaStatus;
  /** Starts fetching and solving a challenge, once (called when the visitor starts filling the form). */
  start: () => void;
  /** The encoded solution, waiting for the solver if it is still working; null if it failed. */
  solution: () => Promise<string | null>;
  /** Forgets the used solution and solves a new challenge: each challenge is accepted once. */
  renew: () => void;
}

/**
 * The proof-of-work captcha of one form. Not at page load: a challenge is single-use and costs
 * the visitor some CPU, so only someone filling in the form pays it.
 */
export function useCaptcha(): Captcha {
  const client = useApolloClient();
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  const pending = useRef<Promise<string | null> | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = useCallback(() => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus('solving');
    const work = (async () => {
      try {
        // Never from the cache: an answered challenge is worthless.
        const { data } = await client.query({ query: CaptchaChallengeQuery, fetchPolicy: 'no-cache' });
        if (!data) throw new Error('no captcha challenge');
        const solution = await solveProofOfWork(data.captchaChallenge as PowChallenge, {
          signal: controller.signal,
          batch: 1_000,
        });
        if (!controller.signal.aborted) setStatus(solution ? 'verified' : 'failed');
        return solution;
      } catch {
        if (!controller.signal.aborted) setStatus('failed');
        return null;
      }
    })();
    pending.current = work;
    return work;
  }, [client]);

  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(() => {
    if (!pending.current) void run();
  }, [run]);

  const solution = useCallback(async () => {
    const result = await (pending.current ?? run());
    // A failed attempt (network, server) is retried once at submit time.
    return result ?? (await run());
  }, [run]);

  const renew = useCallback(() => {
    pending.current = null;
    void run();
  }, [run]);

  return { status, start, solution, renew };
}

/** The visible state of the robot check, announced politely to screen readers. */
export function CaptchaNotice({
  status,
  error,
  errorId,
}: {
  status: CaptchaStatus;
  error?: string;
  errorId: string;
}) {
  return (
    <div className="captcha">
      <p className={`captcha__status captcha__status--${status}`} aria-live="polite">
        {status === 'solving' && <Trans>Checking that you are not a robot…</Trans>}
        {status === 'verified' && <Trans>Verified</Trans>}
        {status === 'failed' && (
          <Trans>
            The robot check could not be completed. It will be tried again when you send the form.
          </Trans>
        )}
      </p>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
