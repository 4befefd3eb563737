import { describe, expect, it } from 'vitest';
import { urlOf } from './contract/endpoint';
import { geneTestEndpoints } from './contract/gene-test';
import { getCustomer, getGeneTestInformation, verifyCustomer } from './gene-tests';
import { useTestServer } from './http-test-server';

const api = useTestServer();

const TEST_ID = '7a1d0000-0000-4000-8000-000000000103';
const WIRE_TEST = { id: TEST_ID, kit_code: 'GW-24-10003', package_slug: 'g-intel-kid', status: 'analysing', report_results: null };
const WIRE_PROFILE = { id: '5e1d0000-0000-4000-8000-000000000103', name: 'Nguyễn Minh Khang', gender: 1, date_of_birth: '2019-06-21', relationship: 'child', gene_test: WIRE_TEST };
const WIRE_STEPS = [
  { status: 'ordered', step: 1, reached_at: '2024-09-10T03:00:00Z' },
  { status: 'kit_delivered', step: 2, reached_at: null },
];

const portal = () => api.client('portal', { getToken: () => 'token-'.padEnd(40, 'x') });

describe('gene-test calls', () => {
  it('lists the customer profiles with their tests and timelines', async () => {
    api.server.handle(() => ({
      json: { data: { customer_profiles: [WIRE_PROFILE], gene_test_full_states: [{ gene_test_id: TEST_ID, status: 'analysing', states: WIRE_STEPS }] } },
    }));
    const customer = await getCustomer(portal());
    expect(customer.customerProfiles[0]).toMatchObject({ name: 'Nguyễn Minh Khang', geneTest: { kitCode: 'GW-24-10003', packageSlug: 'g-intel-kid' } });
    expect(customer.geneTestFullStates[0].states[1]).toEqual({ status: 'kit_delivered', step: 2, reachedAt: null });
    expect(api.sent()).toMatchObject({ method: 'GET', url: urlOf(geneTestEndpoints.customer) });
  });

  it('verifies a customer by kit code and date of birth', async () => {
    api.server.handle(() => ({ json: { data: WIRE_PROFILE } }));
    await expect(verifyCustomer(portal(), { kitCode: 'GW-24-10003', dateOfBirth: '2019-06-21' })).resolves.toMatchObject({ relationship: 'child' });
    expect(api.sent()).toMatchObject({ method: 'POST', url: urlOf(geneTestEndpoints.verifyCustomer) });
    expect(api.sent().body).toEqual({ kit_code: 'GW-24-10003', date_of_birth: '2019-06-21' });
  });

  it('reads one gene test by id, and rejects a 404 with not_found', async () => {
    api.server.handle(() => ({ json: { data: { gene_test: WIRE_TEST, customer: { name: 'Nguyễn Minh Khang', gender: 1, date_of_birth: '2019-06-21' }, states: WIRE_STEPS } } }));
    await expect(getGeneTestInformation(portal(), TEST_ID)).resolves.toMatchObject({ geneTest: { id: TEST_ID }, customer: { name: 'Nguyễn Minh Khang' } });
    expect(api.sent().url).toBe(urlOf(geneTestEndpoints.information, { id: TEST_ID }));

    api.server.handle(() => ({ status: 404, json: { error: { code: 'not_found', message: 'Not found' } } }));
    await expect(getGeneTestInformation(portal(), TEST_ID)).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});
