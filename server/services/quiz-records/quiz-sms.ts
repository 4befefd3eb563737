import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import type { RequestFacts } from '../../http/request-facts';
import { chargedWork } from '../rate-limit/rate-limit';
import type { RateLimitCheck } from '../rate-limit/rate-limit';

/** The counters a quiz's SMS is charged to: the phone, the address, and the anonymous client if it says who it is. */
export interface QuizSmsLimiters {
  perPhone: RateLimiterAbstract;
  perIp: RateLimiterAbstract;
  perClient: RateLimiterAbstract;
}

/**
 * Charges the SMS to its quiz's rate limits (429 when one is used up), then runs `write`, which
 * queues the message in the transaction of whatever it stores with it. If that transaction fails,
 * nothing is queued and the allowance is given back; once queued, the outbox delivers it
 * (services/sms).
 */
export function queueLimitedQuizSms<T>(limiters: QuizSmsLimiters, request: Pick<RequestFacts, 'ip' | 'clientId'>, db: Db, to: string, write: (tx: Db) => Promise<T>): Promise<T> {
  const checks: RateLimitCheck[] = [
    { limiter: limiters.perPhone, key: to },
    { limiter: limiters.perIp, key: request.ip },
  ];
  const client = request.clientId;
  if (client !== null) checks.push({ limiter: limiters.perClient, key: client });
  return chargedWork(checks, () => db.transaction(write), 'sms_rate_limited');
}

/**
 * Where a quiz's results screen reopens a stored record: `<page>?scene=<scene>&result=<id>`, with
 * the record's secret in the fragment (`#k=<secret>`) when there is one to give: a fragment is
 * never sent to a server, so it stays out of access logs and Referer headers; the page takes it
 * from the address bar into the tab's sessionStorage and removes it.
 */
export function quizResultsLink(origin: string, page: string, scene: string, recordId: string, secret: string | null): string {
  const url = new URL(page, origin);
  url.searchParams.set('scene', scene);
  url.searchParams.set('result', recordId);
  if (secret !== null) url.hash = new URLSearchParams({ k: secret }).toString();
  return url.toString();
}
