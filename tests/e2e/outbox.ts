import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/*
 * The sign-in codes the server sent, read from the SMS outbox the e2e server keeps (DEV_TOOLS:
 * /api/dev/sms-outbox, newest message first), and a sign-in through the Portal API with one.
 */

/** The newest code the outbox holds for a number: waits (polls) until the outbox holds one, as the page asks for it in the background. */
export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/dev/sms-outbox', { params: { phone } });
      expect(response.ok()).toBe(true);
      const { data } = (await response.json()) as { data: Array<{ body: string }> };
      code = /\b(\d{6})\b/.exec(data[0]?.body ?? '')?.[1];
      return code;
    }, { message: `a code in the outbox for ${phone}` })
    .toBeDefined();
  return code as string;
}

/** Signs `phone` in through the Portal API (a code by SMS, then the code from the outbox) as the device `deviceId`; answers the session token. */
export async function signInByApi(request: APIRequestContext, phone: string, deviceId: string): Promise<string> {
  const api = '/portal/api/v1';
  expect((await request.post(`${api}/mobile-auth/signin/`, { data: { otp_key: phone, otp_method: 'sms' } })).ok()).toBe(true);
  const verified = await request.post(`${api}/mobile-auth/signin/otp-verify/`, { headers: { 'Device-ID': deviceId }, data: { otp_key: phone, otp: await latestCode(request, phone) } });
  expect(verified.ok()).toBe(true);
  return ((await verified.json()) as { data: { key: string } }).data.key;
}
