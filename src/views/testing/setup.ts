import { beforeEach } from 'vitest';
import { resetPublicReads } from '../../api/request-cache';
import { setApiFailureLog } from '../../api/failure-log';

/*
 * Runs before every test file of the unit project (vitest.config.ts, setupFiles). Module-wide state
 * a test could leave for the next one is reset here, before each test:
 *  - the public reads' cache (src/api/request-cache.ts): empty, and on a clock that stands still,
 *    so an answer shared within a test stays shared however slow the machine is, and no answer
 *    crosses from one test to the next. A test of expiry builds its own cache with its own clock.
 *  - the API client's failure log (src/api/failure-log.ts): a failed call a test provokes is its
 *    outcome to assert on the screen, not a console line; a test of the log sets its own.
 */
beforeEach(() => {
  resetPublicReads({ now: () => 0 });
  setApiFailureLog(() => {});
});
