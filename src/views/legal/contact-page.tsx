import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../shared/page-title';
import { companyDetails, formatRegistrationDate } from './company';
import { ContactChannels, ContactItem, OfficeDetails } from './company-details';
import { MoitBadge } from './moit-badge';
import '../../styles/pages.css';
import './legal.css';

/** /contact: every way to reach GeneWell, the office and its hours, and who the company is. */
export function ContactPage() {
  const { t, i18n } = useTranslation('legal');
  const { t: common } = useTranslation();
  const company = companyDetails();
  return (
    <article className="page page--narrow prose contact-page" aria-labelledby="contact-title">
      <PageTitle page={t('contact.title')} />
      <h1 id="contact-title">{t('contact.title')}</h1>
      <p className="lead">{t('contact.intro')}</p>

      <section aria-labelledby="contact-channels">
        <h2 id="contact-channels">{t('contact.channels')}</h2>
        <ContactChannels company={company} />
      </section>

      <section aria-labelledby="contact-office">
        <h2 id="contact-office">{t('contact.office')}</h2>
        <OfficeDetails company={company} />
      </section>

      <section aria-labelledby="contact-company">
        <h2 id="contact-company">{t('contact.company')}</h2>
        <dl className="contact-list">
          <ContactItem term={t('contact.legalName')}>{company.legalName}</ContactItem>
          <div className="contact-list__item">
            <dt>{t('contact.registrationNumber')}</dt>
            <dd>{company.registrationNumber}</dd>
            <dd>{t('contact.registrationIssued', { issuer: company.registrationIssuer, date: formatRegistrationDate(company, i18n.language) })}</dd>
          </div>
        </dl>
        <MoitBadge href={company.moitNoticeUrl} label={common('footer.moitNotice')} />
      </section>

      <section aria-labelledby="contact-privacy">
        <h2 id="contact-privacy">{t('contact.privacy')}</h2>
        <p>{t('contact.privacyBody', { privacyEmail: company.privacyEmail })}</p>
        <ul>
          <li>
            <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a>
          </li>
          <li>
            <Link to="/privacy">{common('footer.privacy')}</Link>
          </li>
        </ul>
      </section>

      <p>
        <Link to="/complaints">{t('contact.complaints')}</Link>
      </p>
    </article>
  );
}

export const Route = createLazyRoute('/contact')({ component: ContactPage });
