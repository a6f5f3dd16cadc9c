import type pg from 'pg';

/** A subscription to a notification channel; `close` ends it (and its connection, if its own). */
export interface Listening {
  close(): Promise<void>;
}

export interface ListenHandlers {
  /** A notification's payload, from any process (this one included). */
  onPayload(payload: string): void;
  /**
   * The subscription is (again) in place. Called after the first connection and after each
   * reconnection: notifications sent while it was lost are gone, so the caller assumes anything
   * may have changed meanwhile.
   */
  onConnected?(reconnected: boolean): void;
  /** The connection was lost or could not be made; it is retried after `retryInMs`. */
  onLost?(error: Error, retryInMs: number): void;
}

/** Waits between reconnection attempts: doubling from the first, never more than the last. */
export const LISTEN_BACKOFF_MS = { first: 100, max: 10_000 };

/**
 * LISTENs on one channel over a connection of its own (a pooled one would be handed to other
 * queries, and LISTEN belongs to a session). A lost connection is made again with a growing wait,
 * for as long as the subscription is open.
 */
export function listenOnPostgres(
  Client: typeof pg.Client,
  url: string,
  channel: string,
  handlers: ListenHandlers,
  backoff = LISTEN_BACKOFF_MS,
): Listening {
  let closed = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let wait = backoff.first;
  let connectedBefore = false;

  const retry = (error: Error) => {
    if (closed || retryTimer) return;
    const current = client;
    client = undefined;
    current?.removeAllListeners('notification');
    void current?.end().catch(() => undefined);
    handlers.onLost?.(error, wait);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, wait);
    retryTimer.unref();
    wait = Math.min(wait * 2, backoff.max);
  };

  const connect = async () => {
    const next = new Client({ connectionString: url, application_name: `shop-listen:${channel}` });
    client = next;
    next.on('error', retry);
    next.on('end', () => {
      if (client === next) retry(new Error('the notification connection ended'));
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        handlers.onPayload(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      if (client === next) retry(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    wait = backoff.first;
    handlers.onConnected?.(connectedBefore);
    connectedBefore = true;
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
