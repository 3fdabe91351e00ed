import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { AppError, tooMany } from './errors';

/**
 * Abuse limits of the public routes: a token bucket per key (a client address, a customer):
 * `burst` requests at once, then `perMinute` more a minute. Kept in this process's memory, so each
 * server of a cluster limits on its own (N servers allow N times the rate); at most `maxKeys` keys
 * are remembered, the least recently seen forgotten first. Keys are held as a keyed hash with a
 * random key of this process, so no address is kept in memory as it came.
 */
export interface RateLimitOptions {
  burst: number;
  perMinute: number;
  maxKeys?: number;
}

export interface RateLimiter {
  readonly options: Readonly<RateLimitOptions>;
  /** Takes a token of the key's bucket: `0` when allowed, else the seconds until the next token. */
  take(key: string): number;
  /** Takes a token or throws 429 with `Retry-After` (and the given Persian message instead of the general one). */
  enforce(reply: FastifyReply, key: string, message?: string): void;
  /** Empties the buckets and puts back the real clock. */
  clear(): void;
  /** The clock in milliseconds (tests may set it). */
  now: () => number;
}

const limiters = new Set<RateLimiter>();
const hashKey = randomBytes(32);

/** Empties every limiter (the tests: each file starts with full buckets). */
export const clearRateLimiters = () => limiters.forEach((l) => l.clear());

export function rateLimiter(options: RateLimitOptions): RateLimiter {
  const { burst, perMinute, maxKeys = 50_000 } = options;
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const limiter: RateLimiter = {
    options,
    take(key) {
      const k = createHmac('sha256', hashKey).update(key).digest('base64url');
      const t = limiter.now();
      const b = buckets.get(k) ?? { tokens: burst, at: t };
      buckets.delete(k);
      b.tokens = Math.min(burst, b.tokens + (t - b.at) * perMs);
      b.at = t;
      buckets.set(k, b);
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000));
    },
    enforce(reply, key, message) {
      const wait = limiter.take(key);
      if (!wait) return;
      reply.header('retry-after', String(wait));
      throw message ? new AppError(429, 'rate_limited', message) : tooMany();
    },
    clear() {
      buckets.clear();
      limiter.now = Date.now;
    },
    now: Date.now,
  };
  limiters.add(limiter);
  return limiter;
}
