import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { isMenuOpen } from '../../machines/site-menu/site-menu.selectors';
import { useAppActors } from '../shared/app-actors';
import { CurrencySwitcher } from './currency-switcher';
import { LanguageSwitcher } from './language-switcher';
import { AuthNavItem } from '../auth/auth-nav-item';
import { NAV_ITEMS } from '../shared/nav-items';
import { CartLink } from '../cart/cart-link';

const NAV_ID = 'site-nav';
/** The menu button: Escape gives the focus back to it (site-menu-effects.ts). */
export const MENU_BUTTON_ID = 'site-menu-button';

export function SiteHeader() {
  const { t } = useTranslation();
  const { siteMenu } = useAppActors();
  const open = useSelector(siteMenu, isMenuOpen);
  return (
    <header
      className="site-header"
      onKeyDown={(event) => {
        if (event.key === 'Escape') siteMenu.send({ type: 'menu.dismiss' });
      }}
    >
      <div className="site-header__bar">
        <Link to="/" className="brand" aria-label={t('app.homeLink')}>
          <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <path d="M10 4c0 8 12 8 12 16s-12 8-12 8M22 4c0 8-12 8-12 16s12 8 12 8M12 9h8M12 23h8" />
          </svg>
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <div className="site-settings" role="group" aria-label={t('settings.label')}>
          <LanguageSwitcher />
          <CurrencySwitcher />
        </div>
        <CartLink />
        <button
          type="button"
          id={MENU_BUTTON_ID}
          className="menu-button"
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => siteMenu.send({ type: 'menu.toggle' })}
        >
          <svg className="menu-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
          </svg>
          <span className="menu-button__label">{t('nav.menu')}</span>
        </button>
      </div>
      <nav id={NAV_ID} className="site-nav" aria-label={t('nav.label')} data-open={open}>
        <ul className="site-nav__list">
          {NAV_ITEMS.filter((item) => item.to !== '/sign-in').map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="site-nav__link"
                // The router marks the active link with aria-current="page"; Home only on '/' itself.
                activeOptions={{ exact: item.to === '/' }}
              >
                {t(item.labelKey)}
              </Link>
            </li>
          ))}
          <AuthNavItem />
        </ul>
      </nav>
    </header>
  );
}
