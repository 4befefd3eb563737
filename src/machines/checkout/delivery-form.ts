import { ADDRESS_MAX, COMPANY_NAME_MAX, DELIVERY_NAME_MAX, isEmail, paymentMethods } from '../../api/contract/checkout-rules';
import { VIETNAM_COUNTRY_ID } from '../../api/contract/locations-values';
import type { DeliveryInformation } from '../../api/contract/checkout';
import type { TransactionRequest } from '../../api/checkout';
import { isVietnameseTaxCode, normalizeTaxCode } from '../../domain/tax-code';
import type { FieldProblem } from '../forms/field-problems';
import type { PhoneRules } from '../../domain/phone-rules';

/**
 * The checkout's delivery form: what each field holds as typed, the browser's own check (the
 * messages are the `errors` namespace's, so they follow the page's language) and the
 * transaction's body built from it. The rules are the contract's plain values
 * (src/api/contract/checkout-rules.ts), so the page's first load has no zod; the phone rule
 * (libphonenumber's metadata, ≈29 kB gzip) is given to each function that reads the number: the
 * machines load it with import() (src/domain/phone-rules.ts) and check nothing before it is there.
 */

/** What the form asks the phone rules: whether a number reads, its E.164 form, whether it is a Vietnamese mobile. */
export type DeliveryPhoneRules = Pick<PhoneRules, 'normalizePhone' | 'isVietnameseMobile'>;

export const deliveryFields = ['name', 'phone', 'email', 'provinceId', 'wardId', 'address'] as const;
export type DeliveryField = (typeof deliveryFields)[number];
export type DeliveryValues = Record<DeliveryField, string>;

export const EMPTY_DELIVERY: DeliveryValues = { name: '', phone: '', email: '', provinceId: '', wardId: '', address: '' };

/** The VAT invoice's fields (issue 23 §16), asked for only when the shopper ticks "I need a VAT invoice"; shown after the delivery address. */
export const invoiceFields = ['invoiceCompanyName', 'invoiceTaxCode', 'invoiceAddress', 'invoiceEmail'] as const;
export type InvoiceField = (typeof invoiceFields)[number];
export type InvoiceValues = Record<InvoiceField, string>;
export const EMPTY_INVOICE: InvoiceValues = { invoiceCompanyName: '', invoiceTaxCode: '', invoiceAddress: '', invoiceEmail: '' };

/** Every field of the checkout form, in the page's order (where the focus goes first). */
export const formFields = [...deliveryFields, ...invoiceFields] as const;
export type FormField = DeliveryField | InvoiceField;
export type FormProblems = Partial<Record<FormField, FieldProblem>>;

/** The VAT invoice as the shopper asked for it: whether, and the company it names. */
export interface InvoiceRequest {
  wanted: boolean;
  values: InvoiceValues;
}
export const NO_INVOICE: InvoiceRequest = { wanted: false, values: EMPTY_INVOICE };

export const paymentMethodChoices = paymentMethods;
export type PaymentMethod = (typeof paymentMethodChoices)[number];

const required = (): FieldProblem => ({ key: 'field.required', values: {} });
const tooLong = (maximum: number): FieldProblem => ({ key: 'field.too_long', values: { maximum: String(maximum) } });

/** The problems of each field (none: the form can be sent). */
export function deliveryProblems(rules: DeliveryPhoneRules, values: DeliveryValues): Partial<Record<DeliveryField, FieldProblem>> {
  const problems: Partial<Record<DeliveryField, FieldProblem>> = {};
  const name = values.name.trim();
  if (!name) problems.name = required();
  else if (name.length > DELIVERY_NAME_MAX) problems.name = tooLong(DELIVERY_NAME_MAX);
  const phone = rules.normalizePhone(values.phone);
  if (!phone.ok) problems.phone = phone.reason === 'empty' ? required() : { key: 'field.invalid_phone', values: {} };
  // The order's text messages go to it: a Vietnamese mobile number (issue 23 §13).
  else if (!rules.isVietnameseMobile(phone.e164)) problems.phone = { key: 'field.invalid_mobile', values: {} };
  const email = values.email.trim();
  if (email && !isEmail(email)) problems.email = { key: 'field.invalid_email', values: {} };
  if (!values.provinceId) problems.provinceId = required();
  if (!values.wardId) problems.wardId = required();
  const address = values.address.trim();
  if (!address) problems.address = required();
  else if (address.length > ADDRESS_MAX) problems.address = tooLong(ADDRESS_MAX);
  return problems;
}

