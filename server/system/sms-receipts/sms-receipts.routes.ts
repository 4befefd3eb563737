import { smsReceiptEndpoints } from '../../../src/api/contract/sms-receipts';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';
import { bearerMatches } from '../../http/bearer';

export function smsReceiptHandlers(services: Services): EndpointHandlers<typeof smsReceiptEndpoints> {
  return {
    async record(c, { body }) {
      const token = services.config.SMS_RECEIPT_TOKEN;
      if (!token || !bearerMatches(c.req.header('authorization'), token)) throw new HttpError(404, 'not_found');
      if (!(await services.sms.receipt(body.id, body.status))) throw new HttpError(404, 'not_found');
      return { status: 200, body: { data: body } };
    },
  };
}

export const smsReceiptRoutes = (services: Services) => bindEndpoints(smsReceiptEndpoints, smsReceiptHandlers(services));
