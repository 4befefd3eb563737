import type { Context } from 'hono';
import { z } from 'zod';
import { HEADERS } from '../../src/api/contract/endpoint';
import type { AppEnv } from './app-env';
import { clientAddressOf } from './client-address';
import type { RateLimitCheck } from '../services/rate-limit/rate-limit';

/*
 * The counters a request from an anonymous visitor is charged to: its address (clientAddressOf:
 * an IPv6 caller by its /64) and, when it says who it is, its anonymous client (the client id the
 * server issued, else the User-Client-Id header when it is a UUID). Shared by the quizzes' record
 * creation (issue 22 item 9) and their text messages.
 */

const clientIdHeader = z.uuid();

/** The anonymous client of the User-Client-Id header, when it is a UUID (lower case), else null. */
export function headerClientOf(c: Context<AppEnv>): string | null {
  const parsed = clientIdHeader.safeParse(c.req.header(HEADERS.userClientId));
  return parsed.success ? parsed.data.toLowerCase() : null;
}

/**
 * What one new results record is charged to (issue 22 item 9): the address, and the anonymous
 * client when the request names one (`clientId`, the id the server issued, else the header's).
 * Written for any quiz: pass the quiz's two limiters.
 */
export function recordCreationChecks(
  c: Context<AppEnv>,
  limiters: { perIp: RateLimitCheck['limiter']; perClient: RateLimitCheck['limiter'] },
  clientId: string | null,
): RateLimitCheck[] {
  const checks: RateLimitCheck[] = [{ limiter: limiters.perIp, key: clientAddressOf(c) }];
  const client = clientId?.toLowerCase() ?? headerClientOf(c);
  if (client !== null) checks.push({ limiter: limiters.perClient, key: client });
  return checks;
}
