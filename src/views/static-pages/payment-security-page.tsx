import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProcessDiagram } from './process-diagram';
import { paymentProcessSteps } from './process-steps';
import '../../styles/pages.css';
import { PageTitle } from '../shared/page-title';

const SECURITY_ITEMS = ['encryption', 'noSecrets', 'verification', 'privacy'] as const;
const METHODS = ['bankTransfer', 'cod'] as const;

/** Payment security: how payments are protected, the ways to pay, and the payment-process diagram. */
export function PaymentSecurityPage() {
  const { t } = useTranslation('static-pages');
  return (
    <article className="page page--narrow prose" aria-labelledby="payment-security-title">
      <PageTitle page={t('paymentSecurity.title')} />
      <h1 id="payment-security-title">{t('paymentSecurity.title')}</h1>
      <p className="lead">{t('paymentSecurity.intro')}</p>

      <h2>{t('paymentSecurity.security.heading')}</h2>
      <ul>
        {SECURITY_ITEMS.map((id) => (
          <li key={id}>{t(`paymentSecurity.security.items.${id}`)}</li>
        ))}
      </ul>

      <h2>{t('paymentSecurity.methods.heading')}</h2>
      <ul>
        {METHODS.map((id) => (
          <li key={id}>{t(`paymentSecurity.methods.items.${id}`)}</li>
        ))}
      </ul>
      <p>
        <Link to="/bank-transfer">{t('paymentSecurity.bankTransferLink')}</Link>
      </p>

      <h2>{t('paymentSecurity.process.heading')}</h2>
      <ProcessDiagram label={t('paymentSecurity.process.diagramLabel')} steps={paymentProcessSteps(t)} />
    </article>
  );
}

export const Route = createLazyRoute('/payment-security')({ component: PaymentSecurityPage });
