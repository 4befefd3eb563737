import { HEADERS } from './contract/paths';
import type {
  CreateDiscountCodeRequest,
  CreateResultRecordRequest,
  CreatedResultRecord,
  DiscountCode,
  ResultRecord,
  SendDiscountCodeSmsRequest,
  SendResultsSmsRequest,
  SmsReceipt,
  UpdateResultRecordRequest,
} from './contract/kid-quiz';
import { callEndpoint } from './call-endpoint';
import type { CallClient } from './call-endpoint';

/**
 * Kid-quiz calls on the Portal API (entries in src/api/contract/kid-quiz.ts). Each takes the
 * portal client (it reports failures and rejects with ApiError) and answers the decoded `data`,
 * so a caller only ever sees contract types.
 *
 * A record's owner parts (the full phone number, changing it, the SMS, the discount code) need
 * its secret, which the create call answers once: every call about a record takes it (null when
 * the tab has none) and sends it in the Kid-Quiz-Secret header, never in the URL. A signed-in
 * client sends its Authorization anyway, which is what owns a record of an account.
 */
export type PortalClient = CallClient;

/* The contract (zod schemas) loads with the first call, not with the quiz (docs/performance.md). */
const endpoints = async () => (await import('./contract/kid-quiz')).kidQuizEndpoints;

/** The record's secret, or null when this tab does not hold it. */
export type RecordSecret = string | null;


export async function createResultRecord(client: PortalClient, body: CreateResultRecordRequest, signal?: AbortSignal): Promise<CreatedResultRecord> {
  return (await callEndpoint(client, async () => (await endpoints()).createResultRecord, { body, signal })).data;
}

export async function retrieveResultRecord(client: PortalClient, id: string, secret: RecordSecret, signal?: AbortSignal): Promise<ResultRecord> {
  return (await callEndpoint(client, async () => (await endpoints()).retrieveResultRecord, { headers: { [HEADERS.kidQuizSecret]: secret }, params: { id }, signal })).data;
}

export async function updateResultRecord(
  client: PortalClient,
  id: string,
  body: UpdateResultRecordRequest,
  secret: RecordSecret,
  signal?: AbortSignal,
): Promise<ResultRecord> {
  return (await callEndpoint(client, async () => (await endpoints()).updateResultRecord, { headers: { [HEADERS.kidQuizSecret]: secret }, params: { id }, body, signal })).data;
}

export async function sendResultsSms(client: PortalClient, id: string, body: SendResultsSmsRequest, secret: RecordSecret, signal?: AbortSignal): Promise<SmsReceipt> {
  return (await callEndpoint(client, async () => (await endpoints()).sendResultsSms, { headers: { [HEADERS.kidQuizSecret]: secret }, params: { id }, body, signal })).data;
}

export async function createDiscountCode(client: PortalClient, body: CreateDiscountCodeRequest, secret: RecordSecret, signal?: AbortSignal): Promise<DiscountCode> {
  return (await callEndpoint(client, async () => (await endpoints()).createDiscountCode, { headers: { [HEADERS.kidQuizSecret]: secret }, body, signal })).data;
}

/** `secret` is the secret of the record the code was issued for. */
export async function sendDiscountCodeSms(
  client: PortalClient,
  code: string,
  body: SendDiscountCodeSmsRequest,
  secret: RecordSecret,
  signal?: AbortSignal,
): Promise<SmsReceipt> {
  return (await callEndpoint(client, async () => (await endpoints()).sendDiscountCodeSms, { headers: { [HEADERS.kidQuizSecret]: secret }, params: { code }, body, signal })).data;
}
