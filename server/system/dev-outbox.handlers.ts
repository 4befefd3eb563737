import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../http/app-env';
import type { AppDeps } from '../app-deps';
import { HttpError, languageOf } from '../http/errors';
import { serverT } from '../i18n/server-i18n';
import type { Language } from '../i18n/server-i18n';
import { normalizePhone } from '../../src/domain/phone';
import type { sendTestSmsRoute, smsOutboxRoute } from './dev-outbox.routes';
import type { SmsRecord } from '../services/sms/sms-service';

function phoneFilter(phone: string | undefined, language: Language): string | undefined {
  if (phone === undefined) return undefined;
  const normalized = normalizePhone(phone);
  if (!normalized.ok) throw new HttpError(400, 'validation_failed', { fields: { phone: serverT(language)('field.invalid_phone') } });
  return normalized.e164;
}

/** The outbox is shown only while it is the provider and developer tools are on (never by default in production). */
export function outboxVisible(deps: AppDeps): boolean {
  return deps.config.DEV_TOOLS && deps.sms.providerName === 'outbox';
}

export function toWireMessage(row: SmsRecord) {
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

export function smsOutboxHandler(deps: AppDeps): RouteHandler<typeof smsOutboxRoute, AppEnv> {
  return async (c) => {
    if (!outboxVisible(deps)) throw new HttpError(404, 'not_found');
    const query = c.req.valid('query');
    const phone = phoneFilter(query.phone, languageOf(c));
    const rows = await deps.sms.list({ phone, limit: query.limit });
    return c.json({ data: rows.map(toWireMessage) }, 200);
  };
}

export function sendTestSmsHandler(deps: AppDeps): RouteHandler<typeof sendTestSmsRoute, AppEnv> {
  return async (c) => {
    if (!outboxVisible(deps)) throw new HttpError(404, 'not_found');
    const body = c.req.valid('json');
    const to = phoneFilter(body.phone, languageOf(c)) ?? body.phone;
    const row = await deps.sms.send({ to, body: body.message, language: body.language, purpose: 'dev-test' });
    return c.json(toWireMessage(row), 201);
  };
}
