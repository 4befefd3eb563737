import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__about">
          <strong>{t('app.name')}</strong> · {t('footer.about')}
        </p>
        <nav aria-label={t('footer.label')}>
          <h2 className="site-footer__heading">{t('footer.policies')}</h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/payment-security">{t('footer.paymentSecurity')}</Link>
            </li>
            <li>
              <Link to="/complaints">{t('footer.complaints')}</Link>
            </li>
            <li>
              <Link to="/complaint-process">{t('footer.complaintProcess')}</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
