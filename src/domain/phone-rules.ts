/**
 * The phone rules (src/domain/phone.ts, with libphonenumber's metadata: ≈29 kB gzip), loaded with
 * import() when a form needs them instead of with a page's code. Nothing here imports them: a
 * page's first load carries only this loader.
 *
 * The machines that check a number invoke `loadPhoneRules` and wait for it in a state of their
 * own (the OTP challenge, the kid quiz's record); a page may start it beside its own code
 * (`preloadPhoneRules`) so that it is there by the time a number is typed. A load that fails
 * (no connection) is not kept: the next call tries again.
 */
import type * as Rules from './phone';

/** What a form asks the phone rules. */
export type PhoneRules = Pick<
  typeof Rules,
  'normalizePhone' | 'isValidPhone' | 'checkPhone' | 'displayPhone' | 'isZaloEligible' | 'isVietnameseMobile' | 'maskPhone' | 'toE164'
>;

let loading: Promise<PhoneRules> | null = null;

export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('./phone').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts loading the rules and forgets the outcome (a machine that needs them waits on `loadPhoneRules`). */
export function preloadPhoneRules(): void {
  loadPhoneRules().catch(() => {});
}
