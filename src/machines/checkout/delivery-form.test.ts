import { describe, expect, it } from 'vitest';
import { transactionRequestSchema } from '../../api/contract/checkout';
import type { DeliveryInformation } from '../../api/contract/checkout';
import { EMPTY_DELIVERY, EMPTY_INVOICE, NO_INVOICE, deliveryProblems, firstProblemField, formProblems, invoiceProblems, isDeliveryComplete, prefilled, transactionBody, withServerProblems } from './delivery-form';
import type { DeliveryValues, InvoiceRequest } from './delivery-form';
import * as RULES from '../../domain/phone';

/**
 * The delivery form's rules field by field (the model suite checks the form as a whole against
 * the contract): what each field's problem is, the body sent and the prefill.
 */

const required = { key: 'field.required', values: {} };
const tooLong = (maximum: number) => ({ key: 'field.too_long', values: { maximum: String(maximum) } });
const invalid = (what: string) => ({ key: `field.invalid_${what}`, values: {} });

const FILLED: DeliveryValues = { name: 'Nguyễn Văn An', phone: '0901 234 567', email: 'an@example.com', provinceId: '79', wardId: '26734', address: '12 Lê Lợi' };
const INVOICE: InvoiceRequest = { wanted: true, values: { invoiceCompanyName: ' Công ty TNHH An ', invoiceTaxCode: ' 0100 233 488 ', invoiceAddress: ' 1 Hai Bà Trưng ', invoiceEmail: ' ketoan@example.com ' } };

describe('deliveryProblems', () => {
  it('finds none in a complete form', () => {
    expect(deliveryProblems(RULES, FILLED)).toEqual({});
    expect(isDeliveryComplete(RULES, FILLED)).toBe(true);
  });

  it('asks for every field but the email', () => {
    expect(deliveryProblems(RULES, EMPTY_DELIVERY)).toEqual({ name: required, phone: required, provinceId: required, wardId: required, address: required });
    expect(deliveryProblems(RULES, { ...FILLED, name: '   ', address: ' \t' })).toEqual({ name: required, address: required });
    expect(isDeliveryComplete(RULES, EMPTY_DELIVERY)).toBe(false);
  });

  it('takes a name and an address up to their longest, trimmed', () => {
    expect(deliveryProblems(RULES, { ...FILLED, name: ` ${'a'.repeat(120)} `, address: ` ${'b'.repeat(300)} ` })).toEqual({});
    expect(deliveryProblems(RULES, { ...FILLED, name: 'a'.repeat(121), address: 'b'.repeat(301) })).toEqual({ name: tooLong(120), address: tooLong(300) });
  });

  it('tells an unreadable phone number from one that is not a Vietnamese mobile', () => {
    expect(deliveryProblems(RULES, { ...FILLED, phone: ' - ' })).toEqual({ phone: required });
    expect(deliveryProblems(RULES, { ...FILLED, phone: '12' })).toEqual({ phone: invalid('phone') });
    expect(deliveryProblems(RULES, { ...FILLED, phone: '028 3812 3456' })).toEqual({ phone: invalid('mobile') });
    expect(deliveryProblems(RULES, { ...FILLED, phone: '+84 912 345 678' })).toEqual({});
  });

  it('takes no email, or a valid one (trimmed)', () => {
    expect(deliveryProblems(RULES, { ...FILLED, email: '  ' })).toEqual({});
    expect(deliveryProblems(RULES, { ...FILLED, email: ' an@example.com ' })).toEqual({});
    expect(deliveryProblems(RULES, { ...FILLED, email: 'an@' })).toEqual({ email: invalid('email') });
  });
});

describe('invoiceProblems', () => {
  it('finds none when no invoice is asked for, whatever was typed', () => {
    expect(invoiceProblems(NO_INVOICE)).toEqual({});
    expect(invoiceProblems({ ...INVOICE, wanted: false, values: { ...EMPTY_INVOICE, invoiceTaxCode: '123' } })).toEqual({});
  });

  it('asks for every field of an invoice asked for', () => {
    expect(invoiceProblems(INVOICE)).toEqual({});
    expect(invoiceProblems({ wanted: true, values: EMPTY_INVOICE })).toEqual({ invoiceCompanyName: required, invoiceTaxCode: required, invoiceAddress: required, invoiceEmail: required });
    expect(invoiceProblems({ wanted: true, values: { invoiceCompanyName: ' ', invoiceTaxCode: ' ', invoiceAddress: ' ', invoiceEmail: ' ' } })).toEqual({
      invoiceCompanyName: required, invoiceTaxCode: required, invoiceAddress: required, invoiceEmail: required,
    });
  });

  it('checks the lengths, the tax code and the email', () => {
    const values = { invoiceCompanyName: 'c'.repeat(200), invoiceTaxCode: '0100233488', invoiceAddress: 'a'.repeat(300), invoiceEmail: 'ketoan@example.com' };
    expect(invoiceProblems({ wanted: true, values })).toEqual({});
    expect(invoiceProblems({ wanted: true, values: { invoiceCompanyName: 'c'.repeat(201), invoiceTaxCode: '0100233487', invoiceAddress: 'a'.repeat(301), invoiceEmail: 'ketoan@' } })).toEqual({
      invoiceCompanyName: tooLong(200), invoiceTaxCode: invalid('tax_code'), invoiceAddress: tooLong(300), invoiceEmail: invalid('email'),
    });
  });

  it('is part of the whole form', () => {
    expect(formProblems(RULES, FILLED, { wanted: true, values: { ...INVOICE.values, invoiceEmail: '' } })).toEqual({ invoiceEmail: required });
    expect(isDeliveryComplete(RULES, FILLED, { wanted: true, values: EMPTY_INVOICE })).toBe(false);
    expect(isDeliveryComplete(RULES, FILLED, INVOICE)).toBe(true);
  });
});

