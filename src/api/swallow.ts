import { ApiError } from './errors';

/*
 * Spec section 8: a few calls never reject — the currency list and the pending appointment give
 * null (or an empty list), the checkout transaction gives null. The client has already logged and
 * reported the failure; these only stop the rejection. Errors that are not ApiErrors (bugs) still
 * reject.
 *
 *   getCurrencies = () => orNull(callEndpoint(api, currencyEndpoints.list, {}))
 */
export async function swallow<T, F>(promise: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError) return fallback;
    throw error;
  }
}

export function orNull<T>(promise: Promise<T>): Promise<T | null> {
  return swallow(promise, null);
}

export function orEmpty<T>(promise: Promise<readonly T[]>): Promise<readonly T[]> {
  return swallow(promise, []);
}
