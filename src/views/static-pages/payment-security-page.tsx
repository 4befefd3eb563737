import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StepDiagram } from './step-diagram';
import '../../styles/pages.css';
import { PageTitle } from '../shell/page-title';

const SECURITY_ITEMS = ['encryption', 'noCardStorage', 'verification', 'privacy'] as const;
const TRANSFER_STEPS = ['choose', 'scan', 'description', 'confirm'] as const;
const PROCESS_STEPS = ['order', 'method', 'pay', 'verify', 'confirm'] as const;

/** Payment security and bank-transfer instructions, with the payment-process diagram. */
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

      <h2>{t('paymentSecurity.bankTransfer.heading')}</h2>
      <p>{t('paymentSecurity.bankTransfer.intro')}</p>
      <ol>
        {TRANSFER_STEPS.map((id) => (
          <li key={id}>{t(`paymentSecurity.bankTransfer.steps.${id}`)}</li>
        ))}
      </ol>
      <p className="notice" role="note">
        {t('paymentSecurity.bankTransfer.warning')}
      </p>

      <h2>{t('paymentSecurity.process.heading')}</h2>
      <StepDiagram
        label={t('paymentSecurity.process.diagramLabel')}
        steps={PROCESS_STEPS.map((id) => ({
          id,
          title: t(`paymentSecurity.process.steps.${id}.title`),
          body: t(`paymentSecurity.process.steps.${id}.body`),
        }))}
      />
    </article>
  );
}

export const Route = createLazyRoute('/payment-security')({ component: PaymentSecurityPage });