/** The VAT invoice's problems: none when it is not asked for; else a company, a tax code with a right check digit, an address and an email. */
export function invoiceProblems(invoice: InvoiceRequest): Partial<Record<InvoiceField, FieldProblem>> {
  if (!invoice.wanted) return {};
  const problems: Partial<Record<InvoiceField, FieldProblem>> = {};
  const company = invoice.values.invoiceCompanyName.trim();
  if (!company) problems.invoiceCompanyName = required();
  else if (company.length > COMPANY_NAME_MAX) problems.invoiceCompanyName = tooLong(COMPANY_NAME_MAX);
  const taxCode = invoice.values.invoiceTaxCode.trim();
  if (!taxCode) problems.invoiceTaxCode = required();
  else if (!isVietnameseTaxCode(taxCode)) problems.invoiceTaxCode = { key: 'field.invalid_tax_code', values: {} };
  const address = invoice.values.invoiceAddress.trim();
  if (!address) problems.invoiceAddress = required();
  else if (address.length > ADDRESS_MAX) problems.invoiceAddress = tooLong(ADDRESS_MAX);
  const email = invoice.values.invoiceEmail.trim();
  if (!email) problems.invoiceEmail = required();
  else if (!isEmail(email)) problems.invoiceEmail = { key: 'field.invalid_email', values: {} };
  return problems;
}

/** Every problem of the form: the delivery's, then the invoice's. */
export function formProblems(rules: DeliveryPhoneRules, values: DeliveryValues, invoice: InvoiceRequest): FormProblems {
  return { ...deliveryProblems(rules, values), ...invoiceProblems(invoice) };
}

/** The server's names of the form's fields in a refused transaction (`fields`), as the form's. */
const SERVER_FIELD: Readonly<Record<string, FormField>> = {
  deliveryName: 'name',
  deliveryContactPhone: 'phone',
  deliveryEmail: 'email',
  deliveryProvinceId: 'provinceId',
  deliveryWardId: 'wardId',
  deliveryAddress: 'address',
  'vatInvoice.companyName': 'invoiceCompanyName',
  'vatInvoice.taxCode': 'invoiceTaxCode',
  'vatInvoice.address': 'invoiceAddress',
  'vatInvoice.email': 'invoiceEmail',
};

/** The form's own problems, then the server's reasons of a refused order (already in the shopper's language) for the fields it has none for. */
export function withServerProblems(problems: FormProblems, serverFields: Readonly<Record<string, string>>): FormProblems {
  const merged = { ...problems };
  for (const [field, message] of Object.entries(serverFields)) {
    const mine = SERVER_FIELD[field] ?? SERVER_FIELD[field.split('.')[0]];
    if (mine) merged[mine] ??= { message };
  }
  return merged;
}

/** The first field, in the page's order, that has a problem (where the focus goes), or null. */
export function firstProblemField(problems: FormProblems): FormField | null {
  return formFields.find((field) => problems[field] !== undefined) ?? null;
}

export function isDeliveryComplete(rules: DeliveryPhoneRules, values: DeliveryValues, invoice: InvoiceRequest = NO_INVOICE): boolean {
  return Object.keys(formProblems(rules, values, invoice)).length === 0;
}

/** The transaction's body for a form that passed `formProblems`. */
export function transactionBody(rules: DeliveryPhoneRules, cartId: string, values: DeliveryValues, paymentMethod: PaymentMethod, invoice: InvoiceRequest = NO_INVOICE): TransactionRequest {
  const phone = rules.normalizePhone(values.phone);
  const { invoiceCompanyName, invoiceTaxCode, invoiceAddress, invoiceEmail } = invoice.values;
  return {
    cartId,
    deliveryName: values.name.trim(),
    deliveryContactPhone: phone.ok ? phone.e164 : values.phone,
    deliveryEmail: values.email.trim() || null,
    deliveryCountryId: VIETNAM_COUNTRY_ID,
    deliveryProvinceId: values.provinceId,
    deliveryWardId: values.wardId,
    deliveryAddress: values.address.trim(),
    paymentMethod,
    vatInvoice: invoice.wanted
      ? { companyName: invoiceCompanyName.trim(), taxCode: normalizeTaxCode(invoiceTaxCode) ?? invoiceTaxCode.trim(), address: invoiceAddress.trim(), email: invoiceEmail.trim() }
      : null,
    source: 'web',
  };
}

/** The signed-in customer's last delivery details, filling only the fields still empty. */
export function prefilled(values: DeliveryValues, last: DeliveryInformation | null): DeliveryValues {
  if (!last) return values;
  const fromLast: DeliveryValues = {
    name: last.deliveryName,
    phone: last.deliveryContactPhone.replace(/^\+84/, '0'),
    email: last.deliveryEmail ?? '',
    provinceId: last.deliveryCountryId === VIETNAM_COUNTRY_ID ? last.deliveryProvinceId : '',
    wardId: last.deliveryCountryId === VIETNAM_COUNTRY_ID ? last.deliveryWardId : '',
    address: last.deliveryAddress,
  };
  const sameProvince = !values.provinceId || values.provinceId === fromLast.provinceId;
  return {
    name: values.name || fromLast.name,
    phone: values.phone || fromLast.phone,
    email: values.email || fromLast.email,
    provinceId: values.provinceId || fromLast.provinceId,
    wardId: values.wardId || (sameProvince ? fromLast.wardId : ''),
    address: values.address || fromLast.address,
  };
}
