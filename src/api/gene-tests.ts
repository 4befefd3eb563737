import { geneTestEndpoints } from './contract/gene-test';
import type { CustomerProfile, CustomerResponse, CustomerVerificationRequest, GeneTestInformation } from './contract/gene-test';
import type { PortalClient } from './auth';
import { callEndpoint } from './call-endpoint';

/** Gene tests and the customer profiles they belong to, on the Portal API (entries in src/api/contract/gene-test.ts). */

/** The caller's customer profiles that have a gene test, and each test's timeline. */
export async function getCustomer(client: PortalClient, signal?: AbortSignal): Promise<CustomerResponse['data']> {
  return (await callEndpoint(client, geneTestEndpoints.customer, { signal })).data;
}

/** Links a test to the account by its kit code and the tested person's date of birth. */
export async function verifyCustomer(client: PortalClient, body: CustomerVerificationRequest, signal?: AbortSignal): Promise<CustomerProfile> {
  return (await callEndpoint(client, geneTestEndpoints.verifyCustomer, { body, signal })).data;
}

/** One of the caller's gene tests with its person and timeline. */
export async function getGeneTestInformation(client: PortalClient, id: string, signal?: AbortSignal): Promise<GeneTestInformation> {
  return (await callEndpoint(client, geneTestEndpoints.information, { params: { id }, signal })).data;
}
