import express, { type Request, type Response, type Router } from 'express';
import type { DataSource } from 'typeorm';
import { config, type LanguageCode } from '../core/config';
import { requestLanguage } from '../core/graphql/language';
import { escapeHtml, sendStandalonePage, standalonePageHtml } from '../core/http/html';
import { isLanguageCode } from '../core/localized';
import { logger } from '../core/logger';
import { loadSiteConfig } from '../content/site-config.service';
import { translate, type MessageId } from '../core/messages';
import { confirmNewsletter, lookUpUnsubscribeToken, unsubscribe } from './newsletter.service';
import {
  confirmSubscription,
  lookUpConfirmation,
  renewConfirmation,
  type ConfirmKind,
  type DemandConfirmOutcome,
} from './demand-register.service';
import {
  ALERTS_MANAGE_COOKIE,
  ALERTS_MANAGE_COOKIE_DAYS,
  lookUpAlertLink,
  sendNewManageLink,
  stopAllAlerts,
} from './alert-links.service';
import { manageAlertsBody, MANAGE_PAGE_STYLE } from './manage-alerts.page';
import {
  alertsOfAddress,
  changeSearch,
  deleteAlert,
  readSearchChange,
  SEARCH_CHANGE_FIELDS,
  setAlertPaused,
  type AlertKind,
} from './manage-alerts.service';
import {
  ALERT_LINK_DAYS,
  DEMAND_CONFIRM_DAYS,
  SUBSCRIPTION_PATHS,
  WATCH_CONFIRM_DAYS,
} from './subscription-links';
import { isUuid } from '../core/uuid';

interface Page {
  status: number;
  lang: LanguageCode;
  title: MessageId;
  text: MessageId;
  /** Values for the text's placeholders. */
  params?: Record<string, number>;
  /** A button that POSTs back to the same URL (the token stays in the query). */
  button?: MessageId;
  /** The agency's name, above the title. */
  brand?: string;
}

/** The agency's name for the pages' header; none when the configuration cannot be read. */
const agencyName = (ds: DataSource): Promise<string | undefined> =>
  loadSiteConfig(ds).then(
    (c) => c.agency.name,
    () => undefined,
  );

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
    brand: page.brand,
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

const CONFIRM_PAGES = {
  search: {
    title: 'page.demandConfirm.title',
    text: 'page.demandConfirm.text',
    button: 'page.demandConfirm.button',
    done: 'page.demandConfirm.done',
    already: 'page.demandConfirm.already',
    expired: 'page.demandConfirm.expired',
    days: DEMAND_CONFIRM_DAYS,
  },
  watch: {
    title: 'page.watchConfirm.title',
    text: 'page.watchConfirm.text',
    button: 'page.watchConfirm.button',
    done: 'page.watchConfirm.done',
    already: 'page.watchConfirm.already',
    expired: 'page.watchConfirm.expired',
    days: WATCH_CONFIRM_DAYS,
  },
} as const satisfies Record<ConfirmKind, Record<string, MessageId | number>>;

