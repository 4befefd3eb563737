import { describe, expect, it } from 'vitest';
import type { CallProblem } from './calls/call-problem';
import { sameVerificationForm } from './customer-verification/customer-verification.selectors';
import type { VerificationForm } from './customer-verification/customer-verification.selectors';
import type { ProfileFormValues } from './profile/profile-form';
import { sameProfileForm } from './profile/profile.selectors';
import type { ProfileForm } from './profile/profile.selectors';
import { sameChoices } from './settings/settings.selectors';

/**
 * The comparisons pages give useSelector so a form re-renders only when what it shows changed:
 * the same form is "same", and a form that differs in any one thing the page shows is not (a
 * comparison that called two different forms the same would leave a stale form on screen).
 */

const PROBLEM: CallProblem = { key: 'network', seconds: null, fields: {} };
const OTHER_PROBLEM: CallProblem = { key: 'server', seconds: null, fields: {} };
const FIELD_PROBLEMS = { kitCode: { key: 'kit_code', values: {} } };

describe('sameVerificationForm', () => {
  const form: VerificationForm = { fieldProblems: {}, problem: null, busy: false, focusFirstField: false };
  it('calls a form the same as itself and as an equal copy', () => {
    expect(sameVerificationForm(form, form)).toBe(true);
    expect(sameVerificationForm(form, { ...form })).toBe(true);
  });
  it.each([
    ['field problems', { fieldProblems: FIELD_PROBLEMS }],
    ['problem', { problem: PROBLEM }],
    ['busy', { busy: true }],
    ['focus on the first field', { focusFirstField: true }],
  ] as const)('tells forms apart by their %s', (_, change) => {
    expect(sameVerificationForm(form, { ...form, ...change } as VerificationForm)).toBe(false);
    expect(sameVerificationForm({ ...form, ...change } as VerificationForm, form)).toBe(false);
  });
});

describe('sameProfileForm', () => {
  const values: ProfileFormValues = { name: 'Nguyễn Văn An', gender: '1', email: 'an@example.com', dateOfBirth: '1988-04-12', preferredContactChannel: 'zalo' };
  const form: ProfileForm = { values, draftKept: false, fieldProblems: {}, problem: null, busy: false };
  it('calls a form the same as itself and as one with equal values', () => {
    expect(sameProfileForm(form, form)).toBe(true);
    expect(sameProfileForm(form, { ...form, values: { ...values } })).toBe(true);
  });
  it.each([
    ['kept draft', { draftKept: true }],
    ['field problems', { fieldProblems: FIELD_PROBLEMS }],
    ['problem', { problem: OTHER_PROBLEM }],
    ['busy', { busy: true }],
    ['name', { values: { ...values, name: 'Trần Thị Bình' } }],
    ['email', { values: { ...values, email: 'binh@example.com' } }],
    ['contact channel', { values: { ...values, preferredContactChannel: 'sms' } }],
  ] as const)('tells forms apart by their %s', (_, change) => {
    expect(sameProfileForm(form, { ...form, ...change } as ProfileForm)).toBe(false);
  });
});

describe('sameChoices', () => {
  it('calls the same choices in the same order the same', () => {
    expect(sameChoices(['VND', 'USD'], ['VND', 'USD'])).toBe(true);
    expect(sameChoices([], [])).toBe(true);
  });
  it('tells apart another order, another choice, or one more', () => {
    expect(sameChoices(['VND', 'USD'], ['USD', 'VND'])).toBe(false);
    expect(sameChoices(['VND', 'USD'], ['VND', 'EUR'])).toBe(false);
    expect(sameChoices(['VND', 'USD'], ['VND', 'USD', 'EUR'])).toBe(false);
    expect(sameChoices(['VND', 'USD', 'EUR'], ['VND', 'USD'])).toBe(false);
  });
});
