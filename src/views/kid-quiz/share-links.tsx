import { useTranslation } from 'react-i18next';
import { publicResultsUrl, shareLinksFor } from '../../machines/kid-quiz/kid-quiz-url';

/**
 * Share the results to Facebook or Zalo: two plain links to each network's share page (no SDK,
 * no tracking script), opened in a new tab, with the public address of the record. That address
 * has no secret in it: whoever opens it sees the result and the career only.
 */
export function ShareLinks({ recordId }: { recordId: string }) {
  const { t } = useTranslation('kid-quiz');
  const links = shareLinksFor(publicResultsUrl(window.location.origin, recordId));
  const newTab = t('share.social.newTab');
  return (
    <section className="kid-quiz__card kid-quiz__card--social" aria-labelledby="kid-quiz-social-title">
      <h2 id="kid-quiz-social-title">{t('share.social.title')}</h2>
      <p className="kid-quiz__hint">{t('share.social.note')}</p>
      <ul className="kid-quiz__social">
        <li>
          <a className="button button--secondary kid-quiz__social-link" href={links.facebook} target="_blank" rel="noopener noreferrer">
            {t('share.social.facebook')} <span className="visually-hidden">{newTab}</span>
          </a>
        </li>
        <li>
          <a className="button button--secondary kid-quiz__social-link" href={links.zalo} target="_blank" rel="noopener noreferrer">
            {t('share.social.zalo')} <span className="visually-hidden">{newTab}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
