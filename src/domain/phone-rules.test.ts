import { describe, expect, it } from 'vitest';
import * as phone from './phone';
import { loadPhoneRules, preloadPhoneRules } from './phone-rules';

describe('loadPhoneRules', () => {
  it('loads the phone rule of src/domain/phone.ts itself (one rule, loaded later)', async () => {
    const rules = await loadPhoneRules();
    expect(rules.normalizePhone).toBe(phone.normalizePhone);
    expect(rules.checkPhone('0912 345 678')).toEqual({ e164: '+84912345678', problem: null, zaloEligible: true });
    expect(rules.displayPhone('+84912345678')).toBe('+84 912 345 678');
  });

  it('loads them once: a preload and the machines share one load', async () => {
    preloadPhoneRules();
    expect(await loadPhoneRules()).toBe(await loadPhoneRules());
  });
});
