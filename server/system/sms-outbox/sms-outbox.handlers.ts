import type { smsOutboxEndpoints, SmsMessage } from '../../../src/api/contract/sms-outbox';
import { toE164 } from '../../../src/domain/phone';
import type { Services } from '../../composition-root';
import { HttpError } from '../../http/errors';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { SmsRecord } from '../../services/sms/sms-service';

/** The outbox is shown only while it is the provider and developer tools are on (never by default in production). */
export function outboxVisible({ config, sms }: Pick<Services, 'config' | 'sms'>): boolean {
  return config.DEV_TOOLS && sms.providerName === 'outbox';
}

function toSmsMessage(row: SmsRecord): SmsMessage {
  return {
    id: row.id,
    phone: row.phone,
    body: row.body,
    language: row.language,
    purpose: row.purpose,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  };
}

export function smsOutboxHandlers(services: Services): EndpointHandlers<typeof smsOutboxEndpoints> {
  const requireOutbox = () => {
    if (!outboxVisible(services)) throw new HttpError(404, 'not_found');
  };
  return {
    async list(_c, { query }) {
      requireOutbox();
      const rows = await services.sms.list({ phone: query.phone === undefined ? undefined : toE164(query.phone), limit: query.limit });
      return { status: 200, body: { data: rows.map(toSmsMessage) } };
    },
    async send(_c, { body }) {
      requireOutbox();
      const row = await services.sms.send({ to: toE164(body.phone), body: body.message, language: body.language, purpose: 'dev-test' });
      return { status: 201, body: { data: toSmsMessage(row) } };
    },
  };
}
