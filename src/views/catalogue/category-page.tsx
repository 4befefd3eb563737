import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ItemPage, useLanguage } from '../shared/item-status';
import { categoryLogic } from './catalogue-effects';
import type { CategoryContent } from './catalogue-effects';
import { PackageCard } from './package-card';
import { PageHead } from '../shared/page-head';
import { Picture } from '../shared/picture';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** A product category and its packages. */
export function CategoryPage({ slug }: { slug: string }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <ItemPage key={`${slug}:${language}`} logic={categoryLogic} input={{ key: slug, language }} backTo="/shop" backLabel={t('shop.back')}>
      {(content) => <CategoryView content={content} language={language} />}
    </ItemPage>
  );
}

function CategoryView({ content, language }: { content: CategoryContent; language: string }) {
  const { t } = useTranslation('catalogue');
  const { category, packages } = content;
  return (
    <>
      <PageHead title={category.name} description={category.description} path={`/categories/${category.slug}`} language={language} image={category.image} />
      <div className="category-head">
        <Picture image={category.image} className="category-head__image" eager decorative />
        <div>
          <h1>{category.name}</h1>
          <p className="lead">{category.description}</p>
        </div>
      </div>
      {packages.length === 0 ? (
        <p className="notice">{t('category.empty')}</p>
      ) : (
        <ul className="package-grid">
          {packages.map((item) => (
            <PackageCard key={item.slug} item={item} headingLevel={2} />
          ))}
        </ul>
      )}
    </>
  );
}

function CategoryRoutePage() {
  const { slug } = Route.useParams();
  return <CategoryPage slug={slug} />;
}

export const Route = createLazyRoute('/categories/$slug')({ component: CategoryRoutePage });
