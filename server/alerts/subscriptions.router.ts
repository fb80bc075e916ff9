import express, { type Request, type Response, type Router } from 'express';
import type { DataSource } from 'typeorm';
import { config, type LanguageCode } from '../core/config';
import { requestLanguage } from '../core/graphql/language';
import { escapeHtml, sendStandalonePage, standalonePageHtml } from '../core/http/html';
import { isLanguageCode } from '../core/localized';
import { logger } from '../core/logger';
import { translate, type MessageId } from '../core/messages';
import { confirmNewsletter, lookUpUnsubscribeToken, unsubscribe } from './newsletter.service';
import {
  confirmDemand,
  lookUpDemandConfirmation,
  type DemandConfirmOutcome,
} from './demand-register.service';
import { DEMAND_CONFIRM_DAYS, SUBSCRIPTION_PATHS } from './subscription-links';

interface Page {
  status: number;
  lang: LanguageCode;
  title: MessageId;
  text: MessageId;
  /** Values for the text's placeholders. */
  params?: Record<string, number>;
  /** A button that POSTs back to the same URL (the token stays in the query). */
  button?: MessageId;
}

/** A small page of its own: these links are opened from mail clients, outside the site's app. */
function sendPage(res: Response, page: Page): void {
  const t = (id: MessageId) => escapeHtml(translate(page.lang, id, page.params));
  const form = page.button
    ? `<form method="post"><button type="submit">${t(page.button)}</button></form>`
    : '';
  const home = `${config().PUBLIC_URL.replace(/\/$/, '')}/${page.lang}/`;
  const html = standalonePageHtml({
    lang: page.lang,
    title: translate(page.lang, page.title),
    body: `<p role="status">${t(page.text)}</p>${form}
<p><a href="${escapeHtml(home)}">${t('page.backToSite')}</a></p>`,
  });
  // The token is in the URL: not sent on as a referrer.
  sendStandalonePage(res, page.status, html, { 'Referrer-Policy': 'no-referrer' });
}

const tokenOf = (req: Request): string => {
  const fromQuery = typeof req.query.token === 'string' ? req.query.token : '';
  const body = req.body as Record<string, unknown> | undefined;
  const fromBody = typeof body?.token === 'string' ? body.token : '';
  return (fromQuery || fromBody).slice(0, 200);
};

/**
 * The visitor's language when the token names nobody: ?lang=, else the browser's, else the default.
 * A `lang` the site does not have (a mangled link) is ignored: these are pages, not an API to refuse.
 */
const fallbackLang = (req: Request): LanguageCode => {
  const browser = requestLanguage(req.headers, config().DEFAULT_LANGUAGE);
  const asked = typeof req.query.lang === 'string' ? req.query.lang.trim().toLowerCase() : '';
  return isLanguageCode(asked) ? asked : browser;
};

const invalid = (req: Request, title: MessageId): Page => ({
  status: 404,
  lang: fallbackLang(req),
  title,
  text: 'page.invalidLink',
});

/** The page of a demand register confirmation link, by what the link stands for. */
function demandConfirmPage(
  req: Request,
  { outcome, lang }: { outcome: DemandConfirmOutcome | 'pending'; lang: LanguageCode | null },
): Page {
  const title = 'page.demandConfirm.title';
  const shown = lang ?? fallbackLang(req);
  switch (outcome) {
    case 'pending':
      return {
        status: 200,
        lang: shown,
        title,
        text: 'page.demandConfirm.text',
        button: 'page.demandConfirm.button',
      };
    case 'confirmed':
      return { status: 200, lang: shown, title, text: 'page.demandConfirm.done' };
    case 'already-confirmed':
      return { status: 200, lang: shown, title, text: 'page.demandConfirm.already' };
    case 'expired':
      return {
        status: 410,
        lang: shown,
        title,
        text: 'page.demandConfirm.expired',
        params: { days: DEMAND_CONFIRM_DAYS },
      };
    case 'invalid':
      return invalid(req, title);
  }
}

/**
 * The links of the demand register and newsletter mails: unsubscribe (a page with a button, and
 * the RFC 8058 one-click POST mail clients send), the newsletter's confirmation (GET or POST,
 * idempotent) and the demand register's (GET asks, POST confirms, idempotent).
 */
export function subscriptionsRouter(ds: DataSource): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });
  const handle = (fn: (req: Request) => Promise<Page>) => async (req: Request, res: Response) => {
    try {
      sendPage(res, await fn(req));
    } catch (err) {
      logger.error({ err, path: req.path }, 'subscription link failed');
      sendPage(res, {
        status: 503,
        lang: fallbackLang(req),
        title: 'page.newsletterConfirm.title',
        text: 'error.internal',
      });
    }
  };

  for (const [kind, path, title, text, done] of [
    [
      'demand',
      SUBSCRIPTION_PATHS.demandUnsubscribe,
      'page.demandUnsubscribe.title',
      'page.demandUnsubscribe.text',
      'page.demandUnsubscribe.done',
    ],
    [
      'newsletter',
      SUBSCRIPTION_PATHS.newsletterUnsubscribe,
      'page.newsletterUnsubscribe.title',
      'page.newsletterUnsubscribe.text',
      'page.newsletterUnsubscribe.done',
    ],
  ] as const) {
    // GET only asks: link scanners of mail providers open links, and must not unsubscribe anyone.
    router.get(
      path,
      handle(async (req) => {
        const found = await lookUpUnsubscribeToken(ds, tokenOf(req), kind);
        return found
          ? { status: 200, lang: found.lang, title, text, button: 'page.unsubscribe.button' }
          : invalid(req, title);
      }),
    );
    router.post(
      path,
      form,
      handle(async (req) => {
        const { outcome, lang } = await unsubscribe(ds, tokenOf(req), kind);
        return outcome === 'unsubscribed' && lang
          ? { status: 200, lang, title, text: done }
          : invalid(req, title);
      }),
    );
  }

  const confirm = handle(async (req) => {
    const { outcome, lang } = await confirmNewsletter(ds, tokenOf(req));
    const title = 'page.newsletterConfirm.title';
    if (outcome === 'confirmed' || outcome === 'already-confirmed')
      return { status: 200, lang: lang ?? fallbackLang(req), title, text: 'page.newsletterConfirm.done' };
    if (outcome === 'expired')
      return { status: 410, lang: lang ?? fallbackLang(req), title, text: 'page.newsletterConfirm.expired' };
    return invalid(req, title);
  });
  router.get(SUBSCRIPTION_PATHS.newsletterConfirm, confirm);
  router.post(SUBSCRIPTION_PATHS.newsletterConfirm, form, confirm);

  // GET only asks, as for unsubscribing: the link scanner of the mail provider of a stranger
  // whose address someone typed opens it, and must not switch the alerts on for them.
  router.get(
    SUBSCRIPTION_PATHS.demandConfirm,
    handle(async (req) => demandConfirmPage(req, await lookUpDemandConfirmation(ds, tokenOf(req)))),
  );
  router.post(
    SUBSCRIPTION_PATHS.demandConfirm,
    form,
    handle(async (req) => demandConfirmPage(req, await confirmDemand(ds, tokenOf(req)))),
  );
  return router;
}
