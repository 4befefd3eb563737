import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import { ItemStatus, useLanguage } from '../shared/item-status';
import { shopLogic } from './catalogue-effects';
import type { ShopContent } from './catalogue-effects';
import { PackageCard } from './package-card';
import { PageHead } from '../shared/page-head';
import { SearchForm } from './search-form';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** The shop: every category with its packages. */
export function ShopPage() {
  const language = useLanguage();
  return <ShopContentView key={language} language={language} />;
}

function ShopContentView({ language }: { language: string }) {
  const { t } = useTranslation('catalogue');
  const actor = useActorRef(shopLogic, { input: { key: 'shop', language } });
  return (
    <div className="page">
      <PageHead title={t('shop.title')} description={t('shop.description')} path="/shop" language={language} />
      <h1>{t('shop.title')}</h1>
      <p className="lead">{t('shop.description')}</p>
      <SearchForm id="shop-search" />
      <ItemStatus actor={actor} backTo="/" backLabel={t('backHome')}>
        {(content) => <Shop content={content} />}
      </ItemStatus>
    </div>
  );
}

function Shop({ content }: { content: ShopContent }) {
  return (
    <>
      {content.categories.map((category) => {
        const packages = content.packages.filter((item) => item.categories.some((each) => each.id === category.id));
        if (packages.length === 0) return null;
        return (
          <section key={category.id} aria-labelledby={`category-${category.slug}`}>
            <h2 id={`category-${category.slug}`} className="section-title">
              <Link to="/categories/$slug" params={{ slug: category.slug }}>
                {category.name}
              </Link>
            </h2>
            <ul className="package-grid">
              {packages.map((item) => (
                <PackageCard key={item.slug} item={item} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

export const Route = createLazyRoute('/shop')({ component: ShopPage });
