import type { Hono } from 'hono';
import { smsOutboxEndpoints } from '../../../src/api/contract/sms-outbox';
import { normalizePhone } from '../../../src/domain/phone';
import type { Services } from '../../app-services';
import type { AppEnv } from '../../http/app-env';
import { bindEndpoints } from '../../http/endpoint-routes';
import { languageOf } from '../../http/errors';
import { refuseForbiddenText } from '../../http/request-input';
import { requireOutbox, smsOutboxHandlers } from './sms-outbox.handlers';
import { outboxCss, renderOutboxPage } from './sms-outbox.page';

export const smsOutboxRoutes = (services: Services) => bindEndpoints(smsOutboxEndpoints, smsOutboxHandlers(services));

/** The outbox page for people (/dev/outbox): the same messages as HTML, filtered by a typed number. */
export function mountOutboxPage(app: Hono<AppEnv>, services: Services): void {
  app.get('/dev/outbox.css', (c) => c.body(outboxCss, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  app.get('/dev/outbox', async (c) => {
    requireOutbox(c, services);
    const raw = refuseForbiddenText(c, { phone: c.req.query('phone')?.trim() ?? '' }).phone;
    const normalized = raw ? normalizePhone(raw) : null;
    const rows = await services.sms.list({ phone: normalized?.ok ? normalized.e164 : raw || undefined });
    return c.html(renderOutboxPage(languageOf(c), rows, raw));
  });
}
