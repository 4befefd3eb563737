import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConsentNotice } from '../legal/consent-notice';
import { RouteProgressBar } from './route-progress-bar';
import { SiteFooter } from '../legal/site-footer';
import { SiteHead } from '../shared/site-head';
import { SiteHeader } from './site-header';
import '../../styles/shell.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Skip link, the cookie notice (drawn at the foot of the screen), progress bar, header with navigation and settings, the page, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SiteHead />
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skipLink')}
      </a>
      {/* First after the skip link in the tab order (issue 23 §12); shell.css draws it last, at the screen's foot. */}
      <ConsentNotice />
      <RouteProgressBar />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
