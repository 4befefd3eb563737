import { userProfileReadEndpoint } from './contract/user-profile-read';
import type { UserProfile } from './contract/user-profile-read';
import type { PortalClient } from './auth';
import { callEndpoint } from './call-endpoint';

/**
 * The signed-in user's profile, read (the entry is in src/api/contract/user-profile-read.ts). Also
 * the token login: a 401 means the stored token is no good. Apart from ./user-profile.ts, whose
 * changes load the phone rules, so the session's first check does not.
 */
export async function getUserProfile(client: PortalClient, signal?: AbortSignal): Promise<UserProfile> {
  return (await callEndpoint(client, userProfileReadEndpoint, { signal })).data;
}
