import type { OtpSent } from './contract/auth';
import { userProfileEndpoints } from './contract/user-profile';
import type { PhoneNumberChangeRequest, PhoneNumberVerifyRequest, UserProfile, UserProfileUpdateRequest } from './contract/user-profile';
import type { PortalClient } from './auth';
import { callEndpoint } from './call-endpoint';

/** The signed-in user's own profile on the Portal API (entries in src/api/contract/user-profile.ts). */

export { getUserProfile } from './user-profile-read';

/** Only the fields given change; null clears an optional one. */
export async function updateUserProfile(client: PortalClient, body: UserProfileUpdateRequest, signal?: AbortSignal): Promise<UserProfile> {
  return (await callEndpoint(client, userProfileEndpoints.update, { body, signal })).data;
}

/** Sends a code to the new number. */
export async function requestPhoneNumberChange(client: PortalClient, body: PhoneNumberChangeRequest, signal?: AbortSignal): Promise<OtpSent> {
  return (await callEndpoint(client, userProfileEndpoints.requestPhoneNumberChange, { body, signal })).data;
}

/** The code proves the new number; answers the updated profile. */
export async function verifyPhoneNumberChange(client: PortalClient, body: PhoneNumberVerifyRequest, signal?: AbortSignal): Promise<UserProfile> {
  return (await callEndpoint(client, userProfileEndpoints.verifyPhoneNumberChange, { body, signal })).data;
}
