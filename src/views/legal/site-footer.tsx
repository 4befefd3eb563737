import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { companyDetails } from './company';
import { CompanyIdentity, ContactChannels, OfficeDetails } from './company-details';
import { useAppActors } from '../shared/app-actors';
import { CONSENT_NOTICE_ID, COOKIE_SETTINGS_ID } from './consent-notice';

/**
 * Every page's footer: who we are and how to reach us (hotline, email, Zalo, Facebook, office and
 * hours: the deployment's configuration), the policies, Cookie settings (opens the cookie notice
 * again), and the company's legal identity with the Ministry of Industry and Trade notice.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const { consent } = useAppActors();
  const company = companyDetails();
  const openCookieSettings = () => {
    consent.send({ type: 'consent.reopen' });
    // A notice already asking takes the focus now; a reopened one takes it when it appears.
    document.getElementById(CONSENT_NOTICE_ID)?.focus();
  };
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__about">
          <strong>{t('app.name')}</strong>
          <br />
          {t('footer.about')}
        </p>
        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contact')}
          </h2>
          <ContactChannels company={company} className="contact-list contact-list--footer" />
          <OfficeDetails company={company} />
          <p>
            <Link to="/contact">{t('footer.contactPage')}</Link>
          </p>
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__heading">
            {t('footer.explore')}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/promotions">{t('footer.promotions')}</Link>
            </li>
            <li>
              <Link to="/advisors">{t('footer.advisors')}</Link>
            </li>
            <li>
              <Link to="/partners">{t('footer.partners')}</Link>
            </li>
            <li>
              <Link to="/careers">{t('footer.careers')}</Link>
            </li>
            <li>
              <Link to="/search">{t('footer.search')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.label')}>
          <h2 className="site-footer__heading">{t('footer.policies')}</h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/cookies">{t('footer.cookies')}</Link>
            </li>
            <li>
              <Link to="/payment-security">{t('footer.paymentSecurity')}</Link>
            </li>
            <li>
              <Link to="/bank-transfer">{t('footer.bankTransfer')}</Link>
            </li>
            <li>
              <Link to="/complaints">{t('footer.complaints')}</Link>
            </li>
            <li>
              <Link to="/complaint-process">{t('footer.complaintProcess')}</Link>
            </li>
            <li>
              <button type="button" id={COOKIE_SETTINGS_ID} className="site-footer__button" onClick={openCookieSettings}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <section className="site-footer__company" aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__heading">
            {t('footer.company')}
          </h2>
          <CompanyIdentity company={company} />
        </section>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
