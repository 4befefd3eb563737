import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ItemPage, useLanguage } from '../shared/item-status';
import { shopLogic } from './catalogue-effects';
import type { ShopContent } from './catalogue-effects';
import { PackageGrid } from './package-card';
import { TitledSection } from './titled-section';
import { PageIntro } from '../shared/page-head';
import { SearchForm } from './search-form';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** The shop: every category with its packages. */
export function ShopPage() {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <ItemPage
      key={language}
      logic={shopLogic}
      input={{ key: 'shop', language }}
      intro={
        <>
          <PageIntro title={t('shop.title')} description={t('shop.description')} path="/shop" language={language} />
          <SearchForm id="shop-search" />
        </>
      }
      backTo="/"
      backLabel={t('backHome')}
    >
      {(content) => <Shop content={content} />}
    </ItemPage>
  );
}

function Shop({ content }: { content: ShopContent }) {
  return (
    <>
      {content.categories.map((category) => {
        const packages = content.packages.filter((item) => item.categories.some((each) => each.id === category.id));
        if (packages.length === 0) return null;
        return (
          <TitledSection
            key={category.id}
            id={`category-${category.slug}`}
            title={
              <Link to="/categories/$slug" params={{ slug: category.slug }}>
                {category.name}
              </Link>
            }
          >
            <PackageGrid items={packages} />
          </TitledSection>
        );
      })}
    </>
  );
}

export const Route = createLazyRoute('/shop')({ component: ShopPage });