describe('withServerProblems and firstProblemField', () => {
  it("adds the server's reasons by the form's names, the form's own first", () => {
    const merged = withServerProblems({ name: required }, { deliveryName: 'Tên không hợp lệ', deliveryContactPhone: 'Số không nhận được tin nhắn', 'vatInvoice.taxCode': 'Mã số thuế sai', 'vatInvoice.email.domain': 'Sai', cartId: 'x' });
    expect(merged).toEqual({ name: required, phone: { message: 'Số không nhận được tin nhắn' }, invoiceTaxCode: { message: 'Mã số thuế sai' } });
    expect(withServerProblems({}, { 'deliveryWardId.0': 'Phường?' })).toEqual({ wardId: { message: 'Phường?' } });
    expect(withServerProblems({}, {})).toEqual({});
  });

  it("knows every field's name in the server's answer", () => {
    const server = {
      deliveryName: 'name', deliveryContactPhone: 'phone', deliveryEmail: 'email', deliveryProvinceId: 'provinceId', deliveryWardId: 'wardId', deliveryAddress: 'address',
      'vatInvoice.companyName': 'invoiceCompanyName', 'vatInvoice.taxCode': 'invoiceTaxCode', 'vatInvoice.address': 'invoiceAddress', 'vatInvoice.email': 'invoiceEmail',
    };
    expect(withServerProblems({}, server)).toEqual(Object.fromEntries(Object.values(server).map((field) => [field, { message: field }])));
  });

  it("names the first field in the page's order", () => {
    expect(firstProblemField({ invoiceEmail: required, address: required, phone: required })).toBe('phone');
    expect(firstProblemField({ invoiceTaxCode: required })).toBe('invoiceTaxCode');
    expect(firstProblemField({})).toBeNull();
  });
});

describe('transactionBody', () => {
  it('sends the form trimmed, the number in E.164, no email as null, no invoice as null', () => {
    const body = transactionBody(RULES, 'cart-1', { ...FILLED, name: ' An ', email: '  ', address: ' 12 Lê Lợi ' }, 'cod');
    expect(body).toEqual({
      cartId: 'cart-1', deliveryName: 'An', deliveryContactPhone: '+84901234567', deliveryEmail: null, deliveryCountryId: 'VN', deliveryProvinceId: '79', deliveryWardId: '26734',
      deliveryAddress: '12 Lê Lợi', paymentMethod: 'cod', vatInvoice: null, source: 'web',
    });
    expect(transactionRequestSchema.safeParse({ ...body, cartId: '0b5f8a3e-2a9c-4b52-8f0e-3d1e9c6f7a21' }).success).toBe(true);
    expect(transactionBody(RULES, 'cart-1', { ...FILLED, email: ' an@example.com ' }, 'bank_transfer').deliveryEmail).toBe('an@example.com');
  });

  it('sends an invoice asked for, trimmed, its tax code in its written form', () => {
    expect(transactionBody(RULES, 'cart-1', FILLED, 'bank_transfer', INVOICE).vatInvoice).toEqual({ companyName: 'Công ty TNHH An', taxCode: '0100233488', address: '1 Hai Bà Trưng', email: 'ketoan@example.com' });
    expect(transactionBody(RULES, 'cart-1', FILLED, 'bank_transfer', { ...INVOICE, values: { ...INVOICE.values, invoiceTaxCode: ' 123 ' } }).vatInvoice?.taxCode).toBe('123');
    expect(transactionBody(RULES, 'cart-1', FILLED, 'bank_transfer', { ...INVOICE, wanted: false }).vatInvoice).toBeNull();
  });

  it('sends an unreadable number as typed (the server says why)', () => {
    expect(transactionBody(RULES, 'cart-1', { ...FILLED, phone: '12' }, 'cod').deliveryContactPhone).toBe('12');
  });
});

describe('prefilled', () => {
  const last: DeliveryInformation = {
    deliveryName: 'Trần Thị Bình', deliveryContactPhone: '+84912345678', deliveryEmail: 'binh@example.com', deliveryCountryId: 'VN', deliveryProvinceId: '01',
    deliveryDistrictId: null, deliveryWardId: '00004', deliveryAddress: '5 Tràng Tiền', deliveryPostalCode: null,
  };

  it('fills an empty form, the number as Vietnamese people write it', () => {
    expect(prefilled(EMPTY_DELIVERY, last)).toEqual({ name: 'Trần Thị Bình', phone: '0912345678', email: 'binh@example.com', provinceId: '01', wardId: '00004', address: '5 Tràng Tiền' });
    expect(prefilled(EMPTY_DELIVERY, { ...last, deliveryEmail: null, deliveryContactPhone: '+14155552671' })).toMatchObject({ email: '', phone: '+14155552671' });
  });

  it('keeps what was typed, and the last ward only in the same province', () => {
    expect(prefilled(FILLED, last)).toEqual(FILLED);
    expect(prefilled({ ...EMPTY_DELIVERY, provinceId: '79' }, last)).toMatchObject({ provinceId: '79', wardId: '' });
    expect(prefilled({ ...EMPTY_DELIVERY, provinceId: '01' }, last)).toMatchObject({ provinceId: '01', wardId: '00004' });
  });

  it('takes no province or ward of another country, and nothing without a last delivery', () => {
    expect(prefilled(EMPTY_DELIVERY, { ...last, deliveryCountryId: 'TH' })).toMatchObject({ provinceId: '', wardId: '', address: '5 Tràng Tiền' });
    expect(prefilled(FILLED, null)).toBe(FILLED);
  });
});
