import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_BANK_TRANSFER } from '../api/contract/bank-transfer';
import { DEMO_COMPANY } from '../api/contract/company';
import { RUNTIME_CONFIG_DEFAULTS, runtimeConfigSchema } from '../api/contract/runtime-config';
import { getRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const defaults = {
  mainApiBase: '/main/api/v1',
  portalApiBase: '/portal/api/v1',
  sentryDsn: '',
  environment: 'development',
  chineseTranslationEnabled: true,
  vietQrBase: 'https://img.vietqr.io/image',
  hostOrigins: [],
  analyticsEnabled: false,
  pixelEnabled: false,
  ga4MeasurementId: '',
  ga4ScriptUrl: 'https://www.googletagmanager.com/gtag/js',
  pixelId: '',
  pixelScriptUrl: 'https://connect.facebook.net/en_US/fbevents.js',
  company: DEMO_COMPANY,
  bankTransfer: DEMO_BANK_TRANSFER,
  studio: false,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('parseRuntimeConfig', () => {
  it('gives every default when no config is present', () => {
    expect(parseRuntimeConfig(undefined)).toEqual(defaults);
  });

  it('keeps the configured values', () => {
    const config = parseRuntimeConfig({ mainApiBase: 'https://api.example.com/v1', sentryDsn: 'https://k@o.ingest.sentry.io/1', pixelEnabled: true });
    expect(config).toEqual({ ...defaults, mainApiBase: 'https://api.example.com/v1', sentryDsn: 'https://k@o.ingest.sentry.io/1', pixelEnabled: true });
  });

  it('replaces only the invalid fields by their defaults and logs them', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = parseRuntimeConfig({ portalApiBase: '/p', analyticsEnabled: 'yes', environment: 42 });
    expect(config).toEqual({ ...defaults, portalApiBase: '/p' });
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0][0])).toContain('analyticsEnabled');
  });

  it('refuses a company or bank account that lacks a field or has one of the wrong kind, keeping the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { email: _email, ...withoutEmail } = DEMO_COMPANY;
    expect(parseRuntimeConfig({ company: withoutEmail, environment: 'production' })).toEqual({ ...defaults, environment: 'production' });
    expect(parseRuntimeConfig({ company: { ...DEMO_COMPANY, openingHours: [] } })).toEqual(defaults);
    expect(parseRuntimeConfig({ company: { ...DEMO_COMPANY, openingHours: [{ from: 'Mo' }] } })).toEqual(defaults);
    expect(parseRuntimeConfig({ bankTransfer: { ...DEMO_BANK_TRANSFER, template: 'poster' } })).toEqual(defaults);
    expect(parseRuntimeConfig({ hostOrigins: ['https://host.example', 3] })).toEqual(defaults);
    expect(error).toHaveBeenCalledTimes(5);
    const company = { ...DEMO_COMPANY, legalName: 'Công ty TNHH Khác', openingHours: [{ from: 'Mo', to: 'Sa', opens: '07:00', closes: '19:00' }] };
    const bankTransfer = { ...DEMO_BANK_TRANSFER, template: 'print' };
    expect(parseRuntimeConfig({ company, bankTransfer, hostOrigins: ['https://host.example'] })).toEqual({ ...defaults, company, bankTransfer, hostOrigins: ['https://host.example'] });
  });

  it('has the defaults of the configuration schema the server validates with', () => {
    expect(runtimeConfigSchema.parse({})).toEqual(RUNTIME_CONFIG_DEFAULTS);
    expect(parseRuntimeConfig(undefined)).toEqual(runtimeConfigSchema.parse({}));
  });

  it('falls back to the defaults with an error when the config is not an object', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseRuntimeConfig('oops')).toEqual(defaults);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('getRuntimeConfig', () => {
  it('gives the defaults where no configuration was delivered (tests)', () => {
    expect(getRuntimeConfig()).toEqual(defaults);
  });

  it('reads window.__GENEWELL_CONFIG__ (in a browser the global object is the window)', () => {
    vi.stubGlobal('__GENEWELL_CONFIG__', { chineseTranslationEnabled: false });
    expect(getRuntimeConfig()).toEqual({ ...defaults, chineseTranslationEnabled: false });
  });
});
