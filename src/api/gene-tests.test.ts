import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCustomer, getGeneTestInformation, verifyCustomer } from './gene-tests';
import { createPortalApi } from './portal-api';
import { startTestServer, type TestServer } from './http-test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const TEST_ID = '7a1d0000-0000-4000-8000-000000000103';
const WIRE_TEST = { id: TEST_ID, kit_code: 'GW-24-10003', package_slug: 'g-intel-kid', status: 'analysing', report_results: null };
const WIRE_PROFILE = { id: '5e1d0000-0000-4000-8000-000000000103', name: 'Nguyễn Minh Khang', gender: 1, date_of_birth: '2019-06-21', relationship: 'child', gene_test: WIRE_TEST };
const WIRE_STEPS = [
  { status: 'ordered', step: 1, reached_at: '2024-09-10T03:00:00Z' },
  { status: 'kit_delivered', step: 2, reached_at: null },
];

const api = () =>
  createPortalApi(
    { getToken: () => 'token-'.padEnd(40, 'x'), getLanguage: () => 'en', onUnauthorized: vi.fn(), reportError: vi.fn() },
    { portalApiBase: `${server.url}/portal/api/v1` },
  );

describe('gene-test calls', () => {
  it('lists the customer profiles with their tests and timelines', async () => {
    server.handle(() => ({
      json: { data: { customer_profiles: [WIRE_PROFILE], gene_test_full_states: [{ gene_test_id: TEST_ID, status: 'analysing', states: WIRE_STEPS }] } },
    }));
    const customer = await getCustomer(api());
    expect(customer.customerProfiles[0]).toMatchObject({ name: 'Nguyễn Minh Khang', geneTest: { kitCode: 'GW-24-10003', packageSlug: 'g-intel-kid' } });
    expect(customer.geneTestFullStates[0].states[1]).toEqual({ status: 'kit_delivered', step: 2, reachedAt: null });
    expect(server.received[0]).toMatchObject({ method: 'GET', url: '/portal/api/v1/customer/' });
  });

  it('verifies a customer by kit code and date of birth', async () => {
    server.handle(() => ({ json: { data: WIRE_PROFILE } }));
    await expect(verifyCustomer(api(), { kitCode: 'GW-24-10003', dateOfBirth: '2019-06-21' })).resolves.toMatchObject({ relationship: 'child' });
    expect(server.received[0]).toMatchObject({ method: 'POST', url: '/portal/api/v1/customer/verify/' });
    expect(JSON.parse(server.received[0].body)).toEqual({ kit_code: 'GW-24-10003', date_of_birth: '2019-06-21' });
  });

  it('reads one gene test by id, and rejects a 404 with not_found', async () => {
    server.handle(() => ({ json: { data: { gene_test: WIRE_TEST, customer: { name: 'Nguyễn Minh Khang', gender: 1, date_of_birth: '2019-06-21' }, states: WIRE_STEPS } } }));
    await expect(getGeneTestInformation(api(), TEST_ID)).resolves.toMatchObject({ geneTest: { id: TEST_ID }, customer: { name: 'Nguyễn Minh Khang' } });
    expect(server.received[0].url).toBe(`/portal/api/v1/genetic-test-information/${TEST_ID}/`);

    server.handle(() => ({ status: 404, json: { error: { code: 'not_found', message: 'Not found' } } }));
    await expect(getGeneTestInformation(api(), TEST_ID)).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});
