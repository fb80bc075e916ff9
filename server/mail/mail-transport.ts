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

/** Sends one message; see `MailTransport.send`. */
export type SendMail = (mail: Mail.Options, options?: SendOptions) => Promise<SendResult>;

export interface MailTransport {
  /**
   * Resolves once the server has accepted the message (250 to the final dot). Rejects with
   * MailUnacknowledgedError when the dot went out and no answer came back.
   */
  send: SendMail;
  /**
   * Waits until one of the transport's connections is free and keeps it for `work`, whose sends go
   * through it (it is opened on the first send, so a server that is down fails that send, not the
   * wait). The mail job claims its outbox row only once it holds a connection: a backlog waits
   * here, before any lease starts. A transport without it (a test's wrapper) is used through `send`.
   */
  withConnection?<T>(work: (send: SendMail) => Promise<T>): Promise<T>;
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

  // At most MAX_CONNECTIONS holders at a time, each with at most one connection: the idle ones
  // are reused, a new one is opened only when none is idle, so there are never more connections.
  const idle: SMTPConnection[] = [];
  const waiting: (() => void)[] = [];
  let holders = 0;
  let closed = false;

  const connect = () =>
    new Promise<SMTPConnection>((resolve, reject) => {
      const c = new SMTPConnection(options);
      let ready = false;
      // An idle connection the server closed is forgotten: the next holder opens a new one.
      const gone = () => {
        const i = idle.indexOf(c);
        if (i >= 0) idle.splice(i, 1);
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

  const hold = async (): Promise<void> => {
    while (holders >= MAX_CONNECTIONS) await new Promise<void>((resolve) => waiting.push(resolve));
    holders++;
  };
  const letGo = () => {
    holders--;
    waiting.shift()?.();
  };

  /** One message on the holder's connection (`current`, opened here when there is none). */
  const sendOn = async (
    current: { c: SMTPConnection | null },
    mail: Mail.Options,
    sendOptions: SendOptions = {},
  ): Promise<SendResult> => {
    const node = new MailComposer(mail).compile();
    const envelope = node.getEnvelope();
    const body = await node.build();
    const c = current.c ?? idle.pop() ?? (await connect());
    current.c = c;
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
      return { response: info.response };
    } catch (err) {
      const smtpErr = err as SMTPConnection.SMTPError;
      // After a failed send the connection is in an unknown state (maybe mid-DATA): a new one next time.
      c.close();
      current.c = null;
      if (dotSent && !smtpErr.responseCode)
        throw new MailUnacknowledgedError(`no answer to the final dot: ${smtpErr.message}`);
      throw err;
    } finally {
      (source as Readable | null)?.destroy();
    }
  };

  const withConnection = async <T>(work: (send: SendMail) => Promise<T>): Promise<T> => {
    await hold();
    const current: { c: SMTPConnection | null } = { c: null };
    try {
      return await work((mail, sendOptions) => sendOn(current, mail, sendOptions));
    } finally {
      if (current.c) {
        if (closed) current.c.quit();
        else idle.push(current.c);
      }
      letGo();
    }
  };

  return {
    send: (mail, sendOptions) => withConnection((send) => send(mail, sendOptions)),
    withConnection,
    close() {
      closed = true;
      for (const c of idle.splice(0)) c.quit();
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
