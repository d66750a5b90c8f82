// the one Redis connection of an api process (REDIS_URL), for the state several processes
// must share (the rate limits, http/rate-limit-store.ts). Redis is a help, never a requirement:
// while it is unreachable every caller falls back to this process's memory, and the log says so
// once per outage (a warning when it goes, an info line when it is back), not once per request.
import Redis from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** how long a command may take before the caller falls back (a hung Redis must not hang a login) */
const COMMAND_TIMEOUT_MS = 1000;
/** after a failed command on a connection that still looks open, Redis is tried again this much later */
const RETRY_AFTER_FAILURE_MS = 5000;

export interface SharedRedis {
  readonly client: Redis;
  /** connected and not failing: worth sending a command to */
  usable(): boolean;
  /** a command failed: falls back for a while; logs the outage once */
  failed(err: unknown): void;
  /** a command answered: ends an outage (logged once) */
  answered(): void;
  /** waits until connected, at most `ms`; never throws */
  waitReady(ms: number): Promise<boolean>;
  /** PING within `ms` (/api/health) */
  ping(ms: number): Promise<boolean>;
  /** QUIT (or disconnect when it does not answer) */
  close(): Promise<void>;
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Connects in the background; commands never wait in an offline queue (they fail at once). */
export function connectRedis(url: string, log: FastifyBaseLogger): SharedRedis {
  const client = new Redis(url, {
    // a command sent while disconnected fails at once instead of queueing until Redis returns
    enableOfflineQueue: false,
    // commands caught by a dropped connection fail at the first reconnection attempt, not later
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // ioredis leaves a timer of this length behind when it disconnects a socket that never opened
    disconnectTimeout: 500,
    // reconnect for ever, at most every 2 s
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  /** an outage is under way (and was logged) */
  let down = false;
  let retryAt = 0;
  let closing = false;

  const wentDown = (err: unknown) => {
    if (closing) return;
    retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
    if (down) return;
    down = true;
    log.warn(`Redis unreachable (${describe(err)}): rate limits fall back to this process's memory until it answers again`);
  };
  const cameBack = () => {
    if (!down) return;
    down = false;
    log.info('Redis answers again: rate limits are shared across processes again');
  };

  // ioredis emits 'error' on every failed reconnection: only the first of an outage is logged
  client.on('error', wentDown);
  client.on('close', () => wentDown(new Error('connection closed')));
  client.on('ready', () => {
    retryAt = 0;
    cameBack();
  });

  return {
    client,
    usable: () => client.status === 'ready' && (!down || Date.now() >= retryAt),
    failed: wentDown,
    answered: cameBack,
    waitReady(ms) {
      if (client.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (ok: boolean) => {
          clearTimeout(timer);
          client.off('ready', onReady);
          client.off('error', onError);
          resolve(ok);
        };
        const onReady = () => done(true);
        const onError = () => done(false);
        const timer = setTimeout(() => done(false), ms);
        client.once('ready', onReady);
        client.once('error', onError);
      });
    },
    async ping(ms) {
      if (client.status !== 'ready') return false;
      let timer: NodeJS.Timeout | undefined;
      try {
        const answer = await Promise.race([
          client.ping(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('PING timed out')), ms);
          }),
        ]);
        cameBack();
        return answer === 'PONG';
      } catch (err) {
        wentDown(err);
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closing = true;
      if (client.status === 'end') return;
      try {
        if (client.status === 'ready') await client.quit();
        else client.disconnect();
      } catch {
        client.disconnect();
      }
    },
  };
}
