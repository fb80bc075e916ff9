import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { escapeHtml } from '../core/http/html';

export interface CaughtMail {
  id: number;
  from: string;
  /** Every recipient of the envelope (To and Cc). */
  to: string[];
  /** The Cc header's addresses. */
  cc: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  date: string;
  messageId: string | null;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; size: number; content: Buffer }[];
}

export interface MailCatcher {
  smtpPort: number;
  /** The web inbox, when one was asked for. */
  webUrl: string | null;
  readonly messages: readonly CaughtMail[];
  /** Resolves with the matching mails once there are `count` of them. */
  waitFor(predicate: (m: CaughtMail) => boolean, count?: number, timeoutMs?: number): Promise<CaughtMail[]>;
  clear(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server that keeps what it receives in memory, with a small web inbox: the local
 * mail catcher of `npm start` (no SMTP_URL) and the SMTP sink of the tests and benchmarks.
 */
export async function startMailCatcher(
  options: { smtpPort?: number; webPort?: number | null; host?: string; keep?: number } = {},
): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const keep = options.keep ?? 10_000;
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 30 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const [k, v] of parsed.headers) headers[k] = typeof v === 'string' ? v : JSON.stringify(v);
          const addressText = (a: typeof parsed.to): string[] =>
            a ? (Array.isArray(a) ? a : [a]).flatMap((x) => x.value.map((v) => v.address ?? '')) : [];
          messages.push({
            id: nextId++,
            from: parsed.from?.text ?? session.envelope.mailFrom?.toString() ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            cc: addressText(parsed.cc as typeof parsed.to),
            replyTo: addressText(parsed.replyTo as typeof parsed.to)[0] ?? null,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: (parsed.date ?? new Date()).toISOString(),
            messageId: parsed.messageId ?? null,
            headers,
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              size: a.size,
              content: a.content,
            })),
          });
          if (messages.length > keep) messages.splice(0, messages.length - keep);
          for (const w of waiters) w();
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });
  // A sender that dies mid-session (a worker killed by a test) resets its connection; smtp-server
  // reports that as a server error, which must not crash the process that hosts the catcher.
  smtp.on('error', () => undefined);
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  let web: Server | null = null;
  if (options.webPort !== null && options.webPort !== undefined) {
    web = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://inbox');
      if (url.pathname === '/api/messages') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify(
            messages.map(({ attachments, ...m }) => ({
              ...m,
              attachments: attachments.map(({ content: _c, ...a }) => a),
            })),
          ),
        );
        return;
      }
      const one = /^\/messages\/(\d+)$/.exec(url.pathname);
      const found = one ? messages.find((m) => m.id === Number(one[1])) : undefined;
      res.writeHead(one && !found ? 404 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy':
          "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; frame-src 'self'",
      });
      res.end(found ? messagePage(found) : inboxPage(messages));
    });
    await new Promise<void>((resolve) => web!.listen(options.webPort ?? 0, host, () => resolve()));
  }

  return {
    smtpPort,
    webUrl: web ? `http://${host}:${(web.address() as AddressInfo).port}/` : null,
    messages,
    waitFor(predicate, count = 1, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.filter(predicate);
          if (found.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `mail catcher: ${messages.filter(predicate).length} of ${count} expected mails after ${timeoutMs} ms`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    clear() {
      messages.length = 0;
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (web) await new Promise<void>((resolve) => web!.close(() => resolve()));
    },
  };
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}iframe{width:100%;height:70vh;border:1px solid #ccc}</style></head><body>${body}</body></html>`;

function inboxPage(messages: readonly CaughtMail[]): string {
  const rows = [...messages]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td><td>${m.attachments.length || ''}</td></tr>`,
    )
    .join('');
  return page(
    'Mail catcher',
    `<h1>Mail catcher</h1><p>${messages.length} message(s) caught. Nothing here leaves this machine.</p><table><thead><tr><th>Date</th><th>To</th><th>Subject</th><th>Attachments</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

function messagePage(m: CaughtMail): string {
  return page(
    m.subject,
    `<p><a href="/">← Inbox</a></p><h1>${escapeHtml(m.subject)}</h1><p>From ${escapeHtml(m.from)} to ${escapeHtml(m.to.join(', '))}${m.replyTo ? `, reply to ${escapeHtml(m.replyTo)}` : ''}</p>` +
      `<p>${m.attachments.map((a) => `${escapeHtml(a.filename)} (${escapeHtml(a.contentType)}, ${a.size} bytes)`).join(', ')}</p>` +
      `<iframe sandbox="" title="Message" srcdoc="${escapeHtml(m.html || `<pre>${escapeHtml(m.text)}</pre>`)}"></iframe><h2>Text</h2><pre>${escapeHtml(m.text)}</pre>`,
  );
}
