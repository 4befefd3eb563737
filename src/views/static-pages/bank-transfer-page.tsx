import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import { TransferDetails } from '../shared/transfer-details';
import { PaymentProcess } from './process-diagram';
import { HeadedList, StaticPage } from './static-page';

const STEPS = ['choose', 'scan', 'manual', 'check', 'wait'] as const;
const PROBLEMS = ['amount', 'description', 'pending'] as const;

/** The sample order the page shows its payment details for (an example, said so on the page). */
export const SAMPLE_ORDER = { reference: 'GW DEMO 0001', amount: 1_490_000 } as const;

/**
 * Bank-transfer instructions: the steps, the payment details of a sample order exactly as the
 * order page shows them (VietQR code, copy buttons; the configured account), what to do when
 * something goes wrong, and the payment-process diagram.
 */
export function BankTransferPage() {
  const { t } = useTranslation('static-pages');
  return (
    <StaticPage name="bankTransfer">
      <HeadedList prefix="bankTransfer.steps" ids={STEPS} ordered />
      <p className="notice" role="note">
        {t('bankTransfer.warning')}
      </p>

      <section aria-labelledby="bank-transfer-demo">
        <h2 id="bank-transfer-demo">{t('bankTransfer.demo.heading')}</h2>
        <p>{t('bankTransfer.demo.intro', { amount: formatMoney(SAMPLE_ORDER.amount, 'VND') })}</p>
        <TransferDetails order={SAMPLE_ORDER} headingLevel={3} />
      </section>

      <HeadedList prefix="bankTransfer.problems" ids={PROBLEMS} readOn={{ to: '/complaints', label: t('bankTransfer.complaintsLink') }} />

      <PaymentProcess heading={t('bankTransfer.processHeading')} />
    </StaticPage>
  );
}

export const Route = createLazyRoute('/bank-transfer')({ component: BankTransferPage });
