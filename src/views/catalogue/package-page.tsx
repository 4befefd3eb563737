import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ProductPackage } from '../../api/contract/catalogue';
import { currencyOf } from '../../machines/settings/settings.selectors';
import { ItemPage, useLanguage } from '../shared/item-status';
import { paragraphsOf } from '../shared/format';
import { useAppActors } from '../shared/app-actors';
import { AddToCartSlot } from './add-to-cart-slot';
import { knownPackage, languageOf, packageLogic } from './catalogue-effects';
import { PackageGrid } from './package-card';
import { PageHead, siteOrigin } from '../shared/page-head';
import { Picture } from '../shared/picture';
import { PackagePrice, priceIn } from '../shared/price';
import '../../styles/pages.css';
import '../../styles/catalogue.css';
import { formatStatistic } from '../../domain/statistic';

/**
 * A package: name, images, price in the chosen currency, "add to cart" (the cart's slot),
 * selling points, sections, statistics, tested traits, report categories, sibling tiers and
 * related packages; its head says all of it to search engines and link previews (Product with an
 * Offer in the chosen currency).
 */
export function PackagePage({ slug }: { slug: string }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <ItemPage
      key={`${slug}:${language}`}
      logic={packageLogic}
      // A package already at hand (the server's first screen, a link hovered a moment ago) is shown at once.
      input={{ key: slug, language, known: knownPackage(slug, languageOf(language)) }}
      backTo="/shop"
      backLabel={t('shop.back')}
    >
      {(item) => <PackageView item={item} language={language} />}
    </ItemPage>
  );
}

/** schema.org Product with an Offer in `currency`. */
export function productJsonLd(item: ProductPackage, currency: string, origin = siteOrigin()) {
  const price = priceIn(item.promotionalPriceByCurrencies, currency) ?? priceIn(item.priceByCurrencies, currency);
  const priceCurrency = item.priceByCurrencies[currency as 'VND' | 'USD'] ? currency : 'VND';
  return {
    '@type': 'Product',
    name: item.name,
    description: item.summary,
    sku: item.slug,
    brand: { '@type': 'Brand', name: 'GeneWell' },
    ...(item.image ? { image: [`${origin}${item.image.src}`] } : {}),
    offers: {
      '@type': 'Offer',
      url: `${origin}/packages/${item.slug}`,
      priceCurrency,
      price: price ? String(price.value) : undefined,
      availability: 'https://schema.org/InStock',
    },
  };
}

function PackageView({ item, language }: { item: ProductPackage; language: string }) {
  const { t } = useTranslation('catalogue');
  const { settings } = useAppActors();
  const currency = useSelector(settings, currencyOf);
  const images = item.thumbnailImages?.length ? item.thumbnailImages : item.image ? [item.image] : [];
  const [first, ...others] = images;
  return (
    <article className="package">
      <PageHead title={item.name} description={item.summary} path={`/packages/${item.slug}`} language={language} image={item.image} type="product" jsonLd={productJsonLd(item, currency)} />
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <Link to="/shop">{t('shop.title')}</Link>
        {item.categories[0] && (
          <>
            {' / '}
            <Link to="/categories/$slug" params={{ slug: item.categories[0].slug }}>
              {item.categories[0].name}
            </Link>
          </>
        )}
      </nav>
      <div className="package__top">
        <div className="package__gallery">
          {first && <Picture image={first} className="package__image" eager />}
          {others.length > 0 && (
            <ul className="package__thumbs">
              {others.map((image) => (
                <li key={image.src}>
                  <Picture image={image} className="package__thumb" />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="package__buy">
          {item.isBestSeller && <p className="badge">{t('package.bestSeller')}</p>}
          <h1>{item.name}</h1>
          <p className="lead">{item.summary}</p>
          <PackagePrice item={item} large />
          {item.promotionCode && <p>{t('package.promotionCode', { code: item.promotionCode })}</p>}
          {item.durationMinutes !== null && <p>{t('package.duration', { count: item.durationMinutes })}</p>}
          <AddToCartSlot item={item} currency={currency} />
          {item.bestSellingDescriptionList.length > 0 && (
            <ul className="selling-points">
              {item.bestSellingDescriptionList.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {item.siblings.length > 0 && (
            <nav aria-label={t('package.siblings')} className="siblings">
              <h2 className="siblings__title">{t('package.siblings')}</h2>
              <ul>
                {item.siblings.map((sibling) => (
                  <li key={sibling.slug}>
                    <Link to="/packages/$slug" params={{ slug: sibling.slug }}>
                      {sibling.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
      {(item.statistics ?? []).length > 0 && (
        <section aria-labelledby="package-statistics">
          <h2 id="package-statistics">{t('package.statistics')}</h2>
          <dl className="statistics">
            {(item.statistics ?? []).map((statistic) => (
              <div key={statistic.label} className="statistic">
                <dt>{statistic.label}</dt>
                <dd>{formatStatistic(statistic.value, language)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {(item.sections ?? []).map((section) => (
        <section key={section.key} aria-labelledby={`section-${section.key}`} className="package-section prose">
          <h2 id={`section-${section.key}`}>{section.title}</h2>
          {paragraphsOf(section.body).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}
      {item.reportCategories.length > 0 && (
        <section aria-labelledby="package-reports">
          <h2 id="package-reports">{t('package.reports')}</h2>
          <div className="report-categories">
            {item.reportCategories.map((category) => {
              const traits = (item.testedTraits ?? []).filter((trait) => trait.categoryId === category.id);
              return (
                <details key={category.id} className="report-category">
                  <summary>
                    {category.name} ({t('package.reportCount', { count: category.reports.length })})
                  </summary>
                  <ul>
                    {category.reports.map((report) => (
                      <li key={report.id}>
                        {report.name}
                        {report.genders && report.genders.length === 1 && <> ({t(`package.gender.${report.genders[0]}`)})</>}
                      </li>
                    ))}
                  </ul>
                  {traits.length > 0 && (
                    <p>
                      {t('package.traits')}: {traits.map((trait) => trait.name).join(', ')}
                    </p>
                  )}
                </details>
              );
            })}
          </div>
        </section>
      )}
      {(item.testedTraits ?? []).length > 0 && item.reportCategories.length === 0 && (
        <section aria-labelledby="package-traits">
          <h2 id="package-traits">{t('package.traits')}</h2>
          <ul>
            {(item.testedTraits ?? []).map((trait) => (
              <li key={trait.name}>{trait.name}</li>
            ))}
          </ul>
        </section>
      )}
      {(item.relatedPackages ?? []).length > 0 && (
        <section aria-labelledby="package-related">
          <h2 id="package-related">{t('package.related')}</h2>
          <PackageGrid items={item.relatedPackages ?? []} />
        </section>
      )}
    </article>
  );
}

function PackageRoutePage() {
  const { slug } = Route.useParams();
  return <PackagePage slug={slug} />;
}

export const Route = createLazyRoute('/packages/$slug')({ component: PackageRoutePage });
