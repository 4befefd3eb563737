import type { CustomerProfile, CustomerResponse, CustomerVerificationRequest, GeneTestInformation } from './contract/gene-test';
import type { PortalClient } from './auth';
import { callEndpoint } from './call-endpoint';

/** Gene tests and the customer profiles they belong to, on the Portal API (entries in src/api/contract/gene-test.ts). */

/* The contract (zod schemas) loads with the first call, not with the pages (docs/performance.md). */
const endpoints = async () => (await import('./contract/gene-test')).geneTestEndpoints;

/** The caller's customer profiles that have a gene test, and each test's timeline. */
export async function getCustomer(client: PortalClient, signal?: AbortSignal): Promise<CustomerResponse['data']> {
  return (await callEndpoint(client, async () => (await endpoints()).customer, { signal })).data;
}

/** Links a test to the account by its kit code and the tested person's date of birth. */
export async function verifyCustomer(client: PortalClient, body: CustomerVerificationRequest, signal?: AbortSignal): Promise<CustomerProfile> {
  return (await callEndpoint(client, async () => (await endpoints()).verifyCustomer, { body, signal })).data;
}

/** One of the caller's gene tests with its person and timeline. */
export async function getGeneTestInformation(client: PortalClient, id: string, signal?: AbortSignal): Promise<GeneTestInformation> {
  return (await callEndpoint(client, async () => (await endpoints()).information, { params: { id }, signal })).data;
}
