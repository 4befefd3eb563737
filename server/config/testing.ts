import { expect } from 'vitest';
import type { TestContext } from '../testing/test-context';
import { ConfigError, loadConfig } from './config';

/*
 * Helpers of the configuration tests: what loadConfig refuses, and what the app hands the browser.
 */

/** A live company's own details (not the demo's): every COMPANY_* variable. */
export const OWN_COMPANY = {
  COMPANY_LEGAL_NAME: 'Công ty Cổ phần Gen Khỏe',
  COMPANY_REGISTRATION_NUMBER: '0109876543',
  COMPANY_REGISTRATION_ISSUER: 'Sở Tài chính TP. Hà Nội',
  COMPANY_REGISTRATION_DATE: '2025-07-01',
  COMPANY_ADDRESS: '12 Tràng Tiền, Phường Hoàn Kiếm, Hà Nội',
  COMPANY_OPENING_HOURS: 'Mo-Sa 07:30-20:00;Su 09:00-12:00',
  COMPANY_HOTLINE: '1800 1234',
  COMPANY_EMAIL: 'cskh@genkhoe.vn',
  COMPANY_PRIVACY_EMAIL: 'dpo@genkhoe.vn',
  COMPANY_ZALO_URL: 'https://zalo.me/1234567890123456789',
  COMPANY_FACEBOOK_URL: 'https://www.facebook.com/genkhoe',
  COMPANY_MOIT_NOTICE_URL: 'http://online.gov.vn/Home/WebDetails/123456',
};

/** loadConfig's refusal of `env`: it must throw a ConfigError, which is returned for its problems. */
export function refusalOf(env: Record<string, string | undefined>): ConfigError {
  let caught: unknown;
  try {
    loadConfig(env);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ConfigError);
  return caught as ConfigError;
}

/** What `/runtime-config.js` hands the browser. */
export async function runtimeConfigOf(ctx: TestContext): Promise<Record<string, unknown>> {
  const script = await (await ctx.request('/runtime-config.js')).text();
  const json = /^window\.__GENEWELL_CONFIG__ = (.*);\n$/s.exec(script)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, unknown>;
}
