import { createHash, timingSafeEqual } from 'node:crypto';
import { smsReceiptEndpoints } from '../../../src/api/contract/sms-receipts';
import type { Services } from '../../app-services';
import { bindEndpoints } from '../../http/endpoint-routes';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `authorization` is `Bearer <token>`, compared in constant time (over digests, so lengths
 * do not show). The scheme's name is case-insensitive (RFC 7235 §2.1: `bearer`, `BEARER`), one or
 * more spaces follow it, and the credentials are one token68 (no spaces inside).
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

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
