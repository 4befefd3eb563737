import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { companyDetails } from './company';
import { CompanyIdentity, ContactChannels, OfficeDetails } from './company-details';
import { useAppActors } from '../shared/app-actors';
import { CONSENT_NOTICE_ID, COOKIE_SETTINGS_ID } from './consent-notice';

/** The footer's Explore links: each page and the `footer.<key>` text naming it. */
const EXPLORE_LINKS = [
  ['/promotions', 'promotions'],
  ['/advisors', 'advisors'],
  ['/partners', 'partners'],
  ['/careers', 'careers'],
  ['/search', 'search'],
] as const;

/** The footer's policy links, likewise. */
const POLICY_LINKS = [
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
  ['/cookies', 'cookies'],
  ['/payment-security', 'paymentSecurity'],
  ['/bank-transfer', 'bankTransfer'],
  ['/complaints', 'complaints'],
  ['/complaint-process', 'complaintProcess'],
] as const;

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
            <FooterLinks links={EXPLORE_LINKS} />
          </ul>
        </nav>
        <nav aria-label={t('footer.label')}>
          <h2 className="site-footer__heading">{t('footer.policies')}</h2>
          <ul className="site-footer__links">
            <FooterLinks links={POLICY_LINKS} />
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

/** Links of the footer, each an item of its list. */
function FooterLinks({ links }: { links: typeof EXPLORE_LINKS | typeof POLICY_LINKS }) {
  const { t } = useTranslation();
  return links.map(([to, key]) => (
    <li key={to}>
      <Link to={to}>{t(`footer.${key}`)}</Link>
    </li>
  ));
}
