import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADDRESS_MAX, COMPANY_NAME_MAX, DELIVERY_NAME_MAX, EMAIL_MAX, EMAIL_PATTERN, isEmail, paymentMethods } from './checkout-rules';
import { transactionRequestSchema, vatInvoiceRequestSchema } from './checkout';

/** The checkout form's plain rules (no zod, its first load) and the contract's schemas (the server's) are one rule. */
describe('checkout-rules', () => {
  const { deliveryName, deliveryEmail, deliveryAddress, paymentMethod } = transactionRequestSchema.shape;
  const { companyName, address: companyAddress, email: invoiceEmail } = vatInvoiceRequestSchema.shape;

  it('are the payment methods the transaction takes', () => {
    expect(paymentMethod.options).toEqual([...paymentMethods]);
  });

  it.each([
    ['the delivery name', deliveryName, DELIVERY_NAME_MAX],
    ['the delivery address', deliveryAddress, ADDRESS_MAX],
    ['the company name', companyName, COMPANY_NAME_MAX],
    ['the company address', companyAddress, ADDRESS_MAX],
  ] as const)('give %s its longest', (_, schema, max) => {
    expect(schema.safeParse('a'.repeat(max)).success).toBe(true);
    expect(schema.safeParse(` ${'a'.repeat(max)} `).success).toBe(true);
    expect(schema.safeParse('a'.repeat(max + 1)).success).toBe(false);
  });

  it("check an email with zod's own pattern", () => {
    // zod writes the classes' last dash escaped (\-), which means the same as a plain one.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-]', '-]'));
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('take and refuse the emails the contract takes and refuses', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(EMAIL_MAX - 64 - 5)}.com`;
    for (const email of ['lan@example.com', "o'brien+vn@mail.example.vn", 'a@b.co', long, `x${long}`, 'lan@', 'lan@example', '.lan@example.com', 'lan..x@example.com', 'lan @example.com', 'lan@-example.com', '']) {
      expect(isEmail(email), email).toBe(deliveryEmail.safeParse(email).success);
      expect(isEmail(email), email).toBe(invoiceEmail.safeParse(email).success);
    }
    expect(isEmail(long)).toBe(true);
    expect(isEmail(`x${long}`)).toBe(false);
  });

  const emailish = fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 }), fc.stringMatching(/^[a-z0-9.'+_-]{0,8}@[a-z0-9.-]{0,10}\.[a-z]{0,4}$/));
  test.prop([emailish])('answer what the contract answers for any email', (email) => {
    expect(isEmail(email)).toBe(deliveryEmail.safeParse(email).success);
    expect(isEmail(email)).toBe(invoiceEmail.safeParse(email).success);
  });
});
