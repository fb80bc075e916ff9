import { Readable } from 'node:stream';
import type Mail from 'nodemailer/lib/mailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { config } from '../core/config';
import { logger } from '../core/logger';
import { MailUnacknowledgedError } from './mail-errors';

export interface SendOptions {
  /**
   * Runs when the server has the whole message but its final dot (the server cannot have accepted
   * it yet). Resolving sends the dot; rejecting aborts the transaction, and the server drops the
   * message. The mail job checks here that it still holds the outbox row (send-mail.job.ts).
   */
  beforeFinalDot?: () => Promise<void>;
}

export interface SendResult {
  response: string;
}

export interface MailTransport {
  /**
   * Resolves once the server has accepted the message (250 to the final dot). Rejects with
   * MailUnacknowledgedError when the dot went out and no answer came back.
   */
  send(mail: Mail.Options, options?: SendOptions): Promise<SendResult>;
  /** Closes idle connections; sends in progress finish first. */
  close(): void;
}

/** Connections per worker process: enough for a few mails in flight without hammering the relay. */
const MAX_CONNECTIONS = 3;

/**
 * SMTP from SMTP_URL; without it, the local mail catcher that `npm start` runs in development.
 * A small pool of nodemailer's SMTPConnection rather than nodemailer's pooled transport: the pooled
 * transport starts reading a message before the envelope is accepted, so it cannot say when only
 * the final dot is missing, and that is the last moment a delivery can still withdraw the message.
 */
export function createMailTransport(
  smtpUrl = config().SMTP_URL ?? `smtp://127.0.0.1:${config().MAIL_CATCHER_SMTP_PORT}`,
): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const options: SMTPConnection.Options = {
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 25)),
    secure,
    // A local catcher or relay may not have a certificate for its name; production URLs use smtps:.
    tls: { rejectUnauthorized: secure },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  const auth = url.username
    ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
    : null;

  const idle: SMTPConnection[] = [];
  const waiting: (() => void)[] = [];
  let open = 0;
  let closed = false;

  const connect = () =>
    new Promise<SMTPConnection>((resolve, reject) => {
      const c = new SMTPConnection(options);
      let ready = false;
      const gone = () => {
        const i = idle.indexOf(c);
        if (i >= 0) {
          idle.splice(i, 1);
          dropped();
        }
      };
      c.on('error', (err) => {
        if (!ready) return reject(err);
        logger.debug({ err: err.message }, 'smtp connection error');
        gone();
      });
      c.on('end', gone);
      c.connect((err) => {
        if (err) return reject(err);
        if (!auth) return ((ready = true), resolve(c));
        c.login(auth, (loginErr) => {
          if (loginErr) {
            c.close();
            return reject(loginErr);
          }
          ready = true;
          resolve(c);
        });
      });
    });

  // A connection went away: its slot is free for someone waiting.
  const dropped = () => {
    open--;
    waiting.shift()?.();
  };

  const acquire = async (): Promise<SMTPConnection> => {
    const reused = idle.pop();
    if (reused) return reused;
    if (open < MAX_CONNECTIONS) {
      open++;
      try {
        return await connect();
      } catch (err) {
        dropped();
        throw err;
      }
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
    return acquire();
  };

  const release = (c: SMTPConnection, healthy: boolean) => {
    if (!healthy || closed) {
      c.close();
      dropped();
      return;
    }
    idle.push(c);
    waiting.shift()?.();
  };

  return {
    async send(mail, sendOptions = {}) {
      const node = new MailComposer(mail).compile();
      const envelope = node.getEnvelope();
      const body = await node.build();
      const c = await acquire();
      let dotSent = false;
      let source: Readable | null = null;
      try {
        const info = await new Promise<SMTPConnection.SentMessageInfo>((resolve, reject) => {
          source = messageSource(body, async () => {
            await sendOptions.beforeFinalDot?.();
            dotSent = true;
          });
          c.send(envelope, source, (err, sent) => (err ? reject(err) : resolve(sent)));
        });
        release(c, true);
        return { response: info.response };
      } catch (err) {
        const smtpErr = err as SMTPConnection.SMTPError;
        // After a failed send the connection is in an unknown state (maybe mid-DATA): a new one next time.
        release(c, false);
        if (dotSent && !smtpErr.responseCode)
          throw new MailUnacknowledgedError(`no answer to the final dot: ${smtpErr.message}`);
        throw err;
      } finally {
        (source as Readable | null)?.destroy();
      }
    },
    close() {
      closed = true;
      for (const c of idle.splice(0)) {
        c.quit();
        open--;
      }
    },
  };
}

/**
 * The message as SMTPConnection reads it after the server's 354: the body first; when the body has
 * been taken, `beforeEnd` runs, and only then the stream ends, which makes SMTPConnection write the
 * final dot.
 */
function messageSource(body: Buffer, beforeEnd: () => Promise<void>): Readable {
  let stage: 'body' | 'end' | 'done' = 'body';
  return new Readable({
    read() {
      if (stage === 'body') {
        stage = 'end';
        this.push(body);
        return;
      }
      if (stage === 'end') {
        stage = 'done';
        beforeEnd().then(
          () => this.push(null),
          (err: unknown) => this.destroy(err instanceof Error ? err : new Error(String(err))),
        );
      }
    },
  });
}
