import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerVerificationRequestSchema } from '../../api/contract/gene-test';
import { userProfileUpdateRequestSchema } from '../../api/contract/user-profile';
import { fieldProblemsOf, serverFieldProblems } from './field-problems';

function problemsFor<T>(schema: z.ZodType<T>, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failed parse');
  return fieldProblemsOf(result.error);
}

describe('fieldProblemsOf', () => {
  it('names the message key a contract refinement gives', () => {
    expect(problemsFor(userProfileUpdateRequestSchema, { email: 'not-an-email', dateOfBirth: '2023-02-29' })).toEqual({
      email: { key: 'field.invalid_email', values: {} },
      dateOfBirth: { key: 'field.invalid_date', values: {} },
    });
  });

  it('reads an empty required text as required, and a long one as too long', () => {
    expect(problemsFor(userProfileUpdateRequestSchema, { name: '  ' })).toEqual({ name: { key: 'field.required', values: {} } });
    expect(problemsFor(userProfileUpdateRequestSchema, { name: 'x'.repeat(101) })).toEqual({ name: { key: 'field.too_long', values: { maximum: '100' } } });
  });

  it('keeps only the first problem of a field; a format problem is invalid_format', () => {
    expect(problemsFor(customerVerificationRequestSchema, { kitCode: '??', dateOfBirth: '1990-01-01' })).toEqual({
      kitCode: { key: 'field.invalid_format', values: {} },
    });
  });

  it('falls back to field.invalid and field.too_small', () => {
    expect(problemsFor(z.object({ gender: z.literal([1, 2, 3]) }), { gender: 7 })).toEqual({ gender: { key: 'field.invalid', values: {} } });
    expect(problemsFor(z.object({ count: z.number().min(3) }), { count: 1 })).toEqual({ count: { key: 'field.too_small', values: { minimum: '3' } } });
    expect(problemsFor(z.object({ code: z.string().min(5) }), { code: 'ab' })).toEqual({ code: { key: 'field.too_short', values: { minimum: '5' } } });
  });
});

describe('serverFieldProblems', () => {
  it('keeps the server’s localised reasons under the top-level field', () => {
    expect(serverFieldProblems({ phoneNumber: 'Đây đã là số điện thoại của bạn.', 'address.city': 'Required' })).toEqual({
      phoneNumber: { message: 'Đây đã là số điện thoại của bạn.' },
      address: { message: 'Required' },
    });
  });
});
