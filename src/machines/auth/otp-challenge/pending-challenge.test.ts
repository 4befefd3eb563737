import { describe, expect, it } from 'vitest';
import { OTP_TTL_SECONDS } from '../../../api/contract/auth';
import { resumeFrom, toStored } from './pending-challenge';

const pending = { phone: '0912 345 678', sentTo: { otpKey: '+84912345678', otpMethod: 'sms' as const }, resendIn: 60, limited: false, dead: false };
const T0 = Date.UTC(2026, 10, 23, 7, 0, 0);

describe('a code kept across a reload', () => {
  it('comes back with the wait that is left', () => {
    const stored = toStored(pending, T0);
    expect(resumeFrom(stored, T0)).toEqual(pending);
    expect(resumeFrom(stored, T0 + 3_000)).toEqual({ ...pending, resendIn: 57 });
    expect(resumeFrom(stored, T0 + 2_500)).toEqual({ ...pending, resendIn: 58 });
    expect(resumeFrom(stored, T0 + 90_000)).toEqual({ ...pending, resendIn: 0 });
  });

  it('keeps a limit’s wait as a limit’s; what older pages kept (no flag) is a plain wait', () => {
    const limited = { ...pending, resendIn: 1800, limited: true };
    expect(resumeFrom(toStored(limited, T0), T0 + 60_000)).toEqual({ ...limited, resendIn: 1740 });
    const { limited: _dropped, ...older } = toStored(pending, T0);
    expect(resumeFrom(older, T0)).toEqual(pending);
  });

  it('keeps a dead code dead (five wrong tries, or expired: issue 23 §6); older pages kept no flag', () => {
    const dead = { ...pending, dead: true };
    expect(resumeFrom(toStored(dead, T0), T0 + 10_000)).toEqual({ ...dead, resendIn: 50 });
    const { dead: _dropped, ...older } = toStored(pending, T0);
    expect(resumeFrom(older, T0)?.dead).toBe(false);
  });

  it('is dropped once its code has expired, or when it is not a kept challenge', () => {
    const stored = toStored(pending, T0);
    expect(resumeFrom(stored, T0 + OTP_TTL_SECONDS * 1000)).toBeNull();
    expect(resumeFrom(stored, T0 - 1)).toBeNull();
    expect(resumeFrom(null, T0)).toBeNull();
    expect(resumeFrom({ ...stored, sentTo: { otpKey: '+84912345678', otpMethod: 'fax' } }, T0)).toBeNull();
    expect(resumeFrom({ ...stored, resendAt: 'soon' }, T0)).toBeNull();
  });
});
