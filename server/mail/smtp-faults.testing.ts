import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What a test SMTP server took in: enough to count copies of a mail. */
export interface ReceivedMail {
  outboxId: string | null;
  messageId: string | null;
  to: string[];
}

export interface FaultySmtp {
  port: number;
  /** Every message whose final dot arrived, in order (also those the server then died on). */
  readonly received: readonly ReceivedMail[];
  /** Stops listening and drops open connections at once (a relay going down). */
  close(): Promise<void>;
}

export interface FaultySmtpOptions {
  /** Default: a free port. A server that went down comes back on its port. */
  port?: number;
  /** Recipients refused with 550 at RCPT TO (no such mailbox). */
  refuse?: (address: string) => boolean;
  /**
   * Runs once a message's final dot has arrived; the 250 is sent only once it returns (or its
   * promise resolves: a slow relay).
   */
  afterFinalDot?: (mail: ReceivedMail) => void | Promise<void>;
}

const header = (raw: string, name: string): string | null => {
  const head = raw.slice(0, Math.max(raw.indexOf('\r\n\r\n'), 0));
  const m = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head);
  return m ? m[1].trim() : null;
};

/**
 * A real SMTP server for the failures a mail relay has: mailboxes that do not exist (550 to RCPT
 * TO), going down (close) and coming back on the same port, dying between the final dot and its
 * answer (afterFinalDot, in a process of its own: dying-smtp.testing.ts). The mail catcher is the
 * well-behaved one.
 */
export async function startFaultySmtp(options: FaultySmtpOptions = {}): Promise<FaultySmtp> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 50,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address))
        return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          outboxId: header(raw, 'X-Outbox-Id'),
          messageId: header(raw, 'Message-ID'),
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        received.push(mail);
        const answered = options.afterFinalDot?.(mail);
        if (answered) void answered.then(() => callback());
        else callback();
      });
    },
  });
  // A client that goes away mid-session is reported as a server error: not a reason to stop.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
