import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../core/config';

/**
 * SMTP from SMTP_URL; without it, the local mail catcher that `npm start` runs in development.
 * Pooled: one worker keeps a few connections open instead of one handshake per mail.
 */
export function createMailTransport(smtpUrl = config().SMTP_URL ?? `smtp://127.0.0.1:${config().MAIL_CATCHER_SMTP_PORT}`): Transporter {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    pool: true,
    maxConnections: 3,
    // A local catcher or relay may not have a certificate for its name; production URLs use smtps:.
    tls: { rejectUnauthorized: url.protocol === 'smtps:' },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
