import express, { type Request, type Response, type Router } from 'express';
import type { DataSource } from 'typeorm';
import { BUYER_FORM_PATHS as BUYERS_PATHS, type AreaStatus } from '../../common/buyer-forms';
import { checkField, PERSON_RULES } from '../../common/forms/field-rules';
import { logInWithLink, LOGIN_LINK_MINUTES, requestLoginLink } from '../accounts/login-link.service';
import { deleteSession } from '../accounts/session.service';
import { looksLikeToken } from '../accounts/tokens.service';
import { ALERTS_MANAGE_COOKIE, manageUrlOf, newManageUrl } from '../alerts/alert-links.service';
import { routePathIn, routesByKey } from '../content/route.service';
import { config, type LanguageCode } from '../core/config';
import type { RequestAuth } from '../core/graphql/context';
import { requestLanguage } from '../core/graphql/language';
import { escapeHtml, sendStandalonePage, standalonePageHtml } from '../core/http/html';
import { sameOriginWrite } from '../core/http/same-origin';
import { isLanguageCode } from '../core/localized';
import { logger } from '../core/logger';
import { translate } from '../core/messages';
import { enqueueMails } from '../mail/outbox.service';
import { buyerIdFor } from './buyer-accounts';
import { areaVisitor, buyerDataExport, eraseBuyer } from './buyer-area.service';

/** The route table's key of the buyers' area. */
export const BUYERS_AREA_ROUTE = 'buyers-area';

const field = (req: Request, name: string, max = 300): string => {
  const body = req.body as Record<string, unknown> | undefined;
  const v = body?.[name];
  return typeof v === 'string' ? v.slice(0, max) : '';
};

/** The language a form or link names (`lang`), else the browser's. */
function langOf(req: Request): LanguageCode {
  const asked = field(req, 'lang', 5) || (typeof req.query.lang === 'string' ? req.query.lang : '');
  return isLanguageCode(asked) ? asked : requestLanguage(req.headers, config().DEFAULT_LANGUAGE);
}

const siteUrl = () => config().PUBLIC_URL.replace(/\/$/, '');

/**
 * Login (a link mailed to the address, no password), logout, the buyer's copy of their data and
 * its erasure. Plain forms that POST here and come back to the area with what happened (303), so
 * nothing needs a script. Only the site's own pages may post (sameOriginWrite), and the session
 * cookie is SameSite=Lax: another site can neither log a visitor out nor erase them. `authOf`
 * reads and sets the session of a request (the accounts module's cookie).
 */
