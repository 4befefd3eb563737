import { describe, expect, it } from 'vitest';
import { toCallProblem } from '../machines/calls/call-problem';
import { urlOf } from './contract/endpoint';
import { kidQuizEndpoints } from './contract/kid-quiz';
import { ApiError } from './errors';
import { useTestServer } from './http-test-server';
import { expectSecretInHeaderOnly, expectSmsAndCodeRequests, publicView, rateLimitedReply, smsAndCodeServer, unknownRecordReply, wireOwnerRecordTail } from './quiz-fixture';
import {
  createDiscountCode,
  createResultRecord,
  retrieveResultRecord,
  sendDiscountCodeSms,
  sendResultsSms,
  updateResultRecord,
} from './kid-quiz';

const api = useTestServer();

const ID = '6f1c2f0e-8a4b-4d57-9a57-6c1b5d0f3e21';
const SECRET = 'q3ZkV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E';

/** A results record as the server writes it: snake_case keys. */
const wireRecord = {
  id: ID,
  answers: [7, 3, 8, 2, 9, 4],
  answer_scores: [7, 3, 8, 2, 9, 7],
  category_scores: { iq: 10, eq: 10, temperament: 16 },
  levels: { iq: 'low', eq: 'low', temperament: 'extroverted' },
  outcome_id: 'inventor',
  ...wireOwnerRecordTail('2025-03-01T08:30:00.000Z'),
};

const portal = () => api.client('portal', { getLanguage: () => 'vi' });

describe('kid-quiz Portal API calls', () => {
  it('creates a results record: POST with snake_case keys, the record and its secret back in camelCase', async () => {
    api.server.handle(() => ({ status: 201, json: { data: { ...wireRecord, secret: SECRET } } }));
    const record = await createResultRecord(portal(), { answers: [7, 3, 8, 2, 9, 4], language: 'vi', clientId: ID });
    expect(api.sent()).toMatchObject({ method: 'POST', url: urlOf(kidQuizEndpoints.createResultRecord) });
    expect(api.sent().body).toEqual({ answers: [7, 3, 8, 2, 9, 4], language: 'vi', client_id: ID });
    expect(api.sent().headers['kid-quiz-secret']).toBeUndefined();
    expect(record).toMatchObject({ id: ID, answerScores: [7, 3, 8, 2, 9, 7], categoryScores: { temperament: 16 }, outcomeId: 'inventor', phoneNumber: null, secret: SECRET });
  });

  it('retrieves and updates a record by id, with its secret in the Kid-Quiz-Secret header, never in the URL', async () => {
    api.server.handle((request) => ({ json: { data: request.method === 'PATCH' ? { ...wireRecord, phone_number: '+84912345678' } : wireRecord } }));
    await expect(retrieveResultRecord(portal(), ID, SECRET)).resolves.toMatchObject({ id: ID, access: 'owner' });
    const updated = await updateResultRecord(portal(), ID, { phoneNumber: '0912345678' }, SECRET);
    expect(updated.phoneNumber).toBe('+84912345678');
    expect(api.sent(0)).toMatchObject({ method: 'GET', url: urlOf(kidQuizEndpoints.retrieveResultRecord, { id: ID }) });
    expect(api.sent(1)).toMatchObject({ method: 'PATCH', url: urlOf(kidQuizEndpoints.updateResultRecord, { id: ID }) });
    expect(api.sent(1).body).toEqual({ phone_number: '0912345678' });
    expectSecretInHeaderOnly(api.server.received, 'kid-quiz-secret', SECRET);
  });

  it('reads a record without a secret when the tab has none: no header at all', async () => {
    api.server.handle(() => ({ json: { data: { ...wireRecord, ...publicView.wire } } }));
    await expect(retrieveResultRecord(portal(), ID, null)).resolves.toMatchObject(publicView.read);
    expect(api.sent().headers).not.toHaveProperty('kid-quiz-secret');
  });

  it('sends the results and a discount code by SMS', async () => {
    api.server.handle(smsAndCodeServer({ code: 'KID-7Q4M9X2T', record_id: ID, percent_off: 10, expires_at: '2025-03-31T16:59:59.000Z', usage_limit: 1 }, '2025-03-01T08:31:00.000Z'));
    const client = portal();
    await expect(sendResultsSms(client, ID, { phoneNumber: '0912345678', language: 'vi' }, SECRET)).resolves.toEqual({
      phoneNumber: '+84912345678',
      sentAt: '2025-03-01T08:31:00.000Z',
    });
    await expect(createDiscountCode(client, { recordId: ID }, SECRET)).resolves.toMatchObject({ code: 'KID-7Q4M9X2T', percentOff: 10, usageLimit: 1 });
    await sendDiscountCodeSms(client, 'KID-7Q4M9X2T', { phoneNumber: '0912345678', language: 'vi' }, SECRET);
    expectSmsAndCodeRequests(api.server.received, kidQuizEndpoints, { id: ID, code: 'KID-7Q4M9X2T', header: 'kid-quiz-secret', secret: SECRET });
    expect(api.sent(1).body).toEqual({ record_id: ID });
    expect(api.sent(2).body).toEqual({ phone_number: '0912345678', language: 'vi' });
  });

  it('rejects a 429 with the wait from Retry-After, ready for the results screen', async () => {
    api.server.handle(() => rateLimitedReply);
    const failure = await sendResultsSms(portal(), ID, { phoneNumber: '0912345678', language: 'vi' }, SECRET).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(toCallProblem(failure)).toMatchObject({ key: 'rate_limited', seconds: 30 });
  });

  it('rejects an unknown record as not found, and a reply that breaks the contract', async () => {
    api.server.handle(() => unknownRecordReply);
    expect(toCallProblem(await retrieveResultRecord(portal(), ID, null).catch((error: unknown) => error))).toMatchObject({ key: 'not_found', seconds: null });
    api.server.handle(() => ({ json: { data: { ...wireRecord, answers: [7, 3] } } }));
    await expect(retrieveResultRecord(portal(), ID, null)).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
