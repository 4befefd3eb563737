import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PromotionBanner } from './banner';
import { homeLogic, knownHome, languageOf } from './catalogue-effects';
import type { HomeContent } from './catalogue-effects';
import { PackageGrid } from './package-card';
import { PageHead } from '../shared/page-head';
import { Picture } from '../shared/picture';
import { SearchForm } from './search-form';
import { ArticleGrid, NewsCard } from '../shared/article-cards';
import { TitledSection } from './titled-section';
import { ItemPage, useLanguage } from '../shared/item-status';
import '../../styles/catalogue.css';

/**
 * The catalogue home below the hero: the search, the home-hero promotion banner, the product
 * categories, the best sellers, three testimonials and the four latest news, in the page's language.
 */
export function HomeCatalogue() {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <ItemPage
      key={language}
      logic={homeLogic}
      // Content already at hand (the server's first screen) is shown at once.
      input={{ key: 'home', language, known: knownHome(languageOf(language)) }}
      className="home-catalogue"
      intro={
        <>
          <PageHead description={t('home.description')} path="/" language={language} />
          <SearchForm id="home-search" />
        </>
      }
      backTo="/"
      backLabel={t('backHome')}
    >
      {(content) => <Sections content={content} />}
    </ItemPage>
  );
}

function Sections({ content }: { content: HomeContent }) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      {content.banner && <PromotionBanner banner={content.banner} eager />}
      {content.categories.length > 0 && (
        <TitledSection id="home-categories" title={t('home.categories')}>
          <ul className="category-grid">
            {content.categories.map((category) => (
              <li key={category.id} className="category-card">
                <Picture image={category.image} className="category-card__image" decorative />
                <h3>
                  <Link to="/categories/$slug" params={{ slug: category.slug }}>
                    {category.name}
                  </Link>
                </h3>
                <p>{t('home.packageCount', { count: category.packageCount })}</p>
              </li>
            ))}
          </ul>
          <Link to="/shop">{t('home.allPackages')}</Link>
        </TitledSection>
      )}
      {content.bestSellers.length > 0 && (
        <TitledSection id="home-best-sellers" title={t('home.bestSellers')}>
          <PackageGrid items={content.bestSellers} />
        </TitledSection>
      )}
      {content.testimonials.length > 0 && (
        <TitledSection id="home-testimonials" title={t('home.testimonials')}>
          <ul className="testimonial-grid">
            {content.testimonials.map((testimonial) => (
              <li key={testimonial.id} className="testimonial">
                <figure>
                  <blockquote>
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption>
                    <span className="visually-hidden">{t('home.rating', { count: testimonial.rating })}</span>
                    <span aria-hidden="true" className="testimonial__stars">
                      {'★'.repeat(testimonial.rating)}
                    </span>{' '}
                    {testimonial.name}, {testimonial.location}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      {content.news.length > 0 && (
        <TitledSection id="home-news" title={t('home.news')}>
          <ArticleGrid items={content.news} Card={NewsCard} />
          <Link to="/news">{t('home.allNews')}</Link>
        </TitledSection>
      )}
    </>
  );
}
