import {
  KID_QUIZ_PATHS,
  discountCodeSchema,
  resultRecordSchema,
  smsReceiptSchema,
} from './contract/kid-quiz';
import type {
  CreateDiscountCodeRequest,
  CreateResultRecordRequest,
  DiscountCode,
  ResultRecord,
  SendDiscountCodeSmsRequest,
  SendResultsSmsRequest,
  SmsReceipt,
  UpdateResultRecordRequest,
} from './contract/kid-quiz';
import type { ApiClient } from './client';

/**
 * Kid-quiz calls on the Portal API. Each takes the portal client (src/api/client.ts: it converts
 * keys to snake_case and back, reports failures and rejects with ApiError) and parses the answer
 * with the contract, so a caller only ever sees contract types.
 */
export type PortalClient = Pick<ApiClient, 'call'>;

export function createResultRecord(client: PortalClient, body: CreateResultRecordRequest, signal?: AbortSignal): Promise<ResultRecord> {
  return client.call(resultRecordSchema, KID_QUIZ_PATHS.results, { method: 'POST', body, signal });
}

export function retrieveResultRecord(client: PortalClient, id: string, signal?: AbortSignal): Promise<ResultRecord> {
  return client.call(resultRecordSchema, KID_QUIZ_PATHS.result(id), { signal });
}

export function updateResultRecord(
  client: PortalClient,
  id: string,
  body: UpdateResultRecordRequest,
  signal?: AbortSignal,
): Promise<ResultRecord> {
  return client.call(resultRecordSchema, KID_QUIZ_PATHS.result(id), { method: 'PATCH', body, signal });
}

export function sendResultsSms(client: PortalClient, id: string, body: SendResultsSmsRequest, signal?: AbortSignal): Promise<SmsReceipt> {
  return client.call(smsReceiptSchema, KID_QUIZ_PATHS.resultSms(id), { method: 'POST', body, signal });
}

export function createDiscountCode(client: PortalClient, body: CreateDiscountCodeRequest, signal?: AbortSignal): Promise<DiscountCode> {
  return client.call(discountCodeSchema, KID_QUIZ_PATHS.discountCodes, { method: 'POST', body, signal });
}

export function sendDiscountCodeSms(
  client: PortalClient,
  code: string,
  body: SendDiscountCodeSmsRequest,
  signal?: AbortSignal,
): Promise<SmsReceipt> {
  return client.call(smsReceiptSchema, KID_QUIZ_PATHS.discountCodeSms(code), { method: 'POST', body, signal });
}
