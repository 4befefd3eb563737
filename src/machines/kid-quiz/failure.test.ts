import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { apiError, rateLimited } from './kid-quiz.fixtures';
import { parseRetryAfter } from '../../api/errors';
import { toFailure } from './failure';

describe('toFailure', () => {
  it.each([
    ['network', 0, 'network'],
    ['aborted', 0, 'network'],
    ['not_found', 404, 'not_found'],
    ['validation_failed', 400, 'invalid'],
    ['bad_request', 400, 'invalid'],
    ['internal', 500, 'server'],
    ['invalid_response', 200, 'server'],
    ['conflict', 409, 'server'],
  ] as const)('%s (%i) is a %s failure', (code, status, reason) => {
    expect(toFailure(apiError(code, status))).toEqual({ reason, retryAfterSeconds: null });
  });

  it('reads how long to wait from the Retry-After of a 429', () => {
    expect(toFailure(rateLimited(42))).toEqual({ reason: 'rate_limited', retryAfterSeconds: 42 });
    expect(toFailure(new ApiError({ status: 429, code: 'rate_limited', message: 'slow down' }))).toEqual({
      reason: 'rate_limited',
      retryAfterSeconds: null,
    });
  });

  it('counts anything else as a server failure', () => {
    expect(toFailure(new Error('boom'))).toEqual({ reason: 'server', retryAfterSeconds: null });
    expect(toFailure(undefined)).toEqual({ reason: 'server', retryAfterSeconds: null });
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2025-03-01T08:00:00Z');
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter(' 5 ', now)).toBe(5);
    expect(parseRetryAfter('Sat, 01 Mar 2025 08:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Sat, 01 Mar 2025 07:00:00 GMT', now)).toBe(0);
  });

  it('gives null for a missing or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
