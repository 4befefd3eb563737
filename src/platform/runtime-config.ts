import { VIETQR_TEMPLATES } from '../api/contract/bank-transfer-values';
import { RUNTIME_CONFIG_DEFAULTS } from '../api/contract/runtime-config-defaults';
import type { RuntimeConfig } from '../api/contract/runtime-config';

/*
 * The browser reads its configuration without zod, which is no part of any page's first load
 * (docs/performance.md, "Bundle budget"). The server renders /runtime-config.js from values it
 * validated at start with the configuration's schemas (runtimeConfigSchema's fields, server/config);
 * here each field is checked for its kind, so a stale or hand-edited script cannot break the app.
 */
type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
/** An object with every field of `example`, each of the same kind (a string, a number, a list…). */
const isLike =
  (example: object): Check =>
  (value) =>
    isRecord(value) &&
    Object.entries(example).every(([key, field]) => typeof value[key] === typeof field && Array.isArray(value[key]) === Array.isArray(field));

const CHECKS: { readonly [Key in keyof RuntimeConfig]: Check } = {
  mainApiBase: isString,
  portalApiBase: isString,
  sentryDsn: isString,
  environment: isString,
  chineseTranslationEnabled: isBoolean,
  vietQrBase: isString,
  analyticsEnabled: isBoolean,
  pixelEnabled: isBoolean,
  ga4MeasurementId: isString,
  ga4ScriptUrl: isString,
  pixelId: isString,
  pixelScriptUrl: isString,
  company: (value) =>
    isLike(RUNTIME_CONFIG_DEFAULTS.company)(value) &&
    (value as RuntimeConfig['company']).openingHours.length > 0 &&
    (value as RuntimeConfig['company']).openingHours.every(isLike(RUNTIME_CONFIG_DEFAULTS.company.openingHours[0])),
  hostOrigins: (value) => Array.isArray(value) && value.every(isString),
  studio: isBoolean,
  bankTransfer: (value) => isLike(RUNTIME_CONFIG_DEFAULTS.bankTransfer)(value) && (VIETQR_TEMPLATES as readonly unknown[]).includes((value as Record<string, unknown>).template),
};

const KEYS = Object.keys(CHECKS) as (keyof RuntimeConfig)[];

/**
 * Parses a raw runtime configuration. A missing or non-object value gives the defaults; a field
 * with an invalid value is logged and falls back to its default while the valid fields are kept,
 * so one typo in a deployment's config cannot take the whole app down.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const defaults = { ...RUNTIME_CONFIG_DEFAULTS };
  if (raw === undefined || raw === null) return defaults;
  if (!isRecord(raw)) {
    console.error('[runtime-config] window.__GENEWELL_CONFIG__ is not an object; using defaults', raw);
    return defaults;
  }
  const invalidKeys = KEYS.filter((key) => raw[key] !== undefined && !CHECKS[key](raw[key]));
  if (invalidKeys.length > 0) console.error(`[runtime-config] invalid value for ${invalidKeys.join(', ')}; using the default instead`);
  const valid = Object.fromEntries(KEYS.filter((key) => raw[key] !== undefined && !invalidKeys.includes(key)).map((key) => [key, raw[key]]));
  return { ...defaults, ...valid } as RuntimeConfig;
}

/**
 * The configuration as delivered, unchecked: `window.__GENEWELL_CONFIG__` in a browser (the
 * server's /runtime-config.js); on the server, the one its first screens are drawn with
 * (src/entry-server.tsx sets it on globalThis); undefined in tests.
 */
export function rawRuntimeConfig(): unknown {
  return (globalThis as { __GENEWELL_CONFIG__?: unknown }).__GENEWELL_CONFIG__;
}

/** The configuration rendered by the server as `window.__GENEWELL_CONFIG__` (defaults when there is none). */
export function getRuntimeConfig(): RuntimeConfig {
  return parseRuntimeConfig(rawRuntimeConfig());
}
