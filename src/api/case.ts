import humps, { type HumpsProcessor } from 'humps';

/*
 * The one place where wire keys change case: JSON on the wire is snake_case, the app works in
 * camelCase. The API client applies toSnakeCase to request bodies and queries and toCamelCase to
 * every parsed response body (success and error), so no other module converts keys.
 */

/** Keys with no lower-case letter ('VND', 'US') are codes used as record keys: kept as they are. */
const keepCodes: HumpsProcessor = (key, convert) => (/[a-z]/.test(key) ? convert(key) : key);

/** Only plain objects and arrays are JSON data; FormData, Blob, URLSearchParams etc. pass through. */
function isJsonContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Deeply converts object keys to snake_case (arrays included); other values are returned unchanged. */
export function toSnakeCase(value: unknown): unknown {
  return isJsonContainer(value) ? humps.decamelizeKeys(value, keepCodes) : value;
}

/** Deeply converts object keys to camelCase (arrays included); other values are returned unchanged. */
export function toCamelCase(value: unknown): unknown {
  return isJsonContainer(value) ? humps.camelizeKeys(value, keepCodes) : value;
}
