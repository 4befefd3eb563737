/*
 * The runtime configuration's defaults as plain values (no zod): the schema (runtime-config.ts)
 * defaults each field to these, and the browser, whose first load must not bring zod
 * (docs/performance.md, "Bundle budget"), reads the delivered configuration against them
 * (src/platform/runtime-config.ts).
 */
import { DEMO_BANK_TRANSFER } from './bank-transfer-values';
import { DEMO_COMPANY } from './company-values';
import { API_BASES } from './paths';

/** The analytics tags' scripts, from their vendors (a deployment or a test may point them elsewhere). */
export const DEFAULT_TAG_SCRIPTS = {
  ga4: 'https://www.googletagmanager.com/gtag/js',
  pixel: 'https://connect.facebook.net/en_US/fbevents.js',
} as const;

/**
 * Every field's value when the configuration names none (runtime-config.ts defaults each field to
 * its value here; its test checks that the schema's defaults are exactly these).
 */
export const RUNTIME_CONFIG_DEFAULTS = {
  mainApiBase: API_BASES.main,
  portalApiBase: API_BASES.portal,
  sentryDsn: '',
  environment: 'development',
  chineseTranslationEnabled: true,
  vietQrBase: 'https://img.vietqr.io/image',
  analyticsEnabled: false,
  pixelEnabled: false,
  ga4MeasurementId: '',
  ga4ScriptUrl: DEFAULT_TAG_SCRIPTS.ga4,
  pixelId: '',
  pixelScriptUrl: DEFAULT_TAG_SCRIPTS.pixel,
  company: DEMO_COMPANY,
  hostOrigins: [] as string[],
  studio: false,
  bankTransfer: DEMO_BANK_TRANSFER,
} as const;
