import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '../../styles/pages.css';
import '../../styles/forms.css';
import '../account/account.css';
import { AccountSection } from '../shared/account-section';
import { ACCOUNT_NAMESPACES } from '../shared/account-namespaces';

/**
 * Shown once an account was deleted (src/machines/auth/account-deletion). Outside the account pages:
 * the session has ended, and the account pages send a signed-out visitor to sign-in.
 */
export function AccountDeletedPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  return (
    <div className="page account">
      <AccountSection id="deleted-title" title={t('deleted.title')}>
        <p className="form-status" role="status">
          {t('deleted.done')}
        </p>
        <p>{t('deleted.kept')}</p>
        <p>{t('deleted.again')}</p>
        <div className="form-actions">
          <Link to="/" className="button button--primary">
            {t('deleted.home')}
          </Link>
        </div>
      </AccountSection>
    </div>
  );
}

export const Route = createLazyRoute('/account-deleted')({ component: AccountDeletedPage });
