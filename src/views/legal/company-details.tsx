import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../api/contract/company-values';
import type { Company } from '../../api/contract/company';
import { formatOpeningPeriod, formatRegistrationDate } from './company';
import { MoitBadge } from './moit-badge';

/**
 * The company's contact details and legal identity, as the footer of every page and /contact
 * show them. Values from the runtime configuration (company.ts); labels from `common`.
 */

/** One detail of a contact list: its term and what it is. */
export function ContactItem({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="contact-list__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Hotline (click to call), email, Zalo Official Account and Facebook. */
export function ContactChannels({ company, className }: { company: Company; className?: string }) {
  const { t } = useTranslation();
  return (
    <dl className={className ?? 'contact-list'}>
      <ContactItem term={t('footer.hotline')}>
        <a href={telHref(company.hotline)}>{company.hotline}</a>
      </ContactItem>
      <ContactItem term={t('footer.email')}>
        <a href={`mailto:${company.email}`}>{company.email}</a>
      </ContactItem>
      <ContactItem term="Zalo">
        <a href={company.zaloUrl} rel="noopener noreferrer">
          {t('footer.zalo')}
        </a>
      </ContactItem>
      <ContactItem term="Facebook">
        <a href={company.facebookUrl} rel="noopener noreferrer">
          {t('footer.facebook')}
        </a>
      </ContactItem>
    </dl>
  );
}

/** The office address and its opening hours, each period in the language (Intl). */
export function OfficeDetails({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="contact-list">
      <ContactItem term={t('footer.office')}>
        <address>{company.address}</address>
      </ContactItem>
      <ContactItem term={t('footer.hours')}>
        <ul className="contact-list__hours">
          {company.openingHours.map((period) => (
            // The server's first screen spaces Intl's ranges as its ICU does, the browser as its own: the same words, kept as drawn.
            <li key={`${period.from}-${period.to}`} suppressHydrationWarning>
              {t('footer.hoursPeriod', formatOpeningPeriod(period, i18n.language))}
            </li>
          ))}
        </ul>
      </ContactItem>
    </dl>
  );
}

/** Legal name, business registration number (issuer, date) and the Ministry of Industry and Trade notice. */
export function CompanyIdentity({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="company-identity">
      <p className="company-identity__name">{company.legalName}</p>
      {/* A date Intl writes: the server's ICU and the browser's may differ by a space (see the hours above). */}
      <p className="company-identity__registration" suppressHydrationWarning>
        {t('footer.registration', {
          number: company.registrationNumber,
          issuer: company.registrationIssuer,
          date: formatRegistrationDate(company, i18n.language),
        })}
      </p>
      <MoitBadge href={company.moitNoticeUrl} label={t('footer.moitNotice')} />
    </div>
  );
}
