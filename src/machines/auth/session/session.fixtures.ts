import type { AuthToken } from '../../../api/contract/auth';
import type { UserProfile } from '../../../api/contract/user-profile';

/** A signed-in user and tokens as the Portal API answers them, for every test that needs a session. */

export const DEVICE_ID = '0b7e7c1e-3f0e-4d7a-9a55-1f1d6a2f9c11';
export const STORED_TOKEN = 'stored-token-0123456789abcdef0123456789abcdef';
export const NEW_TOKEN = 'fresh-token-0123456789abcdef0123456789abcdef01';

export const USER: UserProfile = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  phoneNumber: '+84912345678',
  name: 'Nguyễn Văn An',
  gender: 1,
  email: 'an.nguyen@example.com',
  dateOfBirth: '1988-04-12',
  preferredContactChannel: 'zalo',
  userprofile: { hasFinishedSurvey: false },
};

export function authToken(key = NEW_TOKEN): AuthToken {
  return { key, tokenType: 'Token', expiresAt: '2030-01-01T00:00:00.000Z', isNewUser: false };
}
