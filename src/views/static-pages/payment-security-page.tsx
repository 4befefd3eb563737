import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProcessDiagram } from './process-diagram';
import { paymentProcessSteps } from './process-steps';
import { HeadedList, StaticPage } from './static-page';

const SECURITY_ITEMS = ['encryption', 'noSecrets', 'verification', 'privacy'] as const;
const METHODS = ['bankTransfer', 'cod'] as const;

/** Payment security: how payments are protected, the ways to pay, and the payment-process diagram. */
export function PaymentSecurityPage() {
  const { t } = useTranslation('static-pages');
  return (
    <StaticPage name="paymentSecurity">
      <HeadedList prefix="paymentSecurity.security" ids={SECURITY_ITEMS} />

      <HeadedList prefix="paymentSecurity.methods" ids={METHODS} />
      <p>
        <Link to="/bank-transfer">{t('paymentSecurity.bankTransferLink')}</Link>
      </p>

      <h2>{t('paymentSecurity.process.heading')}</h2>
      <ProcessDiagram label={t('paymentSecurity.process.diagramLabel')} steps={paymentProcessSteps(t)} />
    </StaticPage>
  );
}

export const Route = createLazyRoute('/payment-security')({ component: PaymentSecurityPage });
