import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankTransfer } from '../../api/contract/bank-transfer';
import { formatMoney } from '../../domain/money';
import { buildVietQrPayload, transferPurpose, vietQrQuickLink } from '../../domain/payment/vietqr';
import { CopyButton } from './copy-button';
import { bankTransferSettings } from './bank-transfer-config';
import { QrCode } from './qr-code';
import '../../styles/payment.css';

export interface TransferOrder {
  /** The order's reference, written into the transfer description (without diacritics). */
  reference: string;
  /** Whole VND. */
  amount: number;
}

type Row = 'bank' | 'accountNumber' | 'accountName' | 'amount' | 'reference';

/**
 * How to pay an order by bank transfer: the VietQR code drawn in the page (its payload carries
 * the account, the amount and the reference), the same details as text each with a copy button,
 * and the VietQR quick-link image as an alternative. The account comes from the runtime
 * configuration unless given.
 */
export function TransferDetails({
  order,
  account = bankTransferSettings().account,
  vietQrBase = bankTransferSettings().vietQrBase,
  headingLevel = 2,
}: {
  order: TransferOrder;
  account?: BankTransfer;
  vietQrBase?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('payment');
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const description = transferPurpose(order.reference);
  const amount = formatMoney(order.amount, 'VND');
  const payload = buildVietQrPayload({ bankBin: account.bankBin, accountNumber: account.accountNumber, amount: order.amount, purpose: description });
  const quickLink = vietQrQuickLink({
    base: vietQrBase,
    bank: account.bankBin,
    accountNumber: account.accountNumber,
    template: account.template,
    amount: order.amount,
    addInfo: description,
    accountName: account.accountName,
  });
  // What each row shows, and what its button copies (the amount as digits, as banking apps take it).
  const rows: ReadonlyArray<{ id: Row; shown: string; copied: string }> = [
    { id: 'bank', shown: account.bankName, copied: account.bankName },
    { id: 'accountNumber', shown: account.accountNumber, copied: account.accountNumber },
    { id: 'accountName', shown: account.accountName, copied: account.accountName },
    { id: 'amount', shown: amount, copied: String(order.amount) },
    { id: 'reference', shown: description, copied: description },
  ];
  return (
    <section className="transfer-details" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('transfer.heading')}</Heading>
      <p>{t('transfer.intro')}</p>
      <figure className="transfer-details__qr">
        <QrCode
          className="transfer-details__code"
          text={payload}
          label={t('transfer.qrLabel', { amount, bank: account.bankName, accountNumber: account.accountNumber })}
        />
        <figcaption>{t('transfer.qrCaption')}</figcaption>
      </figure>
      <dl className="transfer-details__list">
        {rows.map((row) => (
          <div key={row.id} className="transfer-details__row">
            <dt>{t(`transfer.fields.${row.id}`)}</dt>
            <dd>
              <span className="transfer-details__value" translate="no">
                {row.shown}
              </span>
              <CopyButton text={row.copied} label={t(`transfer.copy.${row.id}`)} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="transfer-details__hint">{t('transfer.referenceHint')}</p>
      <p>
        <a href={quickLink} target="_blank" rel="noopener noreferrer">
          {t('transfer.quickLink')}
        </a>
      </p>
      <p className="notice" role="note">
        {t('transfer.warning', { accountName: account.accountName })}
      </p>
    </section>
  );
}
