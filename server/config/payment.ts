import { z } from 'zod';
import {
  DEMO_BANK_TRANSFER,
  VIETQR_TEMPLATES,
  bankAccountNameSchema,
  bankAccountNumberSchema,
  bankBinSchema,
} from '../../src/api/contract/bank-transfer';
import type { BankTransfer } from '../../src/api/contract/bank-transfer';

/**
 * The PAYMENT_* and VIETQR_TEMPLATE variables: the account customers pay into by bank transfer
 * (src/api/contract/bank-transfer.ts). Each has a demo default; a real deployment sets its own.
 * Spread into the config's fields (config.ts).
 * The contract's schemas are zod's mini build (no .default method): z._default wraps them.
 */
export const paymentFields = {
  /** NAPAS BIN of the beneficiary bank (6 digits). */
  PAYMENT_BANK_BIN: z._default(bankBinSchema, DEMO_BANK_TRANSFER.bankBin),
  PAYMENT_BANK_NAME: z.string().min(1).max(60).default(DEMO_BANK_TRANSFER.bankName),
  PAYMENT_ACCOUNT_NUMBER: z._default(bankAccountNumberSchema, DEMO_BANK_TRANSFER.accountNumber),
  /** Capitals without diacritics, as the bank shows the account's holder. */
  PAYMENT_ACCOUNT_NAME: z._default(bankAccountNameSchema, DEMO_BANK_TRANSFER.accountName),
  /** Template of the VietQR quick-link image (VIETQR_BASE). */
  VIETQR_TEMPLATE: z.enum(VIETQR_TEMPLATES).default(DEMO_BANK_TRANSFER.template),
};

type PaymentConfig = { [K in keyof typeof paymentFields]: z.output<(typeof paymentFields)[K]> };

/** The bank-transfer account as the browser receives it in the runtime configuration. */
export function bankTransferOf(config: PaymentConfig): BankTransfer {
  return {
    bankBin: config.PAYMENT_BANK_BIN,
    bankName: config.PAYMENT_BANK_NAME,
    accountNumber: config.PAYMENT_ACCOUNT_NUMBER,
    accountName: config.PAYMENT_ACCOUNT_NAME,
    template: config.VIETQR_TEMPLATE,
  };
}
