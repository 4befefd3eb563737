import { runtimeConfigSchema, type RuntimeConfig } from '../api/contract/runtime-config';

/**
 * Parses a raw runtime configuration. A missing or non-object value gives the defaults; a field
 * with an invalid value is logged and falls back to its default while the valid fields are kept,
 * so one typo in a deployment's config cannot take the whole app down.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (raw === undefined || raw === null) return runtimeConfigSchema.parse({});
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    console.error('[runtime-config] window.__GENEWELL_CONFIG__ is not an object; using defaults', raw);
    return runtimeConfigSchema.parse({});
  }
  const result = runtimeConfigSchema.safeParse(raw);
  if (result.success) return result.data;

  const invalidKeys = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  console.error(
    `[runtime-config] invalid value for ${[...invalidKeys].join(', ')}; using the default instead`,
    result.error.issues,
  );
  const validEntries = Object.entries(raw).filter(([key]) => !invalidKeys.has(key));
  return runtimeConfigSchema.parse(Object.fromEntries(validEntries));
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
