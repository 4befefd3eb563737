/*
 * The bank transfer's plain values (no zod), for the browser's first load (the runtime
 * configuration's default); bank-transfer.ts re-exports them with the schemas.
 */
import type { BankTransfer } from './bank-transfer';

/** Templates of the VietQR quick-link image service. */
export const VIETQR_TEMPLATES = ['compact', 'compact2', 'qr_only', 'print'] as const;
export type VietQrTemplate = (typeof VIETQR_TEMPLATES)[number];

export const DEMO_BANK_TRANSFER: BankTransfer = {
  bankBin: '970436',
  bankName: 'Vietcombank',
  accountNumber: '0000000000',
  accountName: 'CONG TY TNHH GENEWELL VIET NAM DEMO',
  template: 'compact2',
};
