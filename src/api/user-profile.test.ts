import { describe, expect, it } from 'vitest';
import { urlOf } from './contract/endpoint';
import { userProfileEndpoints } from './contract/user-profile';
import { getUserProfile, requestPhoneNumberChange, updateUserProfile, verifyPhoneNumberChange } from './user-profile';
import { useTestServer } from './http-test-server';

const api = useTestServer();

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

const portal = () => api.client('portal', { getToken: () => TOKEN });

describe('user-profile calls', () => {
  it('reads the profile with the token', async () => {
    api.server.handle(() => ({ json: { data: WIRE_USER } }));
    await expect(getUserProfile(portal())).resolves.toEqual(USER);
    expect(api.sent()).toMatchObject({ method: 'GET', url: urlOf(userProfileEndpoints.get) });
    expect(api.sent().headers.authorization).toBe(`Token ${TOKEN}`);
  });

  it('PATCHes only the changed fields, in snake_case', async () => {
    api.server.handle(() => ({ json: { data: { ...WIRE_USER, date_of_birth: null } } }));
    await expect(updateUserProfile(portal(), { dateOfBirth: null })).resolves.toMatchObject({ dateOfBirth: null });
    expect(api.sent()).toMatchObject({ method: 'PATCH', url: urlOf(userProfileEndpoints.update) });
    expect(api.sent().body).toEqual({ date_of_birth: null });
  });

  it('asks for a code to the new number, then verifies it', async () => {
    api.server.handle(() => ({ json: { data: { otp_key: '+84987654321', otp_method: 'sms', expires_in: 300, resend_in: 60 } } }));
    await expect(requestPhoneNumberChange(portal(), { phoneNumber: '0987654321', otpMethod: 'sms' })).resolves.toMatchObject({ otpKey: '+84987654321' });
    expect(api.sent(0)).toMatchObject({ url: urlOf(userProfileEndpoints.requestPhoneNumberChange) });
    expect(api.sent(0).body).toEqual({ phone_number: '0987654321', otp_method: 'sms' });

    api.server.handle(() => ({ json: { data: { ...WIRE_USER, phone_number: '+84987654321' } } }));
    await expect(verifyPhoneNumberChange(portal(), { phoneNumber: '+84987654321', otp: '123456' })).resolves.toMatchObject({ phoneNumber: '+84987654321' });
    expect(api.sent(1)).toMatchObject({ url: urlOf(userProfileEndpoints.verifyPhoneNumberChange) });
    expect(api.sent(1).body).toEqual({ phone_number: '+84987654321', otp: '123456' });
  });

  it('rejects an answer that breaks the contract', async () => {
    api.server.handle(() => ({ json: { data: { ...WIRE_USER, gender: 9 } } }));
    await expect(getUserProfile(portal())).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
