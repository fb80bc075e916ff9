import { Client } from 'pg';
import { logger } from '../logger';

export interface ChangeListener {
  /** False while the LISTEN connection is down: changes may be missed, so caches must not be trusted. */
  readonly connected: boolean;
  close(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTENs on a PostgreSQL channel on a dedicated connection and calls `onChange` for every
 * notification, and also whenever the connection is lost or re-established (a change may have
 * been missed in between). Reconnects by itself.
 */
export async function listenForChanges(
  url: string,
  channel: string,
  onChange: (event: { payload: string | undefined; connected: boolean }) => void,
): Promise<ChangeListener> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  let client: Client | null = null;
  let connected = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new Client({ connectionString: url, application_name: 'agency-site-listener' });
    c.on('notification', (n) => {
      if (n.channel === channel) onChange({ payload: n.payload, connected });
    });
    c.on('error', (err) => {
      logger.warn({ err: err.message, channel }, 'change listener connection lost');
      lost(c);
    });
    c.on('end', () => lost(c));
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
    connected = true;
    onChange({ payload: undefined, connected });
  };

  const lost = (c: Client) => {
    if (client !== c) return;
    client = null;
    connected = false;
    onChange({ payload: undefined, connected });
    if (!closed) schedule();
  };

  const schedule = () => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      connect().catch((err: unknown) => {
        logger.warn({ err, channel }, 'change listener could not reconnect');
        schedule();
      });
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  await connect();
  return {
    get connected() {
      return connected;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      connected = false;
      await c?.end().catch(() => undefined);
    },
  };
}
