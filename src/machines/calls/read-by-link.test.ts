import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { apiError, networkDown } from './call-fixtures';
import { toCallProblem } from './call-problem';
import { isNotFoundError, isRefusedWith, refusalOf } from './read-by-link';

/*
 * The pieces of a read by link that are not states (the cancellation and survey model tests play
 * the states): what a refusal keeps, and which failures are final.
 */

describe('refusalOf', () => {
  it("keeps the server's words, already in the page's language", () => {
    const error = new ApiError({ status: 404, code: 'not_found', message: 'Không tìm thấy lịch hẹn.' });
    expect(refusalOf(error)).toEqual({ problem: toCallProblem(error), message: 'Không tìm thấy lịch hẹn.' });
  });

  it('has no words of its own for a failure that is not an answer of the server (the page says it its way)', () => {
    const error = new TypeError('Failed to fetch');
    expect(refusalOf(error)).toEqual({ problem: toCallProblem(error), message: '' });
  });
});

describe('which failures are final', () => {
  it('a 404 is a link that opens nothing; no connection is not', () => {
    expect(isNotFoundError(apiError('not_found', 404))).toBe(true);
    expect(isNotFoundError(networkDown())).toBe(false);
  });

  it('a refusal counts only with one of the statuses named, and only from the server', () => {
    expect(isRefusedWith(apiError('conflict', 409), [404, 409])).toBe(true);
    expect(isRefusedWith(apiError('not_found', 404), [409])).toBe(false);
    expect(isRefusedWith(Object.assign(new Error('conflict'), { status: 409 }), [409])).toBe(false);
  });
});
