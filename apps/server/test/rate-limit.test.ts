import { describe, expect, it } from 'vitest';
import { clearRateLimiters, rateLimiter } from '../src/lib/rate-limit';

describe('rate limiter (public routes)', () => {
  it('allows the burst, then refills at the rate and says how long to wait', () => {
    const l = rateLimiter({ burst: 3, perMinute: 6 });
    let t = 1_000_000;
    l.now = () => t;
    expect([l.take('a'), l.take('a'), l.take('a')]).toEqual([0, 0, 0]);
    expect(l.take('a')).toBe(10); // one token every 10 s
    expect(l.take('b')).toBe(0); // another key has its own bucket
    t += 10_000;
    expect(l.take('a')).toBe(0);
    expect(l.take('a')).toBeGreaterThan(0);
    t += 60_000;
    expect([l.take('a'), l.take('a'), l.take('a'), l.take('a') > 0]).toEqual([0, 0, 0, true]); // never more than the burst
  });

  it('forgets the least recently seen keys past its size, and clearing empties every limiter', () => {
    const l = rateLimiter({ burst: 1, perMinute: 1, maxKeys: 2 });
    l.now = () => 0;
    l.take('a');
    l.take('b');
    l.take('c'); // 'a' forgotten: full again
    expect(l.take('a')).toBe(0);
    expect(l.take('c')).toBeGreaterThan(0);
    clearRateLimiters();
    expect(l.take('c')).toBe(0);
    expect(l.now).toBe(Date.now);
  });
});
