import type { KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { consentNoticeOf } from '../../machines/consent/consent.selectors';
import { useAppActors } from '../shared/app-actors';
import './legal.css';

export const CONSENT_NOTICE_ID = 'cookie-notice';
/** The footer's "Cookie settings" button, which opens the notice again. */
export const COOKIE_SETTINGS_ID = 'cookie-settings';

const focusOnMount = (node: HTMLElement | null) => node?.focus();

/**
 * The cookie notice (src/machines/consent): asks on a visit with no choice yet; shows the current
 * choice when "Cookie settings" opens it again. A labelled region that stays at the bottom of the
 * screen, not a dialog: the page stays usable and focus is never trapped. Reopened, it takes the
 * focus; closed, it hands the focus back to Cookie settings (or to the page).
 */
export function ConsentNotice() {
  const { t } = useTranslation();
  const { consent } = useAppActors();
  const notice = useSelector(consent, consentNoticeOf);
  if (!notice) return null;
  const reviewing = notice.mode === 'reviewing';

  const send = (type: 'consent.accept' | 'consent.decline' | 'consent.close') => {
    consent.send({ type });
    // The notice goes away with the focused button: the focus goes back where the visitor came from.
    if (reviewing) document.getElementById(COOKIE_SETTINGS_ID)?.focus();
    else document.querySelector('main')?.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (reviewing && event.key === 'Escape') send('consent.close');
  };

  return (
    <section
      id={CONSENT_NOTICE_ID}
      className="consent-notice"
      aria-labelledby={`${CONSENT_NOTICE_ID}-title`}
      tabIndex={-1}
      ref={reviewing ? focusOnMount : undefined}
      onKeyDown={onKeyDown}
    >
      <div className="consent-notice__inner">
        <h2 id={`${CONSENT_NOTICE_ID}-title`} className="consent-notice__title">
          {t('consent.title')}
        </h2>
        <p className="consent-notice__body">
          {t('consent.body')} <Link to="/cookies">{t('consent.policy')}</Link>
        </p>
        {reviewing && <p className="consent-notice__current">{t(`consent.current.${notice.choice}`)}</p>}
        <div className="consent-notice__actions">
          <button type="button" className="button button--secondary" onClick={() => send('consent.decline')}>
            {t('consent.decline')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => send('consent.accept')}>
            {t('consent.accept')}
          </button>
          {reviewing && (
            <button type="button" className="button button--link consent-notice__close" onClick={() => send('consent.close')}>
              {t('consent.close')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
