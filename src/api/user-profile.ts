import { signinResponseSchema } from './contract/auth';
import type { OtpSent } from './contract/auth';
import { userProfileResponseSchema } from './contract/user-profile';
import type {
  PhoneNumberChangeRequest,
  PhoneNumberVerifyRequest,
  UserProfile,
  UserProfileUpdateRequest,
} from './contract/user-profile';
import type { PortalClient } from './auth';

/** The signed-in user's own profile on the Portal API (src/api/contract/user-profile.ts). */
export const USER_PROFILE_PATHS = {
  profile: '/user-profile/',
  phoneNumber: '/user-profile/phone-number/',
  phoneNumberVerify: '/user-profile/phone-number/verify/',
} as const;

/** GET /user-profile/: also the token login (a 401 means the stored token is no good). */
export async function getUserProfile(client: PortalClient, signal?: AbortSignal): Promise<UserProfile> {
  const response = await client.call(userProfileResponseSchema, USER_PROFILE_PATHS.profile, { signal });
  return response.data;
}

/** PATCH /user-profile/: only the fields given change; null clears an optional one. */
export async function updateUserProfile(client: PortalClient, body: UserProfileUpdateRequest, signal?: AbortSignal): Promise<UserProfile> {
  const response = await client.call(userProfileResponseSchema, USER_PROFILE_PATHS.profile, { method: 'PATCH', body, signal });
  return response.data;
}

/** POST /user-profile/phone-number/: sends a code to the new number. */
export async function requestPhoneNumberChange(client: PortalClient, body: PhoneNumberChangeRequest, signal?: AbortSignal): Promise<OtpSent> {
  const response = await client.call(signinResponseSchema, USER_PROFILE_PATHS.phoneNumber, { method: 'POST', body, signal });
  return response.data;
}

/** POST /user-profile/phone-number/verify/: the code proves the new number; answers the updated profile. */
export async function verifyPhoneNumberChange(client: PortalClient, body: PhoneNumberVerifyRequest, signal?: AbortSignal): Promise<UserProfile> {
  const response = await client.call(userProfileResponseSchema, USER_PROFILE_PATHS.phoneNumberVerify, { method: 'POST', body, signal });
  return response.data;
}
