import { kidQuizEndpoints } from './contract/kid-quiz';
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
import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';

/**
 * Kid-quiz calls on the Portal API (entries in src/api/contract/kid-quiz.ts). Each takes the
 * portal client (it reports failures and rejects with ApiError) and answers the decoded `data`,
 * so a caller only ever sees contract types.
 */
export type PortalClient = Pick<ApiClient, 'call'>;

export async function createResultRecord(client: PortalClient, body: CreateResultRecordRequest, signal?: AbortSignal): Promise<ResultRecord> {
  return (await callEndpoint(client, kidQuizEndpoints.createResultRecord, { body, signal })).data;
}

export async function retrieveResultRecord(client: PortalClient, id: string, signal?: AbortSignal): Promise<ResultRecord> {
  return (await callEndpoint(client, kidQuizEndpoints.retrieveResultRecord, { params: { id }, signal })).data;
}

export async function updateResultRecord(client: PortalClient, id: string, body: UpdateResultRecordRequest, signal?: AbortSignal): Promise<ResultRecord> {
  return (await callEndpoint(client, kidQuizEndpoints.updateResultRecord, { params: { id }, body, signal })).data;
}

export async function sendResultsSms(client: PortalClient, id: string, body: SendResultsSmsRequest, signal?: AbortSignal): Promise<SmsReceipt> {
  return (await callEndpoint(client, kidQuizEndpoints.sendResultsSms, { params: { id }, body, signal })).data;
}

export async function createDiscountCode(client: PortalClient, body: CreateDiscountCodeRequest, signal?: AbortSignal): Promise<DiscountCode> {
  return (await callEndpoint(client, kidQuizEndpoints.createDiscountCode, { body, signal })).data;
}

export async function sendDiscountCodeSms(client: PortalClient, code: string, body: SendDiscountCodeSmsRequest, signal?: AbortSignal): Promise<SmsReceipt> {
  return (await callEndpoint(client, kidQuizEndpoints.sendDiscountCodeSms, { params: { code }, body, signal })).data;
}
