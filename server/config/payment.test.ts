import { describe, expect, it } from 'vitest';
import { DEMO_BANK_TRANSFER } from '../../src/api/contract/bank-transfer';
import { runtimeConfigSchema } from '../../src/api/contract/runtime-config';
import { useTestContext } from '../testing/test-context';
import { loadConfig } from './config';
import { bankTransferOf } from './payment';
import { refusalOf, runtimeConfigOf } from './testing';

describe('bank-transfer configuration (PAYMENT_*, VIETQR_TEMPLATE)', () => {
  it('gives the demo account when nothing is set, the same as the browser default', () => {
    expect(bankTransferOf(loadConfig({}))).toEqual(DEMO_BANK_TRANSFER);
    expect(DEMO_BANK_TRANSFER.accountName).toMatch(/DEMO/);
    expect(runtimeConfigSchema.parse({}).bankTransfer).toEqual(DEMO_BANK_TRANSFER);
  });

  it("takes the deployment's own account", () => {
    const config = loadConfig({
      PAYMENT_BANK_BIN: '970415',
      PAYMENT_BANK_NAME: 'VietinBank',
      PAYMENT_ACCOUNT_NUMBER: '113366668888',
      PAYMENT_ACCOUNT_NAME: 'CONG TY CP GEN KHOE',
      VIETQR_TEMPLATE: 'print',
    });
    expect(bankTransferOf(config)).toEqual({
      bankBin: '970415',
      bankName: 'VietinBank',
      accountNumber: '113366668888',
      accountName: 'CONG TY CP GEN KHOE',
      template: 'print',
    });
  });

  it('names each bad variable', () => {
    const { problems } = refusalOf({ PAYMENT_BANK_BIN: '9704', PAYMENT_ACCOUNT_NUMBER: '0011-22', PAYMENT_ACCOUNT_NAME: 'Công ty Gen Khỏe', VIETQR_TEMPLATE: 'big' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['PAYMENT_ACCOUNT_NAME', 'PAYMENT_ACCOUNT_NUMBER', 'PAYMENT_BANK_BIN', 'VIETQR_TEMPLATE']);
  });
});

describe('the runtime configuration', () => {
  const ctx = useTestContext('pglite', { env: { PAYMENT_BANK_BIN: '970422', PAYMENT_BANK_NAME: 'MB', PAYMENT_ACCOUNT_NUMBER: '0123456789' } });

  it('hands the account to the browser', async () => {
    expect(runtimeConfigSchema.parse(await runtimeConfigOf(ctx)).bankTransfer).toEqual({ ...DEMO_BANK_TRANSFER, bankBin: '970422', bankName: 'MB', accountNumber: '0123456789' });
  });
});
