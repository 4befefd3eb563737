import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserProfile, requestPhoneNumberChange, updateUserProfile, verifyPhoneNumberChange } from './user-profile';
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

const TOKEN = 't'.repeat(40);
const WIRE_USER = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  phone_number: '+84912345678',
  name: 'Nguyễn Văn An',
  gender: 1,
  email: null,
  date_of_birth: '1988-04-12',
  preferred_contact_channel: 'zalo',
  userprofile: { has_finished_survey: false },
};
const USER = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  phoneNumber: '+84912345678',
  name: 'Nguyễn Văn An',
  gender: 1,
  email: null,
  dateOfBirth: '1988-04-12',
  preferredContactChannel: 'zalo',
  userprofile: { hasFinishedSurvey: false },
};

const api = () =>
  createPortalApi(
    { getToken: () => TOKEN, getLanguage: () => 'en', onUnauthorized: vi.fn(), reportError: vi.fn() },
    { portalApiBase: `${server.url}/portal/api/v1` },
  );

describe('user-profile calls', () => {
  it('reads the profile with the token', async () => {
    server.handle(() => ({ json: { data: WIRE_USER } }));
    await expect(getUserProfile(api())).resolves.toEqual(USER);
    expect(server.received[0]).toMatchObject({ method: 'GET', url: '/portal/api/v1/user-profile/' });
    expect(server.received[0].headers.authorization).toBe(`Token ${TOKEN}`);
  });

  it('PATCHes only the changed fields, in snake_case', async () => {
    server.handle(() => ({ json: { data: { ...WIRE_USER, date_of_birth: null } } }));
    await expect(updateUserProfile(api(), { dateOfBirth: null })).resolves.toMatchObject({ dateOfBirth: null });
    expect(server.received[0]).toMatchObject({ method: 'PATCH', url: '/portal/api/v1/user-profile/' });
    expect(JSON.parse(server.received[0].body)).toEqual({ date_of_birth: null });
  });

  it('asks for a code to the new number, then verifies it', async () => {
    server.handle(() => ({ json: { data: { otp_key: '+84987654321', otp_method: 'sms', expires_in: 300, resend_in: 60 } } }));
    await expect(requestPhoneNumberChange(api(), { phoneNumber: '0987654321', otpMethod: 'sms' })).resolves.toMatchObject({ otpKey: '+84987654321' });
    expect(server.received[0].url).toBe('/portal/api/v1/user-profile/phone-number/');
    expect(JSON.parse(server.received[0].body)).toEqual({ phone_number: '0987654321', otp_method: 'sms' });

    server.handle(() => ({ json: { data: { ...WIRE_USER, phone_number: '+84987654321' } } }));
    await expect(verifyPhoneNumberChange(api(), { phoneNumber: '+84987654321', otp: '123456' })).resolves.toMatchObject({ phoneNumber: '+84987654321' });
    expect(server.received[1].url).toBe('/portal/api/v1/user-profile/phone-number/verify/');
  });

  it('rejects an answer that breaks the contract', async () => {
    server.handle(() => ({ json: { data: { ...WIRE_USER, gender: 9 } } }));
    await expect(getUserProfile(api())).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
