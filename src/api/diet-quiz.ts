import { HEADERS } from './contract/paths';
import type {
  CreateDietDiscountCodeRequest,
  CreateDietResultRecordRequest,
  CreatedDietResultRecord,
  DietDiscountCode,
  DietResultRecord,
  DietSmsReceipt,
  SendDietDiscountCodeSmsRequest,
  SendDietResultsSmsRequest,
  UpdateDietResultRecordRequest,
} from './contract/diet-quiz';
import { callEndpoint } from './call-endpoint';
import type { CallClient } from './call-endpoint';

/**
 * Diet-quiz calls on the Portal API (entries in src/api/contract/diet-quiz.ts), the kid quiz's
 * calls for the diet quiz. Each takes the portal client (it reports failures and rejects with
 * ApiError) and answers the decoded `data`, so a caller only ever sees contract types.
 *
 * The server computes the result from the input and report (createResultRecord, and
 * updateResultRecord with new answers); the record answers the summary (user group, daily energy,
 * plan and ratios, BMI or growth statuses) and the food list follows from the same input with
 * src/domain/nutrition.
 *
 * A record's owner parts (the full phone number, changing the record, the SMS, the discount code)
 * need its secret, which the create call answers once: every call about a record takes it (null
 * when the tab has none) and sends it in the Diet-Quiz-Secret header, never in the URL. A
 * signed-in client sends its Authorization anyway, which is what owns a record of an account.
 */
export type PortalClient = CallClient;

/* The contract (zod schemas) loads with the first call, not with the quiz (docs/performance.md). */
const endpoints = async () => (await import('./contract/diet-quiz')).dietQuizEndpoints;

/** The record's secret, or null when this tab does not hold it. */
export type DietRecordSecret = string | null;


export async function createDietResultRecord(client: PortalClient, body: CreateDietResultRecordRequest, signal?: AbortSignal): Promise<CreatedDietResultRecord> {
  return (await callEndpoint(client, async () => (await endpoints()).createResultRecord, { body, signal })).data;
}

export async function retrieveDietResultRecord(client: PortalClient, id: string, secret: DietRecordSecret, signal?: AbortSignal): Promise<DietResultRecord> {
  return (await callEndpoint(client, async () => (await endpoints()).retrieveResultRecord, { headers: { [HEADERS.dietQuizSecret]: secret }, params: { id }, signal })).data;
}

/** New answers (`input` with its `report`, the result computed again) and/or a phone number. */
export async function updateDietResultRecord(
  client: PortalClient,
  id: string,
  body: UpdateDietResultRecordRequest,
  secret: DietRecordSecret,
  signal?: AbortSignal,
): Promise<DietResultRecord> {
  return (await callEndpoint(client, async () => (await endpoints()).updateResultRecord, { headers: { [HEADERS.dietQuizSecret]: secret }, params: { id }, body, signal })).data;
}

export async function sendDietResultsSms(
  client: PortalClient,
  id: string,
  body: SendDietResultsSmsRequest,
  secret: DietRecordSecret,
  signal?: AbortSignal,
): Promise<DietSmsReceipt> {
  return (await callEndpoint(client, async () => (await endpoints()).sendResultsSms, { headers: { [HEADERS.dietQuizSecret]: secret }, params: { id }, body, signal })).data;
}

/** The record's DIETQUIZ code for a phone number: 201 the first time, the same code (200) after; another record's number is a 409. */
export async function createDietDiscountCode(
  client: PortalClient,
  body: CreateDietDiscountCodeRequest,
  secret: DietRecordSecret,
  signal?: AbortSignal,
): Promise<DietDiscountCode> {
  return (await callEndpoint(client, async () => (await endpoints()).createDiscountCode, { headers: { [HEADERS.dietQuizSecret]: secret }, body, signal })).data;
}

/** `secret` is the secret of the record the code was issued for. */
export async function sendDietDiscountCodeSms(
  client: PortalClient,
  code: string,
  body: SendDietDiscountCodeSmsRequest,
  secret: DietRecordSecret,
  signal?: AbortSignal,
): Promise<DietSmsReceipt> {
  return (await callEndpoint(client, async () => (await endpoints()).sendDiscountCodeSms, { headers: { [HEADERS.dietQuizSecret]: secret }, params: { code }, body, signal })).data;
}
