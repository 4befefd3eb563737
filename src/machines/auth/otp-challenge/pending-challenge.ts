import { OTP_TTL_SECONDS, otpMethods } from '../../../api/contract/otp-rules';
import type { OtpMethod } from '../../../api/contract/auth';
import type { PendingChallenge } from './otp-challenge.machine';

/**
 * A code on its way, as kept across a reload: the wait is stored as the instant it ends, so the
 * countdown goes on from where it was; a code older than its lifetime is not brought back.
 */
export interface StoredChallenge {
  phone: string;
  sentTo: { otpKey: string; otpMethod: OtpMethod };
  /** Epoch milliseconds when another code may be asked for. */
  resendAt: number;
  /** Epoch milliseconds when it was kept. */
  savedAt: number;
  /** The wait is a limit's (PendingChallenge.limited); absent in what older pages kept. */
  limited?: boolean;
  /** The code is dead (five wrong tries, or expired); absent in what older pages kept. */
  dead?: boolean;
}

export function toStored(pending: PendingChallenge, now: number): StoredChallenge {
  return { phone: pending.phone, sentTo: pending.sentTo, resendAt: now + pending.resendIn * 1000, savedAt: now, limited: pending.limited === true, dead: pending.dead === true };
}

function isStored(value: unknown): value is StoredChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const stored = value as Partial<StoredChallenge>;
  return (
    typeof stored.phone === 'string' &&
    typeof stored.sentTo?.otpKey === 'string' &&
    (otpMethods as readonly unknown[]).includes(stored.sentTo.otpMethod) &&
    Number.isFinite(stored.resendAt) &&
    Number.isFinite(stored.savedAt)
  );
}

/** The challenge to resume, or null when there is none, it is malformed, or its code has expired. */
export function resumeFrom(value: unknown, now: number): PendingChallenge | null {
  if (!isStored(value)) return null;
  if (value.savedAt > now || now - value.savedAt >= OTP_TTL_SECONDS * 1000) return null;
  return {
    phone: value.phone,
    sentTo: { otpKey: value.sentTo.otpKey, otpMethod: value.sentTo.otpMethod },
    resendIn: Math.max(0, Math.ceil((value.resendAt - now) / 1000)),
    limited: value.limited === true,
    dead: value.dead === true,
  };
}
