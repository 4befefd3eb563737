import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '../../styles/forms.css';

/**
 * One line under a phone-number field: why we ask for the number, with a link to the privacy
 * policy. `purpose`: `signIn` (codes and contact about orders and results) or `quizSms` (only the
 * SMS the visitor asks for: quiz results, a discount code). Give the field
 * `aria-describedby={id}` so a screen reader reads the line with it.
 */
export function WhyPhone({ id, purpose }: { id?: string; purpose: 'signIn' | 'quizSms' }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="why-phone">
      {t(`whyPhone.${purpose}`)} <Link to="/privacy">{t('whyPhone.policy')}</Link>
    </p>
  );
}
