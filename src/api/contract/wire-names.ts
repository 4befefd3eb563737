import humps from 'humps';

/* How keys are named on the wire and in the code (wire.ts derives its schemas with these). */

/** A key as it travels: `otpKey` -> `otp_key`, `vitaminB12` -> `vitamin_b12`. */
export function toWireName(name: string): string {
  return humps.decamelize(name);
}

/** A key as the code names it: `otp_key` -> `otpKey`. */
export function toAppName(name: string): string {
  return humps.camelize(name);
}

/** A dotted field path of an error's `fields` as the code names it: 'items.0.product_slug' -> 'items.0.productSlug'. */
export function toAppPath(path: string): string {
  return path.split('.').map(toAppName).join('.');
}

/** A zod issue path as it travels: ['answers', 2] -> 'answers.2', ['otpMethod'] -> 'otp_method'. */
export function toWirePath(path: ReadonlyArray<PropertyKey>): string {
  return path.map((segment) => (typeof segment === 'string' ? toWireName(segment) : String(segment))).join('.');
}