/** The page of a saved search's or a watch's confirmation link, by what the link stands for. */
function confirmPage(
  req: Request,
  kind: ConfirmKind,
  {
    outcome,
    lang,
  }: { outcome: DemandConfirmOutcome | 'pending' | 'renewed' | 'capped'; lang: LanguageCode | null },
): Page {
  const texts = CONFIRM_PAGES[kind];
  const title = texts.title;
  const shown = lang ?? fallbackLang(req);
  switch (outcome) {
    case 'pending':
      return { status: 200, lang: shown, title, text: texts.text, button: texts.button };
    case 'confirmed':
      return { status: 200, lang: shown, title, text: texts.done };
    case 'already-confirmed':
      return { status: 200, lang: shown, title, text: texts.already };
    case 'expired':
      // Its button POSTs back: a new link to the same address.
      return {
        status: 410,
        lang: shown,
        title,
        text: texts.expired,
        params: { days: texts.days },
        button: 'page.confirm.sendLink',
      };
    case 'capped':
      return { status: 429, lang: shown, title, text: 'page.confirm.linkNotSent' };
    case 'renewed':
      return { status: 200, lang: shown, title, text: 'page.confirm.linkSent', params: { days: texts.days } };
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
      const page = await fn(req);
      sendPage(res, { ...page, brand: await agencyName(ds) });
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
  for (const [kind, path] of [
    ['search', SUBSCRIPTION_PATHS.demandConfirm],
    ['watch', SUBSCRIPTION_PATHS.watchConfirm],
  ] as const) {
    router.get(
      path,
      handle(async (req) => confirmPage(req, kind, await lookUpConfirmation(ds, tokenOf(req), kind))),
    );
    // POST confirms; on an expired link, it sends a new one (the button of the expired page).
    router.post(
      path,
      form,
      handle(async (req) => {
        const confirmed = await confirmSubscription(ds, tokenOf(req), kind);
        return confirmPage(
          req,
          kind,
          confirmed.outcome === 'expired' ? await renewConfirmation(ds, tokenOf(req), kind) : confirmed,
        );
      }),
    );
  }

  // An alert mail's one-click unsubscribe: every search and watch of its address. GET asks.
  const stopTitle = 'page.alerts.unsubscribeTitle';
  router.get(
    SUBSCRIPTION_PATHS.alertsUnsubscribe,
    handle(async (req) => {
      const holder = await lookUpAlertLink(ds, tokenOf(req), 'unsubscribe');
      if (!holder || holder.expired) return invalid(req, stopTitle);
      if (holder.lang === null)
        return { status: 200, lang: fallbackLang(req), title: stopTitle, text: 'page.alerts.stopped' };
      return {
        status: 200,
        lang: holder.lang,
        title: stopTitle,
        text: 'page.alerts.unsubscribeText',
        button: 'page.unsubscribe.button',
      };
    }),
  );
  router.post(
    SUBSCRIPTION_PATHS.alertsUnsubscribe,
    form,
    handle(async (req) => {
      const holder = await lookUpAlertLink(ds, tokenOf(req), 'unsubscribe');
      if (!holder || holder.expired) return invalid(req, stopTitle);
      await stopAllAlerts(ds.manager, holder.email);
      return {
        status: 200,
        lang: holder.lang ?? fallbackLang(req),
        title: stopTitle,
        text: 'page.alerts.stopped',
      };
    }),
  );

  router.get(SUBSCRIPTION_PATHS.alertsManage, (req, res) => void manageAlerts(ds, req, res));
  router.post(SUBSCRIPTION_PATHS.alertsManage, form, (req, res) => void manageAlerts(ds, req, res));
  return router;
}

/** What a manage page's action did, as `?done=` after it redirects back to the page. */
const DONE_NOTICES = {
  saved: 'page.alerts.saved',
  paused: 'page.alerts.pausedDone',
  resumed: 'page.alerts.resumed',
  deleted: 'page.alerts.deleted',
  stopped: 'page.alerts.stopped',
  missing: 'page.alerts.notFound',
  'link-sent': 'page.alerts.linkSent',
  'link-not-sent': 'page.alerts.linkNotSent',
} as const satisfies Record<string, MessageId>;
type Done = keyof typeof DONE_NOTICES;

const field = (req: Request, name: string): string => {
  const body = req.body as Record<string, unknown> | undefined;
  const v = body?.[name];
  return typeof v === 'string' ? v.slice(0, 200) : '';
};

/**
 * The page where an address's saved searches and watches are changed, paused or deleted, without
 * logging in: the token of an alert mail's manage link stands for the address. Plain forms that
 * POST back to the page (no script needed); each action redirects back with what it did, so a
 * reload repeats nothing. An expired link offers to mail a new one to the address it was for.
 */
async function manageAlerts(ds: DataSource, req: Request, res: Response): Promise<void> {
  const title = 'page.alerts.title';
  const token = tokenOf(req);
  const brand = await agencyName(ds);
  const send = (status: number, lang: LanguageCode, body: string) =>
    sendStandalonePage(
      res,
      status,
      standalonePageHtml({ lang, title: translate(lang, title), body, style: MANAGE_PAGE_STYLE, brand }),
      { 'Referrer-Policy': 'no-referrer' },
    );
  const back = (lang: LanguageCode) =>
    `<p><a href="${escapeHtml(`${config().PUBLIC_URL.replace(/\/$/, '')}/${lang}/`)}">${escapeHtml(translate(lang, 'page.backToSite'))}</a></p>`;
  try {
    const holder = await lookUpAlertLink(ds, token, 'manage');
    if (!holder) {
      sendPage(res, invalid(req, title));
      return;
    }
    const lang = holder.lang ?? fallbackLang(req);
    const action = req.method === 'POST' ? field(req, 'action') : '';
    // Relative: back to the address the page was opened at, whatever the site's public URL. With
    // the page's language: once the last search or watch is gone, the address has none of its own.
    const redirect = (done: Done) =>
      res.redirect(
        303,
        `${SUBSCRIPTION_PATHS.alertsManage}?token=${encodeURIComponent(token)}&done=${done}&lang=${lang}`,
      );
    if (holder.expired) {
      let text: MessageId = 'page.alerts.expired';
      if (action === 'new-link')
        text = (await sendNewManageLink(ds, token)) ? 'page.alerts.linkSent' : 'page.alerts.linkNotSent';
      const button =
        action === 'new-link'
          ? ''
          : `<form method="post"><input type="hidden" name="action" value="new-link"><button type="submit">${escapeHtml(translate(lang, 'page.alerts.sendLink'))}</button></form>`;
      send(
        410,
        lang,
        `<p role="status">${escapeHtml(translate(lang, text, { days: ALERT_LINK_DAYS.manage }))}</p>${button}${back(lang)}`,
      );
      return;
    }
    // This browser remembers the link: its buyers' area lists the address's alerts from now on.
    res.cookie(ALERTS_MANAGE_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure || config().PUBLIC_URL.startsWith('https:'),
      path: '/',
      maxAge: ALERTS_MANAGE_COOKIE_DAYS * 24 * 60 * 60 * 1000,
    });
    const kind: AlertKind = field(req, 'kind') === 'watch' ? 'watch' : 'search';
    const id = isUuid(field(req, 'id')) ? field(req, 'id') : '';
    let refused: { id: string; issues: Map<string, string>; values: Record<string, string> } | null = null;
    switch (action) {
      case '':
        break;
      case 'stop-all':
        await stopAllAlerts(ds.manager, holder.email);
        return redirect('stopped');
      case 'pause':
      case 'resume':
        return redirect(
          id && (await setAlertPaused(ds, holder.email, kind, id, action === 'pause'))
            ? action === 'pause'
              ? 'paused'
              : 'resumed'
            : 'missing',
        );
      case 'delete':
        return redirect(
          id && (await deleteAlert(ds.manager, holder.email, kind, id)) ? 'deleted' : 'missing',
        );
      case 'save': {
        const values = Object.fromEntries(SEARCH_CHANGE_FIELDS.map((n) => [n, field(req, n)]));
        const read = readSearchChange(values);
        if ('change' in read)
          return redirect(
            id && (await changeSearch(ds.manager, holder.email, id, read.change)) ? 'saved' : 'missing',
          );
        refused = {
          id,
          values,
          issues: new Map(
            read.issues.map((i) => [
              i.field,
              translate(lang, `field.${i.code}` as MessageId, i.max !== undefined ? { max: i.max } : {}),
            ]),
          ),
        };
        break;
      }
      default:
        return redirect('missing');
    }
    const doneParam = typeof req.query.done === 'string' ? req.query.done : '';
    const notice: MessageId | null = refused
      ? 'page.alerts.fixErrors'
      : Object.hasOwn(DONE_NOTICES, doneParam)
        ? DONE_NOTICES[doneParam as Done]
        : null;
    const { searches, watches } = await alertsOfAddress(ds, holder.email, lang);
    send(
      refused ? 400 : 200,
      lang,
      manageAlertsBody({
        lang,
        email: holder.email,
        searches,
        watches,
        notice,
        refused,
        baseUrl: config().PUBLIC_URL,
      }) + back(lang),
    );
  } catch (err) {
    logger.error({ err, path: req.path }, 'alert manage page failed');
    sendPage(res, { status: 503, lang: fallbackLang(req), title, text: 'error.internal' });
  }
}
