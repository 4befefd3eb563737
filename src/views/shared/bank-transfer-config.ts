import type { BankTransfer } from '../../api/contract/bank-transfer';
import { getRuntimeConfig, rawRuntimeConfig } from '../../platform/runtime-config';

/**
 * The bank-transfer account and the VietQR image service as the deployment configured them
 * (PAYMENT_*, VIETQR_BASE, VIETQR_TEMPLATE on the server, delivered in /runtime-config.js), or
 * the demo values where there is none (tests, a bare build).
 */
let cached: { raw: unknown; value: { account: BankTransfer; vietQrBase: string } } | null = null;
export function bankTransferSettings(): { account: BankTransfer; vietQrBase: string } {
  const raw = rawRuntimeConfig();
  if (cached === null || cached.raw !== raw) {
    const config = getRuntimeConfig();
    cached = { raw, value: { account: config.bankTransfer, vietQrBase: config.vietQrBase } };
  }
  return cached.value;
}
