import type { smsOutboxEndpoints, SmsMessage } from '../../../src/api/contract/sms-outbox';
import { toE164 } from '../../../src/domain/phone';
import type { Context } from 'hono';
import type { Services } from '../../app-services';
import { clientAddressOf, isLoopbackCaller } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { enforceRateLimits } from '../../services/rate-limit/rate-limit';
import type { SmsRecord } from '../../services/sms/sms-service';

/** The outbox is shown only while it is the provider and developer tools are on (never by default in production). */
export function outboxVisible({ config, sms }: Pick<Services, 'config' | 'sms'>): boolean {
  return config.DEV_TOOLS && sms.providerName === 'outbox';
}

/**
 * The outbox holds every sign-in code, so it answers only a caller on this machine (loopback,
 * not relayed by a proxy), whatever HOST the server listens on; anyone else hears the same 404
 * as when the outbox is off.
 */
export function requireOutbox(c: Context, services: Pick<Services, 'config' | 'sms'>): void {
  if (!outboxVisible(services) || !isLoopbackCaller(c)) throw new HttpError(404, 'not_found');
}

function toSmsMessage(row: SmsRecord): SmsMessage {
  return {
    id: row.id,
    phone: row.phone,
    body: row.body,
    language: row.language,
    purpose: row.purpose,
    provider: row.provider,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function smsOutboxHandlers(services: Services): EndpointHandlers<typeof smsOutboxEndpoints> {
  return {
    async list(c, { query }) {
      requireOutbox(c, services);
      const rows = await services.sms.list({ phone: query.phone === undefined ? undefined : toE164(query.phone), limit: query.limit });
      return { status: 200, body: { data: rows.map(toSmsMessage) } };
    },
    async send(c, { body }) {
      requireOutbox(c, services);
      await enforceRateLimits([{ limiter: services.limiters.outboxSendPerIp, key: clientAddressOf(c) }]);
      const row = await services.sms.send({ to: toE164(body.phone), body: body.message, language: body.language, purpose: 'dev-test' });
      return { status: 201, body: { data: toSmsMessage(row) } };
    },
  };
}
