import express, { type Express } from 'express';
import {
  CONSENT_COOKIE,
  CONSENT_FORM_PATH,
  CONSENT_MAX_AGE,
  choiceFromForm,
  serializeConsent,
} from '../../common/consent';
import type { LanguageCode } from '../core/config';
import { sameOriginWrite } from '../core/http/same-origin';
import { sendErrorPage } from './error-page';

const SITE = 'http://site.invalid';

/**
 * Where the visitor goes once the choice is stored: a path of this site (never another origin),
 * without `setcookies` (which would ask again); the home page for anything else.
 */
export function consentReturnPath(back: unknown): string {
  if (typeof back !== 'string' || back.length > 2048 || !back.startsWith('/') || /[\\\p{Cc}]/u.test(back))
    return '/';
  let url: URL;
  try {
    url = new URL(back, SITE);
  } catch {
    return '/';
  }
  if (url.origin !== SITE) return '/';
  url.searchParams.delete('setcookies');
  return `${url.pathname}${url.search}`;
}

/**
 * The cookie prompt's plain form (client/features/consent/consent-plain.ts), for the seconds before
 * the page's scripts run: stores the visitor's choice in the consent cookie, as the prompt does in
 * the browser, and sends them back to the page (303). It sets nothing but the cookie of the browser
 * that posts, and only from the site's own pages: a form another site posts is refused (403), so
 * no page elsewhere can choose for a visitor. A choice it cannot read is refused (400), storing nothing.
 */
export function mountConsentForm(app: Express, fallback: LanguageCode): void {
  app.post(
    CONSENT_FORM_PATH,
    express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 10 }),
    (req, res) => {
      res.set('Cache-Control', 'no-store');
      if (!sameOriginWrite(req.method, req.get('host'), req.headers)) {
        sendErrorPage(req, res, 403, fallback);
        return;
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      const categories: unknown[] = body.category === undefined ? [] : [body.category].flat();
      const choice = choiceFromForm(body.choice, categories);
      if (!choice) {
        sendErrorPage(req, res, 400, fallback);
        return;
      }
      // As the browser's prompt writes it (consent-state.ts consentCookie): readable by the page's scripts.
      res.cookie(CONSENT_COOKIE, serializeConsent(choice), {
        maxAge: CONSENT_MAX_AGE * 1000,
        path: '/',
        sameSite: 'lax',
        secure: req.secure,
        encode: String,
      });
      res.redirect(303, consentReturnPath(body.back));
    },
  );
}
