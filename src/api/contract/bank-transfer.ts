// zod's mini build: the browser parses the runtime configuration on its first load, and the mini
// build brings only what this uses (docs/performance.md). The server uses these schemas as they are.
import * as z from 'zod/mini';

/**
 * The account customers pay into by bank transfer (VietQR, spec section 9), as the runtime
 * configuration hands it to the browser: the deployment sets it with PAYMENT_BANK_BIN,
 * PAYMENT_BANK_NAME, PAYMENT_ACCOUNT_NUMBER, PAYMENT_ACCOUNT_NAME and VIETQR_TEMPLATE
 * (server/config/payment.ts). The defaults are a demo account: "DEMO" in its name says so, and a
 * real deployment must set its own.
 */

export { DEMO_BANK_TRANSFER, VIETQR_TEMPLATES, type VietQrTemplate } from './bank-transfer-values';
import { VIETQR_TEMPLATES } from './bank-transfer-values';

export const bankBinSchema = z.string().check(z.regex(/^\d{6}$/, 'must be the 6-digit bank BIN (NAPAS), e.g. 970436'));
export const bankAccountNumberSchema = z.string().check(z.regex(/^[A-Za-z0-9]{1,19}$/, 'must be 1 to 19 letters or digits'));
/** As banks print it: capitals without diacritics (what the payer's app shows before confirming). */
export const bankAccountNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(70), z.regex(/^[A-Z0-9 .,&()-]+$/, 'must be written in capitals without diacritics, as the bank shows it'));

export const bankTransferSchema = z.object({
  /** NAPAS bank identification number of the beneficiary bank. */
  bankBin: bankBinSchema,
  /** The bank's short name as customers know it (Vietcombank, VietinBank, …). */
  bankName: z.string().check(z.minLength(1), z.maxLength(60)),
  accountNumber: bankAccountNumberSchema,
  accountName: bankAccountNameSchema,
  /** The quick-link image's template. */
  template: z.enum(VIETQR_TEMPLATES),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

