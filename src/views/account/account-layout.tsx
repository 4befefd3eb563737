import { Link, Outlet, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RequireSignIn } from '../shared/require-sign-in';
import '../../styles/pages.css';
import '../../styles/forms.css';
import './account.css';
import { ACCOUNT_NAMESPACES } from '../shared/account-namespaces';

const ACCOUNT_LINKS = [
  { to: '/account', labelKey: 'nav.profile', exact: true },
  { to: '/account/phone', labelKey: 'nav.phone', exact: true },
  { to: '/account/gene-tests', labelKey: 'nav.geneTests', exact: false },
  { to: '/account/orders', labelKey: 'nav.orders', exact: true },
  { to: '/account/appointments', labelKey: 'nav.appointments', exact: true },
  { to: '/account/verify', labelKey: 'nav.verify', exact: true },
  { to: '/account/delete', labelKey: 'nav.delete', exact: true },
] as const;

/** Every account page: for signed-in users only, with the account navigation above it. */
export function AccountLayout() {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  return (
    <RequireSignIn>
      <div className="page account">
        <nav className="account-nav" aria-label={t('nav.label')}>
          <ul className="account-nav__list">
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="account-nav__link" activeOptions={{ exact: link.exact }}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Outlet />
      </div>
    </RequireSignIn>
  );
}

export const Route = createLazyRoute('/account')({ component: AccountLayout });
