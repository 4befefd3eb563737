import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authEndpoints } from './auth';
import { cartEndpoints } from './cart';
import { catalogueEndpoints } from './catalogue';
import { checkoutEndpoints } from './checkout';
import { consultationEndpoints } from './consultations';
import { contentEndpoints } from './content';
import { currencyEndpoints } from './currency';
import { API_BASES, commonErrors, pathWith, urlOf } from './endpoint';
import type { Endpoint } from './endpoint';
import { errorCodes } from './error';
import { geneTestEndpoints } from './gene-test';
import { healthEndpoints } from './health';
import { kidQuizEndpoints } from './kid-quiz';
import { dietQuizEndpoints } from './diet-quiz';
import { locationEndpoints } from './locations';
import { promotionCodeEndpoints } from './promotion-codes';
import { smsOutboxEndpoints } from './sms-outbox';
import { smsReceiptEndpoints } from './sms-receipts';
import { surveyEndpoints } from './surveys';
import { userProfileEndpoints } from './user-profile';
import { wireSchemaOf } from './wire';

const entries: Endpoint[] = [authEndpoints, userProfileEndpoints, geneTestEndpoints, kidQuizEndpoints, dietQuizEndpoints, currencyEndpoints, catalogueEndpoints, contentEndpoints, healthEndpoints, smsOutboxEndpoints, smsReceiptEndpoints, cartEndpoints, checkoutEndpoints, promotionCodeEndpoints, locationEndpoints, consultationEndpoints, surveyEndpoints].flatMap(
  (resource) => Object.values(resource),
);

describe('contract entries', () => {
  it('are one per method and path', () => {
    const keys = entries.map((entry) => `${entry.method} ${urlOf(entry, Object.fromEntries(Object.keys(entry.request.params?.shape ?? {}).map((name) => [name, `{${name}}`])))}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(entries.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))('%s names its path parameters in `params`', (_, entry) => {
    const named = [...entry.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    expect(Object.keys(entry.request.params?.shape ?? {})).toEqual(named);
    expect(entry.path.startsWith('/')).toBe(true);
  });

  it.each(entries.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))('%s answers the envelope: { data } (and meta when a list pages)', (_, entry) => {
    const statuses = Object.keys(entry.response.statuses);
    expect(statuses.length).toBeGreaterThan(0);
    if (!entry.response.body) {
      expect(statuses).toEqual(['204']);
      return;
    }
    expect(Object.keys(entry.response.body.shape).filter((key) => key !== 'meta')).toEqual(['data']);
    expect(statuses).not.toContain('204');
  });

  it.each(entries.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))('%s has a wire form for every part of its request and answer', (_, entry) => {
    for (const schema of [entry.request.params, entry.request.query, entry.request.body, entry.response.body]) {
      if (schema) expect(() => z.toJSONSchema(wireSchemaOf(schema), { unrepresentable: 'any' })).not.toThrow();
    }
    for (const failure of Object.values(entry.errors)) expect(failure.codes.every((code) => (errorCodes as readonly string[]).includes(code))).toBe(true);
  });

  it('answer 400 exactly when they take input, and 401 (signed out) exactly when signed in', () => {
    for (const entry of entries) {
      expect(entry.errors[400] !== undefined, `${entry.method} ${entry.path}`).toBe(Object.keys(entry.request).length > 0);
      expect(entry.errors[401], `${entry.method} ${entry.path}`).toBe(entry.security === 'token' ? commonErrors.signedOut : undefined);
    }
  });

  it('document otp_attempts_exceeded on both code checks', () => {
    expect(authEndpoints.otpVerify.errors[400].codes).toContain('otp_attempts_exceeded');
    expect(userProfileEndpoints.verifyPhoneNumberChange.errors[400].codes).toContain('otp_attempts_exceeded');
  });

  it('fill in path parameters, URL-encoded', () => {
    expect(pathWith(kidQuizEndpoints.sendDiscountCodeSms, { code: 'KID 1/2' })).toBe('/kid-quiz/discount-codes/KID%201%2F2/send-sms/');
    expect(urlOf(kidQuizEndpoints.retrieveResultRecord, { id: 'abc' })).toBe(`${API_BASES.portal}/kid-quiz/results/abc/`);
    expect(() => pathWith(kidQuizEndpoints.retrieveResultRecord, {})).toThrow(/id is missing/);
  });
});
