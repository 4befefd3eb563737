import { customerProfileResponseSchema, customerResponseSchema, geneTestInformationResponseSchema } from './contract/gene-test';
import type { CustomerProfile, CustomerResponse, CustomerVerificationRequest, GeneTestInformation } from './contract/gene-test';
import type { PortalClient } from './auth';

/** Gene tests and the customer profiles they belong to, on the Portal API (src/api/contract/gene-test.ts). */
export const GENE_TEST_PATHS = {
  customer: '/customer/',
  customerVerify: '/customer/verify/',
  geneTestInformation: (id: string) => `/genetic-test-information/${encodeURIComponent(id)}/`,
} as const;

/** GET /customer/: the caller's customer profiles that have a gene test, and each test's timeline. */
export async function getCustomer(client: PortalClient, signal?: AbortSignal): Promise<CustomerResponse['data']> {
  const response = await client.call(customerResponseSchema, GENE_TEST_PATHS.customer, { signal });
  return response.data;
}

/** POST /customer/verify/: links a test to the account by its kit code and the tested person's date of birth. */
export async function verifyCustomer(client: PortalClient, body: CustomerVerificationRequest, signal?: AbortSignal): Promise<CustomerProfile> {
  const response = await client.call(customerProfileResponseSchema, GENE_TEST_PATHS.customerVerify, { method: 'POST', body, signal });
  return response.data;
}

/** GET /genetic-test-information/{id}/: one of the caller's gene tests with its person and timeline. */
export async function getGeneTestInformation(client: PortalClient, id: string, signal?: AbortSignal): Promise<GeneTestInformation> {
  const response = await client.call(geneTestInformationResponseSchema, GENE_TEST_PATHS.geneTestInformation(id), { signal });
  return response.data;
}
