import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns';
import type { IssueOptions } from './discount-codes';

/** What the tests issue: a kid-quiz code for a new record, 10% off, one use, valid 30 days; `overrides` change any of it. */
export const issueOptions = (overrides: Partial<IssueOptions> = {}): IssueOptions => ({
  source: 'kid-quiz',
  sourceRecordId: randomUUID(),
  prefix: 'KID-',
  percentOff: 10,
  usageLimit: 1,
  expiresAt: addDays(new Date(), 30),
  ...overrides,
});