export function buyersRouter(ds: DataSource, authOf: (req: Request, res: Response) => RequestAuth): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });

  const areaPath = async (lang: LanguageCode): Promise<string> => {
    const route = (await routesByKey(ds.manager, [BUYERS_AREA_ROUTE])).get(BUYERS_AREA_ROUTE);
    return route ? routePathIn(route, lang) : `/${lang}/`;
  };
  const backToArea = async (res: Response, lang: LanguageCode, status: AreaStatus) =>
    res.redirect(303, `${await areaPath(lang)}?status=${status}`);
  /** A small page of its own (the login link's, opened from a mail client), never a stack. */
  const page = async (res: Response, status: number, lang: LanguageCode, text: string, extra = '') => {
    const title = translate(lang, 'page.buyerLogin.title');
    const back = `<p><a href="${escapeHtml(siteUrl() + (await areaPath(lang).catch(() => `/${lang}/`)))}">${escapeHtml(translate(lang, 'page.buyerLogin.toArea'))}</a></p>`;
    sendStandalonePage(
      res,
      status,
      standalonePageHtml({ lang, title, body: `<p role="status">${escapeHtml(text)}</p>${extra}${back}` }),
      // The token is in the URL: never sent to another site. Same-origin requests keep their
      // Origin (with no-referrer a form's POST says "null", which sameOriginWrite refuses).
      { 'Referrer-Policy': 'same-origin' },
    );
  };
  /** Wraps a handler: a refused origin is a 403, a failure a 503 page, never a stack or a crash. */
  const handle =
    (fn: (req: Request, res: Response, lang: LanguageCode) => Promise<unknown>) =>
    async (req: Request, res: Response) => {
      const lang = langOf(req);
      res.set('Cache-Control', 'no-store');
      try {
        if (!sameOriginWrite(req.method, req.get('host'), req.headers)) {
          await page(res, 403, lang, translate(lang, 'page.buyerLogin.refused'));
          return;
        }
        await fn(req, res, lang);
      } catch (err) {
        logger.error({ err, path: req.path }, 'buyers: request failed');
        if (!res.headersSent)
          await page(res, 503, lang, translate(lang, 'error.internal')).catch(() => res.end());
      }
    };
  /** Ends the browser's session and forgets what it held: cookies and storage of this site. */
  const forgetBrowser = async (req: Request, res: Response) => {
    const auth = authOf(req, res);
    if (auth.token) await deleteSession(ds.manager, auth.token);
    auth.setSessionCookie(null);
    res.clearCookie(ALERTS_MANAGE_COOKIE, { path: '/' });
    // A shared computer keeps nothing: the favourites in local storage go too.
    res.set('Clear-Site-Data', '"cookies", "storage"');
  };

  router.post(
    BUYERS_PATHS.loginLink,
    form,
    handle(async (req, res, lang) => {
      const email = field(req, 'email').trim();
      if (checkField(PERSON_RULES.email, email) !== null) return backToArea(res, lang, 'email-invalid');
      const sent = await requestLoginLink(
        ds,
        { role: 'buyer', email, ip: req.ip ?? 'unknown' },
        async (m, to, token, minutes) => {
          const loginUrl = `${siteUrl()}${BUYERS_PATHS.login}?token=${encodeURIComponent(token)}&lang=${lang}`;
          await enqueueMails(m, [
            {
              template: 'buyer.login-link',
              to,
              lang,
              loginUrl,
              linkMinutes: minutes,
              expiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
            },
          ]);
        },
      );
      return backToArea(res, lang, sent === 'SENT' ? 'link-sent' : 'too-many');
    }),
  );

  // GET only asks: mail scanners open links, and must not spend the login or log themselves in.
  router.get(
    BUYERS_PATHS.login,
    handle(async (req, res, lang) => {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      if (!looksLikeToken(token)) return page(res, 404, lang, translate(lang, 'page.buyerLogin.invalid'));
      const button = `<form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="lang" value="${lang}"><button type="submit">${escapeHtml(translate(lang, 'page.buyerLogin.button'))}</button></form>`;
      return page(
        res,
        200,
        lang,
        translate(lang, 'page.buyerLogin.text', { minutes: LOGIN_LINK_MINUTES }),
        button,
      );
    }),
  );

  router.post(
    BUYERS_PATHS.login,
    form,
    handle(async (req, res, lang) => {
      const outcome = await logInWithLink(
        ds,
        { role: 'buyer', token: field(req, 'token', 100), ip: req.ip ?? 'unknown' },
        buyerIdFor,
      );
      if (outcome.status === 'RATE_LIMITED')
        return page(
          res,
          429,
          lang,
          translate(lang, 'auth.tooManyAttempts', { seconds: outcome.retryAfterSeconds }),
        );
      if (outcome.status === 'INVALID')
        return page(res, 410, lang, translate(lang, 'page.buyerLogin.invalid'));
      authOf(req, res).setSessionCookie({ token: outcome.sessionToken, role: 'buyer' });
      return backToArea(res, lang, 'logged-in');
    }),
  );

  router.post(
    BUYERS_PATHS.logout,
    form,
    handle(async (req, res, lang) => {
      await forgetBrowser(req, res);
      return backToArea(res, lang, 'logged-out');
    }),
  );

  // Everything held about the logged-in buyer, as a file to keep.
  router.get(
    BUYERS_PATHS.export,
    handle(async (req, res, lang) => {
      const visitor = await areaVisitor(ds, authOf(req, res));
      const data = visitor.access === 'login' ? await buyerDataExport(ds, visitor.buyerId) : null;
      if (!data) return backToArea(res, lang, 'login-needed');
      res
        .status(200)
        .set({
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': 'attachment; filename="my-data.json"',
          'X-Robots-Tag': 'noindex',
        })
        .send(JSON.stringify(data, null, 2));
    }),
  );

  router.post(
    BUYERS_PATHS.erase,
    form,
    handle(async (req, res, lang) => {
      const visitor = await areaVisitor(ds, authOf(req, res));
      if (visitor.access !== 'login') return backToArea(res, lang, 'login-needed');
      if (field(req, 'confirm') !== 'yes') return backToArea(res, lang, 'confirm-erase');
      await eraseBuyer(ds, visitor.buyerId);
      await forgetBrowser(req, res);
      return backToArea(res, lang, 'erased');
    }),
  );

  // The alert mails' manage page, for the area's address: where searches and watches are changed.
  router.post(
    BUYERS_PATHS.manage,
    form,
    handle(async (req, res, lang) => {
      const visitor = await areaVisitor(ds, authOf(req, res));
      if (visitor.access === 'none') return backToArea(res, lang, 'login-needed');
      const url =
        visitor.access === 'manage-link'
          ? manageUrlOf(visitor.manageToken)
          : await ds.transaction((m) => newManageUrl(m, visitor.email));
      res.set('Referrer-Policy', 'no-referrer').redirect(303, url);
    }),
  );

  return router;
}
