import { describe, expect, it } from 'vitest';
import { createRequestCache } from './request-cache';
import type { RequestCache } from './request-cache';

/** A read the test answers by hand, counting how often the server was asked. */
function fakeRead<T>() {
  const asked: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const read = () => new Promise<T>((resolve, reject) => asked.push({ resolve, reject }));
  return { read, asked };
}

/** A cache whose clock stands still, and the server it asks. */
const stoppedClock = () => ({ cache: createRequestCache({ now: () => 0 }), server: fakeRead<string>() });

/** The first read of `key`, which the server fails with `message`: the caller sees the failure. */
async function failedRead(cache: RequestCache, server: ReturnType<typeof fakeRead<string>>, key: string, message: string) {
  const read = cache.share(key, server.read);
  server.asked[0].reject(new Error(message));
  await expect(read).rejects.toThrow(message);
}

describe('the request cache shared by a route loader and its page', () => {
  it('gives the page the loader’s request while it is in flight: the server is asked once', async () => {
    const { cache, server } = stoppedClock();
    const fromLoader = cache.share('home:vi', server.read);
    const fromPage = cache.share('home:vi', server.read);
    expect(server.asked).toHaveLength(1);
    server.asked[0].resolve('trang chủ');
    await expect(fromLoader).resolves.toBe('trang chủ');
    await expect(fromPage).resolves.toBe('trang chủ');
  });

  it('gives an answer that just arrived, and asks again once it is no longer fresh', async () => {
    let clock = 1_000;
    const cache = createRequestCache({ now: () => clock, freshMs: 10_000 });
    const server = fakeRead<string>();
    const first = cache.share('package:g-intel:en', server.read);
    server.asked[0].resolve('G-Intel');
    await first;
    clock += 9_999;
    await expect(cache.share('package:g-intel:en', server.read)).resolves.toBe('G-Intel');
    expect(server.asked).toHaveLength(1);
    clock += 1;
    const later = cache.share('package:g-intel:en', server.read);
    expect(server.asked).toHaveLength(2);
    server.asked[1].resolve('G-Intel (new price)');
    await expect(later).resolves.toBe('G-Intel (new price)');
  });

  it('asks again in another language: the key names it', () => {
    const { cache, server } = stoppedClock();
    void cache.share('home:vi', server.read);
    void cache.share('home:th', server.read);
    expect(server.asked).toHaveLength(2);
  });

  it('never shares a failure: the retry asks the server again', async () => {
    const { cache, server } = stoppedClock();
    await failedRead(cache, server, 'home:en', 'offline');
    const retried = cache.share('home:en', server.read);
    expect(server.asked).toHaveLength(2);
    server.asked[1].resolve('home');
    await expect(retried).resolves.toBe('home');
  });

  it('forgets everything when invalidated, and a request answered after that does not come back', async () => {
    const { cache, server } = stoppedClock();
    const before = cache.share('home:en', server.read);
    cache.invalidate();
    const after = cache.share('home:en', server.read);
    expect(server.asked).toHaveLength(2);
    server.asked[0].reject(new Error('old'));
    await expect(before).rejects.toThrow('old');
    // The old request's failure does not remove the new one.
    expect(cache.share('home:en', server.read)).toBe(after);
    expect(server.asked).toHaveLength(2);
  });

  it('keeps at most maxEntries answers, dropping the oldest', () => {
    const cache = createRequestCache({ now: () => 0, maxEntries: 2 });
    const server = fakeRead<string>();
    void cache.share('a', server.read);
    void cache.share('b', server.read);
    void cache.share('c', server.read);
    expect(server.asked).toHaveLength(3);
    void cache.share('b', server.read);
    void cache.share('c', server.read);
    expect(server.asked).toHaveLength(3);
    void cache.share('a', server.read);
    expect(server.asked).toHaveLength(4);
  });

  it('has an answer at hand only once it has arrived, and only while it is fresh', async () => {
    let clock = 0;
    const cache = createRequestCache({ now: () => clock, freshMs: 10_000 });
    const server = fakeRead<string>();
    const read = cache.share('package:g-care:vi', server.read);
    expect(cache.settled('package:g-care:vi')).toBeUndefined();
    expect(cache.answers()).toEqual({});
    server.asked[0].resolve('G-Care');
    await read;
    expect(cache.settled('package:g-care:vi')).toBe('G-Care');
    expect(cache.answers()).toEqual({ 'package:g-care:vi': 'G-Care' });
    clock += 10_000;
    expect(cache.settled('package:g-care:vi')).toBeUndefined();
    expect(cache.answers()).toEqual({});
  });

  it('keeps a seeded answer (the server’s first screen) as just arrived: the page reads it without asking', async () => {
    let clock = 5_000;
    const cache = createRequestCache({ now: () => clock, freshMs: 10_000 });
    const server = fakeRead<string>();
    cache.seed('home:th', 'หน้าแรก');
    expect(cache.settled('home:th')).toBe('หน้าแรก');
    await expect(cache.share('home:th', server.read)).resolves.toBe('หน้าแรก');
    expect(server.asked).toHaveLength(0);
    clock += 10_000;
    void cache.share('home:th', server.read);
    expect(server.asked).toHaveLength(1);
  });

  it('never has a failure at hand', async () => {
    const { cache, server } = stoppedClock();
    await failedRead(cache, server, 'package:none:en', '404');
    expect(cache.settled('package:none:en')).toBeUndefined();
    expect(cache.answers()).toEqual({});
  });
});
