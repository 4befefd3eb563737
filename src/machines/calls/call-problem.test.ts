import { describe, expect, it } from 'vitest';
import { FetchError } from 'ofetch';
import { ApiError, retryAfterSeconds } from '../../api/errors';
import { isUnauthorized, toCallProblem } from './call-problem';
import { apiError, networkDown, otpExpired, otpInvalid, rateLimited, unauthorized } from './call-fixtures';

describe('toCallProblem', () => {
  it.each([
    ['a wrong code', otpInvalid(), 'otp_invalid'],
    ['an expired, used or voided code', otpExpired(), 'otp_expired'],
    ['no connection', networkDown(), 'network'],
    ['a cancelled call', apiError('aborted', 0), 'network'],
    ['an unknown kit', apiError('not_found', 404), 'not_found'],
    ['a number taken by another account', apiError('conflict', 409), 'conflict'],
    ['malformed input', apiError('validation_failed', 400), 'invalid'],
    ['a bad request', apiError('bad_request', 400), 'invalid'],
    ['a server failure', apiError('internal', 500), 'server'],
    ['a response breaking its contract', apiError('invalid_response', 200), 'server'],
  ])('%s is %s', (_name, error, key) => {
    expect(toCallProblem(error).key).toBe(key);
  });

  it('reads the seconds to wait from Retry-After on a 429', () => {
    expect(toCallProblem(rateLimited(42))).toEqual({ key: 'rate_limited', seconds: 42, fields: {} });
    expect(toCallProblem(apiError('rate_limited', 429))).toEqual({ key: 'rate_limited', seconds: null, fields: {} });
  });

  it('keeps the server’s reasons per field', () => {
    const error = apiError('validation_failed', 400, { fields: { phoneNumber: 'This is already your phone number.' } });
    expect(toCallProblem(error).fields).toEqual({ phoneNumber: 'This is already your phone number.' });
  });

  it('counts anything that is not an ApiError as the server’s failure', () => {
    expect(toCallProblem(new Error('boom'))).toEqual({ key: 'server', seconds: null, fields: {} });
    expect(toCallProblem('boom').key).toBe('server');
  });
});

describe('retryAfterSeconds', () => {
  function withRetryAfter(value: string): ApiError {
    const cause = new FetchError('429');
    cause.response = new Response(null, { status: 429, headers: { 'Retry-After': value } });
    return new ApiError({ status: 429, code: 'rate_limited', message: 'Too many requests', cause });
  }

  it('reads delta seconds and HTTP dates', () => {
    expect(retryAfterSeconds(withRetryAfter(' 30 '))).toBe(30);
    const now = new Date('2025-01-01T00:00:00Z');
    expect(retryAfterSeconds(withRetryAfter('Wed, 01 Jan 2025 00:01:30 GMT'), now)).toBe(90);
    expect(retryAfterSeconds(withRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT'), now)).toBe(0);
    expect(retryAfterSeconds(withRetryAfter('soon'))).toBeNull();
  });
});

describe('isUnauthorized', () => {
  it('is true only for a 401', () => {
    expect(isUnauthorized(unauthorized())).toBe(true);
    expect(isUnauthorized(networkDown())).toBe(false);
    expect(isUnauthorized(new Error('401'))).toBe(false);
  });
});
