import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { useAppActors } from '../shared/app-actors';
import { formatFromPrice } from './sample-price';
import '../../styles/pages.css';
import { HomeCatalogue } from './home-catalogue';
import { TitledSection } from './titled-section';

const CARDS = [
  { id: 'shop', to: '/shop', icon: 'M4 8h16l-1.5 11h-13zM8 8V6a4 4 0 018 0v2' },
  { id: 'kidQuiz', to: '/kid-quiz', icon: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7z' },
  { id: 'dietQuiz', to: '/diet-quiz', icon: 'M12 21c-5-3-8-7-8-11a5 5 0 019-3 5 5 0 019 3c0 4-3 8-8 11zM12 7v8' },
  { id: 'consultation', to: '/consultation', icon: 'M4 5h16v10H9l-5 4zM8 9h8M8 12h5' },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  const { settings } = useAppActors();
  const currency = useSelector(settings, (snapshot) => snapshot.context.currency);
  return (
    <div className="page home">
      <section className="hero" aria-labelledby="home-title">
        <div className="hero__text">
          <p className="hero__eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="home-title">{t('home.hero.title')}</h1>
          <p className="hero__lead">{t('home.hero.lead')}</p>
          <div className="hero__actions">
            <Link to="/kid-quiz" className="button button--primary">
              {t('home.hero.primaryCta')}
            </Link>
            <Link to="/shop" className="button button--secondary">
              {t('home.hero.secondaryCta')}
            </Link>
          </div>
        </div>
        <aside className="price-card" aria-labelledby="price-card-title">
          <h2 id="price-card-title" className="price-card__title">
            {t('home.price.package')}
          </h2>
          <p className="price-card__price" data-testid="g-intel-price">
            {t('home.price.from', { price: formatFromPrice(currency) })}
          </p>
          <p className="price-card__note">{t('home.price.note')}</p>
        </aside>
      </section>

      <TitledSection id="home-cards-title" title={t('home.cardsTitle')}>
        <ul className="cards">
          {CARDS.map((card) => (
            <li key={card.id} className="card">
              <svg className="card__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={card.icon} />
              </svg>
              <h3 className="card__title">{t(`home.cards.${card.id}.title`)}</h3>
              <p className="card__body">{t(`home.cards.${card.id}.body`)}</p>
              <Link to={card.to} className="card__link">
                {t(`home.cards.${card.id}.cta`)}
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>

      <HomeCatalogue />
    </div>
  );
}

export const Route = createLazyRoute('/')({ component: HomePage });
