// the rate limits' store. With REDIS_URL it is @fastify/rate-limit's own Redis store, so a
// limit holds across every api process; while Redis is unreachable each count goes to the plugin's
// own memory store of this process instead (logins keep working, never a 5xx), and back to Redis
// as soon as it answers again (http/redis.ts logs both turns once). Without REDIS_URL the plugin's
// memory store is used (one process).
import crypto from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRedis } from './redis';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };

// the plugin's two stores, as it ships them (no types of their own)
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, redis: unknown, key?: string) => Store;

class RedisOrMemoryStore implements Store {
  constructor(
    private readonly redis: SharedRedis,
    private readonly shared: Store,
    private readonly memory: Store,
  ) {}

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.run('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number): void {
    this.run('read', key, cb, timeWindow, max);
  }

  child(routeOptions: unknown): Store {
    // a limiter made with app.createRateLimit has no route: its keys read `rl:limiter-<key>`, not `rl:undefinedundefined-<key>`
    const { routeInfo } = routeOptions as { routeInfo?: { method?: string } };
    const named = routeInfo?.method === undefined ? { ...(routeOptions as object), routeInfo: { method: '', url: 'limiter' } } : routeOptions;
    return new RedisOrMemoryStore(this.redis, this.shared.child(named), this.memory.child(routeOptions));
  }

  private run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
    const memory = () => this.memory[method]!(key, cb, timeWindow, max);
    if (!this.redis.usable()) return memory();
    this.shared[method]!(key, (err, result) => {
      if (err) {
        this.redis.failed(err);
        return memory();
      }
      this.redis.answered();
      cb(null, result);
    }, timeWindow, max);
  }
}

/** The `store` option of @fastify/rate-limit: Redis (keys under `${prefix}rl:`), memory while it is away. */
export function rateLimitStore(redis: SharedRedis, prefix: string): FastifyRateLimitStoreCtor {
  return class {
    constructor(params: FastifyRateLimitOptions) {
      const { continueExceeding, exponentialBackoff } = params as StoreParams;
      const shared = new RedisStore(continueExceeding, exponentialBackoff, redis.client, `${prefix}rl:`);
      const memory = new LocalStore(continueExceeding, exponentialBackoff);
      return new RedisOrMemoryStore(redis, shared, memory) as unknown as FastifyRateLimitStore;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The key of a per-identification-number limit: what the person typed, hashed, so a key stays
 * short whatever is sent and no identification number is written to Redis in clear.
 */
export function identificationKey(kind: string, identification: string): string {
  return `${kind}:${crypto.createHash('sha256').update(identification.trim()).digest('base64url').slice(0, 22)}`;
}
