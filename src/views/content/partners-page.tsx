import { useTranslation } from 'react-i18next';
import type { Partner } from '../../api/contract/content';
import type { ContentListActor } from '../../machines/content-list/content-list.machine';
import { Picture } from '../shared/picture';
import { PARTNER_COUNTRIES } from './content-effects';
import { ListView, lazyListRoute } from './list-view';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** Our partners (laboratories, clinics) in one country at a time, the United States first. */
function PartnerList({ actor, language }: { actor: ContentListActor<Partner>; language: string }) {
  const { t } = useTranslation('catalogue');
  const countries = new Intl.DisplayNames([language], { type: 'region' });
  return (
    <ListView
      actor={actor}
      id="partners"
      filters={[{ name: 'country', label: t('partners.country'), options: PARTNER_COUNTRIES.map((code) => ({ value: code, label: countries.of(code) ?? code })) }]}
      listClassName="partner-grid"
      emptyText={t('partners.empty')}
      renderItem={(partner) => (
        <li key={partner.id} className="partner-card">
          <Picture image={partner.logo} className="partner-card__logo" />
          <h2 className="partner-card__name">
            <a href={partner.url} rel="noopener noreferrer" target="_blank">
              {partner.name}
              <span className="visually-hidden"> {t('opensNewTab')}</span>
            </a>
          </h2>
          <p className="person-card__title">{countries.of(partner.countryCode) ?? partner.countryCode}</p>
          <p>{partner.description}</p>
        </li>
      )}
    />
  );
}

export const Route = lazyListRoute('partners', PartnerList);
