import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { errorBody, refusalToHttp } from '../../http/errors';
import { Refusal } from '../refusal';
import { consumeAll, createRateLimiter, enforceRateLimits, RateLimitExceeded } from './rate-limit';

describe('rate limits', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows `points` requests per key in a window, then refuses with the seconds left', async () => {
    const limiter = createRateLimiter('test', { points: 2, durationSeconds: 60 });
    await consumeAll([{ limiter, key: 'a' }]);
    vi.advanceTimersByTime(15_000);
    await consumeAll([{ limiter, key: 'a' }]);
    const refusal = await consumeAll([{ limiter, key: 'a' }]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimitExceeded);
    expect((refusal as RateLimitExceeded).retryAfterSeconds).toBe(45);
    // Other keys have their own allowance.
    await expect(consumeAll([{ limiter, key: 'b' }])).resolves.toBeDefined();
  });

  it('allows the key again once its window has passed', async () => {
    const limiter = createRateLimiter('test', { points: 1, durationSeconds: 60 });
    await consumeAll([{ limiter, key: 'a' }]);
    await expect(consumeAll([{ limiter, key: 'a' }])).rejects.toBeInstanceOf(RateLimitExceeded);
    vi.advanceTimersByTime(59_999);
    await expect(consumeAll([{ limiter, key: 'a' }])).rejects.toBeInstanceOf(RateLimitExceeded);
    vi.advanceTimersByTime(1);
    await expect(consumeAll([{ limiter, key: 'a' }])).resolves.toBeDefined();
  });

  it('rounds the wait up to whole seconds and never says 0', async () => {
    const limiter = createRateLimiter('test', { points: 1, durationSeconds: 10 });
    await consumeAll([{ limiter, key: 'a' }]);
    vi.advanceTimersByTime(9_999);
    const refusal = await consumeAll([{ limiter, key: 'a' }]).catch((error: unknown) => error);
    expect((refusal as RateLimitExceeded).retryAfterSeconds).toBe(1);
  });

  it('charges nothing anywhere when one of the limits refuses', async () => {
    const wide = createRateLimiter('wide', { points: 5, durationSeconds: 60 });
    const narrow = createRateLimiter('narrow', { points: 1, durationSeconds: 60 });
    await consumeAll([{ limiter: wide, key: 'ip' }, { limiter: narrow, key: 'phone' }]);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(consumeAll([{ limiter: wide, key: 'ip' }, { limiter: narrow, key: 'phone' }])).rejects.toBeInstanceOf(RateLimitExceeded);
    }
    expect((await wide.get('ip'))?.consumedPoints).toBe(1);
    expect((await narrow.get('phone'))?.consumedPoints).toBe(1);
  });

  it('gives the points back on refund, for work that failed after the check', async () => {
    const limiter = createRateLimiter('test', { points: 1, durationSeconds: 60 });
    const pass = await consumeAll([{ limiter, key: 'a' }]);
    await pass.refund();
    await expect(consumeAll([{ limiter, key: 'a' }])).resolves.toBeDefined();
    await expect(consumeAll([{ limiter, key: 'a' }])).rejects.toBeInstanceOf(RateLimitExceeded);
  });

  it('keeps separate limiters apart, even with the same name (one per app)', async () => {
    const first = createRateLimiter('same', { points: 1, durationSeconds: 60 });
    const second = createRateLimiter('same', { points: 1, durationSeconds: 60 });
    await consumeAll([{ limiter: first, key: 'a' }]);
    await expect(consumeAll([{ limiter: second, key: 'a' }])).resolves.toBeDefined();
  });

  it('turns a refusal into a 429 with Retry-After and a localised message', async () => {
    const limiter = createRateLimiter('test', { points: 1, durationSeconds: 600 });
    await enforceRateLimits([{ limiter, key: 'a' }]);
    vi.advanceTimersByTime(60_000);
    const error = await enforceRateLimits([{ limiter, key: 'a' }], 'sms_rate_limited').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refusal);
    const http = refusalToHttp(error as Refusal);
    expect(http.status).toBe(429);
    expect(http.code).toBe('rate_limited');
    expect(http.options.headers).toEqual({ 'Retry-After': '540' });
    expect(errorBody('vi', http).error.message).toBe('Bạn đã yêu cầu gửi quá nhiều tin nhắn. Vui lòng thử lại sau 9 phút.');
    expect(errorBody('en', http).error.message).toBe('Too many text messages were requested. Please try again in 9 min.');
  });

  it('uses the generic message, in seconds, when no message key is given', async () => {
    const limiter = createRateLimiter('test', { points: 1, durationSeconds: 30 });
    await enforceRateLimits([{ limiter, key: 'a' }]);
    const error = (await enforceRateLimits([{ limiter, key: 'a' }]).catch((e: unknown) => e)) as Refusal;
    expect(errorBody('en', refusalToHttp(error)).error.message).toBe('Too many requests. Please try again in 30 seconds.');
  });

  it('passes a failing store through instead of calling it a rate limit', async () => {
    class BrokenStore extends RateLimiterMemory {
      override consume(): never {
        throw new Error('store unreachable');
      }
    }
    const healthy = createRateLimiter('healthy', { points: 5, durationSeconds: 60 });
    const broken = new BrokenStore({ points: 1, duration: 60 });
    await expect(consumeAll([{ limiter: healthy, key: 'a' }, { limiter: broken, key: 'a' }])).rejects.toThrow('store unreachable');
    await expect(enforceRateLimits([{ limiter: broken, key: 'a' }])).rejects.toThrow('store unreachable');
    expect((await healthy.get('a'))?.consumedPoints).toBe(0);
  });
});
