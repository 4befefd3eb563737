import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OwnItemPage } from '../shared/item-status';
import { PromotionBanner } from './banner';
import { promotionsLogic } from './catalogue-effects';
import type { PromotionsContent } from './catalogue-effects';
import { PackageGrid } from './package-card';
import { TitledSection } from './titled-section';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** Promotions: the banners shown now and the packages on promotion, with their prices in the chosen currency. */
export function PromotionsPage() {
  return <OwnItemPage name="promotions" logic={promotionsLogic}>{(content) => <Promotions content={content} />}</OwnItemPage>;
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
