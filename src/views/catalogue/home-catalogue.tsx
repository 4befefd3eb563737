import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import { PromotionBanner } from './banner';
import { homeLogic, knownHome, languageOf } from './catalogue-effects';
import type { HomeContent } from './catalogue-effects';
import { PackageCard } from './package-card';
import { PageHead } from '../shared/page-head';
import { Picture } from '../shared/picture';
import { SearchForm } from './search-form';
import { NewsCard } from '../shared/article-cards';
import { ItemStatus, useLanguage } from '../shared/item-status';
import '../../styles/catalogue.css';

/**
 * The catalogue home below the hero: the search, the home-hero promotion banner, the product
 * categories, the best sellers, three testimonials and the four latest news, in the page's language.
 */
export function HomeCatalogue() {
  const language = useLanguage();
  return <HomeCatalogueContent key={language} language={language} />;
}

function HomeCatalogueContent({ language }: { language: string }) {
  const { t } = useTranslation('catalogue');
  // Content already at hand (the server's first screen) is shown at once.
  const actor = useActorRef(homeLogic, { input: { key: 'home', language, known: knownHome(languageOf(language)) } });
  return (
    <div className="home-catalogue">
      <PageHead description={t('home.description')} path="/" language={language} />
      <SearchForm id="home-search" />
      <ItemStatus actor={actor} backTo="/" backLabel={t('backHome')}>
        {(content) => <Sections content={content} />}
      </ItemStatus>
    </div>
  );
}

function Sections({ content }: { content: HomeContent }) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      {content.banner && <PromotionBanner banner={content.banner} eager />}
      {content.categories.length > 0 && (
        <section aria-labelledby="home-categories">
          <h2 id="home-categories" className="section-title">
            {t('home.categories')}
          </h2>
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
        </section>
      )}
      {content.bestSellers.length > 0 && (
        <section aria-labelledby="home-best-sellers">
          <h2 id="home-best-sellers" className="section-title">
            {t('home.bestSellers')}
          </h2>
          <ul className="package-grid">
            {content.bestSellers.map((item) => (
              <PackageCard key={item.slug} item={item} />
            ))}
          </ul>
        </section>
      )}
      {content.testimonials.length > 0 && (
        <section aria-labelledby="home-testimonials">
          <h2 id="home-testimonials" className="section-title">
            {t('home.testimonials')}
          </h2>
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
        </section>
      )}
      {content.news.length > 0 && (
        <section aria-labelledby="home-news">
          <h2 id="home-news" className="section-title">
            {t('home.news')}
          </h2>
          <ul className="article-grid">
            {content.news.map((item) => (
              <NewsCard key={item.id} item={item} headingLevel={3} />
            ))}
          </ul>
          <Link to="/news">{t('home.allNews')}</Link>
        </section>
      )}
    </>
  );
}
