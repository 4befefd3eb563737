import type { OtpSent } from './contract/auth';
import { userProfileEndpoints } from './contract/user-profile';
import type { PortalClient } from './auth';
import { callEndpoint, sendToEndpoint } from './call-endpoint';

/** Deleting the signed-in account on the Portal API (entries in src/api/contract/user-profile.ts). */

/** Sends a code by SMS to the account's own number. */
export async function requestAccountDeletionCode(client: PortalClient, signal?: AbortSignal): Promise<OtpSent> {
  return (await callEndpoint(client, userProfileEndpoints.requestAccountDeletion, { signal })).data;
}

/** The code confirms it: the account and its data are deleted (its token then gets 401). */
export async function deleteAccount(client: PortalClient, otp: string, signal?: AbortSignal): Promise<void> {
  await sendToEndpoint(client, userProfileEndpoints.deleteAccount, { body: { otp }, signal });
}
