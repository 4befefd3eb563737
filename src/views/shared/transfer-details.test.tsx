// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_BANK_TRANSFER } from '../../api/contract/bank-transfer';
import type { BankTransfer } from '../../api/contract/bank-transfer';
import { buildVietQrPayload } from '../../domain/payment/vietqr';
import type { Language } from '../../i18n/languages';
import { createShellHarness } from '../testing/test-harness';
import { qrPath } from './qr-code';
import { TransferDetails } from './transfer-details';

/** The transfer details on their own, as the order confirmation and the bank-transfer page show them. */

afterEach(cleanup);

const ACCOUNT: BankTransfer = {
  bankBin: '970415',
  bankName: 'VietinBank',
  accountNumber: '113366668888',
  accountName: 'CONG TY TNHH GENEWELL',
  template: 'compact2',
};

async function renderDetails(language: Language = 'en', account?: BankTransfer) {
  const harness = await createShellHarness({ chineseEnabled: true, language });
  await harness.i18n.loadNamespaces('payment');
  render(<TransferDetails order={{ reference: 'GW-2501-ĐƠN 7', amount: 1_250_000 }} account={account} vietQrBase="https://img.vietqr.io/image" />, {
    wrapper: harness.wrapper,
  });
  return harness;
}

/** A row of the details: its value (Intl's spaces as plain spaces) and its copy button. */
function row(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling as HTMLElement;
  return { value: (dd.querySelector('.transfer-details__value')?.textContent ?? '').replace(/\s/g, ' '), dd };
}

describe('TransferDetails', () => {
  it('draws the VietQR code of the account, amount and reference, with an accessible name', async () => {
    await renderDetails('en', ACCOUNT);
    const qr = screen.getByRole('img', { name: 'VietQR code: transfer 1.250.000đ to VietinBank account 113366668888' });
    const payload = buildVietQrPayload({ bankBin: '970415', accountNumber: '113366668888', amount: 1_250_000, purpose: 'GW 2501 DON 7' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(payload).path);
    expect(payload).toContain('0813GW 2501 DON 7');
  });

  it('shows each detail as text with its copy button, the amount in VND and the reference without diacritics', async () => {
    await renderDetails('en', ACCOUNT);
    expect(row('Bank').value).toBe('VietinBank');
    expect(row('Account number').value).toBe('113366668888');
    expect(row('Account holder').value).toBe('CONG TY TNHH GENEWELL');
    expect(row('Amount').value).toBe('1.250.000đ');
    expect(row('Transfer description').value).toBe('GW 2501 DON 7');
    for (const name of ['Copy the bank name', 'Copy the account number', "Copy the account holder's name", 'Copy the amount', 'Copy the transfer description']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('copies the amount as digits and the reference as written', async () => {
    await renderDetails('en', ACCOUNT);
    const user = userEvent.setup();
    // After setup, which puts a clipboard stub of its own on navigator.
    const clipboard: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void clipboard.push(text) } });
    await user.click(screen.getByRole('button', { name: 'Copy the amount' }));
    await within(row('Amount').dd).findByText('Copied to the clipboard.');
    await user.click(screen.getByRole('button', { name: 'Copy the transfer description' }));
    await within(row('Transfer description').dd).findByText('Copied to the clipboard.');
    expect(clipboard).toEqual(['1250000', 'GW 2501 DON 7']);
  });

  it('offers the quick-link image of the configured service as an alternative', async () => {
    await renderDetails('en', ACCOUNT);
    const link = screen.getByRole('link', { name: /Open the QR code as an image/ });
    expect(link.getAttribute('href')).toBe(
      'https://img.vietqr.io/image/970415-113366668888-compact2.png?amount=1250000&addInfo=GW+2501+DON+7&accountName=CONG+TY+TNHH+GENEWELL',
    );
  });

  it('uses the configured account by default (the demo one without configuration)', async () => {
    await renderDetails('en');
    expect(row('Account number').value).toBe(DEMO_BANK_TRANSFER.accountNumber);
    expect(screen.getByRole('note').textContent).toContain(DEMO_BANK_TRANSFER.accountName);
  });

  it.each([
    ['vi', 'Thanh toán bằng chuyển khoản', 'Số tài khoản', 'Sao chép số tài khoản'],
    ['th', 'ชำระเงินด้วยการโอนผ่านธนาคาร', 'เลขที่บัญชี', 'คัดลอกเลขที่บัญชี'],
    ['zh', '银行转账付款', '账号', '复制账号'],
  ] as const)('speaks %s', async (language, heading, term, copy) => {
    await renderDetails(language, ACCOUNT);
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(row(term).value).toBe('113366668888');
    expect(screen.getByRole('button', { name: copy })).toBeTruthy();
    expect(row(term).dd.closest('section')?.textContent).toContain('1.250.000đ');
  });
});
