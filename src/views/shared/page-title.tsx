import { useTranslation } from 'react-i18next';

/**
 * The document's title for the page shown, in the current language: "<page> · GeneWell", or the
 * site's name and tagline on the home page. React 19 places a rendered <title> in <head>, ahead
 * of index.html's own, and follows the language when it changes.
 */
export function PageTitle({ page }: { page?: string }) {
  const { t } = useTranslation('common');
  const text = page ? `${page} · ${t('app.name')}` : `${t('app.name')} — ${t('app.tagline')}`;
  return <title>{text}</title>;
}
