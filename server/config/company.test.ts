import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY, parseOpeningHours } from '../../src/api/contract/company';
import { runtimeConfigSchema } from '../../src/api/contract/runtime-config';
import { useTestContext } from '../testing/test-context';
import { companyOf } from './company';
import { loadConfig } from './config';
import { OWN_COMPANY, refusalOf, runtimeConfigOf } from './testing';

describe('company configuration (COMPANY_*)', () => {
  it('gives the demo company when nothing is set, and it says it is a demo', () => {
    expect(companyOf(loadConfig({}))).toEqual(DEMO_COMPANY);
    expect(DEMO_COMPANY.legalName).toMatch(/demo/);
    expect(DEMO_COMPANY.email).toMatch(/\.example$/);
    // The runtime configuration's own default (the browser with no /runtime-config.js) is the same demo.
    expect(runtimeConfigSchema.parse({}).company).toEqual(DEMO_COMPANY);
  });

  it('takes every value a deployment sets, opening hours parsed', () => {
    expect(companyOf(loadConfig(OWN_COMPANY))).toEqual({
      legalName: OWN_COMPANY.COMPANY_LEGAL_NAME,
      registrationNumber: OWN_COMPANY.COMPANY_REGISTRATION_NUMBER,
      registrationIssuer: OWN_COMPANY.COMPANY_REGISTRATION_ISSUER,
      registrationDate: OWN_COMPANY.COMPANY_REGISTRATION_DATE,
      address: OWN_COMPANY.COMPANY_ADDRESS,
      openingHours: [
        { from: 'Mo', to: 'Sa', opens: '07:30', closes: '20:00' },
        { from: 'Su', to: 'Su', opens: '09:00', closes: '12:00' },
      ],
      hotline: OWN_COMPANY.COMPANY_HOTLINE,
      email: OWN_COMPANY.COMPANY_EMAIL,
      privacyEmail: OWN_COMPANY.COMPANY_PRIVACY_EMAIL,
      zaloUrl: OWN_COMPANY.COMPANY_ZALO_URL,
      facebookUrl: OWN_COMPANY.COMPANY_FACEBOOK_URL,
      moitNoticeUrl: OWN_COMPANY.COMPANY_MOIT_NOTICE_URL,
    });
  });

  it.each([
    ['COMPANY_REGISTRATION_NUMBER', '12345'],
    ['COMPANY_REGISTRATION_DATE', '15/03/2021'],
    ['COMPANY_OPENING_HOURS', 'Monday to Friday 8-17'],
    ['COMPANY_OPENING_HOURS', 'Fr-Mo 08:00-17:00'],
    ['COMPANY_OPENING_HOURS', 'Mo 17:00-08:00'],
    ['COMPANY_HOTLINE', 'call us'],
    ['COMPANY_EMAIL', 'not-an-address'],
    ['COMPANY_PRIVACY_EMAIL', 'privacy at genewell'],
    ['COMPANY_ZALO_URL', 'zalo genewell'],
    ['COMPANY_FACEBOOK_URL', 'facebook'],
    ['COMPANY_MOIT_NOTICE_URL', 'online.gov.vn'],
  ])('refuses %s=%s, naming the variable', (variable, value) => {
    expect(refusalOf({ [variable]: value }).problems.map((problem) => problem.split(':')[0])).toEqual([variable]);
  });
});

describe('opening hours text', () => {
  it.each([
    ['Mo-Fr 08:00-17:30; Sa 08:00-12:00', [{ from: 'Mo', to: 'Fr', opens: '08:00', closes: '17:30' }, { from: 'Sa', to: 'Sa', opens: '08:00', closes: '12:00' }]],
    ['  Su   09:00-11:00 ; ', [{ from: 'Su', to: 'Su', opens: '09:00', closes: '11:00' }]],
  ])('reads %j', (text, periods) => {
    expect(parseOpeningHours(text)).toEqual(periods);
  });

  it.each(['', ';', 'Mo-Fr', 'Mo-Fr 8:00-17:00', 'Xx 08:00-17:00', 'Mo 24:00-25:00', 'Mo 09:00-09:00', 'Su-Mo 08:00-17:00'])('refuses %j', (text) => {
    expect(parseOpeningHours(text)).toBeNull();
  });
});

describe('runtime configuration served to the browser', () => {
  const ctx = useTestContext('pglite', { env: OWN_COMPANY });

  it('carries the configured company, in the shape the browser parses', async () => {
    const company = runtimeConfigSchema.parse(await runtimeConfigOf(ctx)).company;
    expect(company.legalName).toBe(OWN_COMPANY.COMPANY_LEGAL_NAME);
    expect(company.registrationNumber).toBe(OWN_COMPANY.COMPANY_REGISTRATION_NUMBER);
    expect(company.hotline).toBe(OWN_COMPANY.COMPANY_HOTLINE);
    expect(company.openingHours).toHaveLength(2);
  });
});
