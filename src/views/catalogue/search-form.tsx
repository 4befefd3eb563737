import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The site search: its words go to /search?q=… (the results page reads them from the URL). */
export function SearchForm({ id, defaultValue = '' }: { id: string; defaultValue?: string }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className="search-box"
      action="/search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        void navigate({ to: '/search', search: q ? { q } : {} });
      }}
    >
      <label htmlFor={id}>{t('search.label')}</label>
      <div className="search-box__row">
        <input key={defaultValue} id={id} name="q" type="search" defaultValue={defaultValue} autoComplete="off" />
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
