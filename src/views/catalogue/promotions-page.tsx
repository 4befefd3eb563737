import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ItemPage, useLanguage } from '../shared/item-status';
import { PromotionBanner } from './banner';
import { promotionsLogic } from './catalogue-effects';
import type { PromotionsContent } from './catalogue-effects';
import { PackageGrid } from './package-card';
import { TitledSection } from './titled-section';
import { PageIntro } from '../shared/page-head';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** Promotions: the banners shown now and the packages on promotion, with their prices in the chosen currency. */
export function PromotionsPage() {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <ItemPage
      key={language}
      logic={promotionsLogic}
      input={{ key: 'promotions', language }}
      intro={<PageIntro title={t('promotions.title')} description={t('promotions.description')} path="/promotions" language={language} />}
      backTo="/"
      backLabel={t('backHome')}
    >
      {(content) => <Promotions content={content} />}
    </ItemPage>
  );
}

function Promotions({ content }: { content: PromotionsContent }) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      {content.positions.map((position) => position.currentBanner && <PromotionBanner key={position.id} banner={position.currentBanner} />)}
      <TitledSection id="promotion-packages" title={t('promotions.packages')}>
        {content.packages.length === 0 ? <p className="notice">{t('promotions.none')}</p> : <PackageGrid items={content.packages} />}
      </TitledSection>
    </>
  );
}

export const Route = createLazyRoute('/promotions')({ component: PromotionsPage });
