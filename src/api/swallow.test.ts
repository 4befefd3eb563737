import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { orEmpty, orNull, swallow } from './swallow';

const failure = () => Promise.reject(new ApiError({ status: 500, code: 'internal', message: 'x' }));

describe('swallow', () => {
  it('gives the result of a call that succeeds', async () => {
    await expect(swallow(Promise.resolve(3), null)).resolves.toBe(3);
  });

  it('gives the fallback for a failed API call', async () => {
    await expect(swallow(failure(), 'fallback')).resolves.toBe('fallback');
    await expect(orNull(failure())).resolves.toBeNull();
    await expect(orEmpty(failure())).resolves.toEqual([]);
  });

  it('still rejects errors that are not API failures (bugs)', async () => {
    await expect(orNull(Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
});
