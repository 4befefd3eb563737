import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import { ItemStatus, useLanguage } from '../shared/item-status';
import { PromotionBanner } from './banner';
import { promotionsLogic } from './catalogue-effects';
import type { PromotionsContent } from './catalogue-effects';
import { PackageCard } from './package-card';
import { PageHead } from '../shared/page-head';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** Promotions: the banners shown now and the packages on promotion, with their prices in the chosen currency. */
export function PromotionsPage() {
  const language = useLanguage();
  return <PromotionsContentView key={language} language={language} />;
}

function PromotionsContentView({ language }: { language: string }) {
  const { t } = useTranslation('catalogue');
  const actor = useActorRef(promotionsLogic, { input: { key: 'promotions', language } });
  return (
    <div className="page">
      <PageHead title={t('promotions.title')} description={t('promotions.description')} path="/promotions" language={language} />
      <h1>{t('promotions.title')}</h1>
      <p className="lead">{t('promotions.description')}</p>
      <ItemStatus actor={actor} backTo="/" backLabel={t('backHome')}>
        {(content) => <Promotions content={content} />}
      </ItemStatus>
    </div>
  );
}

function Promotions({ content }: { content: PromotionsContent }) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      {content.positions.map((position) => position.currentBanner && <PromotionBanner key={position.id} banner={position.currentBanner} />)}
      <section aria-labelledby="promotion-packages">
        <h2 id="promotion-packages" className="section-title">
          {t('promotions.packages')}
        </h2>
        {content.packages.length === 0 ? (
          <p className="notice">{t('promotions.none')}</p>
        ) : (
          <ul className="package-grid">
            {content.packages.map((item) => (
              <PackageCard key={item.slug} item={item} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export const Route = createLazyRoute('/promotions')({ component: PromotionsPage });
