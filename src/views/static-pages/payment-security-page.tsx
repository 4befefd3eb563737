import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PaymentProcess } from './process-diagram';
import { HeadedList, StaticPage } from './static-page';

const SECURITY_ITEMS = ['encryption', 'noSecrets', 'verification', 'privacy'] as const;
const METHODS = ['bankTransfer', 'cod'] as const;

/** Payment security: how payments are protected, the ways to pay, and the payment-process diagram. */
export function PaymentSecurityPage() {
  const { t } = useTranslation('static-pages');
  return (
    <StaticPage name="paymentSecurity">
      <HeadedList prefix="paymentSecurity.security" ids={SECURITY_ITEMS} />

      <HeadedList prefix="paymentSecurity.methods" ids={METHODS} readOn={{ to: '/bank-transfer', label: t('paymentSecurity.bankTransferLink') }} />

      <PaymentProcess heading={t('paymentSecurity.process.heading')} />
    </StaticPage>
  );
}

export const Route = createLazyRoute('/payment-security')({ component: PaymentSecurityPage });
